import EarshotCore

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

    /// The status line for a terminal `width` columns wide: fields are dropped, least needed
    /// first (voice and rate, rotor, layout, curtain), until it fits; the audio state and the
    /// pointer to help go last. A lab's task and the help mode lead and are kept.
    public func status(width: Int) -> String {
        // Typing a finding takes the whole line: the note is what the tester is looking at.
        if let draft = session.draft { return VisibleText.escape(draft.prompt) }
        var fields: [(text: String, keep: Int)] = []
        if help { fields.append((keyList ? SessionWords.keyListStatus : SessionWords.helpStatus, 100)) }
        if let layerStatus { fields.append((layerStatus, 90)) }
        if editing { fields.append(("EDITING", 80)) }
        fields += [("\(layoutName) › \(screen.screen.title ?? screen.screen.id)", 30), ("rotor: \(rotor ?? "none")", 20),
                   ("curtain \(curtain ? "on" : "off")", 40), ("\(voice) \(rate) wpm", 10), (audio, 70)]
        if !help { fields.append((SessionWords.helpKey, 60)) }
        let separator = " │ "
        func joined() -> String { fields.map(\.text).joined(separator: separator) }
        while fields.count > 1 && CharacterWidth.of(joined()) > width,
              let least = fields.indices.min(by: { fields[$0].keep < fields[$1].keep }) {
            fields.remove(at: least)
        }
        return joined()
    }
}
