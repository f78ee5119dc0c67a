package import EarshotLoader
import EarshotModel
/// The `<?xml version="1.0" encoding="…" standalone="…"?>` at the head of an XML source and the
/// prolog after it, read as XML defines them before libxml2 sees a byte. By then the text is
/// UTF-8 (UTF-16 was transcoded, anything else refused). The declaration is parsed whole: each
/// attribute at most once and in XML's order, an encoding that UTF-8 text satisfies, quotes
/// closed, `?>` at its end; anything else is refused where it is written. A declaration that
/// passes is blanked, newline for newline, so libxml2 reads the text as UTF-8 and can never be
/// switched to another decoder by it (a second `encoding='UTF-7'` once carried a live DTD past a
/// check that read only the first). Between the declaration and the root element only white
/// space and comments may stand.
package enum XMLDeclaration {
    /// Encodings UTF-8 text (or UTF-16 transcoded to it) satisfies, lowercased.
    package static let accepted: Set<String> = ["utf-8", "utf8", "us-ascii", "ascii", "utf-16", "utf-16le", "utf-16be"]
    /// The declaration's attributes, in the only order XML allows them.
    static let order = ["version", "encoding", "standalone"]

    /// `bytes` with the declaration blanked, or the first thing in the declaration or prolog
    /// that is refused, located.
    package static func neutralized(_ bytes: [UInt8], subject: String = "the page source") -> Result<[UInt8], LoadProblem> {
        var reader = Reader(bytes: bytes, subject: subject)
        return reader.read().map { end in
            var out = bytes
            for k in 0..<end where !isNewline(out[k]) { out[k] = UInt8(ascii: " ") }
            return out
        }
    }

    package static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
    static func isNewline(_ b: UInt8) -> Bool { b == 0x0A || b == 0x0D }

    /// One pass over the declaration and the prolog.
    struct Reader {
        let bytes: [UInt8]
        let subject: String
        var i = 0

        init(bytes: [UInt8], subject: String) {
            self.bytes = bytes; self.subject = subject
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        }

        /// Where the declaration ends (0 when there is none), once the prolog has been checked.
        mutating func read() -> Result<Int, LoadProblem> {
            skipSpace()
            var end = 0
            if has("<?xml") {
                // `<?xml` is the declaration's alone: `<?xmlv…`, `<?xml?>` are not read as one.
                guard i + 5 < bytes.count, XMLDeclaration.isSpace(bytes[i + 5]) else {
                    return refuse(i, "the XML declaration must start '<?xml ' and give a version")
                }
                switch declaration() {
                case .success(let after): end = after
                case .failure(let problem): return .failure(problem)
                }
            }
            if let problem = prolog() { return .failure(problem) }
            return .success(end)
        }

        /// The declaration's attributes, from `<?xml` to past `?>`.
        mutating func declaration() -> Result<Int, LoadProblem> {
            let open = i
            i += 5
            var seen: [String] = []
            while true {
                let hadSpace = skipSpace()
                if has("?>") { i += 2; break }
                guard i < bytes.count, bytes[i] != UInt8(ascii: "<") else { return refuse(open, "the XML declaration is not closed with ?>") }
                guard hadSpace else { return refuse(i, "the XML declaration's attributes are not separated by spaces") }
                let nameStart = i
                while i < bytes.count, isNameByte(bytes[i]) { i += 1 }
                let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
                guard !name.isEmpty else { return refuse(nameStart, "the XML declaration holds something that is not name=\"value\"") }
                guard let rank = order.firstIndex(of: name) else {
                    return refuse(nameStart, "the XML declaration has an attribute \(name.debugDescription): only version, encoding and standalone")
                }
                if seen.contains(name) { return refuse(nameStart, "the XML declaration gives \(name) twice") }
                if let last = seen.last, let lastRank = order.firstIndex(of: last), lastRank > rank {
                    return refuse(nameStart, "the XML declaration gives \(name) after \(last): XML wants version, encoding, standalone")
                }
                seen.append(name)
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { return refuse(i, "the XML declaration's \(name) has no =") }
                i += 1
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
                    return refuse(i, "the XML declaration's \(name) is not quoted")
                }
                let quote = bytes[i], valueStart = i + 1
                i += 1
                while i < bytes.count, bytes[i] != quote, bytes[i] != UInt8(ascii: "<"), !XMLDeclaration.isNewline(bytes[i]) { i += 1 }
                guard i < bytes.count, bytes[i] == quote else { return refuse(valueStart - 1, "the XML declaration's \(name) is not closed") }
                let value = String(decoding: bytes[valueStart..<i], as: UTF8.self)
                i += 1
                if let problem = check(name, value, at: valueStart) { return .failure(problem) }
            }
            guard order.first.map(seen.contains) == true else { return refuse(open, "the XML declaration gives no version") }
            return .success(i)
        }

        func check(_ name: String, _ value: String, at start: Int) -> LoadProblem? {
            let at = YAMLSource.location(ofByte: start, in: bytes)
            switch name {
            case "encoding" where !accepted.contains(value.lowercased()):
                return LoadProblem(at, "the XML declaration says \(subject) is in \(value.debugDescription): "
                    + "only UTF-8 or UTF-16 is read (save it as UTF-8)")
            case "version" where !(value.hasPrefix("1.") && value.count > 2 && value.dropFirst(2).allSatisfy(\.isASCIIDigit)):
                return LoadProblem(at, "the XML declaration says version \(value.debugDescription): only XML 1.x is read")
            case "standalone" where value != "yes" && value != "no":
                return LoadProblem(at, "the XML declaration says standalone \(value.debugDescription): yes or no")
            default: return nil
            }
        }

        /// From the declaration to the root element: white space and comments only. (Processing
        /// instructions and `<!DOCTYPE>` are refused where they stand by the start-tag scan.)
        mutating func prolog() -> LoadProblem? {
            while true {
                skipSpace()
                guard i < bytes.count else { return nil }
                if has("<!--") {
                    guard let close = find(Array("-->".utf8), from: i + 4) else { return nil }
                    i = close + 3
                    continue
                }
                if has("<?xml") { return LoadProblem(YAMLSource.location(ofByte: i, in: bytes), "a second XML declaration: only one may start the file") }
                if bytes[i] == UInt8(ascii: "<") { return nil }
                return LoadProblem(YAMLSource.location(ofByte: i, in: bytes), "text before the root element: only comments may stand before it")
            }
        }

        @discardableResult
        mutating func skipSpace() -> Bool {
            let from = i
            while i < bytes.count, XMLDeclaration.isSpace(bytes[i]) { i += 1 }
            return i > from
        }

        func has(_ text: String) -> Bool {
            let pattern = Array(text.utf8)
            return i + pattern.count <= bytes.count && bytes[i..<(i + pattern.count)].elementsEqual(pattern)
        }

        func find(_ pattern: [UInt8], from start: Int) -> Int? {
            var k = start
            while k + pattern.count <= bytes.count {
                if bytes[k] == pattern[0], bytes[k..<(k + pattern.count)].elementsEqual(pattern) { return k }
                k += 1
            }
            return nil
        }

        func isNameByte(_ b: UInt8) -> Bool {
            (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
                || b == UInt8(ascii: ":") || b == UInt8(ascii: "_") || b == UInt8(ascii: "-")
        }

        func refuse<T>(_ byte: Int, _ message: String) -> Result<T, LoadProblem> {
            .failure(LoadProblem(YAMLSource.location(ofByte: min(byte, bytes.count), in: bytes), message))
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
