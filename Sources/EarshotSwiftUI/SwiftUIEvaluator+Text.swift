import EarshotModel
import Foundation
import SwiftSyntax

/// Text in a view's code as the screen shows it: string literals with their escapes and
/// interpolations, localization keys (with arguments, looked up, or said as words), and
/// generated strings accessors.
extension SwiftUIEvaluator {
    /// A string literal: its text with escapes resolved; interpolations of known values filled in,
    /// others spoken as their last name (and the whole marked a placeholder). Only what is
    /// guessed is written `⟨…⟩`; a `⟨` the code writes is a plain character (`GuessMarks.plain`).
    func text(_ literal: StringLiteralExprSyntax) -> SwiftUIValue {
        var out = "", placeholder = false, interpolated = false
        // `"account.followers \(count)"`, `"timeline.\(name)-is-valid"`: a key with arguments, its
        // text in a table not read here. The key's words are said, the arguments' values among them.
        var inKey = Self.isKeyWithArguments(literal)
        func spaced(_ words: String) -> String { out.isEmpty || out.hasSuffix(" ") || words.isEmpty ? words : " " + words }
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let s):
                let text = GuessMarks.plain(Self.unescape(s.content.text))
                guard inKey else { out += text; continue }
                let head = text.prefix { $0 != " " }
                let tail = text.dropFirst(head.count)
                out += spaced(GuessMarks.guessed(SwiftUIStrings.keyWords(String(head))))
                if !tail.isEmpty {
                    inKey = false
                    out += " " + tail.drop { $0 == " " }
                }
                placeholder = true
            case .expressionSegment(let e):
                interpolated = true
                if let first = e.expressions.first {
                    var value = described(eval(first.expression))
                    if let format = SwiftUIFormat.interpolated(value, Array(e.expressions.dropFirst()), self) { value = format }
                    let (words, isPlaceholder) = spoken(value, at: first.expression)
                    out += inKey ? spaced(words) : words
                    placeholder = placeholder || isPlaceholder
                }
            }
            // Interpolations of long texts, many times over: the text stops growing past its bound.
            if interpolated, out.utf8.count > 4 * SwiftUIEvaluation.maxTextLength { break }
        }
        // `Text("\(count) items")`: a key a table gives text for (and plural forms).
        if interpolated, let found = localizedInterpolation(literal) { return found }
        return .text(interpolated ? evaluation.bounded(out, at: place(literal)) : out, placeholder: placeholder, localizable: !interpolated)
    }

    /// `"\(iconType)"`: a case of the app's enum that gives a `description` (CustomStringConvertible)
    /// is interpolated as that text, not as its case name.
    func described(_ value: SwiftUIValue) -> SwiftUIValue {
        guard case .enumCase = value, let text = member("description", of: value), case .text(_, false, _) = text else { return value }
        return text
    }

    /// A value as words where the code interpolates it: a list at most `maxTextLength`
    /// characters long, its cut said at `node`.
    func spoken(_ value: SwiftUIValue, at node: some SyntaxProtocol) -> (text: String, placeholder: Bool) {
        guard case .list(let items) = value else { return value.words }
        var budget = SwiftUIEvaluation.maxTextLength
        let listed = SwiftUIValue.listed(items, budget: &budget)
        if listed.cut {
            evaluation.note("a list longer than \(SwiftUIEvaluation.maxTextLength) characters as text: cut", kind: "budget", at: place(node))
        }
        return (GuessMarks.balanced(String(listed.text.prefix(SwiftUIEvaluation.maxTextLength))), listed.placeholder)
    }

    /// Whether an interpolated literal starts with a localization key: its first word, with each
    /// interpolation standing for a letter, holds a dot or underscore and looks like a key.
    static func isKeyWithArguments(_ literal: StringLiteralExprSyntax) -> Bool {
        guard literal.segments.count > 1, case .stringSegment? = literal.segments.first else { return false }
        let template = literal.segments.map { segment -> String in
            if case .stringSegment(let s) = segment { return unescape(s.content.text) }
            return "x"
        }.joined()
        guard let first = template.split(separator: " ").first else { return false }
        let key = String(first).trimmingCharacters(in: CharacterSet(charactersIn: "-_.@#"))
        return SwiftUIStrings.looksLikeKey(key) && (key.contains(".") || key.contains("_"))
    }

    /// Text as VoiceOver hears it: a localizable literal looked up in the strings table; with no
    /// text for it, a key (`settings.title`) is a placeholder in words, and text is read as
    /// `Text` renders its Markdown.
    func localized(_ value: SwiftUIValue) -> (text: String, placeholder: Bool) {
        guard case .text(let s, false, true) = value else { return value.words }
        // The table beside the file, else the app's `Localizable` wherever it is (`Resources/Localization/`).
        if let translated = strings[s] ?? translation(s, table: nil) { return (GuessMarks.plain(SwiftUIStrings.markdown(translated)), false) }
        if SwiftUIStrings.looksLikeKey(s) { return (GuessMarks.guessed(SwiftUIStrings.keyWords(s)), true) }
        return (SwiftUIStrings.markdown(s), false)
    }

    /// Swift string escapes: `\n`, `\t`, `\"`, `\\`, `\u{…}`; anything else kept as written.
    static func unescape(_ raw: String) -> String {
        guard raw.contains("\\") else { return raw }
        var out = "", chars = Array(raw.unicodeScalars), i = 0
        while i < chars.count {
            let c = chars[i]
            guard c == "\\", i + 1 < chars.count else { out.unicodeScalars.append(c); i += 1; continue }
            let next = chars[i + 1]
            switch next {
            case "n": out += "\n"; i += 2
            case "t": out += "\t"; i += 2
            case "r": out += "\r"; i += 2
            case "0": out += "\u{0}"; i += 2
            case "\"", "'", "\\": out.unicodeScalars.append(next); i += 2
            case "u":
                var j = i + 3, hex = ""
                while j < chars.count, chars[j] != "}", hex.count < 8 { hex.unicodeScalars.append(chars[j]); j += 1 }
                if let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) { out.unicodeScalars.append(scalar) }
                i = j + 1
            default: out.unicodeScalars.append(c); i += 1
            }
        }
        return out
    }
}
