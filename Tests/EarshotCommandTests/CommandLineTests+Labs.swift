import EarshotTestSupport
import Foundation
import Testing

/// `earshot lab`, run for real: scripted runs and their exit status, the result
/// document, `--report`, `--solve` fed back, `--list`, and `lab report`.
extension CommandLineTests {
    static let labNames: [String] = ((try? FileManager.default.contentsOfDirectory(
        atPath: repositoryRoot.appendingPathComponent("Labs").path)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()

    func labResult(_ run: Run) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: run.outBytes) as? [String: Any], "not one JSON document: \(run.out)")
    }

    func tasks(_ doc: [String: Any]) throws -> [[String: Any]] { try #require(doc["tasks"] as? [[String: Any]]) }

    /// A lab file in a temporary folder, on a sample layout named by absolute path.
    func labFile(_ name: String, layout: String = "cowboy-hat.yaml", _ tasks: String, extra: String = "") throws -> String {
        try file(name, """
            earshot-lab: 1
            title: Test lab
            layout: \(repositoryRoot.appendingPathComponent("Layouts/\(layout)").path)
            \(extra)tasks:
            \(tasks)
            """)
    }

    @Test func scriptedRunExitsZeroWhenEveryTaskIsDoneAndOneOtherwise() throws {
        let done = try earshot(["lab", "Labs/rate-the-hat.yaml", "--gestures", "next x3 up x2 next activate", "--no-audio",
                                "--name", "Kim"])
        #expect(done.status == 0, "\(done.err)")
        #expect(done.out.contains("Kim") && done.out.contains("rate-the-hat.yaml"), "\(done.out)")
        let partial = try earshot(["lab", "Labs/rate-the-hat.yaml", "--gestures", "next x3 up", "--no-audio"])
        #expect(partial.status == 1, "\(partial.err)")
        let none = try earshot(["lab", "Labs/rate-the-hat.yaml", "--gestures", "", "--no-audio"])
        #expect(none.status == 1)
        // Gestures left after the last task are said to be unused.
        let extra = try earshot(["lab", "Labs/rate-the-hat.yaml", "--gestures", "next x3 up x2 next activate first x2", "--no-audio"])
        #expect(extra.status == 0 && extra.err.contains("2 gestures of the script left"), "\(extra.err)")
    }

    @Test func jsonIsExactlyTheResultDocument() throws {
        let r = try earshot(["lab", "Labs/rate-the-hat.yaml", "--gestures", "next x3 rotor=\"Rating Value\" up up", "--json",
                             "--no-audio", "--name", "Kim"])
        #expect(r.status == 1, "\(r.err)")
        #expect(r.out.split(separator: "\n").count == 1, "one line on stdout: \(r.out)")
        let doc = try labResult(r)
        #expect(Set(doc.keys) == ["lab", "title", "trainee", "input", "completed", "tasks", "fingerprint", "files"])
        #expect(doc["input"] as? String == "touch")
        #expect(doc["lab"] as? String == "rate-the-hat.yaml" && doc["trainee"] as? String == "Kim")
        #expect(doc["title"] as? String == "Rate the hat by ear" && doc["completed"] as? Bool == false)
        let t = try tasks(doc)
        #expect(t.count == 3)
        for task in t {
            #expect(Set(task.keys) == ["say", "completed", "gestures", "optimal", "seconds", "optimal_seconds", "time", "hints", "path"])
        }
        // rotor="Rating Value" is one turn back from Adjust Value, where landing on the rating leaves the rotor.
        // On touch the optimum is `last previous up`.
        #expect(t[0]["gestures"] as? Int == 5 && t[0]["optimal"] as? Int == 3 && t[0]["completed"] as? Bool == true)
        #expect(t[0]["path"] as? String == "next x3 rotor-previous up")
        #expect(t[1]["gestures"] as? Int == 1 && t[1]["optimal"] as? Int == 1 && t[1]["completed"] as? Bool == true)
        #expect(t[2]["completed"] as? Bool == false && t[2]["gestures"] as? Int == 0 && t[2]["optimal"] as? Int == 2)
        // Real speech measured: seconds of listening, at least the optimum's.
        let heard = try #require(t[0]["seconds"] as? Double), best = try #require(t[0]["optimal_seconds"] as? Double)
        #expect(best > 1 && heard >= best, "\(heard) \(best)")
        #expect((t[0]["time"] as? Double ?? -1) >= 0)
    }

    /// The answer key, fed back, does every task at exactly its optimal count.
    @Test(arguments: labNames)
    func solveFedBackCompletesEveryTaskAtExactlyOptimal(_ name: String) throws {
        let solve = try earshot(["lab", "Labs/\(name)", "--solve"])
        #expect(solve.status == 0, "\(solve.err)")
        let lines = solve.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let scriptLines = lines.filter { !$0.hasPrefix("#") }
        #expect(lines.allSatisfy { !$0.contains("rotor=") }, "real gestures only")
        let script = try file("solve-\(name).txt", solve.out)
        let run = try earshot(["lab", "Labs/\(name)", "--gestures-file", script, "--json", "--no-audio"])
        #expect(run.status == 0, "\(name): \(run.err)")
        let doc = try labResult(run)
        #expect(doc["completed"] as? Bool == true)
        let t = try tasks(doc)
        #expect(t.count == scriptLines.count, "one script line per task")
        for (task, line) in zip(t, scriptLines) {
            #expect(task["completed"] as? Bool == true)
            #expect(task["gestures"] as? Int == task["optimal"] as? Int, "\(name): \(task)")
            #expect(task["path"] as? String == String(line))
        }
    }

    @Test func reportFileIsTheResultAndSurvivesTheRun() throws {
        let report = temporary("report.json")
        try? FileManager.default.removeItem(atPath: report)
        let r = try earshot(["lab", "Labs/image-toggle.yaml", "--gestures", "next activate", "--json", "--no-audio",
                             "--report", report, "--name", "Ana"])
        #expect(r.status == 1)
        let written = try #require(FileManager.default.contents(atPath: report), "no report written")
        let file = try #require(try JSONSerialization.jsonObject(with: written) as? [String: Any])
        #expect(NSDictionary(dictionary: file) == NSDictionary(dictionary: try labResult(r)), "the report is the result")
        #expect(try tasks(file).map { $0["completed"] as? Bool } == [true, false])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: (report as NSString).deletingLastPathComponent)
            .filter { $0.contains("report.json") && $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "no temporary file is left: \(leftovers)")
        // A report that cannot be written is bad input, said before the lab starts.
        let nowhere = try earshot(["lab", "Labs/image-toggle.yaml", "--gestures", "next", "--no-audio",
                                   "--report", "/nonexistent/dir/r.json"])
        #expect(nowhere.status == 2 && nowhere.err == "/nonexistent/dir/r.json: error: no such file or directory\n", "\(nowhere.err)")
    }

    @Test func labReportTabulatesResultsInEachFormat() throws {
        let a = temporary("kim.json"), b = temporary("ana.json")
        _ = try earshot(["lab", "Labs/rate-the-hat.yaml", "--gestures", "next x3 up x2 next activate", "--no-audio",
                         "--report", a, "--name", "Kim"])
        _ = try earshot(["lab", "Labs/rate-the-hat.yaml", "--gestures", "form up", "--no-audio", "--report", b, "--name", "Ana"])
        let text = try earshot(["lab", "report", a, b])
        #expect(text.status == 0, "\(text.err)")
        let rows = text.out.split(separator: "\n")
        #expect(rows.first?.hasPrefix("trainee") == true && rows.first?.contains("gestures/optimal") == true)
        #expect(rows.contains { $0.hasPrefix("Kim") && $0.contains(" 1 ") && $0.contains("yes") && $0.contains("4/3") }, "\(text.out)")
        #expect(rows.contains { $0.hasPrefix("Ana") && $0.contains(" 3 ") && $0.contains("no") && $0.contains("0 (unfinished)") }, "\(text.out)")
        #expect(text.out.contains("1. Find the rating and give the hat four stars."))
        let csv = try earshot(["lab", "report", a, b, "--format", "csv"])
        let lines = csv.out.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(lines.count == 7 && lines[0] == "trainee,lab,task,say,done,gestures,optimal,seconds,optimal_seconds,time,hints")
        #expect(lines[1].hasPrefix("Kim,rate-the-hat.yaml,1,Find the rating and give the hat four stars.,true,4,3,"))
        let markdown = try earshot(["lab", "report", a, b, "--format", "markdown"])
        #expect(markdown.out.hasPrefix("| trainee | lab | task | done | gestures/optimal | seconds | hints |\n| --- |"))
        // The table's 8 lines, then the class summary: a heading, its header and a row per task.
        #expect(markdown.out.split(separator: "\n").count == 14, "\(markdown.out)")
        #expect(markdown.out.contains("**Class summary (medians):**"))
        #expect(text.out.contains("Class summary (medians):\nlab"), "\(text.out)")
        #expect(rows.contains { $0.hasPrefix("rate-the-hat.yaml") && $0.contains(" 3 ") && $0.contains("1/2") }, "\(text.out)")
        let bad = try earshot(["lab", "report", a, "--format", "html"])
        #expect(bad.status == 2 && bad.err.contains("unknown format 'html'"))
    }

    @Test func labReportReadsResultsStrictly() throws {
        let broken = try file("broken-result.json", "{\"lab\": \"x\", \"title\": \"t\", \"trainee\": null, \"completed\": true, \"taks\": []}\n")
        let r = try earshot(["lab", "report", broken])
        #expect(r.status == 2)
        #expect(r.err.contains("broken-result.json:1:1: error: a lab result is missing required key 'tasks'"), "\(r.err)")
        #expect(r.err.contains("broken-result.json:1:64: error: unknown key 'taks' in a lab result (did you mean 'tasks'?)"), "\(r.err)")
        #expect(try earshot(["lab", "report", temporary("missing.json")]).status == 2)
    }

    @Test func listNamesEveryLabWithASummary() throws {
        let r = try earshot(["lab", "--list"])
        #expect(r.status == 0, "\(r.err)")
        let lines = r.out.split(separator: "\n")
        #expect(lines.count == Self.labNames.count && Self.labNames.count >= 8)
        for name in Self.labNames { #expect(lines.contains { $0.hasPrefix(name) }, "\(name) not listed") }
        #expect(lines.contains { $0.contains("Rate the hat by ear (3 tasks, ../Layouts/cowboy-hat.yaml)") }, "\(r.out)")
    }

    @Test func badLabsAreLocatedErrors() throws {
        let lab = try labFile("bad-lab.yaml", "  - say: a\n    goal: {focus: ratng}\n  - say: b\n    goal: {elemnt: rating}\n",
                              extra: "voice: nosuch\n")
        let r = try earshot(["lab", lab, "--gestures", "next", "--no-audio"])
        #expect(r.status == 2 && r.out.isEmpty)
        #expect(r.err.contains("bad-lab.yaml:9:12: error: unknown key 'elemnt' in a goal (did you mean 'element'?)"), "\(r.err)")
        let ids = try labFile("bad-ids.yaml", "  - say: a\n    goal: {focus: ratng}\n", extra: "voice: nosuch\n")
        let checked = try earshot(["lab", ids, "--solve"])
        #expect(checked.status == 2)
        #expect(checked.err.contains("bad-ids.yaml:4:8: error: no voice profile named 'nosuch'"), "\(checked.err)")
        #expect(checked.err.contains("bad-ids.yaml:7:19: error: the goal names 'ratng', which no element of"), "\(checked.err)")
        let missing = try file("missing-layout.yaml", "earshot-lab: 1\ntitle: T\nlayout: nowhere.yaml\ntasks: [{say: a, goal: {focus: x}}]\n")
        let m = try earshot(["lab", missing, "--solve"])
        #expect(m.status == 2 && m.err.contains("missing-layout.yaml:3:9: error: cannot read layout 'nowhere.yaml'"), "\(m.err)")
    }

    /// `--solve` refuses a goal no gestures can meet, located at the goal; a value the element
    /// never has, or an announcement no effect makes, is refused when the lab loads, before any
    /// search.
    @Test func solveRefusesAnUnreachableGoal() throws {
        let lab = try labFile("unreachable.yaml", layout: "image-toggle.yaml",
                              "  - say: a\n    goal: {focus: bell}\n  - say: b\n    goal: {announced: Never said}\n")
        let r = try earshot(["lab", lab, "--solve"])
        #expect(r.status == 2 && r.out.isEmpty)
        #expect(r.err.contains("unreachable.yaml:8:11: error: the goal wants the announcement 'Never said', which no effect makes"),
                "\(r.err)")
        // One no check at load rules out ("Closed" is said only on Close): the search is bounded
        // in time as well as states (it once ran 90 s and 950 MB on the pizza card).
        let hard = try labFile("hard.yaml", layout: "pizza.yaml", "  - say: a\n    goal: {all: [{announced: Closed}, {focus: add}]}\n")
        let h = try earshot(["lab", hard, "--solve", "--search-seconds", "0.25"])
        #expect(h.status == 2 && h.out.isEmpty)
        #expect(h.err.contains("hard.yaml:6:11: error: no way to meet this goal was found within 0.25 s (raise --search-seconds)"),
                "\(h.err)")
        let value = try labFile("never.yaml", layout: "image-toggle.yaml", "  - say: a\n    goal: {element: bell, value: loud}\n")
        let v = try earshot(["lab", value, "--gestures", "next", "--no-audio"])
        #expect(v.status == 2 && v.out.isEmpty)
        #expect(v.err.contains("never.yaml:6:21: error: the goal wants 'bell' to have the value 'loud', which no gesture gives it"),
                "\(v.err)")
    }

    /// Task texts and titles are untrusted: nothing raw reaches the terminal.
    @Test func labTextsAreEscaped() throws {
        let lab = try labFile("hostile-lab.yaml", "  - say: \"Find \\e]52;c;aGk=\\a it\"\n    goal: {focus: rating}\n")
        let solve = try earshot(["lab", lab, "--solve"])
        #expect(solve.status == 0, "\(solve.err)")
        expectNoControlBytes(solve, "solve")
        let run = try earshot(["lab", lab, "--gestures", "last previous", "--no-audio", "--name", Self.osc52])
        #expect(run.status == 0, "\(run.err)")
        expectNoControlBytes(run, "run")
        #expect(run.out.contains("\\u{1B}"))
        let json = try earshot(["lab", lab, "--gestures", "last previous", "--no-audio", "--json"])
        expectNoControlBytes(json, "json")
    }

    @Test func theInteractiveLabNeedsATerminal() throws {
        let r = try earshot(["lab", "Labs/rate-the-hat.yaml", "--no-audio"])
        #expect(r.status == 2 && r.err.contains("a lab needs a terminal"), "\(r.err)")
    }
}
