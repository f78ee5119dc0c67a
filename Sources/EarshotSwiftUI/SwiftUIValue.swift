import EarshotModel
import Foundation
import SwiftOperators
import SwiftSyntax

/// What an argument in a view's code stands for, as far as reading the source can tell.
enum SwiftUIValue: Equatable, Sendable {
    /// Text: a literal, or a stand-in for text known only at run time (`placeholder`), spoken as
    /// the expression's last name (`item.name` → "name").
    case text(String, placeholder: Bool, localizable: Bool)
    case number(Double)
    case bool(Bool)
    /// `.segmented`, `.combine`, `.isButton`: an implicit member.
    case member(String)
    case list([SwiftUIValue])
    /// A `$binding` or a bare name the reader does not know: its last name.
    case unknown(String)
    /// A case of an enum the app declares (`Flavor.vanilla`, an item of `Flavor.allCases`), with
    /// its associated values (`.custom("Mint")`).
    case enumCase(type: String, name: String, payload: [SwiftUIValue] = [])
    /// Swift's `nil`: an optional the screen has not set when it first appears.
    case null
    /// `(offset: 0, element: x)`: an item of `enumerated()`, a tuple the code makes.
    case tuple(labels: [String?], items: [SwiftUIValue])
    /// A value of a struct or class the app declares (`Keypad()`, `AppSettings.shared`): the
    /// properties its initializer set; the others read their declared initial values.
    case instance(type: String, fields: [String: SwiftUIValue])
    /// A closure or a function of the app's, called where the code calls it.
    indirect case function(SwiftUIFunction)

    /// The value as words: text as it is, numbers without a trailing `.0`, other names as
    /// placeholders, their words marked a guess (`⟨selection⟩`).
    var words: (text: String, placeholder: Bool) {
        switch self {
        case .text(let s, let placeholder, _): return (s, placeholder)
        case .number(let n): return (SwiftUIValue.format(n), false)
        case .bool(let b): return (b ? "true" : "false", false)
        case .member(let name): return (GuessMarks.guessed(SwiftUIWords.spoken(name)), true)
        case .list(let items):
            var budget = SwiftUIEvaluation.maxTextLength
            let listed = Self.listed(items, budget: &budget)
            return (GuessMarks.balanced(String(listed.text.prefix(SwiftUIEvaluation.maxTextLength))), listed.placeholder)
        case .unknown(let name): return (GuessMarks.guessed(SwiftUIWords.spoken(name)), true)
        // A case of a type not read made from other than text (`.toggle(.init())`, `.named(name)`):
        // only its name is known.
        case .enumCase("", let name, let payload) where payload.first.map({ if case .text(_, false, _) = $0 { false } else { true } }) ?? false:
            return (GuessMarks.guessed(SwiftUIWords.spoken(name)), true)
        // A case carrying text (`.localized("Backup", .module)`, `.verbatim(name)`) shows that
        // text where an app's view or `Text` initializer takes it.
        case .enumCase(_, _, let payload) where payload.first.map({ if case .text = $0 { return true } else { return false } }) ?? false:
            return payload[0].words
        // Swift prints a case as its name: said as words.
        case .enumCase(_, let name, _): return (SwiftUIWords.spoken(name), false)
        // `Text(error)` in `if let error`: nothing the screen shows while it is nil.
        case .null: return ("", true)
        case .tuple(_, let items): return SwiftUIValue.list(items).words
        case .instance(let type, _): return (GuessMarks.guessed(SwiftUIWords.spoken(type)), true)
        case .function: return (GuessMarks.guessed(SwiftUIWords.spoken("value")), true)
        }
    }

    /// Literal text that says nothing (`""`, `" "`).
    static func isBlankText(_ value: SwiftUIValue) -> Bool {
        if case .text(let text, false, _) = value { return text.allSatisfy(\.isWhitespace) }
        return false
    }

    /// Text known only at run time, said as the code's name for it in words and marked a guess
    /// where it is made (`totalPerPerson` → "⟨total per person⟩"), so text built around it
    /// (`"Total: \(totalPerPerson)"`) marks only the guessed part.
    static func placeholder(_ name: String) -> SwiftUIValue {
        .text(GuessMarks.guessed(SwiftUIWords.spoken(name)), placeholder: true, localizable: false)
    }

    var number: Double? {
        switch self {
        case .number(let n): return n
        case .text(let s, false, _): return Double(s)
        case .text, .bool, .member, .list, .unknown, .enumCase, .null, .tuple, .instance, .function: return nil
        }
    }

    /// A list's items as words, joined by commas, lists in it likewise, until `budget`
    /// characters are spent (each item counts its comma), so a list of lists of lists is not
    /// read whole. `cut` when items were left out.
    static func listed(_ items: [SwiftUIValue], budget: inout Int) -> (text: String, placeholder: Bool, cut: Bool) {
        var parts: [String] = [], placeholder = false, cut = false
        for item in items {
            guard budget > 0 else {
                cut = true
                break
            }
            budget -= 2
            if case .list(let inner) = item {
                let listed = listed(inner, budget: &budget)
                parts.append(listed.text)
                placeholder = placeholder || listed.placeholder
                cut = cut || listed.cut
            } else {
                let words = item.words
                budget -= words.text.utf8.count
                parts.append(words.text)
                placeholder = placeholder || words.placeholder
            }
        }
        return (parts.joined(separator: ", "), placeholder, cut)
    }

    static func format(_ n: Double) -> String {
        n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
    }
}
