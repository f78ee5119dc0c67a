import EarshotModel

/// EAR023 label-from-child: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension LabelFromChild: AuditRuleCheck {
    package static let rule = AuditRule(
        .labelFromChild, "label-from-child", .warning, severityWords: "warning; note for a plain clickable layout",
        summary: "An actionable Android node with no content description or text of its own, named only by the children TalkBack reads into it.",
        help: "TalkBack says the node's own part before its children's: a button named by a child is heard \"Button, Sign in\". Give the node the text, or a content description.",
        anchors: "TalkBack's TreeNodesDescription; Deque Android \"Active View Name\"; WCAG 4.1.2, 2.5.3",
        details: #"""
            Android screens only (elements with a `role`). TalkBack focuses an actionable node and, when
            it has no content description or text, reads in the children that are not stops of their
            own. It says the node's own part first — its state and role — and then the children's
            words, so a `Button` whose words are in a `TextView` inside it is heard role first: "Button,
            Sign in", where a button with its own text says "Sign in, Button". That is a warning.

            A plain clickable layout (a settings row, a list item) has no role word: TalkBack reads its
            children's words in layout order — title, summary, a switch's state — and only the hint
            ("Double-tap to activate") says it does anything. TalkBack handles this pattern, so it is a
            note (listed with `--notes`): check that the words read well in that order, or give the
            row a content description.

            An import marks a stop whose label it took from its children (`import-marks: [label-from-children]`),
            so a layout written by `earshot import` keeps the finding.
            """#,
        bad: AuditRuleExample(
            caption: #"""
            A `Button` with no text, its words in a `TextView` inside it:
            """#,
            yaml: #"""
            - id: sign-in
              role: button
              accessible: true
              frame: [16, 600, 358, 48]
              children:
                - {id: sign-in-text, label: Sign in, role: text, frame: [140, 612, 110, 24]}
            """#,
            after: #"""
            TalkBack says: "Button, Sign in", then "Double-tap to activate".

            Findings:

            ```
            ear023-bad.yaml:5:7: warning: EAR023 has no text of its own: TalkBack says its role before the words it reads in from its children ("Sign in") [sign-in]: says "Button, Sign in"
            ```
            """#),
        fixed: AuditRuleExample(
            caption: #"""
            The button's own text:
            """#,
            yaml: #"""
            - id: sign-in
              role: button
              label: Sign in
              frame: [16, 600, 358, 48]
            """#,
            after: #"""
            TalkBack says: "Sign in, Button", then "Double-tap to activate".
            """#))
}
