import EarshotModel

/// EAR022 asset-name-label: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension AssetNameLabel: AuditRuleCheck {
    package static let rule = AuditRule(
        .assetNameLabel, "asset-name-label", .warning,
        summary: "A SwiftUI Image read by its asset name, by itself or in the label of a button or combined element.",
        help: "Image(\"icn_close\") with no accessibilityLabel is spoken as its asset name. Label it, or use Image(decorative:) if it says nothing.",
        anchors: "Apple: Image(_:bundle:) uses the name as the accessibility label; WCAG 1.1.1",
        details: #"""
            Only SwiftUI source shows this: `Image("name")` with no `.accessibilityLabel` is an element
            whose label is the asset's name, whatever that name says — `icn_close`, `hero-2x`. Importing
            a Swift file marks such an element `import-marks: [asset-name]`; the rule reads that mark, so the
            finding holds even where the name happens to look like words. The name is heard wherever the
            image's words go: a button whose label is the image (`Button { dismiss() } label: {
            Image("icn_close") }` says "icn_close. Button.") and an element that combines its children
            carry the name in a mark of their own (`asset-name=icn_close`), and the finding quotes
            only the name, not the whole label ("icn_close", not "icn_close, Share"). There is one finding
            per name: EAR003 would flag `icn_close` as a developer id too, but leaves an asset name to
            this rule, which says where the words came from and how to fix them.
            """#,
        bad: AuditRuleExample(
            caption: #"""
            `Image("Mountains")` and `Button { dismiss() } label: { Image("icn_close") }`, as imported:
            """#,
            yaml: #"""
            - id: hero
              label: Mountains
              traits: [image]
              import-marks: [asset-name]
              frame: [16, 100, 358, 200]
            - id: close
              label: icn_close
              traits: [button]
              import-marks: [asset-name=icn_close]
              frame: [16, 320, 44, 44]
            """#,
            after: #"""
            VoiceOver says: "Mountains. Image.", then "icn_close. Button."

            Findings:

            ```
            ear022-bad.yaml:5:7: warning: EAR022 image read by its asset name "Mountains": add .accessibilityLabel, or Image(decorative:) if it says nothing [hero]: says "Mountains. Image."
            ear022-bad.yaml:10:7: warning: EAR022 label holds an image's asset name "icn_close": add .accessibilityLabel [close]: says "icn_close. Button."
            ```
            """#),
        fixed: AuditRuleExample(
            caption: #"""
            `Image("Mountains").accessibilityLabel("Snow on the Matterhorn at dawn")`, and `.accessibilityLabel("Close")` on the button:
            """#,
            yaml: #"""
            - id: hero
              label: Snow on the Matterhorn at dawn
              traits: [image]
              frame: [16, 100, 358, 200]
            - id: close
              label: Close
              traits: [button]
              frame: [16, 320, 44, 44]
            """#,
            after: #"""
            VoiceOver says: "Snow on the Matterhorn at dawn. Image.", then "Close. Button."
            """#))
}
