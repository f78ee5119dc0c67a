package import EarshotModel
/// Turns the bytes of a YAML or JSON file into a composed tree, or located problems.
package enum YAMLSource {
    /// The tree of `bytes`; `empty` is the message for a file with nothing in it.
    package static func compose(bytes raw: [UInt8], empty: String) -> Result<YAMLComposer.Composed, LoadProblem> {
        var bytes = raw
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let problem = invalidUTF8(bytes) { return .failure(problem) }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return .failure(LoadProblem(.start, "the file is empty; \(empty)"))
        }
        var escapes: SurrogateEscapes?
        var input = bytes
        let candidates = SurrogateEscapes.candidates(in: bytes)
        if !candidates.isEmpty {
            guard let marker = SurrogateEscapes.marker(for: bytes) else {
                return .failure(LoadProblem(candidates[0].location, "cannot decode surrogate escapes in a file that uses U+FDD0…U+FDEF"))
            }
            var found = SurrogateEscapes(escapes: candidates, marker: marker)
            // First learn where the double-quoted scalars are, from a copy libyaml accepts.
            switch YAMLComposer.doubleQuotedRanges(in: found.neutralized(bytes)) {
            case .failure(let error): return .failure(problem(error, bytes: bytes))
            case .success(let ranges): found.keep(inside: ranges)
            }
            escapes = found
            input = found.neutralized(bytes)
        }
        var composer = YAMLComposer(bytes: input, escapes: escapes)
        switch composer.compose() {
        case .success(let composed) where composed.root == nil:
            return .failure(LoadProblem(.start, "the file holds no YAML document; \(empty)"))
        case .success(let composed): return .success(composed)
        case .failure(.problem(let p)): return .failure(p)
        case .failure(.libyaml(let error)): return .failure(problem(error, bytes: bytes))
        }
    }

    /// Strict UTF-8: the first invalid byte, located.
    package static func invalidUTF8(_ bytes: [UInt8]) -> LoadProblem? {
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while case .scalarValue(let scalar) = decoder.decode(&iterator) { offset += UTF8.width(scalar) }
        return LoadProblem(location(ofByte: offset, in: bytes), "the file is not valid UTF-8")
    }

    /// Line and column (in Unicode scalars, as libyaml counts them) of a byte offset.
    package static func location(ofByte offset: Int, in bytes: [UInt8]) -> SourceLocation {
        var line = 1, column = 1, i = 0
        let end = min(offset, bytes.count)
        while i < end {
            let b = bytes[i]
            if b == 0x0A || (b == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
                line += 1; column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return SourceLocation(line: line, column: column)
    }

    package static func problem(_ error: LibYAMLError, bytes: [UInt8]) -> LoadProblem {
        switch error.stage {
        case .reader:
            let at = location(ofByte: error.byteOffset, in: bytes)
            if error.problem.hasPrefix("control characters"), let scalar = Unicode.Scalar(UInt32(bitPattern: error.value)) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                return LoadProblem(at, "control character \(code) is not allowed in YAML (write it as an escape in double quotes)")
            }
            return LoadProblem(at, "YAML reader: \(error.problem)")
        case .scanner, .parser, .other:
            // At the end of a file with no final newline libyaml moves to a line that is not
            // there: say the end of the last line instead.
            let end = location(ofByte: bytes.count, in: bytes)
            let at = error.mark.location > end ? end : error.mark.location
            if error.problem.hasPrefix("Maximum nesting level") {
                return LoadProblem(at, "nesting deeper than libyaml's limit of 1000 levels")
            }
            return LoadProblem(at, "YAML syntax: \(error.problem)" + (error.context.map { " \($0)" } ?? ""))
        }
    }
}
