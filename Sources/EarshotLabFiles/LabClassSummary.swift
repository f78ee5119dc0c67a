import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// The class summary under a teacher's table: for each task of each lab, how many of the class
/// completed it (n/N, N the trainees with a result for the lab), and over those who completed it
/// only, the median gestures against the median optimum and the median seconds of listening. A
/// task never begun or left undone says nothing about how long doing it takes.
public struct LabClassSummary: Sendable, Equatable {
    public struct Task: Sendable, Equatable {
        public var lab: String
        /// 1-based.
        public var task: Int
        /// Trainees in the class: results given for this lab.
        public var trainees: Int
        public var completed: Int
        /// Medians over the trainees who completed the task; nil when none did.
        public var medianGestures: Double?
        /// The median optimum over those who completed the task and whose optimum is known.
        public var medianOptimal: Double?
        public var medianSeconds: Double?
    }

    public var tasks: [Task]

    /// One entry per lab and task, in the order they first appear in the table.
    public init(_ table: LabClassTable) {
        var order: [String] = []
        var groups: [String: [LabClassTable.Row]] = [:]
        for row in table.rows {
            let key = "\(row.lab)\u{0}\(row.task)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(row)
        }
        tasks = order.compactMap { key in
            guard let rows = groups[key], let first = rows.first else { return nil }
            let done = rows.filter(\.done)
            return Task(lab: first.lab, task: first.task, trainees: table.trainees[first.lab] ?? rows.count,
                        completed: done.count,
                        medianGestures: Self.median(done.map { Double($0.gestures) }),
                        medianOptimal: Self.median(done.compactMap(\.optimal).map(Double.init)),
                        medianSeconds: Self.median(done.map(\.seconds)))
        }
    }

    /// The middle value (the mean of the two middle ones for an even count); nil for none.
    public static func median(_ values: [Double]) -> Double? {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return nil }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// `6` or `6.5`: a median of whole gestures needs at most one decimal.
    package static func number(_ value: Double) -> String {
        guard value == value.rounded(), let whole = Int(exactly: value) else { return LabClassTable.seconds(value) }
        return String(whole)
    }

    /// The cells of one summary row: lab, task, completed (`3/4`), gestures/optimal, seconds;
    /// the medians are `—` when no one completed the task.
    package func cells(_ task: Task) -> [String] {
        let completed = "\(task.completed)/\(task.trainees)"
        guard let gestures = task.medianGestures, let seconds = task.medianSeconds else {
            return [task.lab, "\(task.task)", completed, LabWords.noneCompleted, LabWords.noneCompleted]
        }
        return [task.lab, "\(task.task)", completed,
                Self.number(gestures) + "/" + (task.medianOptimal.map(Self.number) ?? LabWords.unknown),
                LabClassTable.seconds(seconds)]
    }
}
