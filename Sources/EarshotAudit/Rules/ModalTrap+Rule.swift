import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR014 modal-trap: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension ModalTrap: AuditRuleCheck {
    package static let rule = AuditRule(
        .modalTrap, "modal-trap", .error,
        summary: "A modal container with no way out.",
        help: "No escape effect and nothing inside that hides it, goes back or changes screen: the listener is stuck.",
        anchors: "WCAG 2.1.2",
        details: #"""
            A modal container (`accessibilityViewIsModal`) with no way out. While it is shown focus cannot leave it, so from some stop inside it a gesture must take it away: the two-finger scrub, when the nearest `on-escape` from that stop up hides the modal, goes back or changes screen, or a double tap or custom action that does. An escape or button that only announces or moves focus (which the modal keeps inside) is no way out, nor is a dimmed button. Every modal is checked, hidden ones too: they trap once shown. The finding is on the modal container, which is not a focus stop, so nothing is said there.
            """#,
        bad: AuditRuleExample(
            caption: #"""
            The confirmation has no escape and its only button just announces: swipes bump the edges, the scrub does nothing.
            """#,
            yaml: #"""
            earshot: 1
            screen:
              id: photos
              elements:
                - {id: title, label: Photos, traits: [header], frame: [16, 50, 358, 40]}
                - {id: delete, label: Delete, traits: [button], frame: [16, 100, 358, 44], on-activate: [{show: confirm}]}
                - id: confirm
                  container: semanticGroup
                  modal: true
                  hidden: true
                  frame: [20, 300, 350, 200]
                  children:
                    - {id: ask, label: Delete this photo?, frame: [40, 320, 310, 40]}
                    - {id: ok, label: Delete photo, traits: [button], frame: [40, 420, 310, 44], on-activate: [{announce: Deleted}]}
            """#,
            after: #"""
            VoiceOver (`--gestures "next activate next next escape previous"`):

            ```
            » (start)
              Photos. Heading.
            » next
              Delete. Button.
            » activate
              [activate]
              Delete this photo?
            » next
              Delete photo. Button.
            » next
              [boundary]
            » escape
              [boundary]
            » previous
              Delete this photo?
            ```

            Finding:

            ```
            ear014-bad.yaml:7:7: error: EAR014 modal with no way out: no escape, and nothing in it hides it, goes back or changes screen [confirm]: says ""
            ```
            """#),
        fixed: AuditRuleExample(
            caption: #"""
            An `on-escape` (and a button) that hides it and puts focus back.
            """#,
            yaml: #"""
            earshot: 1
            screen:
              id: photos
              elements:
                - {id: title, label: Photos, traits: [header], frame: [16, 50, 358, 40]}
                - {id: delete, label: Delete, traits: [button], frame: [16, 100, 358, 44], on-activate: [{show: confirm}]}
                - id: confirm
                  container: semanticGroup
                  modal: true
                  hidden: true
                  frame: [20, 300, 350, 200]
                  on-escape: [{hide: confirm}, {focus: delete}]
                  children:
                    - {id: ask, label: Delete this photo?, frame: [40, 320, 310, 40]}
                    - {id: ok, label: Delete photo, traits: [button], frame: [40, 420, 310, 44], on-activate: [{announce: Deleted}, {hide: confirm}, {focus: delete}]}
            """#,
            after: #"""
            VoiceOver (`--gestures "next activate escape"`):

            ```
            » (start)
              Photos. Heading.
            » next
              Delete. Button.
            » activate
              [activate]
              Delete this photo?
            » escape
              Delete. Button.
            ```
            """#))
}
