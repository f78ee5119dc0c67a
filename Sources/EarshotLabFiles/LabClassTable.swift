import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// A teacher's view of many lab results: one row per trainee and task. A model
/// with one small renderer per format (`text`, `csv`, `markdown`).
public struct LabClassTable: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public var trainee: String?
        public var lab: String
        /// 1-based.
        public var task: Int
        public var say: String
        public var done: Bool
        public var gestures: Int
        public var optimal: Int?
        public var seconds: Double
        public var optimalSeconds: Double?
        public var time: Double
        public var hints: Int
    }

    public enum Format: String, Sendable, CaseIterable { case text, csv, markdown }

    public var rows: [Row]
    /// The class for each lab: how many results were given for it.
    public var trainees: [String: Int]

    /// Rows in the order the results are given, each result's tasks in lab order.
    public init(_ results: [LabResult]) {
        trainees = results.reduce(into: [:]) { $0[$1.lab, default: 0] += 1 }
        rows = results.flatMap { result in
            result.tasks.enumerated().map { i, task in
                Row(trainee: result.trainee, lab: result.lab, task: i + 1, say: task.say, done: task.completed,
                    gestures: task.gestures, optimal: task.optimal, seconds: task.seconds,
                    optimalSeconds: task.optimalSeconds, time: task.time, hints: task.hints)
            }
        }
    }

    /// The table in `format`; `lab report`'s text and Markdown end with the class summary
    /// (completion per task, median gestures over optimal, median seconds). CSV stays one
    /// table, a row per trainee and task, for spreadsheets.
    public func render(_ format: Format, summary: Bool = true) -> String {
        switch format {
        case .text: return text + (summary ? summaryText : "")
        case .csv: return csv
        case .markdown: return markdown + (summary ? summaryMarkdown : "")
        }
    }

    /// `6/4`: gestures used over the fewest possible (`?` when not known). Only a finished task
    /// has that score: an unfinished one shows its gestures alone, `4 (unfinished)`, never a
    /// `4/4` that reads as a task done in the fewest gestures.
    package static func gestures(_ row: Row) -> String {
        guard row.done else { return "\(row.gestures) (\(unfinished))" }
        return "\(row.gestures)/\(row.optimal.map(String.init) ?? LabWords.unknown)"
    }

    /// Said of an unfinished task's gestures in the table.
    package static let unfinished = "unfinished"

    /// Seconds to one decimal place.
    /// A value no result can hold (past the loader's limits, or not finite) is shown as `?`.
    package static func seconds(_ value: Double) -> String {
        guard value.isFinite, abs(value) <= LabResultKeys.maxSeconds * 10 else { return LabWords.unknown }
        let tenths = Int64((value * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))"
    }
}
