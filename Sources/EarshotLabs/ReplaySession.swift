public import EarshotModel
import EarshotNarration
public import EarshotNavigation
public import EarshotSession
import EarshotLabFiles

/// A trainee's path, stepped through in the reader (`earshot lab replay RESULT.json`): the lab's
/// screen as the first task replayed found it, and each press of `s` performs the trainee's next
/// gesture, heard and shown as it was, task after task. Where the trainee asked for the hint,
/// a press of `s` says so first. Every other key works as in the reader, so a teacher can look
/// around.
public struct ReplaySession: SessionLayer {
    public typealias Event = Never

    /// One task's part of the path.
    public struct Task: Sendable {
        /// 1-based, as the lab numbers it.
        public var number: Int
        public var say: String
        /// The trainee's gestures in the task.
        public var steps: [Gesture]
        /// For each hint, how many of `steps` came before it.
        public var hintsAt: [Int]
        /// Hints the result counts; more than `hintsAt` holds when it does not say where.
        public var hints: Int
        /// The task's hint, as the lab gives it.
        public var hint: String?

        public init(number: Int, say: String, steps: [Gesture], hintsAt: [Int] = [], hints: Int = 0, hint: String? = nil) {
            self.number = number; self.say = say; self.steps = steps; self.hintsAt = hintsAt
            self.hints = max(hints, hintsAt.count); self.hint = hint
        }

        var opening: String {
            LabWords.replayOpening(task: number, say, steps: steps.count, hints: hints, placed: hintsAt.count == hints)
        }
    }

    /// The gestures run, unheard, before the replay starts: the paths of the tasks before it.
    public let before: [Gesture]
    /// The tasks replayed, in order.
    public let tasks: [Task]
    /// The task being stepped through (an index into `tasks`; `tasks.count` at the end).
    public private(set) var current = 0
    /// Gestures of the current task performed so far, and hint places said.
    public private(set) var done = 0
    private var hintsSaid = 0
    /// The key that performs the next step.
    public static let stepKey = "s"

    public init(before: [Gesture], tasks: [Task]) {
        self.before = before; self.tasks = tasks
    }

    public mutating func start(session: inout SessionState, time: Double) -> LayeredOutput<Never> {
        _ = session.start()
        for gesture in before { _ = session.run(script: gesture) }
        session.captions = Captions()
        guard let first = tasks.first else { return LayeredOutput(session.say(LabWords.replayEnd)) }
        var words = [first.opening]
        if finished(first) { words += moveOn() }
        return LayeredOutput(session.say(words.joined(separator: " ")))
    }

    public mutating func send(_ input: SessionInput, session: inout SessionState, time: Double) -> LayeredOutput<Never> {
        guard case .key(Self.stepKey, _) = input, session.draft == nil, !session.help,
              !(session.navigator.editing) else { return LayeredOutput(session.send(input)) }
        guard current < tasks.count else { return LayeredOutput(session.say(LabWords.replayEnd)) }
        let task = tasks[current]
        // A hint's place, or one past the path (a hand-edited result): said before the gesture.
        if hintsSaid < task.hintsAt.count, task.hintsAt[hintsSaid] <= done || done >= task.steps.count {
            hintsSaid += 1
            var words = [LabWords.replayHint(task.hint)]
            if finished(task) { words += moveOn() }
            return LayeredOutput(session.say(words.joined(separator: " ")))
        }
        let gesture = task.steps[done]
        done += 1
        var speech = session.run(script: gesture).output
        if finished(task) {
            let end = NavigatorOutput(utterances: [Utterance(.announcement, moveOn().joined(separator: " "))], control: .append)
            session.captions.show(end)
            speech.utterances += end.utterances
        }
        return LayeredOutput(SessionOutput(speech: speech, rate: session.navigator.rate))
    }

    /// Every gesture of `task` performed and every hint place said.
    private func finished(_ task: Task) -> Bool { done >= task.steps.count && hintsSaid >= task.hintsAt.count }

    /// The current task is done: what ends it and opens the next (and any next with nothing to
    /// step through), or the end of the path.
    private mutating func moveOn() -> [String] {
        var words: [String] = []
        while current < tasks.count {
            words.append(LabWords.replayTaskEnd(task: tasks[current].number))
            current += 1
            done = 0
            hintsSaid = 0
            guard current < tasks.count else { break }
            words.append(tasks[current].opening)
            if !finished(tasks[current]) { return words }
        }
        words.append(LabWords.replayEnd)
        return words
    }

    public mutating func tick(session: inout SessionState, time: Double) -> LayeredOutput<Never> {
        LayeredOutput(SessionOutput(rate: session.navigator.rate))
    }

    public mutating func stop(session: inout SessionState, time: Double) -> LayeredOutput<Never> {
        LayeredOutput(SessionOutput(rate: session.navigator.rate))
    }

    public var deadline: Double? { nil }
    public var status: String? {
        guard current < tasks.count else {
            return tasks.last.map { LabWords.replayStatus(task: $0.number, step: $0.steps.count, of: $0.steps.count) }
        }
        return LabWords.replayStatus(task: tasks[current].number, step: done, of: tasks[current].steps.count)
    }
}
