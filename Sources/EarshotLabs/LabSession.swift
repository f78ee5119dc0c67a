import EarshotLoader
public import EarshotModel
package import EarshotNarration
public import EarshotNavigation
public import EarshotPlanning
public import EarshotSession
import EarshotAudit
public import EarshotLabFiles
/// A lab in progress: the reducer around the one session state machine. Every
/// input goes to `SessionState` as it would in the reader; around it the lab speaks the tasks,
/// answers its own keys (`r` repeats the task, `h` gives the hint), keeps the curtain down,
/// counts what each task costs, and after every gesture checks the task's goal: when it holds,
/// the success sound, "Task complete.", and the next task.
public struct LabSession: SessionLayer {
    public typealias Event = LabEvent

    /// A key the lab takes over from the reader while it runs.
    public enum Command: String, Sendable, CaseIterable {
        case repeatTask = "r", hint = "h"
    }

    public let lab: Lab
    /// The most states the planner may explore for one task's optimum.
    public var budget: Int
    /// What the trainee navigates with: on touch the Quick Nav keys say "Quick Nav is off" and
    /// optima never use them.
    public let input: InputMode
    /// One record per task begun, in order.
    public private(set) var records: [LabTaskRecord] = []
    /// The last task has ended and the result has been said.
    public private(set) var finished = false
    /// A read-all was stopped by a task ending: speech going idle does not go on reading.
    private var readingStopped = false

    /// `input` overrides the lab file's `input:` (default touch).
    public init(lab: Lab, budget: Int = Planner.defaultBudget, input: InputMode? = nil) {
        self.lab = lab
        self.budget = max(1, budget)
        self.input = input ?? lab.input ?? .standard
    }

    /// The session a lab runs in: the curtain as the lab says, `rotor=` done as real turns.
    public static func session(for lab: Lab, navigator: Navigator, keyMap: KeyMap = .standard) -> SessionState {
        var session = SessionState(navigator: navigator, keyMap: keyMap, curtain: lab.curtain)
        session.rotorShortcutsAsTurns = true
        return session
    }

    /// The task in progress, if any.
    public var current: Int? { finished ? nil : records.last?.index }
    /// Every task was done.
    public var completedAll: Bool { records.count == lab.tasks.count && records.allSatisfy(\.completed) }
    /// When the task in progress runs out of time.
    public var deadline: Double? {
        guard let i = current, let limit = lab.tasks[i].timeLimit, let record = records.last else { return nil }
        return record.started + limit
    }

    // MARK: Inputs

    /// Opens the lab: its title and intro, the first task, then where focus is.
    public mutating func start(session: inout SessionState, time: Double) -> LayeredOutput<LabEvent> {
        var output = LayeredOutput<LabEvent>(SessionOutput(rate: session.navigator.rate))
        var words = NavigatorOutput(utterances: [Self.words(LabWords.opening(lab.title))])
        if let intro = lab.intro { words.utterances.append(Self.words(intro)) }
        begin(0, session: &session, time: time, into: &words, events: &output.events)
        // Then the element focus starts on, as the reader says on opening.
        if !finished { words.utterances += session.navigator.startingOutput().utterances }
        session.append(words, to: &output.output)
        return output
    }

    /// One input from the trainee (a key, a click, a script's gesture, speech going idle).
    public mutating func send(_ input: SessionInput, session: inout SessionState, time: Double) -> LayeredOutput<LabEvent> {
        // Time ran out before this input: the task ends, and the input, meant for it, is dropped.
        let expired = tick(session: &session, time: time)
        if !expired.events.isEmpty { return expired }
        if input == .speechIdle && readingStopped { return LayeredOutput(SessionOutput(rate: session.navigator.rate)) }
        if let command = labCommand(input, session) { return perform(command, session: &session) }
        if !finished && lab.curtain && isCurtain(input, session) { return LayeredOutput(session.say(LabWords.curtainStays)) }
        if !self.input.quickNav && isQuickNav(input, session) { return LayeredOutput(session.say(LabWords.quickNavOff)) }
        let helpWasOn = session.help
        var output = session.send(input)
        if !helpWasOn && session.help { session.append(NavigatorOutput(utterances: [Self.words(LabWords.helpNote)]), to: &output) }
        guard !finished, let i = current, !output.performed.isEmpty else { return LayeredOutput(output) }
        readingStopped = false
        let used = output.performed.filter { $0 != .continueReading }
        records[records.count - 1].gestures += used.count
        records[records.count - 1].path += used
        for utterance in output.speech.utterances where utterance.kind != .hint {
            records[records.count - 1].heard[utterance, default: 0] += 1
        }
        guard lab.tasks[i].goal.holds(on: session.navigator, after: output.speech) else { return LayeredOutput(output) }
        // Done: no element hint before the news, and a read-all stops here.
        output.speech.utterances.removeAll { $0.kind == .hint }
        if output.speech.continuesReading { readingStopped = true }
        output.speech.continuesReading = false
        var words = NavigatorOutput()
        var events: [LabEvent] = []
        complete(session: &session, time: time, into: &words, events: &events)
        session.append(words, to: &output)
        return LayeredOutput(output, events: events)
    }

