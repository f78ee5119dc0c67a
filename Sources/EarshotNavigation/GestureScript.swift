import EarshotLoader
public import EarshotModel
import EarshotNarration
/// Parses gesture scripts: names separated by spaces, commas or line breaks, `xN` to repeat the
/// gesture before it, double-quoted values with spaces (`rotor="Apple Stores"`), and `#`
/// comments on lines of their own.
public enum GestureScript {
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        /// `gestures` for a script given inline, else the file it came from.
        public var path: String = "gestures"
        /// 1-based line and column (in characters) in the script.
        public var line: Int = 1
        public var column: Int
        public var message: String

        public init(path: String = "gestures", line: Int = 1, column: Int, message: String) {
            self.path = path; self.line = line; self.column = column; self.message = message
        }

        public var diagnostic: Diagnostic {
            Diagnostic(path: path, location: SourceLocation(line: line, column: column), message: message)
        }
        /// `gestures:LINE:COL: error: message`, control characters escaped.
        public var description: String { diagnostic.description }
    }

    /// The most gestures a script may ask for, repeats expanded: a run is bounded in time and
    /// memory whatever it is given, and the count is checked before anything is allocated.
    public static let maximumGestures = 1_000_000

    package static let simple: [String: Gesture] = [
        "next": .next, "previous": .previous, "first": .first, "last": .last, "up": .up, "down": .down,
        "rotor-next": .rotorNext, "rotor-previous": .rotorPrevious, "activate": .activate, "escape": .escape,
        "magic-tap": .magicTap, "read-all": .readAll, "read-from-here": .readFromHere, "pause": .pause,
        "curtain": .curtain, "help": .help, "rate+": .rateUp, "rate-": .rateDown,
    ]

    /// Every name a script accepts, script names first (sorted, so a suggestion never depends on
    /// a dictionary's order), then VoiceOver's own names.
    package static var allNames: [String] {
        (simple.keys.sorted() + QuickNavKind.allCases.flatMap { [$0.rawValue, "previous-" + $0.rawValue] }
            + ["rotor=", "touch=", "type="]) + GestureAliases.names
    }

    public static func parse(_ script: String, path: String = "gestures") -> Result<[Gesture], ParseError> {
        func error(_ token: Token, _ message: String) -> ParseError {
            ParseError(path: path, line: token.line, column: token.column, message: message)
        }
        // First the runs and their total, so a script asking for too much fails before allocating.
        var runs: [(gesture: Gesture, count: Int)] = []
        var total = 0
        var tokenizer = Tokenizer(script)
        while let next = tokenizer.next() {
            let token: Token
            switch next {
            case .success(let t): token = t
            case .failure(let unterminated): return .failure(error(unterminated.at, "unterminated quote: close it with \""))
            }
            var added = 1
            if let repeats = repeatCount(token.text) {
                guard let n = repeats, (1...maximumGestures).contains(n) else {
                    return .failure(error(token, "a repeat count must be 1 to \(maximumGestures)"))
                }
                guard !runs.isEmpty else {
                    return .failure(error(token, "'\(token.text)' repeats nothing: put it after a gesture"))
                }
                runs[runs.count - 1].count += n - 1
                added = n - 1
            } else {
                switch gesture(token.text) {
                case .success(let g): runs.append((g, 1))
                case .failure(let message): return .failure(error(token, message.text))
                }
            }
            total += added
            if total > maximumGestures {
                return .failure(error(token, "the script asks for more than \(maximumGestures) gestures (repeats included)"))
            }
        }
        var gestures: [Gesture] = []
        gestures.reserveCapacity(total)
        for run in runs { gestures += repeatElement(run.gesture, count: run.count) }
        return .success(gestures)
    }

    /// `xN`: `.some(N)`, or `.some(nil)` when the digits are not a usable number; `nil` when the
    /// word is not a repeat at all.
    package static func repeatCount(_ word: String) -> Int?? {
        guard word.count > 1, word.first == "x", word.dropFirst().allSatisfy(\.isASCIIDigit) else { return nil }
        return .some(Int(word.dropFirst()))
    }

    package struct Message: Error { var text: String }

    package static func gesture(_ word: String) -> Result<Gesture, Message> {
        if let g = simple[word] ?? GestureAliases.gesture(word) { return .success(g) }
        if let kind = QuickNavKind(rawValue: word) { return .success(.quickNav(kind, forward: true)) }
        if word.hasPrefix("previous-"), let kind = QuickNavKind(rawValue: String(word.dropFirst(9))) {
            return .success(.quickNav(kind, forward: false))
        }
        if word.hasPrefix("rotor=") {
            let name = String(word.dropFirst(6))
            return name.isEmpty ? .failure(Message(text: "'rotor=' needs a rotor name")) : .success(.selectRotor(name))
        }
        if word.hasPrefix("type=") { return .success(.type(String(word.dropFirst(5)))) }
        if word.hasPrefix("touch=") {
            let parts = word.dropFirst(6).split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]) else {
                return .failure(Message(text: "'touch=' takes x,y in points, e.g. touch=120,440"))
            }
            guard x.isFinite, y.isFinite else { return .failure(Message(text: "'touch=' needs finite numbers, not '\(word.dropFirst(6))'")) }
            return .success(.touch(x: x, y: y))
        }
        return .failure(Message(text: "unknown gesture '\(word)'" + suggestion(for: word)))
    }

    /// ` (did you mean 'next'?)`; for a near miss of one of VoiceOver's names, both names:
    /// ` (did you mean 'swipe-right', VoiceOver's name for 'next'?)`.
    package static func suggestion(for word: String) -> String {
        guard let best = Suggest.closest(word, among: allNames) else { return "" }
        if let gesture = GestureAliases.gesture(best) {
            return " (did you mean '\(best)', VoiceOver's name for '\(gesture.scriptName)'?)"
        }
        return " (did you mean '\(best)'?)"
    }

    /// A word of a script and where it starts.
    package struct Token: Equatable {
        package var text: String
        package var line: Int
        package var column: Int
    }

    package struct UnterminatedQuote: Error { var at: Token }

    /// Words one at a time, with their 1-based line and column; quotes group spaces and are
    /// removed. An unterminated quote is a failure located at the quote.
    package struct Tokenizer {
        private var characters: String.Iterator
        private var line = 1, column = 0
        private var atLineStart = true

        package init(_ script: String) { characters = script.makeIterator() }

        package mutating func next() -> Result<Token, UnterminatedQuote>? {
            var current = "", start = (line: 0, column: 0), quote: (line: Int, column: Int)?
            while let ch = characters.next() {
                column += 1
                let here = (line: line, column: column)
                if ch.isNewline { line += 1; column = 0 }
                if atLineStart && ch == "#" && quote == nil {
                    while let c = characters.next(), !c.isNewline {}
                    line += 1; column = 0
                    continue
                }
                atLineStart = ch.isNewline || (atLineStart && (ch == " " || ch == "\t"))
                if ch == "\"" {
                    if quote == nil { quote = here } else { quote = nil }
                    if current.isEmpty && start.line == 0 { start = here }
                    continue
                }
                let separates = ch == " " || ch == "\t" || ch.isNewline
                    || ch == "," && !(current.hasPrefix("touch=") && !current.contains(","))
                if quote == nil && separates {
                    if start.line != 0 { return .success(Token(text: current, line: start.line, column: start.column)) }
                    continue
                }
                if start.line == 0 { start = here }
                current.append(ch)
            }
            if let quote { return .failure(UnterminatedQuote(at: Token(text: current, line: quote.line, column: quote.column))) }
            return start.line != 0 ? .success(Token(text: current, line: start.line, column: start.column)) : nil
        }
    }

    /// `gestures` as a script that parses back to them: runs of one gesture as `name xN`.
    public static func text(of gestures: [Gesture]) -> String {
        var words: [String] = []
        var index = gestures.startIndex
        while index < gestures.endIndex {
            let gesture = gestures[index]
            var end = index + 1
            while end < gestures.endIndex && gestures[end] == gesture { end += 1 }
            words.append(gesture.scriptName)
            if end - index > 1 { words.append("x\(end - index)") }
            index = end
        }
        return words.joined(separator: " ")
    }

    package static func quoted(_ value: String) -> String {
        value.contains(" ") || value.contains(",") ? "\"\(value)\"" : value
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
