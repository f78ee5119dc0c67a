import EarshotLoader
package import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR007 role-missing: activating the element does something, but no trait says it can be
/// activated (an image toggle before its fix: "Bell. Image."). Static text whose only actions
/// are custom actions is not flagged: that is Apple's pattern for the links inside a paragraph.
package enum RoleMissing {
    /// Traits that tell a listener an element can be activated or operated. A tab bar's items
    /// are tabs by where they stand (`Tab.`).
    package static let roles: Traits = [.button, .link, .switchButton, .adjustable, .textField, .searchField,
                                .keyboardKey, .tabBarItem, .backButton]

    package static func check(_ c: AuditContext) -> [AuditFinding] {
        c.everyStop.compactMap { i in
            let e = c.state.element(i)
            guard doesSomething(e), !hasRole(c, i), !isTextWithActions(e) else { return nil }
            let what = e.onActivate.isEmpty ? "has custom actions" : "acts when activated"
            return c.stopFinding(.roleMissing, i, "\(what) but says no role such as \"Button.\"")
        }
    }

    /// Effects on activation, or custom actions.
    package static func doesSomething(_ e: Element) -> Bool { !e.onActivate.isEmpty || !e.actions.isEmpty }

    /// Static text whose only actions are custom actions: a paragraph with links in it, each a
    /// custom action the Actions rotor offers ("Actions available" tells the listener), as Apple
    /// recommends for inline links. Activating the text itself does nothing, so it needs no role.
    package static func isTextWithActions(_ e: Element) -> Bool {
        e.traits.contains(.staticText) && e.onActivate.isEmpty && !e.actions.isEmpty
    }

    /// A role trait, or a place in a tab bar.
    package static func hasRole(_ c: AuditContext, _ i: Int) -> Bool {
        !c.state.element(i).traits.isDisjoint(with: roles) || c.state.context(for: i).isTab
    }
}
