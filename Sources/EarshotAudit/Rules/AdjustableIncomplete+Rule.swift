import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR009 adjustable-incomplete: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension AdjustableIncomplete: AuditRuleCheck {
    package static let rule = AuditRule(
        .adjustableIncomplete, "adjustable-incomplete", .error,
        summary: "An adjustable element with no value to adjust, or a picker with no options.",
        help: "Flicking up or down does nothing the listener can hear. Give it an adjustable block with a value.",
        anchors: "Apple audit trait",
        details: #"""
            An element with the `adjustable` trait but nothing to adjust: no `adjustable:` block, a picker
            or values list with no options or only one, one that selects none, or a rating, stepper or
            slider whose `max` equals its `min`. VoiceOver promises "Swipe up or down with one finger to
            adjust the value", and the flick does nothing the listener can hear.
            """#,
        bad: AuditRuleExample(
            caption: nil,
            yaml: #"""
            - id: volume
              label: Volume
              traits: [adjustable]
              frame: [16, 100, 358, 44]
            """#,
            after: #"""
            VoiceOver says: "Volume. Adjustable." and the hint "Swipe up or down with one finger to adjust
            the value."; a flick up only plays the boundary sound.
            """#),
        fixed: AuditRuleExample(
            caption: nil,
            yaml: #"""
            - id: volume
              label: Volume
              traits: [adjustable]
              frame: [16, 100, 358, 44]
              adjustable: {kind: slider, min: 0, max: 10, value: 4}
            """#,
            after: #"""
            VoiceOver says: "Volume: 40%. Adjustable."; a flick up says "50%".
            """#))
}
