import EarshotModel

/// EAR024 editable-description: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension EditableDescription: AuditRuleCheck {
    package static let rule = AuditRule(
        .editableDescription, "editable-description", .warning,
        summary: "An Android text field named by a content description, which TalkBack stops saying once something is typed.",
        help: "Name the field with a hint (android:hint) or a label view (android:labelFor; Compose's label), not a content description.",
        anchors: "ATF EditableContentDescCheck; TalkBack's EditTextDescription; WCAG 1.3.1, 3.3.2",
        details: #"""
            Android screens only (elements with a `role`). TalkBack names a text field by what is typed
            in it; the field's content description is said only while the field is empty
            (`EditTextDescription` in TalkBack's source). A field named by a content description —
            "Email" — is heard "Email, Edit box" until the listener types, and then only
            "kim@example.com, Edit box": what the field is for is gone, and a form of several fields
            becomes a list of values. A hint (`android:hint`, or a `TextInputLayout`'s) is said after the
            typed text, and a label view (`android:labelFor`, Compose's `label`) is read with the field,
            so either names it whatever it holds. A password field is left alone: TalkBack names it by
            its description with or without typed characters ("PIN, 4 characters"). Accessibility
            Test Framework reports the same as EditableContentDescCheck.
            """#,
        bad: AuditRuleExample(
            caption: #"""
            An `EditText` with `android:contentDescription="Email"`:
            """#,
            yaml: #"""
            - {id: email, label: Email, role: edit-text, frame: [16, 200, 358, 56]}
            """#,
            after: #"""
            TalkBack says: "Email, Edit box", then "Double-tap to edit text"; once "kim@example.com" is typed, "kim@example.com, Edit box".

            Findings:

            ```
            ear024-bad.yaml:5:7: warning: EAR024 text field named by a content description ("Email"): once something is typed, TalkBack says the text and not the description [email]: says "Email, Edit box"
            ```
            """#),
        fixed: AuditRuleExample(
            caption: #"""
            The same field with `android:hint="Email"` (an import tags a field labelled by its hint):
            """#,
            yaml: #"""
            - {id: email, label: Email, role: edit-text, import-marks: [hint-label, shows-hint], frame: [16, 200, 358, 56]}
            """#,
            after: #"""
            TalkBack says: "Email, Edit box" (the empty field shows its hint as its text), then "Double-tap to edit text"; once "kim@example.com" is typed, "kim@example.com, Edit box, Email".
            """#))
}
