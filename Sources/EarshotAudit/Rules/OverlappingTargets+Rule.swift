import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR017 overlapping-targets: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension OverlappingTargets: AuditRuleCheck {
    package static let rule = AuditRule(
        .overlappingTargets, "overlapping-targets", .warning,
        summary: "Two actionable stops whose frames overlap or coincide.",
        help: "Touch lands on the wrong one. Separate the frames.",
        anchors: "ATF DuplicateClickableBounds",
        details: #"""
            Two actionable stops whose frames overlap (share some area) or coincide: a touch meant for one lands on the other. Only stops on screen together are compared — those focus can visit when the screen opens — and frames are swept top to bottom (identical frames grouped first), so a long screen costs n log n, not every pair. The finding is on each element of the pair, naming the other; frames that only touch do not overlap. A crowd is reported once per target, not once per pair: a button that overlaps several others says how many and names the first three in the file — `has the same frame as 999 other targets ('b2', 'b3', 'b4', …)` — so a thousand buttons stacked on one frame give a thousand findings, not a million. On an Android screen a touch goes to the innermost view, so a target wholly inside another (a star button in a clickable row) is no overlap there; targets that coincide still are.
            """#,
        bad: AuditRuleExample(
            caption: #"""
            Reply's right edge runs under Forward: touching what looks like Reply says Forward.
            """#,
            yaml: #"""
            earshot: 1
            screen:
              id: mail
              elements:
                - {id: title, label: Mail, traits: [header], frame: [16, 50, 358, 40]}
                - {id: reply, label: Reply, traits: [button], frame: [16, 100, 100, 44]}
                - {id: forward, label: Forward, traits: [button], frame: [100, 100, 100, 44]}
            """#,
            after: #"""
            VoiceOver (`--gestures "touch=108,120"`):

            ```
            » (start)
              Mail. Heading.
            » touch=108,120
              Forward. Button.
            ```

            Findings:

            ```
            ear017-bad.yaml:6:7: warning: EAR017 overlaps 'forward': a touch may land on the wrong one [reply]: says "Reply. Button."
            ear017-bad.yaml:7:7: warning: EAR017 overlaps 'reply': a touch may land on the wrong one [forward]: says "Forward. Button."
            ```
            """#),
        fixed: AuditRuleExample(
            caption: #"""
            Separate the frames: each touch lands where it looks.
            """#,
            yaml: #"""
            earshot: 1
            screen:
              id: mail
              elements:
                - {id: title, label: Mail, traits: [header], frame: [16, 50, 358, 40]}
                - {id: reply, label: Reply, traits: [button], frame: [16, 100, 100, 44]}
                - {id: forward, label: Forward, traits: [button], frame: [124, 100, 100, 44]}
            """#,
            after: #"""
            VoiceOver (`--gestures "touch=108,120 touch=150,120"`):

            ```
            » (start)
              Mail. Heading.
            » touch=108,120
              Reply. Button.
            » touch=150,120
              Forward. Button.
            ```
            """#))
}
