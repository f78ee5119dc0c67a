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

    /// `String(format: "%.2f", total)`.
    static func printf(_ arguments: LabeledExprListSyntax, _ evaluator: SwiftUIEvaluator) -> SwiftUIValue? {
        guard case .text(let spec, false, _) = evaluator.eval(arguments.first!.expression) else { return nil }
        var numbers: [Double] = []
        for argument in arguments.dropFirst() {
            guard case .number(let n) = evaluator.eval(argument.expression) else { return nil }
            numbers.append(n)
        }
        return printf(spec, numbers).map { .text($0, placeholder: false, localizable: false) }
    }

    /// A C format with `%d`, `%i`, `%f`, `%.Nf`, `%@` and `%%` only: anything else is not known.
    static func printf(_ spec: String, _ numbers: [Double]) -> String? {
        var out = "", chars = Array(spec)[...], next = 0
        while let c = chars.first {
            chars = chars.dropFirst()
            guard c == "%" else { out.append(c); continue }
            if chars.first == "%" { out.append("%"); chars = chars.dropFirst(); continue }
            var precision: Int?
            if chars.first == "." {
                chars = chars.dropFirst()
                var digits = ""
                while let d = chars.first, d.isNumber { digits.append(d); chars = chars.dropFirst() }
                precision = Int(digits)
            }
            while chars.first == "l" { chars = chars.dropFirst() }
            guard let kind = chars.first, next < numbers.count else { return nil }
            chars = chars.dropFirst()
            let n = numbers[next]
            next += 1
            switch kind {
            case "d", "i", "u": out += String(Int64(n.rounded(.towardZero)))
            case "f", "F": out += fixed(n, precision ?? 6)
            case "@": out += SwiftUIValue.format(n)
            default: return nil
            }
        }
        return out
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
        // An integer is already a percentage (`20` → "20%"), a fraction is not (`0.2` → "20%").
        if text.hasPrefix(".percent") {
            let percent = n == n.rounded() ? n : n * 100
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
