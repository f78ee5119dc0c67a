import EarshotCore

/// The interactive reader's state machine, without I/O: key events in, speech and a view out.
public struct ReaderSession: Sendable {
    public private(set) var navigator: Navigator
    public private(set) var view: ReaderView
    public var keyMap: KeyMap
    private var lastClick: (x: Int, y: Int, time: Double)?
    public static let doubleClickSeconds = 0.4
    private let renderer = Renderer()

    /// What the loop must do after an event.
    public struct Reaction: Sendable {
        public var output: NavigatorOutput?
        public var quit = false
    }

    public init(navigator: Navigator, layoutName: String, voice: String, audio: String, keyMap: KeyMap = .standard,
                curtainShowsCaptions: Bool = false) {
        self.navigator = navigator
        self.keyMap = keyMap
        view = ReaderView(layoutName: layoutName, screen: navigator.state, focus: navigator.focus,
                          rotor: navigator.rotorName, voice: voice, rate: navigator.rate, audio: audio)
        view.curtainShowsCaptions = curtainShowsCaptions
    }

    /// What the reader says on start: the first element (a summary element first).
    public mutating func start() -> NavigatorOutput {
        let output = navigator.startingOutput()
        record(output)
        return output
    }

    /// Handles one key or mouse event at `time` (seconds, for double clicks).
    public mutating func handle(_ event: KeyEvent, time: Double, terminalSize: (width: Int, height: Int)) -> Reaction {
        if case .click(let x, let y) = event {
            return click(x: x, y: y, time: time, terminalSize: terminalSize)
        }
        if navigator.editing, case .character(let c) = event {
            return perform(.type(String(c)))
        }
        guard let command = keyMap.command(for: event) else { return Reaction() }
        switch command {
        case .quit:
            return view.help ? say("Q. Quit Earshot.") : Reaction(quit: true)
        case .captionsOlder, .captionsNewer:
            view.captions.scroll(by: command == .captionsOlder ? 3 : -3)
            return Reaction()
        case .gesture(.help):
            view.help.toggle()
            return say(view.help ? "Keyboard help on. Press keys to hear what they do. Question mark to leave." : "Keyboard help off.")
        case .gesture(let gesture):
            if view.help {
                let keys = keyMap.keys(for: command).joined(separator: ", ")
                return say("\(event.name): \(GestureHelp.describe(gesture)) Keys: \(keys).")
            }
            return perform(gesture)
        }
    }

    public mutating func perform(_ gesture: Gesture) -> Reaction {
        if gesture == .curtain {
            view.curtain.toggle()
            return say(view.curtain ? "Screen curtain on." : "Screen curtain off.")
        }
        let output = navigator.perform(gesture)
        sync()
        if output.control != .pause && output.control != .resume { record(output) }
        return Reaction(output: output)
    }

    /// Speech finished while reading all: the next element.
    public mutating func continueReading() -> NavigatorOutput? {
        guard navigator.readingAll else { return nil }
        let output = navigator.perform(.continueReading)
        sync()
        record(output)
        return output
    }

    public var readingAll: Bool { navigator.readingAll }

    /// Click = touch at that point; a second click there soon after = activate.
    mutating func click(x: Int, y: Int, time: Double, terminalSize: (width: Int, height: Int)) -> Reaction {
        defer { lastClick = (x, y, time) }
        if let last = lastClick, last.x == x, last.y == y, time - last.time < Self.doubleClickSeconds {
            lastClick = nil
            return perform(.activate)
        }
        guard let g = renderer.geometry(for: view, width: terminalSize.width, height: terminalSize.height),
              let point = g.point(column: x, row: y), !view.curtain else { return Reaction() }
        return perform(.touch(x: point.x, y: point.y))
    }

    mutating func say(_ text: String) -> Reaction {
        let output = NavigatorOutput(utterances: [Utterance(.announcement, text)])
        record(output)
        return Reaction(output: output)
    }

    mutating func record(_ output: NavigatorOutput) {
        view.captions.show(output, replacing: output.control != .append)
    }

    /// Copies what the view shows from the navigator.
    mutating func sync() {
        view.screen = navigator.state
        view.focus = navigator.focus
        view.rotor = navigator.rotorName
        view.rate = navigator.rate
        view.editing = navigator.editing
    }

    public func render(width: Int, height: Int) -> CellBuffer { renderer.render(view, width: width, height: height) }
}
