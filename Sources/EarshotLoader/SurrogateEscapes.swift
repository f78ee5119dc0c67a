package import EarshotModel
/// JSON writes characters beyond U+FFFF as UTF-16 surrogate-pair escapes (`"\ud83d\ude00"`, as
/// Python's `json.dump` does); YAML, and so libyaml, refuses surrogate escapes. The composer
/// hands libyaml a copy where each such escape inside a double-quoted scalar is replaced by an
/// escape of the same length for a marker character, then puts the real characters back.
/// Lines, columns and character indexes stay exactly as in the file.
package struct SurrogateEscapes {
    package struct Escape: Sendable {
        /// Byte offset of the backslash, and its character index as libyaml counts it.
        package var byteOffset: Int
        package var index: Int
        package var unit: UInt16
        package var location: SourceLocation
        package var isHigh: Bool { (0xD800...0xDBFF).contains(unit) }
    }

    /// Escapes inside double-quoted scalars, in file order.
    private(set) var escapes: [Escape]
    /// A noncharacter the file does not otherwise contain.
    package let marker: Unicode.Scalar

    /// Every `\uD800`…`\uDFFF` in `bytes` outside an escaped backslash, wherever it stands.
    package static func candidates(in bytes: [UInt8]) -> [Escape] {
        var found: [Escape] = []
        guard bytes.contains(UInt8(ascii: "\\")) else { return found }
        var line = 1, column = 1, index = 0, i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\\"), i + 5 < bytes.count, bytes[i + 1] == UInt8(ascii: "u"),
               let unit = UInt16(String(decoding: bytes[(i + 2)..<(i + 6)], as: UTF8.self), radix: 16),
               (0xD800...0xDFFF).contains(unit) {
                found.append(Escape(byteOffset: i, index: index, unit: unit,
                                    location: SourceLocation(line: line, column: column)))
                i += 6; index += 6; column += 6
                continue
            }
            let skip = b == UInt8(ascii: "\\") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "\\") ? 2 : 1
            for k in i..<min(i + skip, bytes.count) where bytes[k] & 0xC0 != 0x80 {
                let breaks = bytes[k] == 0x0A || (bytes[k] == 0x0D && (k + 1 >= bytes.count || bytes[k + 1] != 0x0A))
                if breaks { line += 1; column = 1 } else { column += 1 }
                index += 1
            }
            i += skip
        }
        return found
    }

    /// The first noncharacter in U+FDD0…U+FDEF that `bytes` neither contains nor escapes.
    package static func marker(for bytes: [UInt8]) -> Unicode.Scalar? {
        let text = String(decoding: bytes, as: UTF8.self).lowercased()
        for value in UInt32(0xFDD0)...0xFDEF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let hex = String(value, radix: 16)
            if !text.unicodeScalars.contains(scalar), !text.contains("\\u" + hex), !text.contains("\\u0000" + hex) {
                return scalar
            }
        }
        return nil
    }

    package init(escapes: [Escape], marker: Unicode.Scalar) {
        self.escapes = escapes; self.marker = marker
    }

    /// `bytes` with each escape's four hex digits replaced by the marker's.
    package func neutralized(_ bytes: [UInt8]) -> [UInt8] {
        var copy = bytes
        let digits = Array(String(marker.value, radix: 16).utf8)
        for e in escapes { copy.replaceSubrange((e.byteOffset + 2)..<(e.byteOffset + 6), with: digits) }
        return copy
    }

    /// Keeps only the escapes that lie inside one of `ranges` (character index ranges of
    /// double-quoted scalars); elsewhere a backslash is just a backslash.
    package mutating func keep(inside ranges: [Range<Int>]) {
        escapes = escapes.filter { e in ranges.contains { $0.contains(e.index) } }
    }

    /// The real text of a double-quoted scalar that libyaml decoded from the neutralized copy,
    /// or the located problem with an unpaired surrogate.
    package func restore(_ value: String, from start: Int, to end: Int) -> Result<String, LoadProblem> {
        let inside = escapes.filter { (start..<end).contains($0.index) }
        guard !inside.isEmpty else { return .success(value) }
        var result = String.UnicodeScalarView()
        var next = 0
        var scalars = value.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == marker, next < inside.count else { result.append(scalar); continue }
            let e = inside[next]
            next += 1
            if e.isHigh, next < inside.count, !inside[next].isHigh, inside[next].index == e.index + 6,
               scalars.next() == marker {
                let low = inside[next]
                next += 1
                let value = 0x10000 + ((UInt32(e.unit) - 0xD800) << 10) + (UInt32(low.unit) - 0xDC00)
                if let combined = Unicode.Scalar(value) { result.append(combined); continue }
            }
            let hex = String(e.unit, radix: 16)
            return .failure(LoadProblem(e.location, e.isHigh
                ? "unpaired surrogate escape '\\u\(hex)': a high surrogate must be followed by a low one (\\udc00…\\udfff)"
                : "unpaired surrogate escape '\\u\(hex)': a low surrogate must follow a high one (\\ud800…\\udbff)"))
        }
        return .success(String(result))
    }
}
