import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR006 hint-names-gesture: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension HintNamesGesture: AuditRuleCheck {
    package static let rule = AuditRule(
        .hintNamesGesture, "hint-names-gesture", .note,
        summary: "An authored hint that starts with a gesture or repeats the label.",
        help: "VoiceOver already says how to activate; hints describe the result (\"Plays the track\"), not the gesture.",
        anchors: "Apple HIG on hints",
        details: #"""
            An authored hint that starts with a gesture — "Double tap to…", "Tap to…", "Swipe…", "Press…",
            "Drag…" — or that only repeats the label. VoiceOver already says how to operate the element,
            and the gesture is different with a keyboard or Switch Control; a hint should say what happens
            ("Plays the track"). A text field's authored hint is never heard (its own hint replaces it), so
            it is not checked.
            """#,
        bad: AuditRuleExample(
            caption: nil,
            yaml: #"""
            - id: play
              label: Play
              hint: Double tap to play the track.
              traits: [button]
              frame: [16, 100, 44, 44]
            """#,
            after: #"""
            VoiceOver says: "Play. Button." and, after a pause, "Double tap to play the track."
            """#),
        fixed: AuditRuleExample(
            caption: nil,
            yaml: #"""
            - id: play
              label: Play
              hint: Plays the track.
              traits: [button]
              frame: [16, 100, 44, 44]
            """#,
            after: #"""
            VoiceOver says: "Play. Button." and, after a pause, "Plays the track."
            """#))
}
