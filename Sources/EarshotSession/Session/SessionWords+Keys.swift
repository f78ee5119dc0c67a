import EarshotModel
public import EarshotNarration
import EarshotNavigation

/// The words of the one-screen key list (`?` twice): each entry's commands and what they do.
extension SessionWords {
    /// Said when the second `?` shows the key list.
    public static let keyListOn = "Key list shown. Question mark again to leave help."
    /// The key list's title line.
    public static let keyListTitle = "Keys (? leaves help)"
    /// The status line's field that points a newcomer at help.
    public static let helpKey = "? keys"
    /// The status line while keyboard help is on, and while the key list is shown.
    public static let helpStatus = "HELP: keys are named, ? again lists them"
    /// On the status line and in transcripts when the focused element's words are a guess: the
    /// source holds a name for text the app shows only when it runs.
    public static let placeholderStatus = "GUESSED WORDS"
    public static let placeholderReason = "placeholder: the words stand for text the app shows only when it runs"
    public static let keyListStatus = "KEY LIST: ? leaves help"

    /// The key list's entries, in the order a newcomer needs them: the commands of each line and
    /// what the line says they do, in the words of the listener's screen reader where it names a
    /// gesture its own way (`ScreenReader.keyListWords`).
    public static func keyListEntries(for reader: any ScreenReader) -> [(commands: [ReaderCommand], says: String)] {
        keyListEntries(rotor: reader.rotorWord.lowercased()).map { entry in
            guard case .gesture(let gesture)? = entry.commands.first, let words = reader.keyListWords(for: gesture) else { return entry }
            return (entry.commands, words)
        }
    }

    /// Each entry's commands and the list's own words for them, the rotor called by its reader's name.
    private static func keyListEntries(rotor: String) -> [(commands: [ReaderCommand], says: String)] { [
        ([.gesture(.next), .gesture(.previous)], "next / previous element"),
        ([.gesture(.first), .gesture(.last)], "first / last element"),
        ([.gesture(.activate)], "activate"),
        ([.gesture(.escape)], "back, dismiss"),
        ([.gesture(.rotorNext), .gesture(.rotorPrevious)], "next / previous \(rotor)"),
        ([.gesture(.up), .gesture(.down)], "\(rotor) item: move or adjust"),
        ([.gesture(.quickNav(.heading, forward: true)), .gesture(.quickNav(.button, forward: true)),
          .gesture(.quickNav(.link, forward: true)), .gesture(.quickNav(.image, forward: true)),
          .gesture(.quickNav(.form, forward: true)), .gesture(.quickNav(.textField, forward: true))],
         "next heading, button, link, image, form, field; Shift: previous"),
        ([.gesture(.quickNav(.list, forward: true)), .gesture(.quickNav(.landmark, forward: true)),
          .gesture(.quickNav(.table, forward: true))],
         "next list, landmark, table; Shift: previous"),
        ([.gesture(.readAll), .gesture(.readFromHere)], "read all / from here"),
        ([.gesture(.pause)], "pause or resume speech"),
        ([.gesture(.magicTap)], "magic tap"),
        ([.gesture(.curtain)], "screen curtain on / off"),
        ([.gesture(.rateUp), .gesture(.rateDown)], "faster / slower speech"),
        ([.captionsOlder, .captionsNewer], "caption history"),
        ([.recordFinding], "record a finding"),
        ([.speakFindings], "hear audit findings"),
        ([.gesture(.help)], "keyboard help, this list"),
        ([.quit], "quit"),
    ] }

    /// A key as the list shows it: arrows as arrows, named keys capitalized.
    public static func keyLabel(_ name: String) -> String {
        let arrows = ["right": "→", "left": "←", "up": "↑", "down": "↓", "pageup": "PgUp", "pagedown": "PgDn", "escape": "Esc"]
        return name.split(separator: "+", omittingEmptySubsequences: false).map { part in
            let p = String(part)
            if let arrow = arrows[p] { return arrow }
            return p.count > 1 ? p.prefix(1).uppercased() + p.dropFirst() : p
        }.joined(separator: "+")
    }
}

/// The one-screen key list for a key map: one line per entry, its keys then what they do.
public enum KeyList {
    public static func lines(for keyMap: KeyMap, reader: any ScreenReader = .voiceover) -> [(keys: String, says: String)] {
        SessionWords.keyListEntries(for: reader).compactMap { entry in
            // The first key of each command, at most the first two bound (Ctrl+→ besides ]).
            let keys = entry.commands.compactMap { command in
                keyMap.keys(for: command).sorted { ($0.count, $0) < ($1.count, $1) }.first
            }
            guard !keys.isEmpty else { return nil }
            return (keys.map(SessionWords.keyLabel).joined(separator: " "), entry.says)
        }
    }
}
