import EarshotLoader
package import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR022 asset-name-label: a SwiftUI `Image("name")` with no `.accessibilityLabel`, which
/// VoiceOver reads by its asset name, whatever the name says. Only SwiftUI source shows that
/// the label is the asset's name: import marks the element — an image `asset-name` (its label is
/// the name), an element whose label holds an image's name among its words (a button labelled by
/// the image, a combined element) `asset-name=icn_close`. One finding per
/// name, quoting only the name; EAR003 leaves these names to this rule.
package enum AssetNameLabel {
    package static func check(_ c: AuditContext) -> [AuditFinding] {
        c.everyStop.flatMap { i in
            let e = c.state.element(i)
            return names(e).map { name, isImage in
                c.stopFinding(.assetNameLabel, i, isImage
                    ? "image read by its asset name \"\(name)\": add .accessibilityLabel, or Image(decorative:) if it says nothing"
                    : "label holds an image's asset name \"\(name)\": add .accessibilityLabel")
            }
        }
    }

    /// The asset names `e` says, each once, in mark order: its label when it is an image read by
    /// its name (`isImage`), and the names its marks carry.
    package static func names(_ e: Element) -> [(name: String, isImage: Bool)] {
        var names: [(name: String, isImage: Bool)] = []
        for case .assetName(let named) in e.importMarks {
            let found: (String, Bool)? = named.map { ($0, false) } ?? e.label.map { ($0, true) }
            if let (name, isImage) = found, !AuditWords.isBlank(name), !names.contains(where: { $0.name == name }) {
                names.append((name, isImage))
            }
        }
        return names
    }
}
