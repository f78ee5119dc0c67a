public import EarshotModel
import EarshotNarration
public import EarshotNavigation
public import EarshotSession
/// The terminal's side of a session: turns decoded keys and clicks into session inputs (a click
/// becomes a point through the drawing's geometry) and draws the view. Every decision about what
/// an input means is the session's, or the layer's around it (a training lab).
public struct ReaderSession<Layer: SessionLayer>: Sendable {
    public private(set) var view: ReaderView
    public private(set) var layer: Layer
    private let renderer = Renderer()

    /// `session` run inside `layer` (a lab makes its session with `LabSession.session(for:)`).
    /// `silent`: nothing is heard (no sound device, or `--no-audio`), so the captions stay
    /// under the curtain.
    public init(session: SessionState, layer: Layer, layoutName: String, voice: String, audio: String,
                curtainShowsCaptions: Bool = false, silent: Bool = false) {
        self.layer = layer
        view = ReaderView(session: session, layoutName: layoutName, voice: voice, audio: audio)
        view.curtainShowsCaptions = curtainShowsCaptions
        view.silent = silent
        view.layerStatus = layer.status
    }

    public var navigator: Navigator { view.session.navigator }

    /// What the reader says on start (a lab's opening and first task, in a lab).
    public mutating func start(time: Double = 0) -> LayeredOutput<Layer.Event> {
        let output = layer.start(session: &view.session, time: time)
        view.layerStatus = layer.status
        return output
    }

    /// Handles one key or mouse event at `time` (seconds, for double clicks).
    public mutating func handle(_ event: KeyEvent, time: Double, terminalSize: (width: Int, height: Int)) -> LayeredOutput<Layer.Event> {
        guard case .click(let column, let row) = event else {
            return send(.key(event.name, character: event.typedCharacter), time: time)
        }
        guard let g = renderer.geometry(for: view, width: terminalSize.width, height: terminalSize.height),
              let point = g.point(column: column, row: row) else { return LayeredOutput(SessionOutput(rate: navigator.rate)) }
        return send(.click(x: point.x, y: point.y, time: time), time: time)
    }

    /// A gesture, as from a script.
    public mutating func perform(_ gesture: Gesture, time: Double = 0) -> LayeredOutput<Layer.Event> {
        send(.gesture(gesture), time: time)
    }

    /// Speech went idle (a read-all continues).
    public mutating func speechIdle(time: Double = 0) -> LayeredOutput<Layer.Event> { send(.speechIdle, time: time) }

    /// One input, through the layer.
    public mutating func send(_ input: SessionInput, time: Double) -> LayeredOutput<Layer.Event> {
        let output = layer.send(input, session: &view.session, time: time)
        view.layerStatus = layer.status
        return output
    }

    /// When the layer next has something to do on its own (a lab task's time limit).
    public var deadline: Double? { layer.deadline }

    /// Time passing: whatever the layer has due.
    public mutating func tick(time: Double) -> LayeredOutput<Layer.Event> {
        let output = layer.tick(session: &view.session, time: time)
        view.layerStatus = layer.status
        return output
    }

    /// The run ends (quit, a signal): a lab's task in progress ends undone.
    public mutating func stop(time: Double) -> LayeredOutput<Layer.Event> {
        let output = layer.stop(session: &view.session, time: time)
        view.layerStatus = layer.status
        return output
    }

    public func render(width: Int, height: Int) -> CellBuffer { renderer.render(view, width: width, height: height) }
}

extension ReaderSession where Layer == PlainSession {
    /// The plain reader: nothing around the session.
    public init(navigator: Navigator, layoutName: String, voice: String, audio: String, keyMap: KeyMap = .standard,
                curtain: Bool = false, curtainShowsCaptions: Bool = false, silent: Bool = false) {
        self.init(session: SessionState(navigator: navigator, keyMap: keyMap, curtain: curtain), layer: PlainSession(),
                  layoutName: layoutName, voice: voice, audio: audio, curtainShowsCaptions: curtainShowsCaptions,
                  silent: silent)
    }
}

extension KeyEvent {
    /// The character this key types into a text field, if any.
    public var typedCharacter: Character? {
        if case .character(let c) = self, !c.isNewline { return c }
        return nil
    }
}
