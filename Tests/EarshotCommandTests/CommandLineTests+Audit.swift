import EarshotTestSupport
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `earshot audit`, run for real. The rules are tested on their own: these tests
/// run `--rules EAR900` where they count findings, so they hold whatever the rules find, and
/// make findings the one rule-independent way, a testers' findings file.
extension CommandLineTests {
    /// A fresh directory with a copy of the cowboy hat (`hat.yaml`: title at 10:9, rating at 23:9).
    func auditDirectory(_ name: String) throws -> String {
        let dir = temporary(name)
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: repositoryRoot.appendingPathComponent("Layouts/cowboy-hat.yaml").path,
                                         toPath: dir + "/hat.yaml")
        return dir
    }

    func record(_ element: String, _ note: String, severity: String? = "warning", path: String = "hat.yaml") -> String {
        var fields = [#""rule":"EAR900""#, #""path":"\#(path)""#, #""element":"\#(element)""#, #""note":"\#(note)""#]
        if let severity { fields.insert(#""severity":"\#(severity)""#, at: 1) }
        return "{" + fields.joined(separator: ",") + "}\n"
    }

    func write(_ text: String, _ path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// An Android dump is audited in TalkBack's words: each finding says whose words it quotes,
    /// and `--reader voiceover` hears the same screen as an iPhone would.
    @Test func auditQuotesTalkBackOnAnAndroidScreen() throws {
        let dump = "Tests/Fixtures/Dumps/android/news-cards.xml"
        let r = try earshot(["audit", dump, "--format", "json", "--rules", "EAR004,EAR023"])
        #expect(r.status == 1, "\(r.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.map { "\($0["rule"] ?? "") \($0["element"] ?? "") \($0["reader"] ?? "")" }
            == ["EAR004 like talkback", "EAR004 like-2 talkback", "EAR023 subscribe talkback"])
        #expect(findings.last?["speech"] as? String == "Button, Subscribe")
        let text = try earshot(["audit", dump, "--rules", "EAR023"])
        #expect(text.out.contains("  fix: TalkBack says the node's own part before its children's"), "\(text.out)")
        let heardAsIPhone = try earshot(["audit", dump, "--format", "json", "--rules", "EAR004", "--reader", "voiceover"])
        #expect(heardAsIPhone.out.contains(#""speech" : "Like. Button. Image."#) && !heardAsIPhone.out.contains(#""reader""#), "\(heardAsIPhone.out)")
    }

    @Test func auditExitCodesFollowFailOn() throws {
        let dir = try auditDirectory("audit-exit")
        try write(record("rating", "the value is not announced") + record("title", "fine", severity: "note"), dir + "/f.jsonl")
        let hat = dir + "/hat.yaml", f = dir + "/f.jsonl"
        let failing = try earshot(["audit", hat, "--rules", "EAR900", "--notes", "--findings", f])
        #expect(failing.status == 1, "\(failing.err)")
        #expect(failing.out.contains("\(hat):23:9: warning: EAR900 the value is not announced [rating]"))
        #expect(failing.out.contains("\(hat):10:9: note: EAR900 fine [title]"))
        #expect(failing.out.hasSuffix("2 findings (0 errors, 1 warning, 1 note) in 1 file\n"))
        #expect(try earshot(["audit", hat, "--rules", "EAR900", "--fail-on", "error", "--findings", f]).status == 0)
        try write(record("title", "fine", severity: "note"), f)
        #expect(try earshot(["audit", hat, "--rules", "EAR900", "--findings", f]).status == 0)
        #expect(try earshot(["audit", hat, "--rules", "EAR900", "--fail-on", "note", "--findings", f]).status == 1)
        let clean = try earshot(["audit", hat, "--rules", "EAR900"])
        #expect(clean.status == 0 && clean.out == "no findings in 1 file\n")
        #expect(try earshot(["audit", hat, "--fail-on", "never"]).status == 2)
        #expect(try earshot(["audit"]).status == 2)
    }

    @Test func auditRejectsUnknownRulesWithASuggestion() throws {
        let r = try earshot(["audit", "Layouts/cowboy-hat.yaml", "--rules", "EAR001,EAR02"])
        #expect(r.status == 2 && r.out.isEmpty)
        #expect(r.err.contains("--rules: unknown rule 'EAR02' (did you mean 'EAR002'?)"), "\(r.err)")
        let skip = try earshot(["audit", "Layouts/cowboy-hat.yaml", "--skip-rules", "vauge-name"])
        #expect(skip.status == 2 && skip.err.contains("--skip-rules: unknown rule 'vauge-name' (did you mean 'vague-name'?)"))
        #expect(try earshot(["audit", "Layouts/cowboy-hat.yaml", "--skip-rules", "label-missing,EAR002", "--format", "json"]).status != 2)
        // Skipping EAR900 leaves recorded findings out.
        let dir = try auditDirectory("audit-skip")
        try write(record("rating", "x"), dir + "/f.jsonl")
        let skipped = try earshot(["audit", dir + "/hat.yaml", "--rules", "EAR900", "--skip-rules", "manual", "--findings", dir + "/f.jsonl"])
        #expect(skipped.status == 0 && skipped.out == "no findings in 1 file\n")
    }

    @Test func auditWritesEachFormatToStdoutOrAFile() throws {
        let dir = try auditDirectory("audit-formats")
        try write(record("rating", "not announced", severity: "error"), dir + "/f.jsonl")
        let args = ["audit", dir + "/hat.yaml", "--rules", "EAR900", "--findings", dir + "/f.jsonl"]

        let json = try earshot(args + ["--format", "json"])
        #expect(json.status == 1)
        let doc = try #require(try JSONSerialization.jsonObject(with: json.outBytes) as? [String: Any])
        let finding = try #require((doc["findings"] as? [[String: Any]])?.first)
        #expect(finding["rule"] as? String == "EAR900" && finding["line"] as? Int == 23 && finding["column"] as? Int == 9)
        #expect(finding["severity"] as? String == "error" && finding["element"] as? String == "rating")
        #expect((doc["summary"] as? [String: Any])?["recorded"] as? Int == 1)

        let sarif = try earshot(args + ["--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: sarif.outBytes) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        #expect(result["level"] as? String == "error" && result["ruleId"] as? String == "EAR900")

        let junit = try earshot(args + ["--format", "junit"])
        #expect(XMLParser(data: junit.outBytes).parse(), "the JUnit report is not well-formed")
        #expect(junit.out.contains(#"<testcase classname="\#(dir)/hat.yaml" name="EAR900 manual: rating">"#))

        let out = temporary("audit-report.sarif")
        try? FileManager.default.removeItem(atPath: out)
        let toFile = try earshot(args + ["--format", "sarif", "-o", out])
        #expect(toFile.status == 1 && toFile.out.isEmpty)
        #expect(FileManager.default.contents(atPath: out) == sarif.outBytes)
        #expect(try earshot(args + ["-o", dir + "/no-such-dir/r.txt"]).status == 2)
    }

    @Test func auditSARIFLocationsAreRelativeToTheCurrentDirectory() throws {
        let dir = try auditDirectory("audit-uri")
        try write(record("rating", "x", path: "Layouts/cowboy-hat.yaml"), dir + "/f.jsonl")
        for path in ["./Layouts/cowboy-hat.yaml", repositoryRoot.appendingPathComponent("Layouts/cowboy-hat.yaml").path] {
            let r = try earshot(["audit", path, "--rules", "EAR900", "--format", "sarif", "--findings", dir + "/f.jsonl"])
            #expect(r.status == 1, "\(r.err)")
            #expect(r.out.contains(#""uri" : "Layouts/cowboy-hat.yaml""#), "\(path)")
        }
    }

    @Test func auditBaselineHidesKnownFindingsEvenWhenLinesMove() throws {
        let dir = try auditDirectory("audit-baseline")
        let hat = dir + "/hat.yaml", f = dir + "/f.jsonl", baseline = dir + "/baseline.json"
        try write(record("rating", "not announced") + record("photo", "too long"), f)
        let first = try earshot(["audit", hat, "--rules", "EAR900", "--findings", f, "--write-baseline", baseline])
        #expect(first.status == 1)
        let written = try #require(FileManager.default.contents(atPath: baseline))
        let doc = try #require(try JSONSerialization.jsonObject(with: written) as? [String: Any])
        #expect(doc["earshot-baseline"] as? Int == 1 && (doc["findings"] as? [Any])?.count == 2)
        // Lines move: five comment lines at the top of the layout.
        let text = try String(contentsOfFile: hat, encoding: .utf8)
        try write("# a\n# b\n# c\n# d\n# e\n" + text, hat)
        let again = try earshot(["audit", hat, "--rules", "EAR900", "--findings", f, "--baseline", baseline])
        #expect(again.status == 0, "\(again.out)")
        #expect(again.out == "no findings in 1 file; 2 hidden by the baseline\n")
        // A new finding still fails, at its moved line.
        try write(record("rating", "not announced") + record("photo", "too long") + record("submit", "says Submit only"), f)
        let new = try earshot(["audit", hat, "--rules", "EAR900", "--findings", f, "--baseline", baseline, "--format", "json"])
        #expect(new.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: new.outBytes) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.map { $0["element"] as? String } == ["submit"])
        #expect((report["summary"] as? [String: Any])?["baseline_hidden"] as? Int == 2)
        // A malformed baseline is a located error.
        try write("{\"earshot-baseline\": 1,\n \"findings\": [{\"rule\": \"EAR9000\", \"path\": \"hat.yaml\"}]}", baseline)
        let bad = try earshot(["audit", hat, "--baseline", baseline])
        #expect(bad.status == 2 && bad.out.isEmpty)
        #expect(bad.err.contains("\(baseline):2:24: error: unknown rule id 'EAR9000' (did you mean 'EAR900'?)"), "\(bad.err)")
    }

    @Test func auditReportsEveryBadLineOfAFindingsFile() throws {
        let dir = try auditDirectory("audit-findings")
        let f = dir + "/f.jsonl"
        try write(record("rating", "ok") + "\n" + #"{"rule":"EAR900","path":"hat.yaml","element":"ratng","note":"x"}"#
                  + "\n" + #"{"rule":"EAR900","path":"other.yaml","element":"rating","note":"x"}"# + "\n{\"rule\":\n", f)
        let r = try earshot(["audit", dir + "/hat.yaml", "--findings", f])
        #expect(r.status == 2 && r.out.isEmpty)
        let lines = r.err.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(r.err)")
        #expect(lines.first == "\(f):3:46: error: no element 'ratng' in '\(dir)/hat.yaml' (did you mean 'rating'?)")
        #expect(lines.dropFirst().first == "\(f):4:25: error: no file 'other.yaml' (looked for '\(dir)/other.yaml')", "\(r.err)")
        #expect(lines.last?.hasPrefix("\(f):5:") == true)
        #expect(try earshot(["audit", dir + "/hat.yaml", "--findings", dir + "/missing.jsonl"]).status == 2)
    }

    /// One findings file beside several layouts (the reader's default for each): an audit of one
    /// layout reports the findings on it, and the others' are left to their own audits.
    @Test func aFindingsFileSharedByTheLayoutsOfAFolderServesEach() throws {
        let dir = try auditDirectory("audit-shared")
        try FileManager.default.copyItem(atPath: dir + "/hat.yaml", toPath: dir + "/other.yaml")
        let f = dir + "/earshot-findings.jsonl"
        try write(record("rating", "the unit is never said") + record("title", "not a heading", path: "other.yaml"), f)
        let hat = try earshot(["audit", "hat.yaml", "--rules", "EAR900", "--flat", "--findings", "earshot-findings.jsonl"], directory: dir)
        #expect(hat.status == 1, "\(hat.err)")
        #expect(hat.out == "hat.yaml:23:9: warning: EAR900 the unit is never said [rating]\n"
            + "1 finding (0 errors, 1 warning, 0 notes) in 1 file\n")
        let other = try earshot(["audit", dir + "/other.yaml", "--rules", "EAR900", "--flat", "--findings", f])
        #expect(other.status == 1 && other.err.isEmpty, "\(other.err)")
        #expect(other.out == "\(dir)/other.yaml:10:9: warning: EAR900 not a heading [title]\n"
            + "1 finding (0 errors, 1 warning, 0 notes) in 1 file\n")
        let both = try earshot(["audit", dir, "--rules", "EAR900", "--findings", f, "--format", "json"])
        let doc = try #require(try JSONSerialization.jsonObject(with: both.outBytes) as? [String: Any], "\(both.err)")
        #expect((doc["findings"] as? [[String: Any]])?.compactMap { $0["element"] as? String } == ["rating", "title"])
    }

    /// Notes are findings, counted in every summary, but they fail nothing and are listed only
    /// with --notes.
    @Test func auditNotesAreCountedListedOnRequestAndNeverFail() throws {
        let dir = try auditDirectory("audit-notes")
        let f = dir + "/f.jsonl"
        try write(record("title", "could be shorter", severity: "note"), f)
        let args = ["audit", "hat.yaml", "--rules", "EAR900", "--findings", "f.jsonl"]
        let text = try earshot(args, directory: dir)
        #expect(text.status == 0, "\(text.err)")
        #expect(text.out == "1 finding (0 errors, 0 warnings, 1 note) in 1 file; 1 note not listed (--notes lists it)\n")
        let listed = try earshot(args + ["--notes", "--flat"], directory: dir)
        #expect(listed.status == 0)
        #expect(listed.out == "hat.yaml:10:9: note: EAR900 could be shorter [title]\n1 finding (0 errors, 0 warnings, 1 note) in 1 file\n")
        let junit = try earshot(args + ["--notes", "--format", "junit"], directory: dir)
        #expect(junit.status == 0)
        #expect(junit.out.contains(#"<testsuites name="earshot audit" tests="1" failures="0" skipped="1">"#), "\(junit.out)")
        #expect(junit.out.contains(#"<skipped message="note: could be shorter">hat.yaml:10:9: note: EAR900 could be shorter [title]</skipped>"#))
        let hiddenJUnit = try earshot(args + ["--format", "junit"], directory: dir)
        #expect(hiddenJUnit.status == 0 && hiddenJUnit.out.contains(#"failures="0" skipped="0">"#), "\(hiddenJUnit.out)")
        let json = try earshot(args + ["--format", "json"], directory: dir)
        let doc = try #require(try JSONSerialization.jsonObject(with: json.outBytes) as? [String: Any])
        #expect((doc["findings"] as? [Any])?.isEmpty == true)
        let summary = try #require(doc["summary"] as? [String: Any])
        #expect(summary["notes"] as? Int == 1 && summary["notes_hidden"] as? Int == 1 && summary["findings"] as? Int == 1)
        // Asked to fail on notes, the run lists what fails it.
        let failing = try earshot(args + ["--fail-on", "note", "--flat"], directory: dir)
        #expect(failing.status == 1 && failing.out.hasPrefix("hat.yaml:10:9: note: EAR900 could be shorter [title]\n"))
    }

    @Test func auditADirectoryMeansEveryLayoutUnderIt() throws {
        let dir = try auditDirectory("audit-dir")
        try FileManager.default.createDirectory(atPath: dir + "/more/deeper", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/.hidden", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: repositoryRoot.appendingPathComponent("Layouts/weather.yaml").path,
                                         toPath: dir + "/more/deeper/weather.yml")
        try write("not: [a layout", dir + "/.hidden/broken.yaml")
        try write("ignored", dir + "/more/notes.txt")
        let r = try earshot(["audit", dir + "/", "--rules", "EAR900", "--format", "junit"])
        #expect(r.status == 0, "\(r.err)")
        let names = r.out.split(separator: "\n").filter { $0.contains("<testsuite ") }
            .compactMap { $0.split(separator: "\"").dropFirst().first.map(String.init) }
        #expect(names == [dir + "/hat.yaml", dir + "/more/deeper/weather.yml"])
        let empty = temporary("audit-empty")
        try? FileManager.default.removeItem(atPath: empty)
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let none = try earshot(["audit", empty])
        #expect(none.status == 2 && none.err.contains("no screen files under"))
    }

    /// Bad files are reported, located, and the rest of the directory is still audited (one bad
    /// dump once aborted a whole directory's audit); the run exits 2 and writes no baseline.
    @Test func auditReportsEveryProblemInEveryFile() throws {
        let dir = try auditDirectory("audit-malformed")
        try write("earshot: 1\nscreen:\n  id: a\n  elements:\n    - id: x\n      lable: Play\n", dir + "/a.yaml")
        try write("earshot: 1\nscreen:\n  id: b\n  elemnts: []\n", dir + "/b.yaml")
        try write("<XCUIElementTypeApplication>\n  <XCUIElementTypeButton label=\"Go\">\n", dir + "/shot.xml")
        try write("earshot: 1\nscreen:\n  id: c\n  elements:\n    - {id: go, label: More, traits: [button]}\n", dir + "/c.yaml")
        let baseline = dir + "/baseline.json"
        let r = try earshot(["audit", dir, "--format", "json", "--write-baseline", baseline])
        #expect(r.status == 2)
        #expect(r.err.contains("\(dir)/a.yaml:6:7: error: unknown key 'lable' in an element (did you mean 'label'?)"), "\(r.err)")
        #expect(r.err.contains("\(dir)/b.yaml:4:3: error: unknown key 'elemnts'"), "\(r.err)")
        #expect(r.err.contains("\(dir)/shot.xml:"), "\(r.err)")
        // The good files' report: the hat and c.yaml, with c's vague button.
        #expect(r.out.contains("\"files\" : 2") || r.out.contains("\"files\":2"), "\(r.out)")
        #expect(r.out.contains("\"rule\" : \"EAR005\"") || r.out.contains("\"rule\":\"EAR005\""), "\(r.out)")
        #expect(!FileManager.default.fileExists(atPath: baseline))
        // Every file bad: nothing to report.
        let only = try earshot(["audit", dir + "/a.yaml"])
        #expect(only.status == 2 && only.out.isEmpty)
    }
}
