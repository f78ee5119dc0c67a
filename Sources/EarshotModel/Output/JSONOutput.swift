import Foundation

/// The one way Earshot writes JSON: `Codable` models through Foundation's `JSONEncoder`, keys
/// sorted (so output is byte-for-byte repeatable), and no control character left raw, since the
/// output may land on a terminal.
public enum JSONOutput {
    /// One compact JSON document on one line.
    public static func line<T: Encodable>(_ value: T) -> String { encode(value, pretty: false) }

    /// An indented document, for files people read.
    public static func pretty<T: Encodable>(_ value: T) -> String { encode(value, pretty: true) }

    package static func encode<T: Encodable>(_ value: T, pretty: Bool) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.withoutEscapingSlashes, .sortedKeys, .prettyPrinted] : [.withoutEscapingSlashes, .sortedKeys]
        // Encoding our own models fails only for non-finite numbers, which they never hold.
        guard let data = try? encoder.encode(value) else { return "null" }
        return escapeControls(String(decoding: data, as: UTF8.self))
    }

    /// JSON escapes C0 controls already; DEL and C1 controls (which terminals act on), bidi
    /// overrides and noncharacters (U+FFFE, U+FDD0…, which YAML readers, Earshot's own among
    /// them, refuse raw) are legal raw in strings. They can only stand inside strings, so
    /// escaping them anywhere keeps the document's meaning; beyond U+FFFF as a surrogate pair.
    package static func escapeControls(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: needsEscape) else { return json }
        var out = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            guard needsEscape(scalar) else { out.append(scalar); continue }
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16)
                out.append(contentsOf: ("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).unicodeScalars)
            }
        }
        return String(out)
    }

    package static func needsEscape(_ s: Unicode.Scalar) -> Bool {
        s.value == 0x7F || (0x80..<0xA0).contains(s.value) || (0x202A...0x202E).contains(s.value)
            || (0x2066...0x2069).contains(s.value) || isNoncharacter(s)
    }

    /// U+FDD0…U+FDEF and the last two code points of every plane (U+FFFE, U+1FFFF, …).
    package static func isNoncharacter(_ s: Unicode.Scalar) -> Bool {
        (0xFDD0...0xFDEF).contains(s.value) || s.value & 0xFFFE == 0xFFFE
    }
}
