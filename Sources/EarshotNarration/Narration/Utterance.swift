import EarshotLoader
import EarshotModel
/// Something the reader says, structured so one value feeds speech, captions and transcripts.
public struct Utterance: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An element's label, value, traits and context.
        case description
        /// Spoken after a pause: how to use the element.
        case hint
        /// `UIAccessibility.post(.announcement)` from an effect.
        case announcement
        /// The rotor item's name after rotating.
        case rotorName
        /// Only the new value after an adjustment.
        case valueChange
        /// `"<Singular> not found"`.
        case notFound
        /// The speaking rate after a change.
        case rate
        /// A state after activation (`Selected.`, `On.`).
        case state
        /// Characters typed into a text field, echoed.
        case echo
    }

    public enum Segment: Sendable, Hashable {
        /// Text with the part of the description it came from.
        case text(String, Role)
        /// A pause in milliseconds.
        case pause(Int)
    }

    public enum Role: String, Sendable, Hashable {
        case label, value, trait, context, hint, message
    }

    public var kind: Kind
    public var segments: [Segment]
    /// Silence before this utterance starts (the hint delay).
    public var delayMilliseconds: Int
    /// The BCP 47 language of its words (the element's or screen's `language`); nil lets the
    /// speech layer detect scripts (`LanguageRuns`).
    public var language: String? = nil

    /// Every utterance is made here, so what is spoken never carries bidi controls or other
    /// invisible format characters (`VisibleText.spoken`); where text is shown it keeps them, escaped.
    /// A guess's marks (`⟨…⟩`) are kept: segments come from the composers, which take an
    /// element's words through `Element.narrated`, so the marks left are a guessed element's.
    public init(_ kind: Kind, segments: [Segment], delayMilliseconds: Int = 0) {
        self.kind = kind; self.delayMilliseconds = delayMilliseconds
        self.segments = segments.map { segment in
            if case .text(let words, let role) = segment { return .text(VisibleText.spoken(words), role) }
            return segment
        }
    }

    /// A message (an announcement, a rotor's or an action's name, typed text): never a guess, so
    /// a `⟨` in it is a plain character (`GuessMarks.plain`).
    public init(_ kind: Kind, _ text: String, delayMilliseconds: Int = 0) {
        self.init(kind, segments: [.text(GuessMarks.plain(text), .message)], delayMilliseconds: delayMilliseconds)
    }

    /// The same words in `language`.
    public func speaking(_ language: String?) -> Utterance {
        var copy = self
        copy.language = language
        return copy
    }

    /// The words, as one line: sentences separated by single spaces.
    public var text: String {
        segments.compactMap { segment -> String? in
            if case .text(let words, _) = segment { return words }
            return nil
        }.joined(separator: " ")
    }
}
