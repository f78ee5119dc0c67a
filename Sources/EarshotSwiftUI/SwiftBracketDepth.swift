import EarshotModel

/// How deep square brackets nest in Swift source, found without parsing: swift-syntax takes
/// time exponential in `[` nesting (each level doubles it: 18 levels, seconds; 24, minutes), so a
/// file past the limit is refused at the bracket that goes past it, before the parser sees it.
/// Comments and the text of strings are skipped (their brackets are text), but code interpolated
/// into a string (`"\(…)"`, `#"\#(…)"#`, in one-line and multi-line strings, strings within
/// interpolations within strings) is code: its brackets count from the depth the string is at.
enum SwiftBracketDepth {
    /// Deeper than any real code nests literal arrays, subscripts and array types together.
    static let limit = 12
    /// Strings interpolated into strings interpolated into strings…: deeper than real code goes.
    static let interpolationLimit = 12

    /// Where nesting first goes too deep, and how.
    struct TooDeep: Equatable {
        let location: SourceLocation
        let message: String
    }

    /// The first place nesting goes past a limit (brackets, or interpolations), or nil.
    static func find(_ text: String) -> TooDeep? {
        var scanner = Scanner(bytes: Array(text.utf8))
        return scanner.run()
    }

    /// What the scanner is inside: code (the file, or an interpolation's parentheses) or a string.
    private enum Frame {
        /// Code; in an interpolation, the parentheses open in it and the bracket depth at its `\(`.
        case code(interpolation: (parens: Int, depth: Int)?)
        /// A string literal: its `#` count (raw strings) and whether it is `"""` multi-line.
        case string(pounds: Int, triple: Bool)
    }

    private struct Scanner {
        let bytes: [UInt8]
        var i = 0, depth = 0, line = 1, lineStart = 0
        var frames: [Frame] = [.code(interpolation: nil)]

        init(bytes: [UInt8]) { self.bytes = bytes }

        func at(_ s: StaticString, _ offset: Int = 0) -> Bool {
            let count = s.utf8CodeUnitCount
            let start = i + offset
            guard start + count <= bytes.count else { return false }
            return s.withUTF8Buffer { bytes[start..<start + count].elementsEqual($0) }
        }

        /// How many `#` there are from `from`.
        func pounds(from: Int) -> Int {
            var j = from
            while j < bytes.count, bytes[j] == UInt8(ascii: "#") { j += 1 }
            return j - from
        }

        var location: SourceLocation {
            SourceLocation(line: line, column: String(decoding: bytes[lineStart..<i], as: UTF8.self).count + 1)
        }

        mutating func newline() {
            line += 1
            lineStart = i + 1
        }

        mutating func run() -> TooDeep? {
            while i < bytes.count, let frame = frames.last {
                let found: TooDeep?
                switch frame {
                case .code(let interpolation): found = code(interpolation)
                case .string(let pounds, let triple): found = string(pounds: pounds, triple: triple)
                }
                if let found { return found }
            }
            return nil
        }

        /// One step in code.
        mutating func code(_ interpolation: (parens: Int, depth: Int)?) -> TooDeep? {
            let b = bytes[i]
            switch b {
            case 0x0A:
                newline()
                i += 1
            case UInt8(ascii: "/") where at("//"):
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
            case UInt8(ascii: "/") where at("/*"):
                // Block comments nest in Swift.
                var nest = 0
                repeat {
                    if at("/*") {
                        nest += 1; i += 2
                    } else if at("*/") {
                        nest -= 1; i += 2
                    } else {
                        if bytes[i] == 0x0A { newline() }
                        i += 1
                    }
                } while i < bytes.count && nest > 0
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                let pounds = pounds(from: i)
                guard i + pounds < bytes.count, bytes[i + pounds] == UInt8(ascii: "\"") else {
                    i += max(1, pounds)
                    return nil
                }
                if frames.count > 2 * SwiftBracketDepth.interpolationLimit + 1 {
                    return TooDeep(location: location, message:
                        "strings interpolated into strings more than \(SwiftBracketDepth.interpolationLimit) deep: deeper than the reader follows")
                }
                i += pounds
                let triple = at("\"\"\"")
                i += triple ? 3 : 1
                frames.append(.string(pounds: pounds, triple: triple))
            case UInt8(ascii: "("):
                if let interpolation { frames[frames.count - 1] = .code(interpolation: (interpolation.parens + 1, interpolation.depth)) }
                i += 1
            case UInt8(ascii: ")"):
                if let interpolation {
                    if interpolation.parens == 0 {
                        // The interpolation ends: back in its string, at the string's depth.
                        frames.removeLast()
                        depth = interpolation.depth
                    } else {
                        frames[frames.count - 1] = .code(interpolation: (interpolation.parens - 1, interpolation.depth))
                    }
                }
                i += 1
            case UInt8(ascii: "["):
                depth += 1
                if depth > SwiftBracketDepth.limit {
                    return TooDeep(location: location, message:
                        "square brackets nested more than \(SwiftBracketDepth.limit) deep: deeper than the reader follows")
                }
                i += 1
            case UInt8(ascii: "]"):
                depth = max(0, depth - 1)
                i += 1
            default:
                i += 1
            }
            return nil
        }

        /// One step in a string: its end, an escape, an interpolation, or text.
        mutating func string(pounds: Int, triple: Bool) -> TooDeep? {
            let b = bytes[i]
            switch b {
            case 0x0A:
                newline()
                i += 1
                // An unterminated one-line string ends at the line's end.
                if !triple { frames.removeLast() }
            case UInt8(ascii: "\\"):
                let escape = self.pounds(from: i + 1)
                guard escape == pounds else {
                    i += 1
                    return nil
                }
                i += 1 + pounds
                guard i < bytes.count else { return nil }
                if bytes[i] == UInt8(ascii: "(") {
                    i += 1
                    frames.append(.code(interpolation: (0, depth)))
                } else if bytes[i] != 0x0A {
                    // `\"`, `\\`: the escaped character is text, never the string's end.
                    i += 1
                }
            case UInt8(ascii: "\""):
                let quotes = triple ? 3 : 1
                let closes = (triple ? at("\"\"\"") : true) && self.pounds(from: i + quotes) >= pounds
                i += closes ? quotes + pounds : 1
                if closes { frames.removeLast() }
            default:
                i += 1
            }
            return nil
        }
    }
}