    /// A scripted gesture, run to completion: a read-all reads on as it would aloud.
    public mutating func run(script gesture: Gesture, session: inout SessionState, time: Double) -> LayeredOutput<LabEvent> {
        ReadAll.toEnd(send(.gesture(gesture), session: &session, time: time), continues: \.output.speech.continuesReading,
                      next: { send(.speechIdle, session: &session, time: time) },
                      append: { layered, more in
                          layered.output.speech.appendReading(more.output.speech)
                          layered.output.performed += more.output.performed
                          layered.events += more.events
                      })
    }

    /// Time passing: when the task in progress runs out of time it ends undone.
    public mutating func tick(session: inout SessionState, time: Double) -> LayeredOutput<LabEvent> {
        var output = LayeredOutput<LabEvent>(SessionOutput(rate: session.navigator.rate))
        guard let deadline, time >= deadline else { return output }
        var words = NavigatorOutput(utterances: [Self.words(LabWords.timeUp)])
        end(completed: false, time: time, events: &output.events)
        begin(records.count, session: &session, time: time, into: &words, events: &output.events)
        session.append(words, to: &output.output)
        return output
    }

    /// Ends the run early (the script ran out, the trainee quit): the task in progress ends
    /// undone, later tasks are never begun, and the result is said.
    public mutating func stop(session: inout SessionState, time: Double) -> LayeredOutput<LabEvent> {
        var output = LayeredOutput<LabEvent>(SessionOutput(rate: session.navigator.rate))
        guard !finished else { return output }
        var words = NavigatorOutput()
        if current != nil { end(completed: false, time: time, events: &output.events) }
        finish(session: &session, into: &words, events: &output.events)
        session.append(words, to: &output.output)
        return output
    }

    // MARK: Tasks

    /// Begins task `index`, or finishes the lab past the last one; a goal that already holds
    /// completes at once, with no gesture.
    private mutating func begin(_ index: Int, session: inout SessionState, time: Double,
                                into words: inout NavigatorOutput, events: inout [LabEvent]) {
        guard index < lab.tasks.count else { return finish(session: &session, into: &words, events: &events) }
        records.append(LabTaskRecord(index: index, start: session.navigator, started: time))
        events.append(.taskStarted(index))
        words.utterances.append(Self.words(taskText(index)))
        if lab.tasks[index].goal.holds(on: session.navigator, after: NavigatorOutput()) {
            complete(session: &session, time: time, into: &words, events: &events)
        }
    }

    /// The task in progress is done: the success sound, "Task complete.", then the next task.
    private mutating func complete(session: inout SessionState, time: Double,
                                   into words: inout NavigatorOutput, events: inout [LabEvent]) {
        end(completed: true, time: time, events: &events)
        words.sounds.append(.taskComplete)
        words.utterances.append(Self.words(LabWords.taskComplete))
        begin(records.count, session: &session, time: time, into: &words, events: &events)
    }

    private mutating func end(completed: Bool, time: Double, events: inout [LabEvent]) {
        let last = records.count - 1
        guard last >= 0 else { return }
        records[last].ended = time
        records[last].completed = completed
        records[last].optimal = lab.tasks[records[last].index].goal
            .plan(from: records[last].start, cost: .gestures, input: input, budget: budget).gestures
        events.append(.taskEnded(records[last].index, completed: completed))
    }

