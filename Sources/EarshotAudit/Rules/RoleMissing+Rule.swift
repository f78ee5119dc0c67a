import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR007 role-missing: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension RoleMissing: AuditRuleCheck {
    package static let rule = AuditRule(
        .roleMissing, "role-missing", .error,
        summary: "An element that does something on activation but has no role trait.",
        help: "Without button, link, switch, adjustable, text field, search field, key or tab the listener does not know it can be activated.",
        anchors: "Apple audit trait; WCAG 4.1.2",
        details: #"""
            An element that does something when activated — `on-activate` effects or custom actions — but
            has no role trait: button, link, switch, adjustable, text field, search field, keyboard key,
            back button or tab (a tab-bar item is a tab by where it stands). Nothing tells the listener it
            can be double-tapped; an image that toggles a state with no button trait is the usual case.
            Static text whose only actions are custom actions passes: a paragraph whose links are custom
            actions ("Actions available", then the Actions rotor: "Terms of Service", "Privacy Policy") is
            Apple's recommended pattern for inline links, and activating the text itself does nothing.
            Give the same text an `on-activate` effect and it needs a role again.
            """#,
        bad: AuditRuleExample(
            caption: nil,
            yaml: #"""
            - id: bell
              label: Bell
              traits: [image]
              frame: [120, 150, 150, 150]
              on-activate: [{toggle: selected}]
            """#,
            after: #"""
            VoiceOver says: "Bell. Image."
            """#),
        fixed: AuditRuleExample(
            caption: nil,
            yaml: #"""
            - id: bell
              label: Bell
              traits: [button, image]
              frame: [120, 150, 150, 150]
              on-activate: [{toggle: selected}]
            """#,
            after: #"""
            VoiceOver says: "Bell. Button. Image."
            """#))
}
