import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR010 trait-conflict: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension TraitConflict: AuditRuleCheck {
    package static let rule = AuditRule(
        .traitConflict, "trait-conflict", .warning,
        summary: "Traits that contradict each other.",
        help: "button+link, button+adjustable, header+button, staticText+button and keyboardKey+link speak two roles; keep the one that says what it does.",
        anchors: "ATF; AccessibilitySnapshot",
        details: #"""
            Traits that claim two roles at once: button and link, button and adjustable, header and button,
            staticText and button, keyboardKey and link. The listener hears both ("Button. Link.") and
            cannot tell whether activating it acts on the page or leaves it. Keep the trait that says what
            it does. A switch (`button` with `switchButton`) and an image that is a button are not
            conflicts.
            """#,
        bad: AuditRuleExample(
            caption: nil,
            yaml: #"""
            - id: terms
              label: Terms of Service
              traits: [button, link]
              frame: [16, 100, 358, 44]
            """#,
            after: #"""
            VoiceOver says: "Terms of Service. Button. Link."
            """#),
        fixed: AuditRuleExample(
            caption: nil,
            yaml: #"""
            - id: terms
              label: Terms of Service
              traits: [link]
              frame: [16, 100, 358, 44]
            """#,
            after: #"""
            VoiceOver says: "Terms of Service. Link."
            """#))
}
