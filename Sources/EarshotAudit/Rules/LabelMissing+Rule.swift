import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR001 label-missing: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension LabelMissing: AuditRuleCheck {
    package static let rule = AuditRule(
        .labelMissing, "label-missing", .error,
        summary: "A focus stop that speaks no label or value, or a text field that speaks only its value.",
        help: "VoiceOver says only the role (\"Button.\", \"Image.\"): the listener cannot tell what it is. Give it an accessibilityLabel.",
        anchors: "Apple audit sufficientElementDescription; ATF SpeakableTextPresent; WCAG 4.1.2, 1.1.1",
        details: #"""
            A stop with no label and no value (a switch's `0`/`1` does not count: it is said as "On." or
            "Off."). VoiceOver says only the role — "Button.", "Image." — or, when there is a hint, the hint
            in place of a name. The listener knows something is there but not what it is, and the rotor's
            lists show it as a bare role. Back buttons are named by "Back Button." itself and pass.

            A text field with a value but no label is flagged too: VoiceOver says what it holds and
            "Text Field." — "ukautomationuser@example.com. Text Field." — and the listener never learns
            what the field is for (the email to sign in with? a friend's to invite?). A field with a
            label passes, and so does one with a placeholder: importing a dump labels an unlabelled
            field with its placeholder, and an empty field speaks it as its value. A search field is named by
            its role ("Search Field.") and passes. An imported dump that states no placeholder anywhere
            (older WebDriverAgent page sources, idb) cannot tell typed text from the placeholder an empty
            field shows as its value; there the finding is a note that says so.
            """#,
        bad: AuditRuleExample(
            caption: nil,
            yaml: #"""
            - id: play
              traits: [button]
              frame: [16, 100, 44, 44]
            - id: email
              value: ukautomationuser@example.com
              traits: [textField]
              frame: [16, 160, 358, 44]
            """#,
            after: #"""
            VoiceOver says: "Button.", then "ukautomationuser@example.com. Text Field."
            """#),
        fixed: AuditRuleExample(
            caption: nil,
            yaml: #"""
            - id: play
              label: Play
              traits: [button]
              frame: [16, 100, 44, 44]
            - id: email
              label: Email
              value: ukautomationuser@example.com
              traits: [textField]
              frame: [16, 160, 358, 44]
            """#,
            after: #"""
            VoiceOver says: "Play. Button.", then "Email: ukautomationuser@example.com. Text Field."
            """#),
        androidHelp: "TalkBack says \"Unlabelled\": the listener cannot tell what it is. Give it a content description (android:contentDescription; in Compose, contentDescription or Modifier.semantics), or text.")
}
