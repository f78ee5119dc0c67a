import EarshotCore

/// Everything the reader's screen shows: the session's state, plus what only the terminal knows
/// (the file's name, the voice and audio device names).
public struct ReaderView: Sendable {
    public internal(set) var session: SessionState
    public var layoutName: String
    public var voice: String
    public var audio: String
    public var curtainShowsCaptions = false
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
    public var editing: Bool { session.navigator.editing }
    public var captions: Captions { session.captions }

    /// The status line: layout and screen, rotor, voice and rate, curtain, audio.
    public var status: String {
        // Typing a finding takes the whole line: the note is what the tester is looking at.
        if let draft = session.draft { return VisibleText.escape(draft.prompt) }
        var parts = ["\(layoutName) › \(screen.screen.title ?? screen.screen.id)", "rotor: \(rotor ?? "none")",
                     "curtain \(curtain ? "on" : "off")", "\(voice) \(rate) wpm", audio]
        if editing { parts.insert("EDITING", at: 0) }
        if let layerStatus { parts.insert(layerStatus, at: 0) }
        if help { parts.insert("HELP: keys are named, ? leaves", at: 0) }
        return parts.joined(separator: " │ ")
    }
}
