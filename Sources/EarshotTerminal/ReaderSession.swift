import EarshotCore

/// The terminal's side of a session: turns decoded keys and clicks into session inputs (a click
/// becomes a point through the drawing's geometry) and draws the view. Every decision about what
/// an input means is the session's.
public struct ReaderSession: Sendable {
    public private(set) var view: ReaderView
    private let renderer = Renderer()

    /// With `lab`, the reader runs that training lab (`LabSession`) around the session.
    public init(navigator: Navigator, layoutName: String, voice: String, audio: String, keyMap: KeyMap = .standard,
                curtain: Bool = false, curtainShowsCaptions: Bool = false, lab: LabSession? = nil) {
        let session = lab.map { LabSession.session(for: $0.lab, navigator: navigator, keyMap: keyMap) }
            ?? SessionState(navigator: navigator, keyMap: keyMap, curtain: curtain)
        view = ReaderView(session: session, layoutName: layoutName, voice: voice, audio: audio)
        view.curtainShowsCaptions = curtainShowsCaptions
        view.lab = lab
    }

    public var navigator: Navigator { view.session.navigator }

    /// What the reader says on start (a lab's opening and first task, in a lab).
    public mutating func start(time: Double = 0) -> SessionOutput {
        guard var lab = view.lab else { return view.session.start() }
        defer { view.lab = lab }
        return lab.start(session: &view.session, time: time)
    }

    /// Handles one key or mouse event at `time` (seconds, for double clicks).
    public mutating func handle(_ event: KeyEvent, time: Double, terminalSize: (width: Int, height: Int)) -> SessionOutput {
        guard case .click(let column, let row) = event else {
            return send(.key(event.name, character: event.typedCharacter), time: time)
        }
        guard let g = renderer.geometry(for: view, width: terminalSize.width, height: terminalSize.height),
              let point = g.point(column: column, row: row) else { return SessionOutput(rate: navigator.rate) }
        return send(.click(x: point.x, y: point.y, time: time), time: time)
    }

    /// A gesture, as from a script.
    public mutating func perform(_ gesture: Gesture, time: Double = 0) -> SessionOutput { send(.gesture(gesture), time: time) }

    /// Speech went idle (a read-all continues).
    public mutating func speechIdle(time: Double = 0) -> SessionOutput { send(.speechIdle, time: time) }

    /// One input, through the lab when one is running.
    mutating func send(_ input: SessionInput, time: Double) -> SessionOutput {
        guard var lab = view.lab else { return view.session.send(input) }
        defer { view.lab = lab }
        return lab.send(input, session: &view.session, time: time)
    }

    // MARK: Labs

    /// When the lab's task in progress runs out of time, if it has a limit.
    public var labDeadline: Double? { view.lab?.deadline }

    /// Time passing: a lab's task whose time is up ends.
    public mutating func tick(time: Double) -> SessionOutput {
        guard var lab = view.lab else { return SessionOutput(rate: navigator.rate) }
        defer { view.lab = lab }
        return lab.tick(session: &view.session, time: time)
    }

    /// Ends a lab before its last task (the trainee quit, a signal): the task in progress ends undone.
    public mutating func stopLab(time: Double) -> SessionOutput {
        guard var lab = view.lab else { return SessionOutput(rate: navigator.rate) }
        defer { view.lab = lab }
        return lab.stop(session: &view.session, time: time)
    }

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
