/// Text folded into lines of a terminal width, at spaces where it can, for the caption panel and
/// long status text: a caption is read whole, never cut at the edge. Bounded: at most `limit`
/// lines are made, whatever the text's length (a 1 MB label costs only what is shown); text left
/// over ends the last line with `…`. A line feed starts a new line (captions put an announcement
/// on lines of its own that way; they hold every other control character escaped).
public enum TextWrap {
    /// `text` in lines of at most `width` columns; lines after the first start with `indent`.
    public static func lines(_ text: String, width: Int, limit: Int, indent: String = "") -> [String] {
        guard width > 0, limit > 0 else { return [] }
        let indentWidth = CharacterWidth.of(indent) < width ? CharacterWidth.of(indent) : 0
        var lines: [String] = []
        var line: [Character] = [], widths: [Int] = [], used = 0
        var lastSpace: Int?
        func room() -> Int { width - (lines.isEmpty ? 0 : indentWidth) }
        func emit(_ characters: ArraySlice<Character>) {
            var text = String(characters)
            while text.last == " " { text.removeLast() }
            lines.append((lines.isEmpty || indentWidth == 0 ? "" : indent) + text)
        }
        for original in text {
            if original == "\n" {
                if lines.count + 1 == limit { return finish(lines, line: String(line), indent: lines.isEmpty ? "" : indent, room: room()) }
                emit(line[...])
                line = []; widths = []; used = 0; lastSpace = nil
                continue
            }
            for character in EarshotTerminalText.safe(String(original)) {
                let w = CharacterWidth.of(character)
                if w == 0 { continue }
                if line.isEmpty && character == " " && !lines.isEmpty { continue }
                if used + w > room() {
                    if lines.count + 1 == limit { return finish(lines, line: String(line), indent: lines.isEmpty ? "" : indent, room: room()) }
                    // Break at the last space, carrying the word begun onto the next line.
                    let words = lastSpace.map { space in line[..<space].contains { $0 != " " } } ?? false
                    let cut = words ? (lastSpace ?? 0) + 1 : line.count
                    emit(line[..<cut])
                    line = Array(line[cut...]); widths = Array(widths[cut...]); used = widths.reduce(0, +)
                    lastSpace = nil
                    while line.first == " " { line.removeFirst(); used -= widths.removeFirst() }
                }
                if character == " " { lastSpace = line.count }
                line.append(character); widths.append(w); used += w
            }
        }
        if !line.isEmpty || lines.isEmpty { emit(line[...]) }
        return lines
    }

    /// The last line when text is left over: cut to leave room for `…`.
    private static func finish(_ lines: [String], line: String, indent: String, room: Int) -> [String] {
        var text = "", used = 0
        for c in line {
            let w = CharacterWidth.of(c)
            if used + w > room - 1 { break }
            text.append(c); used += w
        }
        return lines + [indent + text + "…"]
    }
}
