import Yams

/// What a key does in the reader.
public enum ReaderCommand: Sendable, Hashable {
    case gesture(Gesture)
    /// Scroll the caption history back (older) or forward.
    case captionsOlder, captionsNewer
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
            "pageup": .captionsOlder, "pagedown": .captionsNewer,
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

    /// Reads a key-map file (`key: gesture-script-name` or `quit`), over the standard map.
    public static func load(bytes: [UInt8], path: String) -> Result<KeyMap, DiagnosticList> {
        let text = String(decoding: bytes, as: UTF8.self)
        var map = KeyMap.standard
        var problems: [Diagnostic] = []
        do {
            guard case .mapping(let mapping)? = try Yams.compose(yaml: text) else {
                return .failure(DiagnosticList([Diagnostic(path: path, location: .start, message: "a key map is a mapping of keys to gestures")]))
            }
            for (keyNode, valueNode) in mapping {
                let at = SourceLocation(line: valueNode.mark?.line ?? 1, column: valueNode.mark?.column ?? 1)
                guard let key = keyNode.string, let value = valueNode.string else {
                    problems.append(Diagnostic(path: path, location: at, message: "keys and gestures must be strings"))
                    continue
                }
                let named: [String: ReaderCommand] = ["quit": .quit, "captions-older": .captionsOlder,
                                                      "captions-newer": .captionsNewer]
                if let command = named[value] { map.bindings[key] = command; continue }
                switch GestureScript.parse(value) {
                case .success(let gestures) where gestures.count == 1: map.bindings[key] = .gesture(gestures[0])
                case .success: problems.append(Diagnostic(path: path, location: at, message: "'\(key)' must map to one gesture"))
                case .failure(let e): problems.append(Diagnostic(path: path, location: at, message: e.message))
                }
            }
        } catch {
            problems.append(Diagnostic(path: path, location: .start, message: "YAML: \(error)"))
        }
        return problems.isEmpty ? .success(map) : .failure(DiagnosticList(problems))
    }
}
