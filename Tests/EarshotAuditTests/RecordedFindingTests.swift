import EarshotLayoutTestSupport
import EarshotModel
import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotAudit

/// Findings testers record in the reader (EAR900): the JSONL line format, read strictly with
/// errors at their line of the file, placed at the element's entry in its layout.
@Suite struct RecordedFindingTests {
    static let layoutText = """
        earshot: 1
        screen:
          id: shop
          elements:
            - id: title
              label: Shop
              traits: [header]
            - id: list
              container: list
              children:
                - id: play
                  label: Play button
                  traits: [button]
        """

    func layout() throws -> Layout {
        let (layout, errors) = load(Self.layoutText, path: "Layouts/shop.yaml")
        #expect(errors.isEmpty)
        return try #require(layout)
    }

    func read(_ text: String) -> (records: [RecordedFinding], problems: [String]) {
        let r = RecordedFinding.read(bytes: Array(text.utf8), path: "f.jsonl")
        return (r.records, r.problems.map { "\($0.location.line):\($0.location.column): \($0.message)" })
    }

    @Test func theReadersLineRoundTripsThroughTheLoaderAndCodable() throws {
        let record = RecordedFinding(severity: .error, path: "Layouts/shop.yaml", element: "play",
                                     note: "says \"button\" twice\u{1B}", speech: "Play button. Button.", time: "2025-05-01T10:00:00Z")
        let line = record.line
        #expect(!line.contains("\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["rule", "severity", "path", "element", "note", "speech", "time"])
        #expect(object["rule"] as? String == "EAR900")
        let decoded = try JSONDecoder().decode(RecordedFinding.self, from: Data(line.utf8))
        #expect(decoded == record)
        let loaded = read(line + "\n" + line + "\n")
        #expect(loaded.problems.isEmpty)
        #expect(loaded.records.count == 2)
        var plain = loaded.records[1]
        #expect(plain.source?.record.line == 2 && plain.source?.file == "f.jsonl")
        plain.source = nil
        #expect(plain == record)
    }

