import Foundation
import SwiftSyntax

/// Numbers as an en-US iPhone shows them: `specifier: "%.2f"`, `String(format:)`, `.formatted()`
/// and `format:` styles (`.currency(code:)`, `.percent`, `.number`). Formatting is done here, not
/// by the host's locale, so every machine says the same.
enum SwiftUIFormat {
    /// `\(value, specifier: "%.1f")`, `\(value, format: .currency(code: "USD"))`; nil when the
    /// interpolation has no format or the value is not a known number.
    static func interpolated(_ value: SwiftUIValue, _ rest: [LabeledExprSyntax], _ evaluator: SwiftUIEvaluator) -> SwiftUIValue? {
        guard let option = rest.first else { return nil }
        guard case .number(let n) = value else { return nil }
        switch option.label?.text {
        case "specifier":
            guard case .text(let spec, false, _) = evaluator.eval(option.expression) else { return nil }
            return printf(spec, [n]).map { .text($0, placeholder: false, localizable: false) }
        case "format": return formatted(n, style: option.expression, evaluator)
        default: return nil
        }
    }

    /// `String(format: "%.2f", total)`, `String(format: NSLocalizedString("x %@", comment: ""), name)`.
    static func printf(_ arguments: LabeledExprListSyntax, _ evaluator: SwiftUIEvaluator) -> SwiftUIValue? {
        guard let first = arguments.first, let spec = SwiftUIEvaluator.known(evaluator.eval(first.expression)) else { return nil }
        return evaluator.formatted(spec, evaluator.formatArguments(arguments.dropFirst()), table: nil, at: first.expression)
    }

    /// A C format with numbers only: `%d`, `%.2f`, `%@`… (see `printf(_:_:plural:)`).
    static func printf(_ spec: String, _ numbers: [Double]) -> String? {
        printf(spec, numbers.map(SwiftUIValue.number)).map(\.text)
    }

    /// A C format as `String(format:)` fills it on an en-US iPhone: `%@`, `%d` `%i` `%u` (with
    /// `l`, `ll`, `q`, `z`… sizes), `%f` `%e` `%g` (precision), `%x` `%o`, `%c`, width and `0`/`-`
    /// flags, positions (`%1$@`), `%%`, and `%#@name@`, the plural variable `plural` gives for its
    /// argument. An argument not known is said in words, marked a placeholder; nil when the format
    /// cannot be read or names an argument not given.
    static func printf(_ spec: String, _ values: [SwiftUIValue], plural: SwiftUIStrings.Plural? = nil) -> (text: String, placeholder: Bool)? {
        var out = "", placeholder = false, next = 0
        var chars = Array(spec)[...]
        while let c = chars.first {
            chars = chars.dropFirst()
            guard c == "%" else { out.append(c); continue }
            if chars.first == "%" { out.append("%"); chars = chars.dropFirst(); continue }
            var position: Int?
            let digits = chars.prefix { $0.isNumber }
            if !digits.isEmpty, chars.dropFirst(digits.count).first == "$" {
                position = Int(String(digits)).map { $0 - 1 }
                chars = chars.dropFirst(digits.count + 1)
            }
            if chars.first == "#", chars.dropFirst().first == "@" {
                // `%#@items@`: the plural variable's text for its argument.
                chars = chars.dropFirst(2)
                let name = String(chars.prefix { $0 != "@" })
                chars = chars.dropFirst(name.count + 1)
                let index = position ?? next
                if position == nil { next += 1 }
                guard index < values.count, let plural else { return nil }
                let n = values[index].number ?? 2
                guard let form = plural.form(name, for: n), let filled = printf(form, [values[index]]) else { return nil }
                out += filled.text
                placeholder = placeholder || filled.placeholder || values[index].number == nil
                continue
            }
            var zero = false, left = false
            while let flag = chars.first, "0-+ #'".contains(flag) {
                if flag == "0" { zero = true }
                if flag == "-" { left = true }
                chars = chars.dropFirst()
            }
            let width = Int(String(chars.prefix { $0.isNumber })) ?? 0
            chars = chars.drop { $0.isNumber }
            var precision: Int?
            if chars.first == "." {
                chars = chars.dropFirst()
                precision = Int(String(chars.prefix { $0.isNumber })) ?? 0
                chars = chars.drop { $0.isNumber }
            }
            while let size = chars.first, "lhqzjtL".contains(size) { chars = chars.dropFirst() }
            guard let kind = chars.first else { return nil }
            chars = chars.dropFirst()
            let index = position ?? next
            if position == nil { next += 1 }
            guard index >= 0, index < values.count else { return nil }
            let value = values[index]
            var piece: String
            switch (kind, value.number) {
            case ("@", _), ("s", _), ("S", _):
                let words = value.words
                piece = words.text
                placeholder = placeholder || words.placeholder
            case ("d", let n?), ("i", let n?), ("u", let n?), ("D", let n?), ("U", let n?): piece = whole(n).map { String($0) } ?? String(n)
            case ("f", let n?), ("F", let n?): piece = fixed(n, precision ?? 6)
            case ("e", let n?), ("E", let n?), ("g", let n?), ("G", let n?), ("a", let n?):
                piece = String(format: "%.\(max(0, min(precision ?? 6, 15)))" + String(kind), n)
            case ("x", let n?), ("X", let n?): piece = whole(n).map { String($0, radix: 16, uppercase: kind == "X") } ?? String(n)
            case ("o", let n?): piece = whole(n).map { String($0, radix: 8) } ?? String(n)
            case ("c", let n?), ("C", let n?):
                piece = count(n, limit: 0x10FFFF).flatMap { Unicode.Scalar(UInt32($0)) }.map { String(Character($0)) } ?? ""
            case (_, nil) where "diuDUfFeEgGaxXocC".contains(kind):
                // A number not known: said in words.
                let words = value.words
                piece = words.text
                placeholder = true
            default: return nil
            }
            if piece.count < width, width <= 64 {
                let pad = String(repeating: zero && !left && value.number != nil ? "0" : " ", count: width - piece.count)
                if left {
                    piece += pad
                } else if zero, piece.hasPrefix("-") {
                    piece = "-" + pad + piece.dropFirst()
                } else {
                    piece = pad + piece
                }
            }
            out += piece
        }
        return (out, placeholder)
    }