    private mutating func finish(session: inout SessionState, into words: inout NavigatorOutput, events: inout [LabEvent]) {
        finished = true
        events.append(.finished)
        words.utterances.append(Self.words(resultText))
        words.utterances.append(Self.words(LabWords.afterResult))
        // The result is shown as well as said.
        session.liftCurtain()
    }

    // MARK: Lab keys

    /// The lab key an input is: `r` or `h`, unless it is typed (into a text field being edited,
    /// or a finding's note).
    private func labCommand(_ input: SessionInput, _ session: SessionState) -> Command? {
        guard case .key(let name, let character) = input, let command = Command(rawValue: name) else { return nil }
        // Typed into a text field, or into a finding's note.
        if session.draft != nil || (session.navigator.editing && !session.help && character != nil) { return nil }
        return command
    }

    private mutating func perform(_ command: Command, session: inout SessionState) -> LayeredOutput<LabEvent> {
        if session.help {
            return LayeredOutput(session.say(SessionWords.help(command == .hint ? LabWords.hintHelp : LabWords.repeatHelp,
                                                               keys: [command.rawValue])))
        }
        switch command {
        case .repeatTask:
            guard let i = current else { return LayeredOutput(session.say(resultText)) }
            return LayeredOutput(session.say(taskText(i)))
        case .hint:
            guard let i = current, let hint = lab.tasks[i].hint else { return LayeredOutput(session.say(LabWords.noHint)) }
            records[records.count - 1].hints += 1
            records[records.count - 1].hintsAt.append(records[records.count - 1].gestures)
            return LayeredOutput(session.say(LabWords.hint(hint)), events: [.hintGiven(i)])
        }
    }

    /// The curtain gesture, from a script or a key bound to it (not typed into a text field).
    private func isCurtain(_ input: SessionInput, _ session: SessionState) -> Bool {
        switch input {
        case .gesture(let gesture): return gesture == .curtain && !session.help
        case .key(let name, let character):
            if session.help || session.draft != nil || (session.navigator.editing && character != nil) { return false }
            return session.keyMap.command(forKey: name) == .gesture(.curtain)
        case .click, .speechIdle, .findings, .notice, .findingSaved, .findingNotSaved, .findingsUnavailable: return false
        }
    }

    /// A Quick Nav gesture, from a script or a key bound to one (not typed into a text field).
    private func isQuickNav(_ input: SessionInput, _ session: SessionState) -> Bool {
        func quick(_ gesture: Gesture) -> Bool {
            if case .quickNav = gesture { return true }
            return false
        }
        switch input {
        case .gesture(let gesture): return quick(gesture) && !session.help
        case .key(let name, let character):
            if session.help || session.draft != nil || (session.navigator.editing && character != nil) { return false }
            if case .gesture(let gesture) = session.keyMap.command(forKey: name) { return quick(gesture) }
            return false
        case .click, .speechIdle, .findings, .notice, .findingSaved, .findingNotSaved, .findingsUnavailable: return false
        }
    }

    // MARK: Words

    package func taskText(_ index: Int) -> String { LabWords.task(index + 1, of: lab.tasks.count, lab.tasks[index].say) }

    /// The result sentence: tasks done, gestures used against the fewest possible, hints.
    public var resultText: String {
        let gestures = records.reduce(0) { $0 + $1.gestures }
        let optima = records.map { $0.optimal?.count }
        let optimal = optima.contains { $0 == nil } || records.count < lab.tasks.count ? nil : optima.reduce(0) { $0 + ($1 ?? 0) }
        return LabWords.result(completed: records.filter(\.completed).count, of: lab.tasks.count, gestures: gestures,
                               optimal: optimal, hints: records.reduce(0) { $0 + $1.hints })
    }

    /// For a status line: which task is in progress, hints so far, or that the lab is over.
    public var status: String? {
        guard let i = current, let record = records.last else { return LabWords.statusDone }
        return LabWords.status(task: i + 1, of: lab.tasks.count, hints: record.hints)
    }

    package static func words(_ text: String) -> Utterance { Utterance(.announcement, text) }
}
