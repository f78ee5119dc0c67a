import EarshotCore

/// The terminal's side of a session: turns decoded keys and clicks into session inputs (a click
/// becomes a point through the drawing's geometry) and draws the view. Every decision about what
/// an input means is the session's.
public struct ReaderSession: Sendable {
    public private(set) var view: ReaderView
    private let renderer = Renderer()

    public init(navigator: Navigator, layoutName: String, voice: String, audio: String, keyMap: KeyMap = .standard,
                curtain: Bool = false, curtainShowsCaptions: Bool = false) {
        view = ReaderView(session: SessionState(navigator: navigator, keyMap: keyMap, curtain: curtain),
                          layoutName: layoutName, voice: voice, audio: audio)
        view.curtainShowsCaptions = curtainShowsCaptions
    }

    public var navigator: Navigator { view.session.navigator }

    /// What the reader says on start.
    public mutating func start() -> SessionOutput { view.session.start() }

    /// Handles one key or mouse event at `time` (seconds, for double clicks).
    public mutating func handle(_ event: KeyEvent, time: Double, terminalSize: (width: Int, height: Int)) -> SessionOutput {
        guard case .click(let column, let row) = event else {
            return view.session.send(.key(event.name, character: event.typedCharacter))
        }
        guard let g = renderer.geometry(for: view, width: terminalSize.width, height: terminalSize.height),
              let point = g.point(column: column, row: row) else { return SessionOutput(rate: navigator.rate) }
        return view.session.send(.click(x: point.x, y: point.y, time: time))
    }

    /// A gesture, as from a script.
    public mutating func perform(_ gesture: Gesture) -> SessionOutput { view.session.send(.gesture(gesture)) }

    /// Speech went idle (a read-all continues).
    public mutating func speechIdle() -> SessionOutput { view.session.send(.speechIdle) }

    /// Any other input: findings looked up, a notice.
    public mutating func send(_ input: SessionInput) -> SessionOutput { view.session.send(input) }

    public func render(width: Int, height: Int) -> CellBuffer { renderer.render(view, width: width, height: height) }
}

extension KeyEvent {
    /// The character this key types into a text field, if any.
    public var typedCharacter: Character? {
        if case .character(let c) = self, !c.isNewline { return c }
        return nil
    }
}
