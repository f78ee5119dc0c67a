import EarshotLoader
import EarshotModel
import EarshotNarration
extension Navigator {
    /// The Characters, Words and Lines rotors over the focused element's text.
    package mutating func moveInText(_ unit: TextUnit, forward: Bool) -> NavigatorOutput {
        guard let focus else { return NavigatorOutput(sounds: [.boundary]) }
        let lines = state.element(focus).text.map(\.text)
        guard !lines.isEmpty else { return NavigatorOutput(sounds: [.boundary]) }
        // Before the first move the cursor sits before the text (forward) or after it (back).
        let cursor = textCursor ?? TextCursor(node: focus, line: forward ? 0 : lines.count - 1,
                                              offset: forward ? -1 : (lines.last?.count ?? 0))
        let found: (TextCursor, String)?
        switch unit {
        case .lines:
            let line = textCursor == nil ? (forward ? 0 : lines.count - 1) : cursor.line + (forward ? 1 : -1)
            found = lines.indices.contains(line) ? (TextCursor(node: focus, line: line, offset: 0), lines[line]) : nil
        case .characters: found = Self.step(lines, from: cursor, forward: forward, unit: { _ in true })
        case .words: found = Self.step(lines, from: cursor, forward: forward, unit: { !$0.isWhitespace })
        }
        guard let (next, text) = found else { return NavigatorOutput(sounds: [.boundary]) }
        textCursor = next
        let spoken = unit == .characters ? text.first.map(Navigator.spokenCharacter) ?? text : text
        return NavigatorOutput(utterances: [Utterance(.description, segments: [.text(spoken, .value)])])
    }

    /// The next character (`unit` always true) or word (a run of `unit` characters) from `cursor`.
    package static func step(_ lines: [String], from cursor: TextCursor, forward: Bool,
                     unit: (Character) -> Bool) -> (TextCursor, String)? {
        var line = cursor.line, offset = cursor.offset
        let characters = lines.map(Array.init)
        let isWord = !unit(" ")
        func advance() -> Bool {
            offset += forward ? 1 : -1
            while line >= 0 && line < characters.count && (offset < 0 || offset >= characters[line].count) {
                line += forward ? 1 : -1
                guard line >= 0 && line < characters.count else { return false }
                offset = forward ? 0 : characters[line].count - 1
            }
            return line >= 0 && line < characters.count
        }
        if !isWord {
            guard advance() else { return nil }
            return (TextCursor(node: cursor.node, line: line, offset: offset), String(characters[line][offset]))
        }
        // Words: skip to the next word start (forward) or the previous word's start (backward).
        if forward {
            var leftWord = cursor.offset < 0
            while advance() {
                let c = characters[line][offset]
                if !unit(c) { leftWord = true; continue }
                if leftWord || offset == 0 { break }
            }
            guard line < characters.count, line >= 0, offset < characters[line].count else { return nil }
        } else {
            var inWord = false
            while advance() {
                let c = characters[line][offset]
                if unit(c) { inWord = true; if offset == 0 || !unit(characters[line][offset - 1]) { break } }
                else if inWord { break }
            }
            guard line >= 0, line < characters.count, offset >= 0, unit(characters[line][offset]) else { return nil }
        }
        var end = offset
        while end < characters[line].count && unit(characters[line][end]) { end += 1 }
        return (TextCursor(node: cursor.node, line: line, offset: offset), String(characters[line][offset..<end]))
    }
}
