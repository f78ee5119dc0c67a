/// What an importer knows about an element that the element's words and traits do not say, as a
/// typed fact the readers and the audit ask for; never mixed into the user's `tags`. Written to
/// an imported layout as `import-marks:`, so it survives `earshot import` and loading the file.
public enum ImportMark: Sendable, Hashable {
    /// Android: an empty field labelled by its hint; TalkBack says the hint after the role.
    case hintLabel
    /// Android: a stop with no text or content description, labelled by the words of the
    /// children TalkBack reads into it.
    case labelFromChildren
    /// Android: an empty field whose hint Android gives as its text; TalkBack says it before the role.
    case showsHint
    /// Android: an empty child carrying only its parent's role (Compose's); TalkBack says the
    /// role word after the parent's words.
    case roleOnly
    /// A dump's unlabelled text field whose value may be its placeholder.
    case valueMayBePlaceholder
    /// A dump's value the capture cut short: longer on the device.
    case valueCutShort
    /// SwiftUI: the view has `.onTapGesture`.
    case tapGesture
    /// SwiftUI: an image read by its asset name (nil: the element's label is the name), or an
    /// element whose label holds that image's name among its words.
    case assetName(String?)

    /// The marks with no argument, as `import-marks:` spells them.
    static let plain: [ImportMark] = [.hintLabel, .labelFromChildren, .showsHint, .roleOnly, .valueMayBePlaceholder, .valueCutShort, .tapGesture]

    /// Every spelling `import-marks:` takes (a named asset is `asset-name=NAME`).
    public static var words: [String] { plain.map(\.spelled) + ["asset-name"] }

    /// As an imported layout writes it: `tap-gesture`, `asset-name`, `asset-name=icn_close`.
    public var spelled: String {
        switch self {
        case .hintLabel: return "hint-label"
        case .labelFromChildren: return "label-from-children"
        case .showsHint: return "shows-hint"
        case .roleOnly: return "role-only"
        case .valueMayBePlaceholder: return "value-may-be-placeholder"
        case .valueCutShort: return "value-cut-short"
        case .tapGesture: return "tap-gesture"
        case .assetName(nil): return "asset-name"
        case .assetName(let name?): return "asset-name=" + name
        }
    }

    /// The mark `word` spells, or nil.
    public init?(spelled word: String) {
        if word.hasPrefix("asset-name=") {
            self = .assetName(String(word.dropFirst("asset-name=".count)))
            return
        }
        if word == "asset-name" {
            self = .assetName(nil)
            return
        }
        guard let plain = Self.plain.first(where: { $0.spelled == word }) else { return nil }
        self = plain
    }
}

extension ImportMark {
    /// Whether the mark says an image's asset name is in the label (either form).
    public var isAssetName: Bool {
        if case .assetName = self { return true }
        return false
    }
}
