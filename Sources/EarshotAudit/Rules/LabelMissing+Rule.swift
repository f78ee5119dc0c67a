import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR001 label-missing: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension LabelMissing: AuditRuleCheck {
    package static let rule = AuditRule(
        .labelMissing, "label-missing", .error,
        summary: "A focus stop that speaks no label or value.",
        help: "VoiceOver says only the role (\"Button.\", \"Image.\"): the listener cannot tell what it is. Give it an accessibilityLabel.",
        anchors: "Apple audit sufficientElementDescription; ATF SpeakableTextPresent; WCAG 4.1.2, 1.1.1",
        details: #"""
            A stop with no label and no value (a switch's `0`/`1` does not count: it is said as "On." or
            "Off."). VoiceOver says only the role — "Button.", "Image." — or, when there is a hint, the hint
            in place of a name. The listener knows something is there but not what it is, and the rotor's
            lists show it as a bare role. Back buttons are named by "Back Button." itself and pass.
            """#,
        bad: AuditRuleExample(
            caption: nil,
            yaml: #"""
            - id: play
              traits: [button]
              frame: [16, 100, 44, 44]
            """#,
            after: #"""
            VoiceOver says: "Button."
            """#),
        fixed: AuditRuleExample(
            caption: nil,
            yaml: #"""
            - id: play
              label: Play
              traits: [button]
              frame: [16, 100, 44, 44]
            """#,
            after: #"""
            VoiceOver says: "Play. Button."
            """#))
}
