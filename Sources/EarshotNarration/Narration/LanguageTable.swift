import EarshotLoader
import EarshotModel
/// Which espeak-ng voice speaks which script and which BCP 47 language. Words are data: this
/// table is the only place a voice name is written down.
public enum LanguageTable {
    /// A writing system the profile's voice cannot read, and the voice that can.
    public enum Script: String, Sendable, Hashable, CaseIterable {
        case han, kana, hangul, cyrillic, arabic, hebrew, greek, thai, devanagari

        /// The espeak-ng voice for a run of this script. Han next to kana is Japanese, so a
        /// kana run's voice (`ja`) also takes the Han around it.
        public var voice: String {
            switch self {
            case .han: "cmn"
            case .kana: "ja"
            case .hangul: "ko"
            case .cyrillic: "ru"
            case .arabic: "ar"
            case .hebrew: "he"
            case .greek: "el"
            case .thai: "th"
            case .devanagari: "hi"
            }
        }

        /// Unicode blocks of the script's letters (and its own marks and digits).
        package var ranges: [ClosedRange<UInt32>] {
            switch self {
            case .han: [0x2E80...0x2FDF, 0x3005...0x3007, 0x3021...0x3029, 0x3038...0x303B,
                        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F]
            case .kana: [0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F, 0x1B000...0x1B16F]
            case .hangul: [0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xFFA0...0xFFDC]
            case .cyrillic: [0x0400...0x052F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F]
            case .arabic: [0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF]
            case .hebrew: [0x0590...0x05FF, 0xFB1D...0xFB4F]
            case .greek: [0x0370...0x03FF, 0x1F00...0x1FFF]
            case .thai: [0x0E00...0x0E7F]
            case .devanagari: [0x0900...0x097F, 0xA8E0...0xA8FF]
            }
        }

        /// The script of a scalar, or nil for Latin and everything else the profile voice reads.
        public static func of(_ scalar: Unicode.Scalar) -> Script? {
            let v = scalar.value
            guard v >= 0x0370 else { return nil }
            return allCases.first { $0.ranges.contains { $0.contains(v) } }
        }
    }

    /// BCP 47 tags (lowercased, `_` read as `-`) to espeak-ng voices. A tag is looked up whole,
    /// then with its last subtag dropped, until one matches: `zh-Hans-CN` → `zh-hans` → `cmn`.
    package static let languages: [String: String] = [
        "zh": "cmn", "zh-hans": "cmn", "zh-hant": "cmn", "cmn": "cmn",
        "zh-hk": "yue", "zh-hant-hk": "yue", "zh-mo": "yue", "yue": "yue",
        "ja": "ja", "ko": "ko", "ru": "ru", "uk": "uk", "bg": "bg", "sr": "sr",
        "ar": "ar", "he": "he", "iw": "he", "fa": "fa", "ur": "ur",
        "el": "el", "th": "th", "hi": "hi", "mr": "mr", "ne": "ne", "bn": "bn", "ta": "ta",
        "en": "en-us", "en-us": "en-us", "en-gb": "en-gb",
        "fr": "fr", "de": "de", "es": "es", "it": "it", "pt": "pt", "pt-br": "pt-br",
        "nl": "nl", "sv": "sv", "da": "da", "nb": "nb", "no": "nb", "fi": "fi", "pl": "pl",
        "cs": "cs", "tr": "tr", "vi": "vi", "id": "id", "hu": "hu", "ro": "ro",
    ]

    /// The espeak-ng voice for a BCP 47 tag, or nil when the table does not know it (then
    /// detection decides, as if there were no tag).
    public static func voice(forLanguage tag: String) -> String? {
        var parts = tag.lowercased().split { $0 == "-" || $0 == "_" }.map(String.init)
        while !parts.isEmpty {
            if let voice = languages[parts.joined(separator: "-")] { return voice }
            parts.removeLast()
        }
        return nil
    }
}
