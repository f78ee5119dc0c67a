import EarshotModel
import EarshotNarration
public import EarshotNavigation
public import EarshotSession
import EarshotLabFiles

/// A trainee's path, stepped through in the reader (`earshot lab replay RESULT.json`): the lab's
/// screen as the task found it, and each press of `s` performs the trainee's next gesture, heard
/// and shown as it was. Every other key works as in the reader, so a teacher can look around.
public struct ReplaySession: SessionLayer {
    public typealias Event = Never

    /// The gestures run, unheard, before the replay starts: the earlier tasks' paths.
    public let before: [Gesture]
    /// The trainee's gestures to step through.
    public let steps: [Gesture]
    /// The task replayed (1-based) and what it asked.
    public let task: Int
    public let say: String
    public private(set) var done = 0
    /// The key that performs the next step.
    public static let stepKey = "s"

    public init(before: [Gesture], steps: [Gesture], task: Int, say: String) {
        self.before = before; self.steps = steps; self.task = task; self.say = say
    }

    public mutating func start(session: inout SessionState, time: Double) -> LayeredOutput<Never> {
        _ = session.start()
        for gesture in before { _ = session.run(script: gesture) }
        session.captions = Captions()
        return LayeredOutput(session.say(LabWords.replayOpening(task: task, say, steps: steps.count)))
    }

    public mutating func send(_ input: SessionInput, session: inout SessionState, time: Double) -> LayeredOutput<Never> {
        guard case .key(Self.stepKey, _) = input, session.draft == nil, !session.help,
              !(session.navigator.editing) else { return LayeredOutput(session.send(input)) }
        guard done < steps.count else { return LayeredOutput(session.say(LabWords.replayEnd)) }
        let gesture = steps[done]
        done += 1
        var speech = session.run(script: gesture).output
        if done == steps.count {
            let end = NavigatorOutput(utterances: [Utterance(.announcement, LabWords.replayEnd)], control: .append)
            session.captions.show(end)
            speech.utterances += end.utterances
        }
        return LayeredOutput(SessionOutput(speech: speech, rate: session.navigator.rate))
    }

    public mutating func tick(session: inout SessionState, time: Double) -> LayeredOutput<Never> {
        LayeredOutput(SessionOutput(rate: session.navigator.rate))
    }

    public mutating func stop(session: inout SessionState, time: Double) -> LayeredOutput<Never> {
        LayeredOutput(SessionOutput(rate: session.navigator.rate))
    }

    public var deadline: Double? { nil }
    public var status: String? { LabWords.replayStatus(task: task, step: done, of: steps.count) }
}
