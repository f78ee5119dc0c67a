import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR022 asset-name-label: a SwiftUI `Image("name")` with no `.accessibilityLabel`, which
/// VoiceOver reads by its asset name, whatever the name says. Only SwiftUI source shows that
/// the label is the asset's name: import tags the element.
package enum AssetNameLabel {
    package static let tag = "swiftui-asset-name"

    package static func check(_ c: AuditContext) -> [AuditFinding] {
        c.everyStop.compactMap { i in
            let e = c.state.element(i)
            guard e.tags.contains(tag), let label = e.label, !AuditWords.isBlank(label) else { return nil }
            return c.stopFinding(.assetNameLabel, i, "image read by its asset name \"\(label)\": add .accessibilityLabel, or Image(decorative:) if it says nothing")
        }
    }
}
