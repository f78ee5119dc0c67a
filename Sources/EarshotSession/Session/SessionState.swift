import EarshotLoader
package import EarshotModel
import EarshotNarration
public import EarshotNavigation
import EarshotAudit
/// The one state machine behind the reader, transcripts and labs: an input in, what to say,
/// show and record out (the shape of Elm's `update`). Drivers only feed inputs and carry out
/// outputs; keyboard help, the curtain, the rate and read-all continuation are decided here.
public struct SessionState: Sendable {
    public private(set) var navigator: Navigator
    public var keyMap: KeyMap
    /// Keyboard help: keys are named, not performed.
    public private(set) var help = false
    /// The one-screen key list, shown by a second `?` while keyboard help is on.
    public private(set) var keyList = false
    public package(set) var curtain: Bool
    public package(set) var captions = Captions()
    /// The finding being typed, if any (`n`).
    public private(set) var draft: FindingDraft?
    /// Perform the script shortcut `rotor=Name` as the real rotor turns it stands for, each
    /// heard and reported in `performed` (labs count them).
    public var rotorShortcutsAsTurns = false
    private var lastClick: Click?
    /// Two clicks on one point within this many seconds activate.
    public static let doubleClickSeconds = 0.4

    package struct Click: Sendable, Hashable {
        package var x: Double, y: Double, time: Double
    }

    public init(navigator: Navigator, keyMap: KeyMap = .standard, curtain: Bool = false) {
        self.navigator = navigator
        self.keyMap = keyMap
        self.curtain = curtain
    }

    /// What is said when the session opens: the first element (a summary element first).
    public mutating func start() -> SessionOutput {
        let speech = navigator.startingOutput()
        captions.show(speech)
        return SessionOutput(speech: speech, rate: navigator.rate)
    }

    /// Handles one input.
    public mutating func send(_ input: SessionInput) -> SessionOutput {
        switch input {
        case .speechIdle:
            return navigator.readingAll ? perform(.continueReading) : nothing
        case .gesture(let gesture):
            return run(.gesture(gesture))
        case .findings(let findings):
            return say(SessionWords.findings(findings))
        case .notice(let text):
            return say(text)
        case .findingSaved:
            guard draft != nil else { return nothing }
            draft = nil
            return say(SessionWords.findingSaved)
        case .findingNotSaved(let why):
            return say(SessionWords.findingNotSaved(why))
        case .findingsUnavailable(let why):
            // After the opening speech (heard and shown), not instead of it.
            let speech = NavigatorOutput(utterances: [Utterance(.announcement, SessionWords.findingsUnavailable(why))],
                                         control: .append)
            captions.show(speech)
            return SessionOutput(speech: speech, rate: navigator.rate)
        case .key(let name, let character):
            if draft != nil { return typeFinding(key: name, character: character) }
            if navigator.editing && !help, let character { return perform(.type(String(character))) }
            guard let command = keyMap.command(forKey: name) else { return help ? say(SessionWords.notBound) : nothing }
            return run(command)
        case .click(let x, let y, let time):
            // Under the curtain nothing is drawn to aim at.
            guard !curtain else { return nothing }
            let click = Click(x: x, y: y, time: time)
            defer { lastClick = click }
            if let last = lastClick, last.x == x, last.y == y, time - last.time < Self.doubleClickSeconds {
                lastClick = nil
                return run(.gesture(.activate))
            }
            return run(.gesture(.touch(x: x, y: y)))
        }
    }

