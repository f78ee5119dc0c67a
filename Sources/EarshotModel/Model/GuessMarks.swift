/// An importer's guess at words the app shows only when it runs (`Text(order.totalPerPerson)`
/// read as "total per person") is written between `⟨` and `⟩`, so it is seen and heard as a
/// guess: `Total: ⟨total per person⟩`. The marks mean a guess only in the words of a guessed
/// element (`Element.placeholder`); anywhere else `⟨` and `⟩` are plain characters, which
/// narration shows and says as `‹` and `›`, so a label can never pass itself off as a guess.
/// Every decision about the marks is made here.
public enum GuessMarks {
    public static let open: Character = "⟨"
    public static let close: Character = "⟩"
    /// What a plain `⟨` or `⟩` (one that is not a guess's mark) becomes in narrated words.
    public static let plainOpen: Character = "‹"
    public static let plainClose: Character = "›"

    /// A run of narrated words: plain words, or a guess (its words, without the marks).
    public struct Span: Sendable, Hashable {
        public var text: String
        public var guessed: Bool

        public init(_ text: String, guessed: Bool) { self.text = text; self.guessed = guessed }
    }

    private static let openScalar: Unicode.Scalar = "⟨"
    private static let closeScalar: Unicode.Scalar = "⟩"

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool { scalar == openScalar || scalar == closeScalar }

    /// Whether `text` holds a mark: a scan of its UTF-8 bytes for `⟨` (E2 9F A8) and `⟩` (E2 9F
    /// A9), so every label can be asked, a megabyte one too.
    public static func isMarked(_ text: String) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var i = 0
            while i + 2 < bytes.count {
                if bytes[i] == 0xE2, bytes[i + 1] == 0x9F, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 { return true }
                i += 1
            }
            return false
        }
        return found ?? text.unicodeScalars.contains(where: isMark)
    }

    /// `words` as one guess: `⟨total per person⟩`. Marks already in them are dropped, so a guess
    /// made of guesses is one guess, never `⟨⟨x⟩⟩`; words that say nothing stay unmarked.
    public static func guessed(_ words: String) -> String {
        let inner = unmarked(words)
        guard !inner.allSatisfy(\.isWhitespace) else { return inner }
        return String(open) + inner + String(close)
    }

    /// `text` without its marks: the words as the app would say them if every guess were right.
    public static func unmarked(_ text: String) -> String {
        guard isMarked(text) else { return text }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: text.unicodeScalars.filter { !isMark($0) })
        return String(out)
    }

    /// `text` with its guesses left out: only the words the source gives (`Total: ⟨total⟩` →
    /// "Total: "). What the audit judges.
    public static func known(_ text: String) -> String {
        guard isMarked(text) else { return text }
        return spans(text).filter { !$0.guessed }.map(\.text).joined()
    }

    /// Text that is not a guess: any `⟨` or `⟩` in it is a plain character, made `‹` or `›`.
    public static func plain(_ text: String) -> String {
        guard isMarked(text) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            out.append(scalar == openScalar ? "‹" : scalar == closeScalar ? "›" : scalar)
        }
        return String(out)
    }

    /// The one decision: words of an element as narration takes them. On a guessed element the
    /// marks are a guess's (made to pair up); on any other they are plain characters.
    public static func words(_ text: String, guessed: Bool) -> String {
        guessed ? balanced(text) : plain(text)
    }

    /// The marks made to pair up: a guess a cut left open is closed at the end, a mark inside a
    /// guess and a close with no open are dropped.
    public static func balanced(_ text: String) -> String {
        guard isMarked(text) else { return text }
        var out = String.UnicodeScalarView()
        var inside = false
        for scalar in text.unicodeScalars {
            if scalar == openScalar {
                if inside { continue }
                inside = true
            } else if scalar == closeScalar {
                if !inside { continue }
                inside = false
            }
            out.append(scalar)
        }
        if inside { out.append(closeScalar) }
        return String(out)
    }

    /// Narrated text in runs, plain and guessed, in order; empty runs left out. Narration has
    /// already made every mark that is not a guess's plain (`words(_:guessed:)`), so here each
    /// `⟨…⟩` is a guess.
    public static func spans(_ text: String) -> [Span] {
        guard isMarked(text) else { return text.isEmpty ? [] : [Span(text, guessed: false)] }
        var spans: [Span] = []
        var current = String.UnicodeScalarView()
        var inside = false
        func flush() {
            if !current.isEmpty { spans.append(Span(String(current), guessed: inside)) }
            current = String.UnicodeScalarView()
        }
        for scalar in text.unicodeScalars {
            if scalar == openScalar, !inside {
                flush()
                inside = true
            } else if scalar == closeScalar, inside {
                flush()
                inside = false
            } else if !isMark(scalar) {
                current.append(scalar)
            }
        }
        flush()
        return spans
    }
}
