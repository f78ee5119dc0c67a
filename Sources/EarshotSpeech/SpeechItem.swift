import EarshotModel
public import EarshotNarration
/// One thing for the speech worker to say or play, after an optional silence.
public struct SpeechItem: Sendable, Hashable {
    public enum Content: Sendable, Hashable {
        case text(String)
        case earcon(Earcon)
    }
    public var content: Content
    public var delayMilliseconds: Int
    /// The BCP 47 language of a text item; nil detects scripts (`LanguageRuns`).
    public var language: String?

    public init(_ content: Content, delayMilliseconds: Int = 0, language: String? = nil) {
        self.content = content; self.delayMilliseconds = delayMilliseconds; self.language = language
    }

    public static func text(_ text: String, delayMilliseconds: Int = 0, language: String? = nil) -> SpeechItem {
        SpeechItem(.text(text), delayMilliseconds: delayMilliseconds, language: language)
    }

    /// An utterance as speech: its words, made safe for the engine, after its delay.
    public init(_ utterance: Utterance) {
        self.init(.text(SpeechText.sanitize(utterance.text)), delayMilliseconds: utterance.delayMilliseconds,
                  language: utterance.language)
    }
}

/// Labels are untrusted: nothing in them may reach espeak-ng as markup or control codes.
public enum SpeechText {
    /// Control characters become spaces. Synthesis runs without espeak's SSML and phoneme
    /// flags, so `<…>` and `[[…]]` are read as text, never interpreted.
    /// ASCII is checked without a Unicode property lookup, and text with nothing to replace is
    /// returned as it is: a 1 MB label costs one quick scan.
    public static func sanitize(_ text: String) -> String {
        func replaced(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
            let category = scalar.properties.generalCategory
            return category == .control || category == .format
        }
        guard text.unicodeScalars.contains(where: replaced) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { out.append(replaced(scalar) ? " " : scalar) }
        return String(out)
    }
}
