import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR016 target-size: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension TargetSize: AuditRuleCheck {
    package static let rule = AuditRule(
        .targetSize, "target-size", .warning,
        severityWords: "warning below 44×44 pt, error below 24×24 pt",
        summary: "An actionable element smaller than 44×44 pt (error below 24×24 pt).",
        help: "Small targets are hard to find by touch exploration. Make the frame at least 44×44 pt.",
        anchors: "Apple audit hitRegion; HIG 44 pt; WCAG 2.5.8",
        details: #"""
            An actionable element (a role trait — button, link, switch, adjustable, text field, search field, key, tab — or activation effects or custom actions) whose frame is too small to find by touch exploration: a warning below Apple's 44×44 pt, an error below WCAG 2.5.8's 24×24 pt. Every element that is a focus stop when shown is checked, hidden ones too, since a frame's size does not depend on when it is shown.
            """#,
        bad: AuditRuleExample(
            caption: #"""
            A finger just beside the 20 pt Info button finds nothing.
            """#,
            yaml: #"""
            earshot: 1
            screen:
              id: player
              elements:
                - {id: title, label: Player, traits: [header], frame: [16, 50, 358, 40]}
                - {id: play, label: Play, traits: [button], frame: [16, 100, 30, 44]}
                - {id: info, label: Info, traits: [button], frame: [60, 100, 20, 20]}
            """#,
            after: #"""
            VoiceOver (`--gestures "touch=84,110"`):

            ```
            » (start)
              Player. Heading.
            » touch=84,110
              [boundary]
            ```

            Findings:

            ```
            ear016-bad.yaml:6:7: warning: EAR016 target is 30×44 pt, smaller than 44×44 pt: hard to find by touch [play]: says "Play. Button."
            ear016-bad.yaml:7:7: error: EAR016 target is 20×20 pt, smaller than 24×24 pt: hard to find by touch [info]: says "Info. Button."
            ```
            """#),
        fixed: AuditRuleExample(
            caption: #"""
            44 pt targets: the same touch lands on Info.
            """#,
            yaml: #"""
            earshot: 1
            screen:
              id: player
              elements:
                - {id: title, label: Player, traits: [header], frame: [16, 50, 358, 40]}
                - {id: play, label: Play, traits: [button], frame: [16, 100, 44, 44]}
                - {id: info, label: Info, traits: [button], frame: [68, 100, 44, 44]}
            """#,
            after: #"""
            VoiceOver (`--gestures "touch=84,110"`):

            ```
            » (start)
              Player. Heading.
            » touch=84,110
              Info. Button.
            ```
            """#))
}
