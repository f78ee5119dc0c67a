package import EarshotLoader
package import EarshotModel
/// A file's text by line, to show a part of it as written and to find a place inside a scalar
/// (a dump's line and column, a script's column) in the file that holds it.
package struct SourceText: Sendable {
    let bytes: [UInt8]
    /// Byte offset of each line's start; line 1 is index 0.
    let lineStarts: [Int]

    package init(_ raw: [UInt8]) {
        // The loader reads a file without its byte order mark; places count from after it.
        bytes = raw.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(raw.dropFirst(3)) : raw
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == 0x0A { starts.append(i + 1) }
        lineStarts = starts
    }

    /// The byte offset of a 1-based line and column (columns in Unicode scalars, as libyaml counts).
    package func offset(_ place: SourceLocation) -> Int {
        guard place.line >= 1, place.line <= lineStarts.count else { return bytes.count }
        var i = lineStarts[place.line - 1], column = 1
        while column < place.column, i < bytes.count, bytes[i] != 0x0A {
            i += 1
            while i < bytes.count, bytes[i] & 0xC0 == 0x80 { i += 1 }
            column += 1
        }
        return i
    }

    /// The text from `start` to `end` (the end of the file when nil), as written: later lines lose
    /// the indentation of the first, and trailing blank lines, comment lines and commas are dropped.
    package func span(from start: SourceLocation, to end: SourceLocation?) -> String {
        let from = offset(start), to = max(from, end.map(offset) ?? bytes.count)
        let raw = String(decoding: bytes[from..<to], as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.last == "\r" ? $0.dropLast() : $0 }
        // Later lines keep their indentation relative to each other: at most the first line's
        // column, and no more than the least indented of them has.
        let indents = raw.dropFirst().filter { !$0.allSatisfy { $0 == " " } }.map { $0.prefix { $0 == " " }.count }
        let indent = min(start.column - 1, indents.min() ?? 0)
        var lines = raw.enumerated().map { i, line in String(i == 0 ? line : line.dropFirst(min(indent, line.prefix { $0 == " " }.count))) }
        while let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "," }) || last.drop(while: { $0 == " " }).hasPrefix("#") {
            lines.removeLast()
        }
        if var last = lines.popLast() {
            while let c = last.last, c == " " || c == "," { last.removeLast() }
            lines.append(last)
        }
        return lines.joined(separator: "\n")
    }

    /// Leading spaces of a 1-based line.
    package func indentation(ofLine line: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return 0 }
        var i = lineStarts[line - 1], n = 0
        while i < bytes.count, bytes[i] == 0x20 { i += 1; n += 1 }
        return n
    }

    /// Where a 1-based line and column inside a scalar's text stands in the file: exact in a
    /// literal block (`|`) and in a scalar on one line; elsewhere the scalar's own place.
    package func place(line: Int, column: Int, inScalar node: YAMLNode) -> SourceLocation {
        guard case .scalar(let s) = node else { return node.location }
        let mark = s.mark.location
        switch s.style {
        case .literal:
            // The text starts on the line after the indicator, at the block's indentation.
            var first = mark.line + 1
            while first < lineStarts.count, isBlank(line: first) { first += 1 }
            return SourceLocation(line: mark.line + line, column: indentation(ofLine: first) + column)
        case .plain, .singleQuoted, .doubleQuoted:
            guard line == 1, s.end.location.line == mark.line else { return mark }
            return SourceLocation(line: mark.line, column: mark.column + column - 1 + (s.style == .plain ? 0 : 1))
        case .folded:
            return mark
        }
    }

    func isBlank(line: Int) -> Bool {
        var i = lineStarts[line - 1]
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0D { i += 1 }
        return i >= bytes.count || bytes[i] == 0x0A
    }
}