    @Test func onlyRulePathElementAndNoteAreRequiredAndSeverityDefaultsToWarning() throws {
        let line = #"{"rule":"EAR900","path":"Layouts/shop.yaml","element":"play","note":"vague"}"#
        let loaded = read(line)
        #expect(loaded.problems.isEmpty)
        let record = try #require(loaded.records.first)
        #expect(record.severity == .warning && record.speech == nil && record.time == nil)
        #expect(try JSONDecoder().decode(RecordedFinding.self, from: Data(line.utf8)).severity == .warning)
        #expect(read(#"{"rule":"EAR900","path":"a.yaml"}"#).problems == [
            "1:1: a recorded finding is missing required key 'element'",
            "1:1: a recorded finding is missing required key 'note'",
        ])
    }

    @Test func problemsAreLocatedAtTheirLineOfTheFile() {
        let text = """
            {"rule":"EAR900","path":"Layouts/shop.yaml","element":"play","note":"ok"}

            {"rule":"EAR901","severity":"eror","path":"Layouts/shop.yaml","element":"play","note":"x"}\r
            {"rule":"EAR900","path":"Layouts/shop.yaml","elemnt":"play","note":"x"}
            {"rule":"EAR900","path":"Layouts/shop.yaml","element":"title","note":"ok too"}
            {"rule":"EAR900", "path":
            not json at all
            """
        let loaded = read(text)
        #expect(loaded.records.map(\.element) == ["play", "title"])
        #expect(loaded.records.map { $0.source?.record.line } == [1, 5])
        #expect(loaded.problems == [
            "3:9: unknown recorded rule 'EAR901' (did you mean 'EAR900'?)",
            "3:29: unknown severity 'eror' (did you mean 'error'?)",
            "4:1: a recorded finding is missing required key 'element'",
            "4:45: unknown key 'elemnt' in a recorded finding (did you mean 'element'?)",
            "6:26: YAML syntax: did not find expected node content while parsing a flow node",
            "7:1: a recorded finding must be a mapping, found a string",
        ])
        if case .success = RecordedFinding.load(bytes: Array(text.utf8), path: "f.jsonl") {
            Issue.record("a file with bad lines loads nothing")
        }
        #expect(read("").records.isEmpty && read("\n\n").problems.isEmpty)
    }

    @Test func aRecordBecomesAnEAR900FindingAtItsElementsEntry() throws {
        let layout = try layout()
        let loaded = read(#"{"rule":"EAR900","severity":"note","path":"Layouts/shop.yaml","element":"play","note":"heard twice","speech":"Play button. Button."}"#)
        let record = try #require(loaded.records.first)
        let finding = try record.finding(in: layout).get()
        #expect(finding == AuditFinding(rule: .manual, severity: .note, path: "Layouts/shop.yaml", line: 11, column: 11,
                                        element: "play", message: "heard twice", speech: "Play button. Button."))
        // A screen id places it at the screen's entry.
        var screenWide = record
        screenWide.element = "shop"
        #expect(try screenWide.finding(in: layout).get().line == 3)
    }

    @Test func anElementTheLayoutLacksIsAnErrorAtTheRecord() throws {
        let layout = try layout()
        let text = "\n\n" + #"{"rule":"EAR900","path":"Layouts/shop.yaml","element":"pla","note":"x"}"#
        let record = try #require(read(text).records.first)
        guard case .failure(let d) = record.finding(in: layout) else {
            Issue.record("an unknown element was placed")
            return
        }
        #expect(d.description == "f.jsonl:3:55: error: no element 'pla' in 'Layouts/shop.yaml' (did you mean 'play'?)")
    }

    /// An element another source file made (a SwiftUI view from another file) is reported in
    /// that file, as the automatic findings on it are.
    @Test func aRecordOnAnElementFromAnotherFileIsReportedThere() throws {
        let (loaded, errors) = load(Self.layoutText.replacingOccurrences(of: "traits: [button]", with: "traits: [button]\n          source-file: Rows/PlayRow.swift"),
                                    path: "Layouts/shop.yaml")
        #expect(errors.isEmpty)
        let layout = try #require(loaded)
        let record = RecordedFinding(path: "Layouts/shop.yaml", element: "play", note: "heard twice")
        let finding = try record.finding(in: layout).get()
        #expect(finding.path == "Layouts/Rows/PlayRow.swift" && finding.line == 11 && finding.column == 11)
        #expect(try RecordedFinding(path: "Layouts/shop.yaml", element: "title", note: "x").finding(in: layout).get().path == "Layouts/shop.yaml")
    }

    /// The reader keeps each record's layout relative to the findings file's folder, so one file
    /// beside several layouts names each of them, and an audit from anywhere finds them.
    @Test func theReaderNamesTheLayoutFromTheFindingsFilesFolder() {
        let record = RecordedFinding(path: "Layouts/shop.yaml", element: "play", note: "x")
        #expect(record.savedBeside("Layouts/earshot-findings.jsonl", currentDirectory: "/work/app").path == "shop.yaml")
        #expect(record.savedBeside("earshot-findings.jsonl", currentDirectory: "/work/app").path == "Layouts/shop.yaml")
        #expect(record.savedBeside("/work/app/notes/f.jsonl", currentDirectory: "/work/app").path == "../Layouts/shop.yaml")
        #expect(record.savedBeside("/tmp/f.jsonl", currentDirectory: "/work/app").path == "/work/app/Layouts/shop.yaml")
    }

    /// What the reader prints on quitting is a command to run as it is.
    @Test func theAuditCommandIsOneToRunAsPrinted() {
        #expect(RecordedFinding.auditCommand(layouts: ["Layouts/a.yaml"], findings: "Layouts/earshot-findings.jsonl")
            == "earshot audit Layouts/a.yaml --findings Layouts/earshot-findings.jsonl")
        #expect(RecordedFinding.auditCommand(layouts: ["My Layouts/a.yaml", "My Layouts/b.yaml", "My Layouts/a.yaml"],
                                             findings: "./it's.jsonl", module: "App", notes: true)
            == "earshot audit 'My Layouts/a.yaml' 'My Layouts/b.yaml' --module App --notes --findings './it'\\''s.jsonl'")
        #expect(RecordedFinding.shellWord("-x.yaml") == "./-x.yaml" && RecordedFinding.shellWord("$HOME") == "'$HOME'")
        #expect(RecordedFinding.shellWord("") == "''")
    }
}
