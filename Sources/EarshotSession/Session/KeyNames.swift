import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotAudit
/// The names of the keys a terminal can send, as key maps and help spell them. The terminal's
/// key decoder produces exactly these (its tests check that it produces nothing else), so a
/// key map cannot bind a key that never arrives.
public enum KeyNames {
    /// Keys with names; any other key is a single printable character (`h`, `H`, `]`, `é`).
    public static let named: [String] = [
        "space", "up", "down", "left", "right", "ctrl+up", "ctrl+down", "ctrl+left", "ctrl+right",
        "home", "end", "enter", "escape", "backspace", "tab", "shift+tab", "pageup", "pagedown", "ctrl+c",
    ]

    /// Whether a terminal can send the key `name`.
    public static func isKey(_ name: String) -> Bool {
        named.contains(name) || isCharacter(name)
    }

    /// One Unicode scalar that is not a control character or a space (space is `space`).
    public static func isCharacter(_ name: String) -> Bool {
        let scalars = name.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return false }
        return scalar.value > 0x20 && scalar.value != 0x7F
    }
}
