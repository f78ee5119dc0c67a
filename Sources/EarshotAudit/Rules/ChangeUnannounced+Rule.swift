import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR008 change-unannounced: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension ChangeUnannounced: AuditRuleCheck {
    package static let rule = AuditRule(
        .changeUnannounced, "change-unannounced", .warning,
        summary: "Activation changes the screen but nothing is heard.",
        help: "Announce the change, move focus to it, or change the element's own value or selection.",
        anchors: "WCAG 4.1.3",
        details: #"""
            Activating the element (or one of its custom actions) changes other parts of the screen — shows
            or hides an element, selects or deselects one, sets a value — but nothing is heard: no
            announcement, no focus move, no screen change, no new value or selection of the element itself.
            The rule activates each element on a copy of the screen, as a listener who has reached it would,
            and compares what was said with what changed. The listener hears only the activation sound and
            cannot tell whether anything happened.
            """#,
        bad: AuditRuleExample(
            caption: nil,
            yaml: #"""
            - id: apply
              label: Apply coupon
              traits: [button]
              frame: [16, 100, 358, 44]
              on-activate: [{show: discount}, {set: {id: total, value: 90 dollars}}]
            - {id: discount, label: 10% off, hidden: true, frame: [16, 150, 358, 44]}
            - {id: total, label: Total, value: 100 dollars, frame: [16, 200, 358, 44]}
            """#,
            after: #"""
            VoiceOver says: "Apply coupon. Button."; activating it plays the activation sound and says nothing.
            """#),
        fixed: AuditRuleExample(
            caption: nil,
            yaml: #"""
            - id: apply
              label: Apply coupon
              traits: [button]
              frame: [16, 100, 358, 44]
              on-activate: [{show: discount}, {set: {id: total, value: 90 dollars}}, {announce: "Coupon applied. Total 90 dollars"}]
            - {id: discount, label: 10% off, hidden: true, frame: [16, 150, 358, 44]}
            - {id: total, label: Total, value: 100 dollars, frame: [16, 200, 358, 44]}
            """#,
            after: #"""
            VoiceOver says: "Apply coupon. Button."; activating it says "Coupon applied. Total 90 dollars".
            """#))
}
