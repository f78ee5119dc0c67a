import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotSession

/// Terminal column widths of characters: 2 for wide East Asian and emoji, 0 for combining marks.
public enum CharacterWidth {
    public static func of(_ c: Character) -> Int {
        guard let scalar = c.unicodeScalars.first else { return 0 }
        let v = scalar.value
        if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        let wide: [ClosedRange<UInt32>] = [0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
                                           0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
                                           0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD]
        return wide.contains { $0.contains(v) } ? 2 : 1
    }

    public static func of(_ s: String) -> Int { s.reduce(0) { $0 + of($1) } }
}

/// Text bound for the terminal: control characters escaped (via the core's `VisibleText`).
public enum EarshotTerminalText {
    public static func safe(_ text: String) -> String { VisibleText.escape(text) }
}
