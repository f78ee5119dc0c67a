import EarshotLoader
public import EarshotModel
public import EarshotNarration
public import EarshotNavigation
import EarshotPlanning
import EarshotSession
import EarshotAudit
import EarshotLabFiles
/// What happened in one task of a lab run: where it began, what the trainee did and heard.
public struct LabTaskRecord: Sendable {
    /// The task's place in the lab (0-based).
    public let index: Int
    /// The navigator when the task began: the optimum is planned from here.
    public let start: Navigator
    /// When the task began and ended (seconds, the driver's clock).
    public let started: Double
    public package(set) var ended: Double?
    public package(set) var completed = false
    /// Gestures the trainee used; `rotor=Name` counts as the turns it stands for.
    public package(set) var gestures = 0
    /// Those gestures, in order.
    public package(set) var path: [Gesture] = []
    /// Everything but hints that gestures said during the task, with how often: the listening
    /// time is their audio length (as `earshot efficiency` measures it), which the driver measures.
    public package(set) var heard: [Utterance: Int] = [:]
    public package(set) var hints = 0
    /// For each hint given, how many of the task's gestures had been used: where in `path` the
    /// trainee asked (replay marks it).
    public package(set) var hintsAt: [Int] = []
    /// The fewest gestures that meet the goal from `start`; nil when no path was found. Worked
    /// out when the task ends.
    public package(set) var optimal: [Gesture]?

    package init(index: Int, start: Navigator, started: Double) {
        self.index = index; self.start = start; self.started = started
    }

    /// Wall-clock seconds the task took (so far, if it has not ended).
    public func time(at now: Double) -> Double { max(0, (ended ?? now) - started) }

    /// Seconds of listening, by the driver's audio lengths.
    public func seconds(_ length: (Utterance) -> Double) -> Double {
        heard.reduce(0) { $0 + Double($1.value) * length($1.key) }
    }
}

/// What a lab reports to its driver, beside speech.
public enum LabEvent: Sendable, Hashable {
    case taskStarted(Int)
    /// The task ended, done or not (time ran out, the run ended).
    case taskEnded(Int, completed: Bool)
    /// A hint was given for this task.
    case hintGiven(Int)
    /// The last task has ended: the result is being said.
    case finished
}