    /// `.formatted()`, `.formatted(.currency(code: "USD"))`, `format: .percent`, `.number`.
    static func formatted(_ n: Double, style: ExprSyntax?, _ evaluator: SwiftUIEvaluator) -> SwiftUIValue? {
        guard let style else { return .text(grouped(n, maxFraction: 3), placeholder: false, localizable: false) }
        let text = style.trimmedDescription
        if text.contains("currency") {
            var code = "USD"
            if let call = style.as(FunctionCallExprSyntax.self) ?? style.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self),
               let argument = call.arguments.first(where: { $0.label?.text == "code" }),
               case .text(let given, false, _) = evaluator.eval(argument.expression) {
                code = given
            }
            return .text(currency(n, code: code), placeholder: false, localizable: false)
        }
        // An integer is already a percentage (`20` → "20%"), a fraction is not (`0.2` → "20%"),
        // and neither is a whole one (a zoom of `1.0` → "100%"): the code's types are not known,
        // and a count of percent is rarely 1.
        if text.hasPrefix(".percent") {
            let percent = n == n.rounded() && abs(n) > 1 ? n : n * 100
            return .text(grouped(percent, maxFraction: 0) + "%", placeholder: false, localizable: false)
        }
        if text.hasPrefix(".number") { return .text(grouped(n, maxFraction: 3), placeholder: false, localizable: false) }
        return nil
    }

    /// An amount as en-US shows it: `$1,234.50`; other currencies by their code (`EUR 5.00`),
    /// as iOS does for a currency with no en-US symbol of its own.
    static func currency(_ n: Double, code: String) -> String {
        let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹", "KRW": "₩", "CNY": "CN¥", "CAD": "CA$", "AUD": "A$"]
        let digits = code == "JPY" || code == "KRW" ? 0 : 2
        let amount = grouped(abs(n), minFraction: digits, maxFraction: digits)
        let sign = n < 0 ? "-" : ""
        if let symbol = symbols[code] { return sign + symbol + amount }
        return sign + code + "\u{00A0}" + amount
    }

    /// `n` as a whole number (toward zero) when it is one a phone can hold, else nil (never a trap).
    static func whole(_ n: Double) -> Int64? {
        n.isFinite && abs(n) < 9.0e18 ? Int64(n.rounded(.towardZero)) : nil
    }

    /// `n` as an index or count from 0 to `limit`, or nil when it is not a number that can be one.
    static func count(_ n: Double, limit: Int) -> Int? {
        n.isFinite ? Int(max(0, min(n, Double(limit)))) : nil
    }

    static func fixed(_ n: Double, _ digits: Int) -> String { String(format: "%.\(max(0, min(digits, 15)))f", n) }

    /// Digits grouped by thousands with commas, between `minFraction` and `maxFraction` decimals.
    static func grouped(_ n: Double, minFraction: Int = 0, maxFraction: Int) -> String {
        guard n.isFinite, abs(n) < 1e15 else { return String(n) }
        var text = fixed(abs(n), maxFraction)
        if maxFraction > minFraction, text.contains(".") {
            while text.hasSuffix("0"), text.split(separator: ".").last!.count > minFraction { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        let parts = text.split(separator: ".", maxSplits: 1)
        var whole = String(parts[0])
        var groupedWhole = ""
        while whole.count > 3 {
            groupedWhole = "," + whole.suffix(3) + groupedWhole
            whole = String(whole.dropLast(3))
        }
        groupedWhole = whole + groupedWhole
        return (n < 0 ? "-" : "") + groupedWhole + (parts.count > 1 ? "." + parts[1] : "")
    }
}
