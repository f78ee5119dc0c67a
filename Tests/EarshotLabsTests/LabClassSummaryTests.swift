import EarshotLabFiles
import EarshotTestSupport
import Testing

/// The class summary a teacher reads under the table: completion per task, median gestures over
/// the median optimum, median seconds of listening.
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

    @Test func oneEntryPerTaskWithCompletionAndMedians() throws {
        let table = LabClassTable([Self.result("Kim", gestures: 6, seconds: 7, done: true),
                                   Self.result("Ana", gestures: 3, seconds: 2, done: true),
                                   Self.result("Lee", gestures: 10, seconds: 20, done: false, optimal: nil)])
        let summary = LabClassSummary(table)
        let task = try #require(summary.tasks.first)
        #expect(summary.tasks.count == 1)
        #expect(task.trainees == 3 && task.completed == 2)
        #expect(task.medianGestures == 6 && task.medianOptimal == 2 && task.medianSeconds == 7)
    }

    @Test func theReportEndsWithTheSummaryInTextAndMarkdownButNotCSV() {
        let table = LabClassTable([Self.result("Kim", gestures: 6, seconds: 7.25, done: true),
                                   Self.result("Ana", gestures: 3, seconds: 2, done: false)])
        #expect(table.render(.text).hasSuffix("""

            Class summary (medians):
            lab       task  completed  gestures/optimal  seconds
            hat.yaml  1     1/2        4.5/2             4.6

            """))
        #expect(table.render(.markdown).hasSuffix("""
            **Class summary (medians):**

            | lab | task | completed | gestures/optimal | seconds |
            | --- | --- | --- | --- | --- |
            | hat.yaml | 1 | 1/2 | 4.5/2 | 4.6 |

            """))
        #expect(table.render(.csv) == table.csv)
        #expect(table.render(.text, summary: false) == table.text, "a single result is printed without it")
    }
}
