import EarshotModel

/// EAR022 asset-name-label: its identity, words and the examples `docs/rules.md` shows and the tests run.
extension AssetNameLabel: AuditRuleCheck {
    package static let rule = AuditRule(
        .assetNameLabel, "asset-name-label", .warning,
        summary: "A SwiftUI Image read by its asset name.",
        help: "Image(\"icn_close\") with no accessibilityLabel is spoken as its asset name. Label it, or use Image(decorative:) if it says nothing.",
        anchors: "Apple: Image(_:bundle:) uses the name as the accessibility label; WCAG 1.1.1",
        details: #"""
            Only SwiftUI source shows this: `Image("name")` with no `.accessibilityLabel` is an element
            whose label is the asset's name, whatever that name says — `icn_close`, `hero-2x`. Importing
            a Swift file tags such an element `swiftui-asset-name`; the rule reads that tag, so the
            finding holds even where the name happens to look like words (EAR003 flags names that look
            like ids).
            """#,
        bad: AuditRuleExample(
            caption: #"""
            `Image("Mountains")`, as imported:
            """#,
            yaml: #"""
            - id: hero
              label: Mountains
              traits: [image]
              tags: [swiftui-asset-name]
              frame: [16, 100, 358, 200]
            """#,
            after: #"""
            VoiceOver says: "Mountains. Image."
            """#),
        fixed: AuditRuleExample(
            caption: #"""
            `Image("Mountains").accessibilityLabel("Snow on the Matterhorn at dawn")`:
            """#,
            yaml: #"""
            - id: hero
              label: Snow on the Matterhorn at dawn
              traits: [image]
              frame: [16, 100, 358, 200]
            """#,
            after: #"""
            VoiceOver says: "Snow on the Matterhorn at dawn. Image."
            """#))
}
