import EarshotLoader
package import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR005 vague-name: a button or link whose whole name is "More", "Learn more", "Click here"…,
/// which says nothing once it is heard out of context (the rotor's Links list, a quick swipe).
package enum VagueName {
    package static func check(_ c: AuditContext) -> [AuditFinding] {
        c.everyStop.compactMap { i in
            let e = c.state.element(i)
            guard !e.traits.isDisjoint(with: [.button, .link]), let label = e.knownLabel,
                  AuditWords.vagueNames.contains(AuditWords.name(label)), !isSystemMore(e, label) else { return nil }
            let role = e.traits.contains(.link) ? "link" : "button"
            return c.stopFinding(.vagueName, i, "\(role) named only \"\(label)\" says nothing about where it goes or what it does")
        }
    }

    /// The system's own "More": a menu button (`popupButton`: a SwiftUI `Menu`, a UIKit button
    /// whose menu is its primary action) named "More" or "More options" — the overflow menu of
    /// iOS's own apps, whose label is the name iOS gives the `ellipsis` symbols. Activating it
    /// opens a menu that names each choice, so the name is not the app's vague one.
    package static func isSystemMore(_ e: Element, _ label: String) -> Bool {
        e.traits.contains(.popupButton) && AuditWords.systemMoreNames.contains(AuditWords.name(label))
    }
}
