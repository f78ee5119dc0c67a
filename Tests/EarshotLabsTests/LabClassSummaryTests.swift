import EarshotLabFiles
import EarshotTestSupport
import Testing

/// The class summary a teacher reads under the table: completion per task as n/N, and over those
/// who completed it, median gestures over the median optimum and median seconds of listening.
@Suite struct LabClassSummaryTests {
    static func result(_ trainee: String, gestures: Int, seconds: Double, done: Bool, optimal: Int? = 2) -> LabResult {
        LabResult(lab: "hat.yaml", title: "Hat", trainee: trainee, completed: done, tasks: [
            .init(say: "Four stars.", completed: done, gestures: gestures, optimal: optimal, seconds: seconds,
                  optimalSeconds: 3.5, time: 12.5, hints: 0, path: ""),
        ])
    }

    @Test func mediansOfOddAndEvenCounts() {
        #expect(LabClassSummary.median([]) == nil)
        #expect(LabClassSummary.median([5, 1, 3]) == 3)
        #expect(LabClassSummary.median([4, 1, 3, 10]) == 3.5)
    }

    @Test func oneEntryPerTaskWithCompletionAndMediansOverThoseWhoCompletedIt() throws {
        let table = LabClassTable([Self.result("Kim", gestures: 6, seconds: 7, done: true),
                                   Self.result("Ana", gestures: 3, seconds: 2, done: true),
                                   Self.result("Lee", gestures: 10, seconds: 20, done: false, optimal: 9)])
        let summary = LabClassSummary(table)
        let task = try #require(summary.tasks.first)
        #expect(summary.tasks.count == 1)
        #expect(task.trainees == 3 && task.completed == 2)
        // Lee's undone attempt says nothing about how long the task takes to do.
        #expect(task.medianGestures == 4.5 && task.medianOptimal == 2 && task.medianSeconds == 4.5)
    }

    /// Two tasks; one trainee in three never reached the second (the run ended first). The
    /// second task reads 2 of 3 completed, over the two who did it: not a median pulled down by
    /// a task never begun (its 0 gestures and 0 s).
    @Test func aTaskNeverReachedIsNotZeroGesturesAndSeconds() {
        func result(_ trainee: String, second: LabResult.Task?) -> LabResult {
            let first = LabResult.Task(say: "Four stars.", completed: true, gestures: 3, optimal: 3, seconds: 6.2,
                                       optimalSeconds: 6.2, time: 9, hints: 0, path: "last previous up")
            return LabResult(lab: "hat.yaml", title: "Hat", trainee: trainee, completed: second?.completed ?? false,
                             tasks: [first] + (second.map { [$0] } ?? []))
        }
        func second(_ gestures: Int, _ seconds: Double) -> LabResult.Task {
            LabResult.Task(say: "Five stars.", completed: true, gestures: gestures, optimal: 1, seconds: seconds,
                           optimalSeconds: 1.3, time: 4, hints: 0, path: "up")
        }
        let never = LabResult.Task(say: "Five stars.", completed: false, gestures: 0, optimal: nil, seconds: 0,
                                   optimalSeconds: nil, time: 0, hints: 0, path: "")
        let table = LabClassTable([result("Kim", second: second(1, 1.3)), result("Ana", second: second(3, 2.9)),
                                   result("Lee", second: never)])
        #expect(table.render(.text).hasSuffix("""

            Class summary (medians):
            lab       task  completed  gestures/optimal  seconds
            hat.yaml  1     3/3        3/3               6.2
            hat.yaml  2     2/3        2/1               2.1
            \(LabWords.summaryNote)

            """), "\(table.render(.text))")
        // A result that lists fewer tasks (an older version of the lab) still counts in the class;
        // a task no one completed has no medians.
        let short = LabClassTable([result("Kim", second: never), result("Ana", second: nil)])
        #expect(short.render(.text).hasSuffix("""
            hat.yaml  1     2/2        3/3               6.2
            hat.yaml  2     0/2        —                 —
            \(LabWords.summaryNote)

            """), "\(short.render(.text))")
    }

    @Test func theReportEndsWithTheSummaryInTextAndMarkdownButNotCSV() {
        let table = LabClassTable([Self.result("Kim", gestures: 6, seconds: 7.25, done: true),
                                   Self.result("Ana", gestures: 3, seconds: 2, done: false)])
        #expect(table.render(.text).hasSuffix("""

            Class summary (medians):
            lab       task  completed  gestures/optimal  seconds
            hat.yaml  1     1/2        6/2               7.3
            Completed: trainees who completed the task / trainees in the class. Medians are over those who completed it (— when no one did).

            """))
        #expect(table.render(.markdown).hasSuffix("""
            **Class summary (medians):** Completed: trainees who completed the task / trainees in the class. \
            Medians are over those who completed it (— when no one did).

            | lab | task | completed | gestures/optimal | seconds |
            | --- | --- | --- | --- | --- |
            | hat.yaml | 1 | 1/2 | 6/2 | 7.3 |

            """))
        #expect(table.render(.csv) == table.csv)
        #expect(table.render(.text, summary: false) == table.text, "a single result is printed without it")
    }
}
