package import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
/// The `<?xml … encoding="…"?>` at the head of a page source. By the time XML reaches the
/// parser it is UTF-8 (UTF-16 was transcoded, anything else refused), so a declared encoding
/// is either one that text satisfies — then it is blanked out, space for space, so libxml2
/// cannot switch decoders on it — or refused where it is written: a UTF-7 declaration once
/// let `+ADw-!DOCTYPE` past the declaration check and libxml2 decoded it into a live DTD.
package enum XMLDeclaration {
    /// Encodings UTF-8 text (or UTF-16 transcoded to it) satisfies, lowercased.
    package static let accepted: Set<String> = ["utf-8", "utf8", "us-ascii", "ascii", "utf-16", "utf-16le", "utf-16be"]

    /// `bytes` with a declared encoding blanked, or where an encoding is declared that is not
    /// UTF-8 or UTF-16.
    package static func neutralized(_ bytes: [UInt8], subject: String = "the page source") -> Result<[UInt8], LoadProblem> {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        while start < bytes.count, isSpace(bytes[start]) { start += 1 }
        let opening = Array("<?xml".utf8)
        guard bytes.count >= start + opening.count + 1, Array(bytes[start..<(start + opening.count)]) == opening,
              isSpace(bytes[start + opening.count]) else { return .success(bytes) }
        // The declaration ends at the first `?>`; it holds no quotes that could hide one.
        var end = start + opening.count
        while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "?") && bytes[end + 1] == UInt8(ascii: ">")) { end += 1 }
        guard let key = find(Array("encoding".utf8), in: bytes, from: start, to: end) else { return .success(bytes) }
        var i = key + "encoding".utf8.count
        while i < end, isSpace(bytes[i]) { i += 1 }
        guard i < end, bytes[i] == UInt8(ascii: "=") else { return .success(bytes) }
        i += 1
        while i < end, isSpace(bytes[i]) { i += 1 }
        guard i < end, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { return .success(bytes) }
        let quote = bytes[i]
        var close = i + 1
        while close < end, bytes[close] != quote { close += 1 }
        guard close < end else { return .success(bytes) }
        let name = String(decoding: bytes[(i + 1)..<close], as: UTF8.self)
        guard accepted.contains(name.lowercased()) else {
            let at = YAMLSource.location(ofByte: i + 1, in: bytes)
            return .failure(LoadProblem(at, "the XML declaration says \(subject) is in \(name.debugDescription): "
                + "only UTF-8 or UTF-16 is read (save it as UTF-8)"))
        }
        var out = bytes
        for k in key...close { out[k] = UInt8(ascii: " ") }
        return .success(out)
    }

    package static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    package static func find(_ pattern: [UInt8], in bytes: [UInt8], from: Int, to end: Int) -> Int? {
        var i = from
        while i + pattern.count <= end {
            if bytes[i] == pattern[0], Array(bytes[i..<(i + pattern.count)]) == pattern { return i }
            i += 1
        }
        return nil
    }
}