    /// A command from a key, or a gesture.
    package mutating func run(_ command: ReaderCommand) -> SessionOutput {
        switch command {
        case .quit:
            // Help names the key; the key list, which says "q quit", lets it quit.
            if help && !keyList { return say(SessionWords.help(SessionWords.quitHelp, keys: keyMap.keys(for: command))) }
            return SessionOutput(rate: navigator.rate, quit: true)
        case .captionsOlder, .captionsNewer:
            if help { return say(SessionWords.help(SessionWords.captionsHelp, keys: keyMap.keys(for: command))) }
            captions.scroll(by: command == .captionsOlder ? 3 : -3)
            return nothing
        case .recordFinding, .speakFindings:
            if help {
                let words = command == .recordFinding ? SessionWords.recordFindingHelp : SessionWords.speakFindingsHelp
                return say(SessionWords.help(words, keys: keyMap.keys(for: command)))
            }
            guard let id = navigator.focusedID else { return say(SessionWords.nothingFocused) }
            if command == .speakFindings {
                var output = nothing
                output.findingsWanted = true
                return output
            }
            draft = FindingDraft(element: id)
            return say(SessionWords.findingStarted)
        case .gesture(.help):
            // VoiceOver's help mode on the first press; the key list on the second; off on the third.
            if !help { help = true; return say(SessionWords.helpOn) }
            if !keyList { keyList = true; return say(SessionWords.keyListOn) }
            help = false; keyList = false
            return say(SessionWords.helpOff)
        case .gesture(let gesture) where help:
            return say(SessionWords.help(navigator.verbosity.reader.help(for: gesture), keys: keyMap.keys(for: command)))
        case .gesture(.curtain):
            curtain.toggle()
            return say(curtain ? SessionWords.curtainOn : SessionWords.curtainOff)
        case .gesture(let gesture):
            return perform(gesture)
        }
    }

    /// A key while a finding is being typed: it edits the note, never navigates.
    package mutating func typeFinding(key name: String, character: Character?) -> SessionOutput {
        guard var draft else { return nothing }
        switch name {
        case "enter":
            guard !draft.note.allSatisfy(\.isWhitespace) else { return say(SessionWords.findingEmpty) }
            // A request to record, not a confirmation: the draft stays until the driver reports
            // the line is on disk (`.findingSaved`), and is kept if it could not be written.
            var output = nothing
            let focus = navigator.state.index.indexByID[draft.element]
            output.recorded = RecordedFinding(severity: draft.severity, path: navigator.current.path,
                                              element: draft.element, note: draft.note,
                                              speech: focus.map { navigator.describeForAudit($0) })
            return output
        case "escape", "ctrl+c":
            self.draft = nil
            return say(SessionWords.findingCancelled)
        case "tab":
            draft.cycleSeverity()
            self.draft = draft
            return say(SessionWords.severity(draft.severity))
        case "space":
            guard draft.note.count < FindingDraft.maximumLength else { return nothing }
            draft.note.append(" ")
            self.draft = draft
            return nothing
        case "backspace":
            if !draft.note.isEmpty { draft.note.removeLast() }
            self.draft = draft
            return nothing
        default:
            // Printable characters only: a note is one line of text, never control codes.
            guard let character, !character.isNewline,
                  character.unicodeScalars.allSatisfy({ !VisibleText.isControl($0) }),
                  draft.note.count < FindingDraft.maximumLength else { return nothing }
            draft.note.append(character)
            self.draft = draft
            return nothing
        }
    }

    package mutating func perform(_ gesture: Gesture) -> SessionOutput {
        var speech: NavigatorOutput
        var performed = [navigator.recordable(gesture)]
        if rotorShortcutsAsTurns, case .selectRotor(let name) = gesture {
            // The turns it stands for, each heard; a name the ring lacks stands for none (it is said not found).
            let turns = navigator.rotorTurns(toItemNamed: name)
            performed = turns ?? []
            speech = turns == nil ? navigator.perform(gesture) : NavigatorOutput(control: performed.isEmpty ? .none : .interrupt)
            for turn in performed { speech.utterances += navigator.perform(turn).utterances }
        } else {
            speech = navigator.perform(gesture)
        }
        captions.show(speech)
        var output = SessionOutput(speech: speech, rate: navigator.rate)
        output.performed = performed
        return output
    }

    package mutating func say(_ text: String) -> SessionOutput {
        let speech = NavigatorOutput(utterances: [Utterance(.announcement, text)])
        captions.show(speech)
        return SessionOutput(speech: speech, rate: navigator.rate)
    }

    package var nothing: SessionOutput { SessionOutput(rate: navigator.rate) }
}
