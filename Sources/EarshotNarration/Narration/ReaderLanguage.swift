/// A language a screen reader's own words (roles, states, hints) can be spoken in: the
/// languages Earshot has the words of. Chosen by `--language`, or by a screen that names its
/// language; English when neither does.
public enum ReaderLanguage: String, Sendable, Hashable, CaseIterable {
    case english = "en", japanese = "ja", korean = "ko", chinese = "zh", spanish = "es", german = "de", french = "fr"
    /// Traditional Chinese as written in Taiwan (`zh-TW`, `zh-Hant`), and in Hong Kong (`zh-HK`, and
    /// Macau's `zh-MO`, which Android resolves to Hong Kong's strings).
    case chineseTaiwan = "zh-TW", chineseHongKong = "zh-HK"

    /// The language of a BCP 47 tag or an Android locale (`ja`, `ja-JP`, `zh_CN`, `zh-Hans`,
    /// `es-419`), by its first subtag; nil when Earshot has no words in it. Chinese is Simplified
    /// Chinese unless the tag names Traditional script or a place that writes it: `zh-Hant` and
    /// `zh-TW` are Taiwan's words, `zh-HK` and `zh-MO` (`zh-Hant-HK`) Hong Kong's; `zh-Hans-HK`
    /// stays Simplified.
    public init?(tag: String) {
        let parts = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = parts.first, let language = ReaderLanguage(rawValue: first) else { return nil }
        let rest = Set(parts.dropFirst())
        guard language == .chinese, !rest.contains("hans") else {
            self = language
            return
        }
        if !rest.isDisjoint(with: ["hk", "mo"]) {
            self = .chineseHongKong
        } else if !rest.isDisjoint(with: ["hant", "tw"]) {
            self = .chineseTaiwan
        } else {
            self = .chinese
        }
    }

    /// The codes `--language` takes, in order: `en, ja, ko, zh, es, de, fr, zh-TW, zh-HK`.
    public static var codes: [String] { allCases.map(\.rawValue) }

    /// As the language names itself in English: `Japanese`.
    public var name: String {
        switch self {
        case .english: "English"
        case .japanese: "Japanese"
        case .korean: "Korean"
        case .chinese: "Chinese"
        case .spanish: "Spanish"
        case .german: "German"
        case .french: "French"
        case .chineseTaiwan: "Traditional Chinese, Taiwan"
        case .chineseHongKong: "Traditional Chinese, Hong Kong"
        }
    }
}
