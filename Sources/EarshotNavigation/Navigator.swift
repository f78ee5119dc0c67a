public import EarshotLoader
public import EarshotModel
public import EarshotNarration
/// How a VoiceOver user moves through described screens. A value: a navigator plus a gesture
/// gives the next navigator and what to say, with no I/O, so walks can be replayed and searched.
public struct Navigator: Sendable {
    /// A screen of a file in the workspace.
    public struct ScreenRef: Sendable, Hashable {
        public var path: String
        public var screen: String
    }

    /// A place in a text element: line, and character offset within it.
    public struct TextCursor: Sendable, Hashable {
        public var node: Int
        public var line: Int
        public var offset: Int
    }

    public let workspace: Workspace
    public private(set) var current: ScreenRef
    /// Screens as they are now (effects change them), by reference.
    public package(set) var screens: [ScreenRef: ScreenState] = [:]
    public package(set) var history: [(ScreenRef, Int?)] = []
    public package(set) var focus: Int?
    /// Per screen, each shown modal's node and the node that was focused when it was shown: when
    /// the modal closes, focus goes back there, as VoiceOver returns it to the presenting control.
    package var presenters: [ScreenRef: [Int: Int]] = [:]
    /// The rotor item the user chose last.
    public package(set) var chosenRotor: RotorID?
    /// The item selected by landing: `Adjust Value` on an adjustable element, `Actions` on one
    /// with custom actions, as VoiceOver does; it lasts until the user turns the rotor.
    public package(set) var landingRotor: RotorID?
    public package(set) var editing = false
    public package(set) var readingAll = false
    public package(set) var paused = false
    public package(set) var textCursor: TextCursor?
    public package(set) var actionIndex = 0
    public var rate: Int
    public var verbosity: Verbosity
    /// The built-in rotor items the user has turned on (a voice profile's `rotor:`); nil keeps
    /// the whole ring. Custom rotors, Actions and Adjust Value are always offered.
    public var rotorItems: Set<BuiltinRotor>?

    public static let rateStep = 25
    /// Screens kept for `back`; older ones are forgotten.
    public static let historyLimit = 256

    public init(workspace: Workspace, screen: String? = nil, rate: Int = 220, verbosity: Verbosity = .standard,
                rotorItems: Set<BuiltinRotor>? = nil) {
        self.workspace = workspace
        self.rate = rate
        self.verbosity = verbosity
        self.rotorItems = rotorItems
        let root = workspace.root
        let id = screen.flatMap { root.screen(id: $0)?.id } ?? root.screens.first?.id ?? ""
        current = ScreenRef(path: root.path, screen: id)
        ensureScreen(current)
        focus = initialFocus()
        onFocusChanged()
    }

    /// The current screen's state.
    public var state: ScreenState {
        get { screens[current] ?? ScreenState(index: ScreenIndex(screen: Screen(id: "", elements: []))) }
        set { screens[current] = newValue }
    }

    public var composer: Composer { Composer(verbosity: spokenVerbosity) }
    /// The verbosity with the reader's words in `--language`'s language, else the screen's when
    /// Earshot has words in it (a dump that names its language), else English.
    public var spokenVerbosity: Verbosity {
        guard verbosity.language == nil, let tag = screen.language, let language = ReaderLanguage(tag: tag) else { return verbosity }
        var spoken = verbosity
        spoken.language = language
        return spoken
    }
    public var screen: Screen { state.screen }
    public var focusedElement: Element? { focus.map { state.element($0) } }
    public var focusedID: String? { focusedElement?.id }

    /// The rotor item in effect now.
    public var rotorID: RotorID? { landingRotor ?? chosenRotor }
    /// Its spoken name.
    public var rotorName: String? { rotorID?.name }

    // MARK: Speaking elements

    /// The description and hint of node `i`, arriving from node `previous`; descriptions are
    /// spoken in the element's language, else the screen's.
    package func describe(_ i: Int, from previous: Int? = nil) -> [Utterance] {
        composer.utterances(for: state.element(i), context: context(for: i, editing: editing && i == focus, previous: previous))
            .map { $0.kind == .hint ? $0 : $0.speaking(state.element(i).language ?? screen.language) }
    }

    /// Speech context for node `i` as this navigator's reader hears it: a stop's children are
    /// given with it when the reader reads them in.
    package func context(for i: Int, editing: Bool = false, previous: Int? = nil) -> ElementContext {
        state.context(for: i, editing: editing, previous: previous, readingChildrenIn: verbosity.reader.readsChildrenIn)
    }

    /// What landing on each element VoiceOver would focus on this screen says, hints left out
    /// (listening time never counts them): most of what a search over the screen asks the
    /// length of, known before it starts (so it can be measured ahead, in parallel).
    package func landingUtterances() -> [Utterance] {
        (0..<state.count).filter { state.element($0).accessible && state.isVisible($0) }.flatMap(landingUtterances)
    }

    /// What landing on node `i` says, hints left out.
    package func landingUtterances(_ i: Int) -> [Utterance] {
        describe(i).filter { $0.kind != .hint }
    }

    /// Focus node `i` and say it.
    package mutating func land(on i: Int) -> NavigatorOutput {
        let previous = focus
        focus = i
        onFocusChanged()
        return NavigatorOutput(utterances: describe(i, from: previous))
    }

    /// Resets per-element state; selects `Adjust Value` on adjustable elements.
    package mutating func onFocusChanged() {
        editing = false
        actionIndex = 0
        if let t = textCursor, t.node != focus { textCursor = nil }
        landingRotor = focusedElement.flatMap { e in
            if e.traits.contains(.adjustable) && e.adjustable != nil { return .builtin(.adjustValue) }
            return e.actions.isEmpty ? nil : .builtin(.actions)
        }
    }

    // MARK: Screens

    package mutating func ensureScreen(_ ref: ScreenRef) {
        guard screens[ref] == nil, let layout = workspace.layouts[ref.path], let screen = layout.screen(id: ref.screen)
        else { return }
        screens[ref] = ScreenState(index: ScreenIndex(screen: screen))
    }

    /// Where focus starts on a screen: a summary element if there is one, else the first element.
    package func initialFocus() -> Int? {
        let s = state
        let range = s.reachable
        if let summary = range.first(where: { s.isFocusable($0) && s.element($0).traits.contains(.summaryElement) }) {
            return summary
        }
        return s.focusable(from: range.lowerBound, direction: 1, in: range)
    }

    /// What the reader says when it starts: the first element (a summary element first).
    public func startingOutput() -> NavigatorOutput {
        guard let focus else { return NavigatorOutput() }
        return NavigatorOutput(utterances: describe(focus))
    }

    package mutating func show(_ ref: ScreenRef, focusID: String?, pushHistory: Bool) -> NavigatorOutput {
        guard workspace.layouts[ref.path]?.screen(id: ref.screen) != nil else { return NavigatorOutput() }
        if pushHistory {
            history.append((current, focus))
            // A layout whose screens go to each other in a loop must not grow without end.
            if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
        }
        current = ref
        ensureScreen(ref)
        let target = focusID.flatMap { state.index.indexByID[$0] }.flatMap { state.isFocusable($0) ? $0 : nil }
        focus = target ?? initialFocus()
        onFocusChanged()
        var output = NavigatorOutput(sounds: [.screenChanged])
        if let focus { output.utterances = describe(focus) }
        return output
    }
}
