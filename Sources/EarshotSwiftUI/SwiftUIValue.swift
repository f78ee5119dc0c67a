import Foundation
import SwiftSyntax

/// What an argument in a view's code stands for, as far as reading the source can tell.
enum SwiftUIValue: Equatable {
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

    /// The value as words: text as it is, numbers without a trailing `.0`, other names as placeholders.
    var words: (text: String, placeholder: Bool) {
        switch self {
        case .text(let s, let placeholder, _): return (s, placeholder)
        case .number(let n): return (SwiftUIValue.format(n), false)
        case .bool(let b): return (b ? "true" : "false", false)
        case .member(let name): return (name, true)
        case .list(let items): return (items.map(\.words.text).joined(separator: ", "), items.contains { $0.words.placeholder })
        case .unknown(let name): return (name, true)
        }
    }

    var number: Double? {
        switch self {
        case .number(let n): return n
        case .text(let s, false, _): return Double(s)
        default: return nil
        }
    }

    static func format(_ n: Double) -> String {
        n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
    }
}

/// Evaluates argument expressions: literals, names bound by `ForEach` or a view's initializer,
/// string interpolation; everything else is a placeholder named after its last name.
struct SwiftUIEvaluator {
    var bindings: [String: SwiftUIValue] = [:]

    func eval(_ expr: ExprSyntax) -> SwiftUIValue {
        if let string = expr.as(StringLiteralExprSyntax.self) { return text(string) }
        if let int = expr.as(IntegerLiteralExprSyntax.self) {
            return Double(int.literal.text.replacingOccurrences(of: "_", with: "")).map(SwiftUIValue.number) ?? .unknown(int.literal.text)
        }
        if let float = expr.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.replacingOccurrences(of: "_", with: "")).map(SwiftUIValue.number) ?? .unknown(float.literal.text)
        }
        if let bool = expr.as(BooleanLiteralExprSyntax.self) { return .bool(bool.literal.tokenKind == .keyword(.true)) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-", case .number(let n) = eval(prefix.expression) {
            return .number(-n)
        }
        if let array = expr.as(ArrayExprSyntax.self) { return .list(array.elements.map { eval($0.expression) }) }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return .member(member.declName.baseName.text) }
            // `item.name` where `item` is a literal string: the string has no `name`; a placeholder.
            if case .text(let s, false, _)? = bindings[base.trimmedDescription], member.declName.baseName.text == "self" {
                return .text(s, placeholder: false, localizable: false)
            }
            return .text(member.declName.baseName.text, placeholder: true, localizable: false)
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let bound = bindings[name] { return bound }
            return .text(name, placeholder: true, localizable: false)
        }
        if let sequence = expr.as(SequenceExprSyntax.self), let range = range(sequence) { return .list(range) }
        if let paren = expr.as(TupleExprSyntax.self), paren.elements.count == 1, let only = paren.elements.first {
            return eval(only.expression)
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.trimmedDescription
            let wrappers: Set<String> = ["LocalizedStringKey", "String", "NSLocalizedString", "Text", "LocalizedStringResource"]
            if wrappers.contains(callee), let first = call.arguments.first {
                var value = eval(first.expression)
                if first.label?.text == "verbatim", case .text(let s, let p, _) = value { value = .text(s, placeholder: p, localizable: false) }
                if callee == "String", first.label?.text != "localized", case .text(let s, let p, _) = value {
                    value = .text(s, placeholder: p, localizable: false)
                }
                return value
            }
            return .text(lastName(call.calledExpression), placeholder: true, localizable: false)
        }
        if let binding = expr.as(InOutExprSyntax.self) { return .unknown(lastName(binding.expression)) }
        if expr.trimmedDescription.hasPrefix("$") { return .unknown(String(expr.trimmedDescription.dropFirst())) }
        return .text(lastName(expr), placeholder: true, localizable: false)
    }

    /// A string literal: its text with escapes resolved; interpolations of known values filled in,
    /// others spoken as their last name (and the whole marked a placeholder).
    func text(_ literal: StringLiteralExprSyntax) -> SwiftUIValue {
        var out = "", placeholder = false, interpolated = false
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let s): out += Self.unescape(s.content.text)
            case .expressionSegment(let e):
                interpolated = true
                if let first = e.expressions.first {
                    let (words, isPlaceholder) = eval(first.expression).words
                    out += words
                    placeholder = placeholder || isPlaceholder
                }
            }
        }
        return .text(out, placeholder: placeholder, localizable: !interpolated)
    }

    /// `0..<3`, `1...5` (unfolded sequences of two integers), at most 1,000 items.
    func range(_ sequence: SequenceExprSyntax) -> [SwiftUIValue]? {
        let parts = Array(sequence.elements)
        guard parts.count == 3, let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
              let low = eval(parts[0]).number, let high = eval(parts[2]).number else { return nil }
        let top = op == "..<" ? high - 1 : op == "..." ? high : low - 1
        guard top >= low, top - low < 1000 else { return top < low ? [] : nil }
        return stride(from: low, through: top, by: 1).map { .number($0) }
    }

    /// How many items a range of two integers holds (`0..<1_000_000`: a million), or nil.
    func rangeCount(_ sequence: SequenceExprSyntax) -> Double? {
        let parts = Array(sequence.elements)
        guard parts.count == 3, let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
              op == "..<" || op == "...", let low = eval(parts[0]).number, let high = eval(parts[2]).number else { return nil }
        return max(0, (op == "..<" ? high - 1 : high) - low + 1)
    }

    /// The last name in an expression: `viewModel.user.name` → `name`, `price.formatted()` → `formatted`.
    func lastName(_ expr: ExprSyntax) -> String {
        var last = ""
        for token in expr.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { last = name }
        }
        return last.isEmpty ? "value" : last
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
