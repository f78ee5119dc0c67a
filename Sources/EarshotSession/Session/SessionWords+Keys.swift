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

    /// What the rotor is called for this reader: TalkBack has reading controls.
    public static func rotorWord(_ reader: ScreenReader) -> String { reader == .talkback ? "Reading control" : "Rotor" }

    /// The key list's entries, in the order a newcomer needs them: the commands of each line and
    /// what the line says they do, in the words of the listener's screen reader.
    public static func keyListEntries(for reader: ScreenReader) -> [(commands: [ReaderCommand], says: String)] {
        keyListEntries.map { ($0.commands, reader == .talkback ? $0.talkBack ?? $0.says : $0.says) }
    }

    /// Each entry's words, and TalkBack's where its gesture names or reading controls differ.
    private static let keyListEntries: [(commands: [ReaderCommand], says: String, talkBack: String?)] = [
        ([.gesture(.next), .gesture(.previous)], "next / previous element", nil),
        ([.gesture(.first), .gesture(.last)], "first / last element", "first / last element (no default gesture)"),
        ([.gesture(.activate)], "activate (double tap)", "activate (double-tap)"),
        ([.gesture(.escape)], "back, dismiss (scrub)", "back (swipe down then left)"),
        ([.gesture(.rotorNext), .gesture(.rotorPrevious)], "turn the rotor", "next / previous reading control"),
        ([.gesture(.up), .gesture(.down)], "rotor item: move or adjust", "reading control: move or adjust"),
        ([.gesture(.quickNav(.heading, forward: true)), .gesture(.quickNav(.button, forward: true)),
          .gesture(.quickNav(.link, forward: true)), .gesture(.quickNav(.image, forward: true)),
          .gesture(.quickNav(.form, forward: true)), .gesture(.quickNav(.textField, forward: true))],
         "next heading, button, link, image, form, field; Shift: previous", nil),
        ([.gesture(.quickNav(.list, forward: true)), .gesture(.quickNav(.landmark, forward: true)),
          .gesture(.quickNav(.table, forward: true))],
         "next list, landmark, table; Shift: previous", nil),
        ([.gesture(.readAll), .gesture(.readFromHere)], "read all / from here", nil),
        ([.gesture(.pause)], "pause or resume speech", nil),
        ([.gesture(.magicTap)], "magic tap", "play or pause media"),
        ([.gesture(.curtain)], "screen curtain on / off", "hide or show screen"),
        ([.gesture(.rateUp), .gesture(.rateDown)], "faster / slower speech", nil),
        ([.captionsOlder, .captionsNewer], "caption history", nil),
        ([.recordFinding], "record a finding", nil),
        ([.speakFindings], "hear audit findings", nil),
        ([.gesture(.help)], "keyboard help, this list", nil),
        ([.quit], "quit", nil),
    ]

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
    public static func lines(for keyMap: KeyMap, reader: ScreenReader = .voiceover) -> [(keys: String, says: String)] {
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
