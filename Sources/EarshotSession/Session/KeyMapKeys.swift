public import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotAudit
/// The key-map format: key names to commands, over the standard keys. The loader checks
/// against this table, and `earshot schema keymap` writes it out.
public enum KeyMapKeys {
    /// Commands that are not gestures.
    package static let commands: [String: ReaderCommand] = ["quit": .quit, "captions-older": .captionsOlder,
                                                    "captions-newer": .captionsNewer,
                                                    "record-finding": .recordFinding, "speak-findings": .speakFindings]

    /// Every command word a key can be bound to; a rotor item is bound as `rotor=NAME`.
    package static var commandWords: [String] {
        let gestures = GestureScript.simple.keys.sorted()
        let quickNav = QuickNavKind.allCases.flatMap { [$0.rawValue, "previous-" + $0.rawValue] }
        return gestures + quickNav + commands.keys.sorted()
    }

    package static var command: ValueType {
        .anyOf([.word(commandWords, noun: "command"), .pattern("^rotor=.+", summary: "rotor=NAME selects that rotor item")])
    }

    public static var kind: FileKind {
        FileKind(
            name: "keymap", title: "Earshot key map",
            emptyHint: "a key map has lines like 'j: next'",
            root: .keyed(names: KeyNames.named, singleCharacters: true, values: command),
            definitions: [])
    }

    /// Reads `key: command` pairs; each key must be one a terminal can send, each command one
    /// gesture or reader command.
    package static func parse(_ root: YAMLNode, reader: inout NodeReader) -> [String: ReaderCommand]? {
        guard case .mapping(let pairs, _) = root else {
            reader.error(root, "a key map must be a mapping of keys to commands, found \(NodeReader.kind(of: root))")
            return nil
        }
        var bindings: [String: ReaderCommand] = [:]
        for pair in pairs {
            guard let key = reader.text(pair.key, "a key name") else { continue }
            if !KeyNames.isKey(key) {
                let hint = key == " " ? " (write 'space')" : Suggest.didYouMean(key, among: KeyNames.named)
                reader.error(pair.key, "unknown key '\(key)': a key is one character or one of the named keys" + hint)
            }
            guard let word = reader.text(pair.value, "'\(key)'") else { continue }
            if let command = commands[word] {
                bindings[key] = command
                continue
            }
            switch GestureScript.parse(word) {
            case .success(let gestures) where gestures.count == 1:
                switch gestures[0] {
                case .touch, .type, .continueReading:
                    reader.error(pair.value, "'\(word)' cannot be bound to a key")
                case .next, .previous, .first, .last, .up, .down, .rotorNext, .rotorPrevious, .selectRotor, .activate,
                     .escape, .magicTap, .readAll, .readFromHere, .pause, .quickNav, .curtain, .help, .rateUp, .rateDown:
                    bindings[key] = .gesture(gestures[0])
                }
            case .success:
                reader.error(pair.value, "'\(key)' must map to one command, found '\(word)'")
            case .failure:
                reader.error(pair.value, "unknown command '\(word)'" + Suggest.didYouMean(word, among: commandWords))
            }
        }
        return bindings
    }
}
