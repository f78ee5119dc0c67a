import EarshotModel

/// How deep square brackets nest in Swift source, found without parsing: swift-syntax takes
/// time exponential in `[` nesting (each level doubles it: 18 levels, seconds; 24, minutes), so a
/// file past the limit is refused at the bracket that goes past it, before the parser sees it.
/// Strings and comments are skipped (their brackets are text); interpolations inside strings
/// are read as text too, which only makes the count smaller.
enum SwiftBracketDepth {
    /// Deeper than any real code nests literal arrays, subscripts and array types together.
    static let limit = 12

    /// Where the first `[` more than `limit` deep is, or nil when none is.
    static func tooDeep(_ text: String) -> SourceLocation? {
        let bytes = Array(text.utf8)
        var i = 0, depth = 0, line = 1, lineStart = 0
        let n = bytes.count
        func at(_ s: String) -> Bool {
            let u = Array(s.utf8)
            return i + u.count <= n && bytes[i..<i + u.count].elementsEqual(u)
        }
        while i < n {
            let b = bytes[i]
            switch b {
            case 0x0A:
                line += 1
                lineStart = i + 1
                i += 1
            case UInt8(ascii: "/") where at("//"):
                while i < n, bytes[i] != 0x0A { i += 1 }
            case UInt8(ascii: "/") where at("/*"):
                // Block comments nest in Swift.
                var nest = 0
                repeat {
                    if at("/*") { nest += 1; i += 2 } else if at("*/") { nest -= 1; i += 2 } else {
                        if bytes[i] == 0x0A { line += 1; lineStart = i + 1 }
                        i += 1
                    }
                } while i < n && nest > 0
            case UInt8(ascii: "\""):
                let triple = at("\"\"\"")
                i += triple ? 3 : 1
                while i < n {
                    if bytes[i] == UInt8(ascii: "\\") { i += 2; continue }
                    if bytes[i] == 0x0A {
                        line += 1
                        lineStart = i + 1
                        // An unterminated one-line string ends at the line's end.
                        if !triple { i += 1; break }
                    }
                    if triple ? at("\"\"\"") : bytes[i] == UInt8(ascii: "\"") { i += triple ? 3 : 1; break }
                    i += 1
                }
            case UInt8(ascii: "["):
                depth += 1
                if depth > limit {
                    let column = String(decoding: bytes[lineStart..<i], as: UTF8.self).count + 1
                    return SourceLocation(line: line, column: column)
                }
                i += 1
            case UInt8(ascii: "]"):
                depth = max(0, depth - 1)
                i += 1
            default:
                i += 1
            }
        }
        return nil
    }
}
