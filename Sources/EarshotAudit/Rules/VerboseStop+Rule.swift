import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR018 verbose-stop: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension VerboseStop: AuditRuleCheck {
    package static let rule = AuditRule(
        .verboseStop, "verbose-stop", .note,
        summary: "One description takes more than 5 s to say at 220 wpm.",
        help: "Every swipe past it costs the listener that long. Move detail into the value, a hint or a custom content.",
        anchors: "GOMS-style reach time (aDesigner)",
        details: #"""
            One description — everything VoiceOver says on landing, before the hint — takes more than 5 s at 220 wpm. Every swipe past the element costs the listener that long. The length comes from the speech engine (the core takes it as a function); the finding's speech is the description measured. Detail belongs in the hint, the value or a custom rotor: hints are spoken after a pause and a listener moving on never hears them. A description longer than 1,000 characters is measured by its first 1,000 (cut at a word): saying them already takes well over 5 s, so the finding gives that as a lower bound (`description takes over 52.3 s`) instead of synthesizing hours of audio for a label of a megabyte.

            An XCUITest dump cuts long values short (`value: ukautomationuser@e...`); the import keeps the words as the dump gives them and marks the element `import-marks: [value-cut-short]`. On a device VoiceOver says the whole value, so such a stop takes longer than measured here: it gets a note (`the capture cut the value short ("ukautomationuser@e..."): VoiceOver says it whole on a device, so this stop takes longer than heard here`), or, when it is over 5 s already, its finding says it is longer still.
            """#,
        bad: AuditRuleExample(
            caption: #"""
            The whole offer is in the label: over 5 s on every pass.
            """#,
            yaml: #"""
            earshot: 1
            screen:
              id: order
              elements:
                - {id: title, label: Order, traits: [header], frame: [16, 50, 358, 40]}
                - id: buy
                  label: Buy now and get free shipping on every order over fifty dollars this week only while stocks last in every store near you
                  traits: [button]
                  frame: [16, 100, 358, 44]
            """#,
            after: #"""
            VoiceOver (`--gestures "next"`):

            ```
            » (start)
              Order. Heading.
            » next
              Buy now and get free shipping on every order over fifty dollars this week only while stocks last in every store near you. Button.
            ```

            Finding:

            ```
            ear018-bad.yaml:6:7: note: EAR018 description takes 5.4 s at 220 wpm, more than 5 s: every swipe past it costs that long [buy]: says "Buy now and get free shipping on every order over fifty dollars this week only while stocks last in every store near you. Button."
            ```
            """#),
        fixed: AuditRuleExample(
            caption: #"""
            A short label, the detail in the hint.
            """#,
            yaml: #"""
            earshot: 1
            screen:
              id: order
              elements:
                - {id: title, label: Order, traits: [header], frame: [16, 50, 358, 40]}
                - id: buy
                  label: Buy now
                  hint: Free shipping on orders over fifty dollars this week.
                  traits: [button]
                  frame: [16, 100, 358, 44]
            """#,
            after: #"""
            VoiceOver (`--gestures "next"`):

            ```
            » (start)
              Order. Heading.
            » next
              Buy now. Button.
                  Free shipping on orders over fifty dollars this week.
            ```
            """#),
        androidHelp: "Every swipe past it costs the listener that long. Shorten the content description, or move detail into a state description or the hint.")
}
