import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR013 unreachable: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension Unreachable: AuditRuleCheck {
    package static let rule = AuditRule(
        .unreachable, "unreachable", .error,
        summary: "A labelled or actionable element on screen that no gestures ever focus.",
        help: "Inside an accessible container, left out of order, or behind a modal that never closes: a VoiceOver user can never reach it.",
        anchors: "WCAG 2.1.1",
        details: #"""
            A labelled or actionable element, shown when the screen opens, that no sequence of gestures ever focuses — activation included. The audit asks the planner `earshot efficiency` uses: first every navigation gesture (swipes and rotors; quick nav too with `--input keyboard`), then, for what is still unfocused, activation, escape, adjusting and custom actions too, stopping as soon as everything has been focused. So an element reached only after a button closes a sheet is fine; one inside an accessible element (read as one stop), left out of a container's `order`, or behind a modal shown from the start that never closes is not. When the interaction search runs out of its state budget (`Audit.Options.budget`, 200,000 states) before deciding, the element is reported as a **note** saying it may be unreachable, never as a certain error. For an element inside an accessible one, what VoiceOver says is the container's description: that is what the listener hears in its place.
            """#,
        bad: AuditRuleExample(
            caption: #"""
            The card is one accessible element, so its Upgrade button is never heard.
            """#,
            yaml: #"""
            earshot: 1
            screen:
              id: account
              elements:
                - {id: title, label: Account, traits: [header], frame: [16, 50, 358, 40]}
                - id: card
                  label: Plan, Premium
                  accessible: true
                  frame: [16, 100, 358, 100]
                  children:
                    - {id: upgrade, label: Upgrade, traits: [button], frame: [200, 150, 150, 44], on-activate: [{announce: Upgraded}]}
                - {id: help, label: Help, traits: [link], frame: [16, 220, 358, 44]}
            """#,
            after: #"""
            VoiceOver (`--gestures "next next next"`):

            ```
            » (start)
              Account. Heading.
            » next
              Plan, Premium
            » next
              Help. Link.
            » next
              [boundary]
            ```

            Finding:

            ```
            ear013-bad.yaml:11:11: error: EAR013 never focused: inside accessible element 'card', which VoiceOver reads as one stop [upgrade]: says "Plan, Premium"
            ```
            """#),
        fixed: AuditRuleExample(
            caption: #"""
            Make the card a (labelled) container: its children become stops.
            """#,
            yaml: #"""
            earshot: 1
            screen:
              id: account
              elements:
                - {id: title, label: Account, traits: [header], frame: [16, 50, 358, 40]}
                - id: card
                  container: semanticGroup
                  label: Your plan
                  frame: [16, 100, 358, 100]
                  children:
                    - {id: plan, label: Premium, frame: [16, 100, 170, 44]}
                    - {id: upgrade, label: Upgrade, traits: [button], frame: [200, 150, 150, 44], on-activate: [{announce: Upgraded}]}
                - {id: help, label: Help, traits: [link], frame: [16, 220, 358, 44]}
            """#,
            after: #"""
            VoiceOver (`--gestures "next next next"`):

            ```
            » (start)
              Account. Heading.
            » next
              Your plan. Premium
            » next
              Upgrade. Button.
            » next
              Help. Link.
            ```
            """#))
}
