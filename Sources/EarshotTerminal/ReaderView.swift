import EarshotModel
import EarshotNarration
public import EarshotNavigation
public import EarshotSession
/// Everything the reader's screen shows: the session's state, plus what only the terminal knows
/// (the file's name, the voice and audio device names).
public struct ReaderView: Sendable {
    public internal(set) var session: SessionState
    public var layoutName: String
    public var voice: String
    public var audio: String
    public var curtainShowsCaptions = false
    /// Nothing is heard (no sound device, or `--no-audio`): the captions stay under the curtain,
    /// and the curtain says why.
    public var silent = false
    /// What the layer around the session shows first (a lab's task and hints), if anything.
    public internal(set) var layerStatus: String?

    public init(session: SessionState, layoutName: String, voice: String, audio: String) {
        self.session = session; self.layoutName = layoutName; self.voice = voice; self.audio = audio
    }

    public var screen: ScreenState { session.navigator.state }
    public var focus: Int? { session.navigator.focus }
    public var rotor: String? { session.navigator.rotorName }
    /// The status line's rotor field, named as the listener's screen reader names it.
    var rotorField: String { "\(session.navigator.verbosity.reader.rotorWord.lowercased()): \(rotor ?? "none")" }
    public var rate: Int { session.navigator.rate }
    public var curtain: Bool { session.curtain }
    public var help: Bool { session.help }
    public var keyList: Bool { session.keyList }
    public var editing: Bool { session.navigator.editing }
    public var captions: Captions { session.captions }
    /// The caption panel is drawn: always with the screen shown, under the curtain when asked
    /// or when nothing is heard.
    public var showsCaptions: Bool { !curtain || curtainShowsCaptions || silent }

    /// The whole status line: layout and screen, rotor, curtain, voice and rate, audio, `? keys`.
    public var status: String { status(width: Int.max) }

    /// The status line for a terminal `width` columns wide: fields give way, least needed first
    /// (voice and rate; the layout's file name, leaving the screen's; the curtain; the rotor;
    /// the screen), until it fits; the audio state and the pointer to help go last. A lab's
    /// task and the help mode lead and are kept.
    public func status(width: Int) -> String {
        // Typing a finding takes the whole line: the note is what the tester is looking at.
        if let draft = session.draft { return Self.typing(draft, width: width) }
        let title = screen.screen.title ?? screen.screen.id
        // Each field: its text, how much it is needed, and a shorter form to give way to first.
        var fields: [(text: String, keep: Int, short: (text: String, keep: Int)?)] = []
        if help { fields.append((keyList ? SessionWords.keyListStatus : SessionWords.helpStatus, 100, nil)) }
        if let layerStatus { fields.append((layerStatus, 90, nil)) }
        if editing { fields.append(("EDITING", 80, nil)) }
        if let focus, screen.element(focus).placeholder { fields.append((SessionWords.placeholderStatus, 75, nil)) }
        fields += [("\(layoutName) › \(title)", 20, (title, 45)), (rotorField, 35, nil),
                   ("curtain \(curtain ? "on" : "off")", 25, nil), ("\(voice) \(rate) wpm", 10, nil), (audio, 70, nil)]
        if !help { fields.append((SessionWords.helpKey, 60, nil)) }
        func joined() -> String { fields.map(\.text).joined(separator: " │ ") }
        while fields.count > 1 && CharacterWidth.of(joined()) > width,
              let least = fields.indices.min(by: { fields[$0].keep < fields[$1].keep }) {
            if let short = fields[least].short {
                fields[least] = (short.text, short.keep, nil)
            } else {
                fields.remove(at: least)
            }
        }
        return joined()
    }

    /// The finding being typed, fitted to `width`: whole when it fits; else a shorter lead, `…`
    /// and the end of the note, so what is being typed stays in view.
    static func typing(_ draft: FindingDraft, width: Int) -> String {
        let whole = VisibleText.escape(draft.prompt)
        guard CharacterWidth.of(whole) > width else { return whole }
        let note = VisibleText.escape(draft.note) + FindingDraft.cursor
        // The longest lead that leaves the whole note, or ten columns of its end, in view; at worst none.
        for lead in draft.leads.dropFirst().map(VisibleText.escape) + [""] {
            let room = width - CharacterWidth.of(lead)
            if CharacterWidth.of(note) <= room { return lead + note }
            if room - 1 >= 10 || lead.isEmpty { return lead + "…" + tail(of: note, columns: max(0, room - 1)) }
        }
        return whole
    }

    /// The end of `text` that fits in `columns`.
    static func tail(of text: String, columns: Int) -> String {
        var kept: [Character] = [], used = 0
        for character in text.reversed() {
            let w = CharacterWidth.of(character)
            if used + w > columns { break }
            kept.append(character)
            used += w
        }
        return String(kept.reversed())
    }
}
