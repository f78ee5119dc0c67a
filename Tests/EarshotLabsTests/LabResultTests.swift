import EarshotLayoutTestSupport
import EarshotModel
import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotLabFiles

/// The result document, read back through the strict loader, and the class table.
@Suite struct LabResultTests {
    func finishedRun() throws -> LabRun {
        let (lab, _) = loadLab(hatLab("""
              - {say: Give the hat four stars., goal: {element: rating, value: "4 out of 5"}, hint: Flick up.}
              - {say: Submit your rating., goal: {screen: thanks}}
              - {say: Never begun., goal: {focus: back}}
            """))
        let l = try #require(lab)
        var r = try #require(LabRun(l, start: 100))
        _ = r.key("h", time: 101)
        r.run("next x3 rotor=\"Rating Value\" up", time: 104)
        r.run("last", time: 110)
        r.stop(time: 112)
        return r
    }

    @Test func resultHasTheContractShape() throws {
        let result = try finishedRun().result(at: 200)
        let json = JSONOutput.line(result)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(doc.keys) == ["lab", "title", "trainee", "input", "completed", "tasks"])
        #expect(doc["input"] as? String == "touch")
        #expect(doc["lab"] as? String == "t.yaml" && doc["title"] as? String == "Hat" && doc["trainee"] as? String == "Kim")
        #expect(doc["completed"] as? Bool == false)
        let tasks = try #require(doc["tasks"] as? [[String: Any]])
        #expect(tasks.count == 3)
        for task in tasks {
            #expect(Set(task.keys) == ["say", "completed", "gestures", "optimal", "seconds", "optimal_seconds", "time", "hints", "path"])
        }
        #expect(tasks[0]["completed"] as? Bool == true && tasks[0]["gestures"] as? Int == 5 && tasks[0]["optimal"] as? Int == 3)
        #expect(tasks[0]["hints"] as? Int == 1 && tasks[0]["time"] as? Double == 4)
        #expect(tasks[0]["path"] as? String == "next x3 rotor-previous up", "the shortcut is recorded as its turns")
        // A quarter second a word: what the five gestures said, hints left out.
        #expect((tasks[0]["seconds"] as? Double ?? 0) > (tasks[0]["optimal_seconds"] as? Double ?? 0))
        #expect(tasks[1]["completed"] as? Bool == false && tasks[1]["gestures"] as? Int == 1 && tasks[1]["optimal"] as? Int == 2)
        #expect(tasks[1]["path"] as? String == "last" && tasks[1]["time"] as? Double == 8)
        // Never begun: nothing known, written as null, not left out.
        #expect(tasks[2]["optimal"] is NSNull && tasks[2]["optimal_seconds"] is NSNull && tasks[2]["gestures"] as? Int == 0)
        #expect(result.tasks[0].seconds == LabResult.milliseconds(result.tasks[0].seconds))
        #expect(try finishedRun().result(trainee: nil).trainee == nil)
        #expect(JSONOutput.line(try finishedRun().result(trainee: nil)).contains("\"trainee\":null"))
    }

    @Test func resultsReadBackThroughTheLoader() throws {
        let result = try finishedRun().result(at: 200)
        for text in [JSONOutput.line(result), JSONOutput.pretty(result)] {
            guard case .success(let read) = LabResult.load(bytes: Array(text.utf8), path: "r.json") else {
                Issue.record("did not read back: \(text)"); return
            }
            #expect(read == result)
        }
        var anonymous = result
        anonymous.trainee = nil
        #expect(try LabResult.load(bytes: Array(JSONOutput.pretty(anonymous).utf8), path: "r.json").get() == anonymous)
        var printed = result
        printed.fingerprint = LabFingerprint.of(lab: Array("lab".utf8), layout: Array("layout".utf8))
        #expect(try LabResult.load(bytes: Array(JSONOutput.pretty(printed).utf8), path: "r.json").get() == printed)
        #expect(printed.fingerprint != LabFingerprint.of(lab: Array("labl".utf8), layout: Array("ayout".utf8)))
    }

    /// Where each hint was asked for is kept beside the result's tasks (`hints_at`, written by
    /// the run beside its fingerprint), so the tasks keep their shape, and it reads back strictly.
    @Test func hintPlacesAreKeptAndReadBack() throws {
        let r = try finishedRun()
        #expect(r.lab.hintPlaces == [[0], [], []], "the hint came before task 1's first gesture")
        var result = r.result(at: 200)
        #expect(result.hintsAt == nil && !JSONOutput.line(result).contains("hints_at"))
        result.hintsAt = r.lab.hintPlaces
        let json = JSONOutput.line(result)
        #expect(json.contains("\"hints_at\":[[0],[],[]]"))
        #expect(try LabResult.load(bytes: Array(json.utf8), path: "r.json").get() == result)
        #expect(result.hintPlaces(task: 0) == [0] && result.hintPlaces(task: 5) == [])
        // Asked after two gestures, then again at once: both placed after those two.
        let two = try #require(loadLab(hatLab(LabSessionTests.rating)).0)
        var later = try #require(LabRun(two))
        later.run("next x2")
        _ = later.key("h")
        _ = later.key("h")
        later.run("next")
        #expect(later.lab.hintPlaces == [[2, 2], []])
        // No hint given: nothing to place, and nothing written.
        let one = try #require(loadLab(hatLab("  - {say: Stars., goal: {focus: rating}}")).0)
        var plain = try #require(LabRun(one))
        plain.run("next")
        #expect(plain.lab.hintPlaces == nil)
        // Wrong places are errors where they are written.
        func errors(_ places: String) -> [String] {
            let text = json.replacingOccurrences(of: "\"hints_at\":[[0],[],[]]", with: "\"hints_at\":" + places)
            return locatedErrors(LabResult.load(bytes: Array(text.utf8), path: "r.json"))
        }
        let at = try #require(json.range(of: "\"hints_at\":")).upperBound.utf16Offset(in: json) + 1
        #expect(errors("[[0],[]]") == ["1:\(at): 'hints_at' must have a list for each of the 3 tasks, found 2"])
        #expect(errors("[[0,1],[],[]]") == ["1:\(at + 1): 'hints_at' must give one place for each of the task's 1 hints, found 2"])
        #expect(errors("[[6],[],[]]") == ["1:\(at + 2): a place in 'hints_at' must be from the one before it to the task's 5 gestures"])
        #expect(errors("[[\"x\"],[],[]]") == ["1:\(at + 2): a place in 'hints_at' must be a whole number, found a string"])
    }

    @Test(arguments: [
        ("{\"lab\":\"l\",\"title\":\"t\",\"trainee\":null,\"completed\":true}", "1:1: a lab result is missing required key 'tasks'"),
        ("{\"lab\":\"l\",\"title\":\"t\",\"trainee\":null,\"completed\":\"yes\",\"tasks\":[]}",
         "1:51: 'completed' must be true or false, found a string"),
        ("{\"lab\":\"l\",\"title\":\"t\",\"trainee\":null,\"completed\":true,\"taks\":[]}",
         "1:56: unknown key 'taks' in a lab result (did you mean 'tasks'?)"),
        ("{\"lab\":\"l\",\"title\":\"t\",\"trainee\":null,\"completed\":true,\"tasks\":[{\"say\":\"s\",\"completed\":true,"
            + "\"gestures\":-1,\"optimal\":null,\"seconds\":1,\"optimal_seconds\":null,\"time\":1,\"hints\":0,\"path\":\"\"}]}",
         "1:104: 'gestures' must be 0 to 1000000"),
        ("{\"lab\":\"l\",\"title\":\"t\",\"trainee\":null,\"completed\":true,\"tasks\":[{\"say\":\"s\",\"completed\":true,"
            + "\"gestures\":1,\"optimal\":\"x\",\"seconds\":1,\"optimal_seconds\":null,\"time\":1,\"hints\":0,\"path\":\"\"}]}",
         "1:116: 'optimal' must be a whole number, found a string"),
        ("{\"lab\":\"l\",", "1:12: YAML syntax: did not find expected node content while parsing a flow node"),
        (Self.oneTask(gestures: "9223372036854775807"), "1:104: 'gestures' must be 0 to 1000000"),
        (Self.oneTask(optimal: "9223372036854775807"), "1:116: 'optimal' must be 0 to 1000000"),
        (Self.oneTask(hints: "2000000"), "1:170: 'hints' must be 0 to 1000000"),
        (Self.oneTask(seconds: "1e300"), "1:128: 'seconds' must be a number from 0 to 10000000"),
        (Self.oneTask(time: "12345678"), "1:160: 'time' must be a number from 0 to 10000000"),
    ])
    func badResultsAreLocatedErrors(_ text: String, _ expected: String) {
        let errors = locatedErrors(LabResult.load(bytes: Array(text.utf8), path: "r.json"))
        #expect(errors.contains(expected), "got \(errors)")
    }

    /// A one-task result with the given figures, as JSON text.
    static func oneTask(gestures: String = "1", optimal: String = "1", seconds: String = "1", time: String = "1",
                        hints: String = "0") -> String {
        "{\"lab\":\"l\",\"title\":\"t\",\"trainee\":null,\"completed\":true,\"tasks\":[{\"say\":\"s\",\"completed\":true,"
            + "\"gestures\":\(gestures),\"optimal\":\(optimal),\"seconds\":\(seconds),\"optimal_seconds\":null,"
            + "\"time\":\(time),\"hints\":\(hints),\"path\":\"\"}]}"
    }

    /// Figures at the loader's limits still tabulate: no conversion traps.
    @Test func classTableAtTheLimitsDoesNotTrap() {
        let big = LabResult(lab: "l", title: "t", trainee: nil, completed: true, tasks: [
            .init(say: "s", completed: true, gestures: Int.max, optimal: Int.max, seconds: 1e300, optimalSeconds: nil,
                  time: .infinity, hints: Int.max, path: ""),
            .init(say: "s", completed: true, gestures: Int.max, optimal: Int.max, seconds: .nan, optimalSeconds: nil,
                  time: 0, hints: 0, path: ""),
        ])
        let table = LabClassTable([big, big])
        for format in LabClassTable.Format.allCases { #expect(!table.render(format).isEmpty) }
    }

    static func sample(trainee: String?, done: Bool) -> LabResult {
        LabResult(lab: "hat.yaml", title: "Hat", trainee: trainee, completed: done, tasks: [
            .init(say: "Four stars.", completed: true, gestures: 6, optimal: 2, seconds: 7.25, optimalSeconds: 3.5, time: 12.5,
                  hints: 1, path: "next x5 up"),
            .init(say: "Submit, then | wait.", completed: done, gestures: 0, optimal: nil, seconds: 0, optimalSeconds: nil,
                  time: 0, hints: 0, path: ""),
        ])
    }

    @Test func classTableAsText() {
        let table = LabClassTable([Self.sample(trainee: "Kim", done: true), Self.sample(trainee: nil, done: false)])
        #expect(table.text == """
            trainee    lab       task  done  gestures/optimal  seconds  hints
            Kim        hat.yaml  1     yes   6/2               7.3      1
            Kim        hat.yaml  2     yes   0/?               0.0      0
            (no name)  hat.yaml  1     yes   6/2               7.3      1
            (no name)  hat.yaml  2     no    0 (unfinished)    0.0      0

            hat.yaml:
              1. Four stars.
              2. Submit, then | wait.

            """)
    }

    @Test func classTableAsCSVAndMarkdown() {
        let table = LabClassTable([Self.sample(trainee: "=HYPERLINK(\"x\")", done: true)])
        #expect(table.csv == "trainee,lab,task,say,done,gestures,optimal,seconds,optimal_seconds,time,hints\r\n"
            + "\"'=HYPERLINK(\"\"x\"\")\",hat.yaml,1,Four stars.,true,6,2,7.25,3.5,12.5,1\r\n"
            + "\"'=HYPERLINK(\"\"x\"\")\",hat.yaml,2,\"Submit, then | wait.\",true,0,,0.0,,0.0,0\r\n")
        #expect(LabClassTable([Self.sample(trainee: "Kim", done: false)]).markdown == """
            | trainee | lab | task | done | gestures/optimal | seconds | hints |
            | --- | --- | --- | --- | --- | --- | --- |
            | Kim | hat.yaml | 1. Four stars. | yes | 6/2 | 7.3 | 1 |
            | Kim | hat.yaml | 2. Submit, then \\| wait. | no | 0 (unfinished) | 0.0 | 0 |

            """)
    }

    /// A task left unfinished in as many gestures as the optimum is no "4/4": gestures over the
    /// optimum are a score only for a finished task, so an unfinished one shows its gestures alone.
    @Test func anUnfinishedTaskIsNoScoreOfGesturesOverTheOptimum() {
        let result = LabResult(lab: "hat.yaml", title: "Hat", trainee: "Lee", completed: false, tasks: [
            .init(say: "Four stars.", completed: true, gestures: 3, optimal: 4, seconds: 5, optimalSeconds: 5, time: 9, hints: 0,
                  path: "next x2 up"),
            .init(say: "Submit.", completed: false, gestures: 4, optimal: 4, seconds: 6, optimalSeconds: 2, time: 30, hints: 0,
                  path: "next x4"),
        ])
        let table = LabClassTable([result])
        for format in [LabClassTable.Format.text, .markdown] {
            let text = table.render(format, summary: false)
            #expect(text.contains("3/4"), "\(format): \(text)")
            #expect(!text.contains("4/4") && text.contains("4 (unfinished)"), "\(format): \(text)")
        }
        // The summary counts it out: 0 of 1 completed the second task.
        #expect(table.render(.text).contains("hat.yaml  2     0/1        —"), "\(table.render(.text))")
    }

    /// Names and task texts are untrusted: no terminal control reaches the table raw.
    @Test func classTableEscapesControls() {
        let table = LabClassTable([Self.sample(trainee: "K\u{1B}]52;c;x\u{07}", done: true)])
        for format in LabClassTable.Format.allCases {
            let text = table.render(format)
            #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(format)")
            #expect(text.contains("\\u{1B}"), "\(format)")
        }
    }
}
