package import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
/// A dump's bytes as UTF-8, whatever Windows tools or Xcode's console saved them as: UTF-16
/// (little or big endian, with a byte-order mark, or without one when the text starts with
/// ASCII, as `<?xml` or `[` do) is transcoded; everything else passes through unchanged, to be
/// checked as UTF-8 by each parser.
package enum DumpText {
    package enum Encoding: Equatable {
        case utf8
        case utf16(bigEndian: Bool, bom: Bool)
    }

    /// What `bytes` look like: a UTF-16 byte-order mark, or ASCII with a zero byte beside each.
    package static func encoding(_ bytes: some Collection<UInt8>) -> Encoding {
        let head = Array(bytes.prefix(4))
        guard head.count >= 2 else { return .utf8 }
        if head[0] == 0xFF && head[1] == 0xFE { return .utf16(bigEndian: false, bom: true) }
        if head[0] == 0xFE && head[1] == 0xFF { return .utf16(bigEndian: true, bom: true) }
        guard head.count == 4 else { return .utf8 }
        if head[0] != 0 && head[1] == 0 && head[2] != 0 && head[3] == 0 { return .utf16(bigEndian: false, bom: false) }
        if head[0] == 0 && head[1] != 0 && head[2] == 0 && head[3] != 0 { return .utf16(bigEndian: true, bom: false) }
        return .utf8
    }

    /// `bytes` as UTF-8. UTF-16 that does not decode (a lone surrogate) is an error at the line
    /// where decoding stopped; with `lenient` (a file's first bytes, perhaps cut mid-character)
    /// what decodes is kept.
    package static func utf8(_ bytes: [UInt8], lenient: Bool = false) -> Result<[UInt8], LoadProblem> {
        guard case .utf16(let bigEndian, let bom) = encoding(bytes) else { return .success(bytes) }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = bom ? 2 : 0
        while i + 1 < bytes.count {
            let (high, low) = bigEndian ? (bytes[i], bytes[i + 1]) : (bytes[i + 1], bytes[i])
            units.append(UInt16(high) << 8 | UInt16(low))
            i += 2
        }
        var out: [UInt8] = []
        out.reserveCapacity(units.count)
        let failed = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: !lenient) {
            out.append($0)
        }
        if failed && !lenient {
            let line = out.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            return .failure(LoadProblem(SourceLocation(line: line, column: 1),
                                        "UTF-16 text that does not decode (a lone surrogate): save the dump as UTF-8"))
        }
        if bytes.count % 2 == 1 && !lenient {
            let line = out.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            return .failure(LoadProblem(SourceLocation(line: line, column: 1),
                                        "UTF-16 text with an odd number of bytes: is the dump cut short?"))
        }
        return .success(out)
    }
}
