import EarshotLoader
package import EarshotModel
import EarshotNarration
import EarshotNavigation
/// One element line of an XCUITest `debugDescription`:
/// `TYPE[ (qualifier)], [0xADDR, ][pid: N, ][traits: N, ]FRAME[, identifier: '…'][, label: '…'][, value: …][, Selected][, Disabled]`
/// with the frame anywhere (Xcode 26 puts it after the attributes, as `{x, y, w, h}`), old
/// Xcode's `Type 0xADDR: traits: N, …`, and quoted values that may hold quotes and commas.
package struct XCUILine {
    /// Where the type starts, in characters from the line's start (the depth, arrow included).
    package var column: Int
    package var type: String
    package var frame: Rect?
    package var label: String?
    package var identifier: String?
    package var value: String?
    package var placeholder: String?
    package var traits: Traits?
    package var selected = false
    package var disabled = false
    /// The line has something only an element line has: an address, a pid or a frame.
    package var hasElementMark = false

    package enum Parsed {
        case element(XCUILine)
        /// Not an element line at all (a heading, a prompt, prose).
        case other
        /// Starts like an element line but cannot be read: what is wrong, and where.
        case malformed(column: Int, String)
    }

    package static let quotedKeys = ["identifier", "label", "title", "placeholderValue"]
    package static let plainKeys = ["value", "pid", "traits"]
    package static let flags = ["Selected", "Disabled", "Focused", "Hittable", "Enabled"]
    /// How each attribute starts on the line (`label: '`, `value: `), made once.
    package static let quotedOpenings = quotedKeys.map { ($0, $0 + ": '") }
    package static let plainOpenings = plainKeys.map { ($0, $0 + ": ") }

    package static func parse(_ line: Substring) -> Parsed {
        var rest = line
        var column = 0
        while let c = rest.first, c == " " || c == "\t" { rest.removeFirst(); column += 1 }
        if rest.hasPrefix("→") { rest.removeFirst(); column += 1 } else if rest.hasPrefix("->") { rest.removeFirst(2); column += 2 }
        let typeEnd = rest.firstIndex { !($0.isASCII && $0.isLetter) } ?? rest.endIndex
        let type = String(rest[..<typeEnd])
        guard let first = type.first, first.isUppercase else { return .other }
        rest = rest[typeEnd...]
        if rest.hasPrefix(" (") {
            guard let close = rest.firstIndex(of: ")") else { return .other }
            rest = rest[rest.index(after: close)...]
        }
        guard rest.isEmpty || rest.hasPrefix(",") || rest.hasPrefix(" 0x") else { return .other }
        var parsed = XCUILine(column: column, type: type)
        let typeColumn = column
        /// The column of what is being read, counted only when there is a problem to locate.
        var at: Int { line.distance(from: line.startIndex, to: rest.startIndex) }
        func skipSeparators() {
            while let c = rest.first, c == "," || c == " " || c == ":" { rest.removeFirst() }
        }
        skipSeparators()
        while !rest.isEmpty {
            if rest.first == "{" {
                guard let (rect, length) = DumpFrame.parse(rest) else {
                    return .malformed(column: at + 1, "a frame that is not {{x, y}, {w, h}} or {x, y, w, h}")
                }
                parsed.frame = rect
                parsed.hasElementMark = true
                rest = rest.dropFirst(length)
            } else if rest.hasPrefix("0x") {
                rest = rest.dropFirst(2).drop { $0.isHexDigit }
                parsed.hasElementMark = true
            } else if let (key, opening) = quotedOpenings.first(where: { rest.hasPrefix($0.1) }) {
                let open = rest.dropFirst(opening.count)
                guard let close = closingQuote(in: open) else {
                    return .malformed(column: at + 1, "the quoted \(key) is not closed: is the line cut short?")
                }
                let text = String(open[..<close])
                switch key {
                case "label": parsed.label = text
                case "identifier": parsed.identifier = text
                case "placeholderValue": parsed.placeholder = text
                default: if parsed.label == nil { parsed.label = text }
                }
                rest = open[open.index(after: close)...]
            } else if let (key, opening) = plainOpenings.first(where: { rest.hasPrefix($0.1) }) {
                let body = rest.dropFirst(opening.count)
                let end = boundary(in: body) ?? body.endIndex
                let text = String(body[..<end])
                switch key {
                case "value": parsed.value = text
                case "traits":
                    guard let mask = UInt64(text) else { return .malformed(column: at + 1, "traits must be a number") }
                    parsed.traits = Traits(rawValue: mask)
                default: parsed.hasElementMark = true
                }
                rest = body[end...]
            } else {
                let end = commaSpace(in: rest)?.lowerBound ?? rest.endIndex
                switch rest[..<end] {
                case "Selected": parsed.selected = true
                case "Disabled": parsed.disabled = true
                default: break
                }
                rest = rest[end...]
            }
            skipSeparators()
        }
        parsed.column = typeColumn
        return .element(parsed)
    }

    /// The closing quote of a quoted value: a `'` at the end of the line or before the next
    /// attribute; quotes inside (`'Don't Allow'`) are not escaped in a debugDescription.
    package static func closingQuote(in text: Substring) -> Substring.Index? {
        var i = text.startIndex
        while let q = text[i...].firstIndex(of: "'") {
            let after = text.index(after: q)
            if after == text.endIndex || isBoundary(text[after...]) { return q }
            i = after
        }
        return nil
    }

    /// Where an unquoted value ends: before the next attribute, frame, address or flag.
    package static func boundary(in text: Substring) -> Substring.Index? {
        var i = text.startIndex
        while let comma = commaSpace(in: text[i...]) {
            if isBoundary(text[comma.lowerBound...]) { return comma.lowerBound }
            i = comma.upperBound
        }
        return nil
    }

    /// `text` starts with `, ` and then an attribute, a frame, an address or a flag word.
    package static func isBoundary(_ text: Substring) -> Bool {
        guard text.hasPrefix(", ") else { return false }
        let next = text.dropFirst(2)
        if next.hasPrefix("{") || next.hasPrefix("0x") { return true }
        if quotedOpenings.contains(where: { next.hasPrefix($0.1) }) { return true }
        if plainOpenings.contains(where: { next.hasPrefix($0.1) }) { return true }
        // Only the flag's length is looked at past the comma (counting the rest of a long line
        // at every comma made a line's parse quadratic in its length).
        return flags.contains { flag in
            guard next.hasPrefix(flag) else { return false }
            let after = next.dropFirst(flag.count)
            return after.isEmpty || after.hasPrefix(", ")
        }
    }

    /// The first `, ` in `text`, found without Foundation (whose `range(of:)` copies what it
    /// searches, each time).
    package static func commaSpace(in text: Substring) -> Range<Substring.Index>? {
        var i = text.startIndex
        while let comma = text[i...].firstIndex(of: ",") {
            let after = text.index(after: comma)
            if after < text.endIndex, text[after] == " " { return comma..<text.index(after: after) }
            i = after
        }
        return nil
    }
}
