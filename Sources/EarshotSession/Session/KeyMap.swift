import EarshotLoader
public import EarshotModel
import EarshotNarration
public import EarshotNavigation
import EarshotAudit
/// What a key does in the reader.
public enum ReaderCommand: Sendable, Hashable {
    case gesture(Gesture)
    /// Scroll the caption history back (older) or forward.
    case captionsOlder, captionsNewer
    /// Start typing a finding on the focused element (screen-curtain audits).
    case recordFinding
    /// Speak the automatic audit findings for the focused element.
    case speakFindings
    case quit
}

/// Keys to commands: VoiceOver's keyboard where a terminal allows, NVDA/Orca letters for quick
/// navigation; remappable from a key-map file.
public struct KeyMap: Sendable {
    public var bindings: [String: ReaderCommand]

    public static let standard: KeyMap = {
        var b: [String: ReaderCommand] = [
            "right": .gesture(.next), "left": .gesture(.previous), "home": .gesture(.first), "end": .gesture(.last),
            "up": .gesture(.up), "down": .gesture(.down), "]": .gesture(.rotorNext), "[": .gesture(.rotorPrevious),
            "ctrl+right": .gesture(.rotorNext), "ctrl+left": .gesture(.rotorPrevious),
            "enter": .gesture(.activate), "space": .gesture(.activate), "escape": .gesture(.escape),
            "backspace": .gesture(.escape), "m": .gesture(.magicTap), "a": .gesture(.readAll),
            "A": .gesture(.readFromHere), "p": .gesture(.pause), "c": .gesture(.curtain), "?": .gesture(.help),
            "+": .gesture(.rateUp), "=": .gesture(.rateUp), "-": .gesture(.rateDown), "q": .quit, "ctrl+c": .quit,
            "pageup": .captionsOlder, "pagedown": .captionsNewer, "n": .recordFinding, "!": .speakFindings,
        ]
        let letters: [(Character, QuickNavKind)] = [("h", .heading), ("b", .button), ("k", .link), ("g", .image),
                                                    ("f", .form), ("l", .list), ("d", .landmark), ("t", .table),
                                                    ("e", .textField)]
        for (letter, kind) in letters {
            b[String(letter)] = .gesture(.quickNav(kind, forward: true))
            b[String(letter).uppercased()] = .gesture(.quickNav(kind, forward: false))
        }
        return KeyMap(bindings: b)
    }()

    /// The command bound to a key, by the key's name (`right`, `ctrl+c`, `h`).
    public func command(forKey name: String) -> ReaderCommand? { bindings[name] }

    /// The keys bound to a command, for help and the README.
    public func keys(for command: ReaderCommand) -> [String] {
        bindings.filter { $0.value == command }.map(\.key).sorted()
    }

    /// Reads a key-map file (`key: command`, e.g. `j: next`, `x: quit`) over the standard map.
    /// Key names a terminal never sends and unknown commands are located errors with
    /// "did you mean", like every other file Earshot reads.
    public static func load(bytes: [UInt8], path: String) -> Result<KeyMap, DiagnosticList> {
        DocumentLoader.load(bytes: bytes, path: path, kind: KeyMapKeys.kind) { root, reader in
            KeyMapKeys.parse(root, reader: &reader).map { bindings in
                KeyMap(bindings: KeyMap.standard.bindings.merging(bindings) { _, new in new })
            }
        }
    }
}
