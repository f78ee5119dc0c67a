import EarshotModel

/// EAR021 tap-gesture-no-role: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension TapGestureNoRole: AuditRuleCheck {
    package static let rule = AuditRule(
        .tapGestureNoRole, "tap-gesture-no-role", .error,
        summary: "A SwiftUI view with a tap gesture but no role trait.",
        help: "VoiceOver can activate it, but nothing says it does anything. Use a Button, or add .accessibilityAddTraits(.isButton).",
        anchors: "Apple: Accessibility modifiers (accessibilityAddTraits); WCAG 4.1.2",
        details: #"""
            Only SwiftUI source shows this: a view with `.onTapGesture { … }` that is not a `Button` and
            has no `.accessibilityAddTraits(.isButton)` (or another role). VoiceOver activates it with a
            double tap, but it is spoken as plain text or an image, so nothing tells the listener it does
            anything. Importing a Swift file marks such an element `import-marks: [tap-gesture]`; the rule
            reads that mark, so a layout written by `earshot import` keeps the finding.
            """#,
        bad: AuditRuleExample(
            caption: #"""
            `Text("Add to basket").onTapGesture { add() }`, as imported:
            """#,
            yaml: #"""
            - id: add
              label: Add to basket
              import-marks: [tap-gesture]
              frame: [16, 400, 358, 44]
            """#,
            after: #"""
            VoiceOver says: "Add to basket"
            """#),
        fixed: AuditRuleExample(
            caption: #"""
            `Button("Add to basket") { add() }` (or the text with `.accessibilityAddTraits(.isButton)`):
            """#,
            yaml: #"""
            - id: add
              label: Add to basket
              traits: [button]
              import-marks: [tap-gesture]
              frame: [16, 400, 358, 44]
            """#,
            after: #"""
            VoiceOver says: "Add to basket. Button."
            """#))
}
