import Foundation
import EarshotModel
/// Resolves plain scalars by YAML 1.1's rules without regular expressions (a 100,000-element
/// file has a million scalars), and reads their numbers.
package enum ScalarResolver {
    package static let nulls: Set<String> = ["", "~", "null", "Null", "NULL"]
    package static let bools: Set<String> = ["yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE",
                                     "false", "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF"]
    package static let trueWords: Set<String> = ["yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON"]
    package static let infinities: Set<String> = [".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF"]
    package static let negativeInfinities: Set<String> = ["-.inf", "-.Inf", "-.INF"]
    package static let nans: Set<String> = [".nan", ".NaN", ".NAN"]

    package static func resolve(_ s: String) -> YAMLScalar.Kind {
        guard let first = s.utf8.first else { return .null }
        if s.utf8.count <= 5, nulls.contains(s) { return .null }
        // Numbers start with a sign, a digit or a dot; anything else is text or a boolean.
        let numeric = first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
        guard numeric else { return s.utf8.count <= 5 && bools.contains(s) ? .bool : .string }
        if isInt(s) { return .int }
        if infinities.contains(s) || negativeInfinities.contains(s) || nans.contains(s) { return .float }
        let plain = withoutUnderscores(s)
        if plain.contains(where: { ".eE".contains($0) }), Double(plain) != nil,
           !plain.hasSuffix("e"), !plain.hasSuffix("E") { return .float }
        return .string
    }

    /// YAML allows `_` between digits; most numbers have none, so copy only when needed.
    package static func withoutUnderscores(_ s: String) -> String {
        s.utf8.contains(UInt8(ascii: "_")) ? s.replacingOccurrences(of: "_", with: "") : s
    }

    package static func isInt(_ s: String) -> Bool {
        var body = Substring(s)
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        guard let first = body.utf8.first else { return false }
        let digits = body.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "_") }
        if digits { return first != UInt8(ascii: "_") }
        let lower = body.lowercased()
        if lower.hasPrefix("0x") { return lower.count > 2 && lower.dropFirst(2).allSatisfy { $0.isHexDigit || $0 == "_" } }
        if lower.hasPrefix("0b") { return lower.count > 2 && lower.dropFirst(2).allSatisfy { $0 == "0" || $0 == "1" || $0 == "_" } }
        if lower.hasPrefix("0o") { return lower.count > 2 && lower.dropFirst(2).allSatisfy { ("0"..."7").contains($0) || $0 == "_" } }
        return false
    }

    /// The value of an integer scalar (`-12`, `1_000`, `0x1F`, `0b101`, `0o17`) if it fits 64 bits.
    package static func integer(_ s: String) -> Int64? {
        let plain = withoutUnderscores(s)
        var body = Substring(plain)
        let negative = body.first == "-"
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        let lower = body.lowercased()
        var magnitude: UInt64?
        if lower.hasPrefix("0x") { magnitude = UInt64(lower.dropFirst(2), radix: 16) }
        else if lower.hasPrefix("0b") { magnitude = UInt64(lower.dropFirst(2), radix: 2) }
        else if lower.hasPrefix("0o") { magnitude = UInt64(lower.dropFirst(2), radix: 8) }
        else { magnitude = UInt64(lower, radix: 10) }
        guard let magnitude else { return nil }
        if negative { return magnitude <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- magnitude) : nil }
        return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
    }

    /// The unsigned value of an integer scalar, for trait bitmasks.
    package static func unsigned(_ s: String) -> UInt64? {
        let plain = withoutUnderscores(s)
        var body = Substring(plain)
        if body.first == "+" { body = body.dropFirst() }
        let lower = body.lowercased()
        if lower.hasPrefix("0x") { return UInt64(lower.dropFirst(2), radix: 16) }
        if lower.hasPrefix("0b") { return UInt64(lower.dropFirst(2), radix: 2) }
        if lower.hasPrefix("0o") { return UInt64(lower.dropFirst(2), radix: 8) }
        return UInt64(lower, radix: 10)
    }

    /// The value of an int or float scalar; infinities and NaN as such (callers reject them).
    package static func number(_ s: String) -> Double? {
        if let plain = Int(s) { return Double(plain) }  // the common case, first
        if infinities.contains(s) { return .infinity }
        if negativeInfinities.contains(s) { return -.infinity }
        if nans.contains(s) { return .nan }
        if isInt(s) { return integer(s).map(Double.init) ?? Double(withoutUnderscores(s)) }
        return Double(withoutUnderscores(s))
    }
}
