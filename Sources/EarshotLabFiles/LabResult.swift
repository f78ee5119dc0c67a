import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
public import EarshotPlanning
/// A lab run's result, as `earshot lab --report` writes it and `--json` prints
/// it, and as `earshot lab report` reads it back.
public struct LabResult: Sendable, Codable, Equatable {
    /// One task of the run.
    public struct Task: Sendable, Codable, Equatable {
        public var say: String
        public var completed: Bool
        /// Gestures the trainee used (`rotor=Name` as the turns it stands for).
        public var gestures: Int
        /// The fewest gestures that meet the goal from where the task began; null when not
        /// known (the task was never begun, or no way was found).
        public var optimal: Int?
        /// Seconds of listening: the audio length of what gestures said during the task,
        /// hints left out, as `earshot efficiency` measures it.
        public var seconds: Double
        /// The least listening time that meets the goal from where the task began.
        public var optimalSeconds: Double?
        /// Wall-clock seconds the task took.
        public var time: Double
        public var hints: Int
        /// The trainee's gestures as a gesture script.
        public var path: String

        public init(say: String, completed: Bool, gestures: Int, optimal: Int?, seconds: Double, optimalSeconds: Double?,
                    time: Double, hints: Int, path: String) {
            self.say = say; self.completed = completed; self.gestures = gestures; self.optimal = optimal
            self.seconds = seconds; self.optimalSeconds = optimalSeconds; self.time = time; self.hints = hints; self.path = path
        }

        package enum CodingKeys: String, CodingKey {
            case say, completed, gestures, optimal, seconds, optimalSeconds = "optimal_seconds", time, hints, path
        }

        /// Unknown optima are written as null, so every task has the same fields.
        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(say, forKey: .say)
            try c.encode(completed, forKey: .completed)
            try c.encode(gestures, forKey: .gestures)
            try c.encode(optimal, forKey: .optimal)
            try c.encode(seconds, forKey: .seconds)
            try c.encode(optimalSeconds, forKey: .optimalSeconds)
            try c.encode(time, forKey: .time)
            try c.encode(hints, forKey: .hints)
            try c.encode(path, forKey: .path)
        }
    }

    /// The lab file's name (`rate-the-hat.yaml`).
    public var lab: String
    public var title: String
    /// Who did the lab; null when not given.
    public var trainee: String?
    /// What the trainee navigated with (`touch` or `keyboard`); nil in results written before
    /// input modes existed.
    public var input: InputMode?
    /// Every task was done.
    public var completed: Bool
    public var tasks: [Task]
    /// The lab file and its layout file as the run read them (`LabFingerprint`): replay says
    /// when they have changed since. Nil in results written before fingerprints.
    public var fingerprint: String?
    /// Every file the run read — the lab, its screen files, what they read beside them (a
    /// SwiftUI sibling, a `.strings` table) and the `goto` targets — each with its digest, paths
    /// relative to the lab's folder. Nil in results written before the list: replay then cannot
    /// tell whether anything but the lab and its layout changed.
    public var files: [LabFileRead]?
    /// For each task, where the trainee asked for its hints: how many of the task's gestures
    /// came before each (`earshot lab replay` marks them). Written as `hints_at` by a run in
    /// which hints were given; nil in results without it.
    public var hintsAt: [[Int]]?

    public init(lab: String, title: String, trainee: String?, input: InputMode? = nil, completed: Bool, tasks: [Task],
                fingerprint: String? = nil, files: [LabFileRead]? = nil, hintsAt: [[Int]]? = nil) {
        self.lab = lab; self.title = title; self.trainee = trainee; self.input = input
        self.completed = completed; self.tasks = tasks; self.fingerprint = fingerprint; self.hintsAt = hintsAt
        self.files = files
    }

    package enum CodingKeys: String, CodingKey {
        case lab, title, trainee, input, completed, tasks, fingerprint, files
        case hintsAt = "hints_at"
    }

    /// Where task `index`'s hints were asked for; empty when the result does not say.
    public func hintPlaces(task index: Int) -> [Int] {
        guard let hintsAt, hintsAt.indices.contains(index) else { return [] }
        return hintsAt[index]
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(lab, forKey: .lab)
        try c.encode(title, forKey: .title)
        try c.encode(trainee, forKey: .trainee)
        try c.encodeIfPresent(input?.rawValue, forKey: .input)
        try c.encode(completed, forKey: .completed)
        try c.encode(tasks, forKey: .tasks)
        try c.encodeIfPresent(fingerprint, forKey: .fingerprint)
        try c.encodeIfPresent(files, forKey: .files)
        try c.encodeIfPresent(hintsAt, forKey: .hintsAt)
    }

    /// Seconds as reports give them: to the millisecond.
    package static func milliseconds(_ seconds: Double) -> Double { (seconds * 1000).rounded() / 1000 }
}
