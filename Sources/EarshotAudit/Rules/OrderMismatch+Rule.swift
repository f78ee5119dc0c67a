import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR012 order-mismatch: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension OrderMismatch: AuditRuleCheck {
    package static let rule = AuditRule(
        .orderMismatch, "order-mismatch", .warning,
        summary: "The reading order goes back up the screen.",
        help: "A stop is read after one a whole row below it: the listener hears the screen out of order. Fix the container's order.",
        anchors: "ATF TraversalOrder; WCAG 1.3.2, 2.4.3",
        details: #"""
            The reading order goes back up the screen: a stop is read right after one that lies a whole row below it (its top at or below the other's bottom). Frames give VoiceOver's order by themselves; this happens when an `order` list, or a group read as a block, says otherwise, and the listener hears the screen out of sequence ("Pay" before the total it pays). Each stop is compared with the one read just before it, and the finding is on both elements of the pair, each naming the other. A screen whose frames are approximate (`approximate-frames: true`: laid out by an importer from SwiftUI code, which has none) is not judged: its order is the code's by construction, and its frames are no evidence.
            """#,
        bad: AuditRuleExample(
            caption: #"""
            `order` puts the button first, though it lies below the total.
            """#,
            yaml: #"""
            earshot: 1
            screen:
              id: checkout
              elements:
                - {id: title, label: Checkout, traits: [header], frame: [16, 50, 358, 40]}
                - id: form
                  container: semanticGroup
                  order: [pay, total]
                  children:
                    - {id: total, label: "Total: 12 dollars", frame: [16, 100, 358, 44]}
                    - {id: pay, label: Pay, traits: [button], frame: [16, 160, 358, 44]}
            """#,
            after: #"""
            VoiceOver (`--gestures "next next"`):

            ```
            » (start)
              Checkout. Heading.
            » next
              Pay. Button.
            » next
              Total: 12 dollars
            ```

            Findings:

            ```
            ear012-bad.yaml:10:11: warning: EAR012 read after 'pay', which lies a whole row below it: the reading order goes back up the screen [total]: says "Total: 12 dollars"
            ear012-bad.yaml:11:11: warning: EAR012 read before 'total', which lies a whole row above it: the reading order goes back up the screen [pay]: says "Pay. Button."
            ```
            """#),
        fixed: AuditRuleExample(
            caption: #"""
            Order the children top to bottom (or drop `order`).
            """#,
            yaml: #"""
            earshot: 1
            screen:
              id: checkout
              elements:
                - {id: title, label: Checkout, traits: [header], frame: [16, 50, 358, 40]}
                - id: form
                  container: semanticGroup
                  order: [total, pay]
                  children:
                    - {id: total, label: "Total: 12 dollars", frame: [16, 100, 358, 44]}
                    - {id: pay, label: Pay, traits: [button], frame: [16, 160, 358, 44]}
            """#,
            after: #"""
            VoiceOver (`--gestures "next next"`):

            ```
            » (start)
              Checkout. Heading.
            » next
              Total: 12 dollars
            » next
              Pay. Button.
            ```
            """#))
}
