import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// The class summary under a teacher's table: for each task of each lab, how many trainees
/// completed it, the median gestures against the median optimum, and the median seconds of
/// listening, over every trainee who has the task in a result.
public struct LabClassSummary: Sendable, Equatable {
    public struct Task: Sendable, Equatable {
        public var lab: String
        /// 1-based.
        public var task: Int
        public var trainees: Int
        public var completed: Int
        public var medianGestures: Double
        /// The median optimum over the trainees whose optimum is known; nil when none is.
        public var medianOptimal: Double?
        public var medianSeconds: Double
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
            let optima = rows.compactMap(\.optimal).map(Double.init)
            return Task(lab: first.lab, task: first.task, trainees: rows.count, completed: rows.filter(\.done).count,
                        medianGestures: Self.median(rows.map { Double($0.gestures) }) ?? 0,
                        medianOptimal: Self.median(optima),
                        medianSeconds: Self.median(rows.map(\.seconds)) ?? 0)
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

    /// The cells of one summary row: lab, task, completed (`3/4`), gestures/optimal, seconds.
    package func cells(_ task: Task) -> [String] {
        [task.lab, "\(task.task)", "\(task.completed)/\(task.trainees)",
         Self.number(task.medianGestures) + "/" + (task.medianOptimal.map(Self.number) ?? LabWords.unknown),
         LabClassTable.seconds(task.medianSeconds)]
    }
}
