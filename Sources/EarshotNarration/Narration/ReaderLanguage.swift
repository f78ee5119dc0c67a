/// A language a screen reader's own words (roles, states, hints) can be spoken in: the
/// languages Earshot has the words of. Chosen by `--language`, or by a screen that names its
/// language; English when neither does.
public enum ReaderLanguage: String, Sendable, Hashable, CaseIterable {
    case english = "en", japanese = "ja", korean = "ko", chinese = "zh", spanish = "es", german = "de", french = "fr"

    /// The language of a BCP 47 tag or an Android locale (`ja`, `ja-JP`, `zh_CN`, `zh-Hans`,
    /// `es-419`), by its first subtag; nil when Earshot has no words in it. Chinese is
    /// Simplified Chinese: a Traditional tag (`zh-Hant`, `zh-TW`, `zh-HK`, `zh-MO`) is not it.
    public init?(tag: String) {
        let parts = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = parts.first, let language = ReaderLanguage(rawValue: first) else { return nil }
        if language == .chinese, parts.dropFirst().contains(where: { ["hant", "tw", "hk", "mo"].contains($0) }) { return nil }
        self = language
    }

    /// The codes `--language` takes, in order: `en, ja, ko, zh, es, de, fr`.
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
        }
    }
}
