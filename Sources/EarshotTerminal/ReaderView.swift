import EarshotCore

/// Everything the reader's screen shows, as a value.
public struct ReaderView: Sendable {
    public struct Captions: Sendable, Equatable {
        /// What is being spoken now.
        public var current: String = ""
        public var hint: String?
        /// Recent speech, oldest first.
        public var history: [String] = []
        /// How many lines the history is scrolled back from the newest.
        public var scrollBack = 0
        public static let historyLimit = 200

        public init() {}

        public mutating func show(_ output: NavigatorOutput, replacing: Bool) {
            let sounds = output.sounds.map { "[\($0.rawValue)]" }
            let spoken = output.speech
            guard !spoken.isEmpty || !sounds.isEmpty || output.hint != nil else { return }
            let line = (sounds + spoken).joined(separator: " ")
            scrollBack = 0
            if replacing || current.isEmpty { current = line; hint = output.hint }
            else { current += " " + line }
            history.append(line)
            if let hint = output.hint { history.append("    " + hint) }
            if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
        }

        /// Scrolls the history by `lines` (positive = older), within what there is.
        public mutating func scroll(by lines: Int) {
            scrollBack = max(0, min(history.count - 1, scrollBack + lines))
        }
    }

    public var layoutName: String
    public var screen: ScreenState
    public var focus: Int?
    public var rotor: String?
    public var voice: String
    public var rate: Int
    public var audio: String
    public var curtain = false
    public var curtainShowsCaptions = false
    public var help = false
    public var editing = false
    public var captions = Captions()

    public init(layoutName: String, screen: ScreenState, focus: Int?, rotor: String?, voice: String, rate: Int, audio: String) {
        self.layoutName = layoutName; self.screen = screen; self.focus = focus; self.rotor = rotor
        self.voice = voice; self.rate = rate; self.audio = audio
    }

    /// The status line: layout and screen, rotor, voice and rate, curtain, audio.
    public var status: String {
        var parts = ["\(layoutName) › \(screen.screen.title ?? screen.screen.id)", "rotor: \(rotor ?? "none")",
                     "curtain \(curtain ? "on" : "off")", "\(voice) \(rate) wpm", audio]
        if editing { parts.insert("EDITING", at: 0) }
        if help { parts.insert("HELP: keys are named, ? leaves", at: 0) }
        return parts.joined(separator: " │ ")
    }
}
