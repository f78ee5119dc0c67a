import EarshotLoader
package import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR021 tap-gesture-no-role: a SwiftUI view with `.onTapGesture` that is not a button (no
/// `.accessibilityAddTraits(.isButton)`): VoiceOver can activate it, but nothing tells the
/// listener it does anything. Only SwiftUI source shows the gesture: import marks the element.
package enum TapGestureNoRole {
    package static let roles: Traits = [.button, .link, .switchButton, .adjustable, .textField, .searchField, .keyboardKey, .tabBarItem]

    package static func check(_ c: AuditContext) -> [AuditFinding] {
        c.everyStop.compactMap { i in
            let e = c.state.element(i)
            guard e.importMarks.contains(.tapGesture), e.traits.intersection(roles).isEmpty else { return nil }
            return c.stopFinding(.tapGestureNoRole, i, "has a tap gesture but no role: add .accessibilityAddTraits(.isButton), or make it a Button")
        }
    }
}
