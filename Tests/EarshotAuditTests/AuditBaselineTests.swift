import EarshotLayoutTestSupport
import EarshotModel
import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotAudit

/// Baselines: written sorted, read by the one strict loader, matched by rule,
/// file and element id — never by line.
@Suite struct AuditBaselineTests {
    typealias T = AuditFormatTests

    func load(_ text: String, path: String = "b.json") -> Result<AuditBaseline, DiagnosticList> {
        AuditBaseline.load(bytes: Array(text.utf8), path: path)
    }

    @Test func writtenBaselineIsSortedJSONThatTheLoaderReadsBack() throws {
        let baseline = AuditBaseline(findings: [T.noHeading, T.play, T.missing, T.play, T.verbose], relativeTo: "/work/app")
        let text = baseline.document
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(doc.keys) == ["earshot-baseline", "findings"] && doc["earshot-baseline"] as? Int == 1)
        let entries = try #require(doc["findings"] as? [[String: Any]])
        #expect(entries.map { "\($0["path"] ?? "") \($0["rule"] ?? "") \($0["element"] ?? "-")" } == [
            "Layouts/other.yaml EAR011 home", "Layouts/other.yaml EAR018 -",
            "Layouts/shop.yaml EAR001 cart", "Layouts/shop.yaml EAR002 play",
        ])
        #expect(entries.allSatisfy { Set($0.keys).isSubset(of: ["rule", "path", "element"]) })
        let read = try load(text).get()
        #expect(read == baseline)
    }

    /// Whatever an element id or a file name holds, the written baseline reads back: controls,
    /// bidi overrides and noncharacters (which a YAML reader refuses raw) are escaped.
    /// Text of these scalars (Swift literals cannot spell noncharacters).
    static func scalars(_ values: [UInt32]) -> String {
        String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
    }

    @Test(arguments: [[0x61, 0xFFFE, 0x62], [0xFFFF, 0xFDD0, 0x1FFFE, 0x10FFFF], [0x1, 0x1B, 0x7F, 0x85, 0x202E], [0x61]])
    func aBaselineOfAnyIdReadsBack(id: [UInt32]) throws {
        let entry = AuditBaseline.Entry(rule: .labelMissing, path: Self.scalars([0x6F, 0xFFFE, 0x2]) + ".yaml", element: Self.scalars(id))
        let baseline = AuditBaseline(entries: [entry])
        let text = baseline.document
        #expect(!text.unicodeScalars.contains { ($0.value >= 0x7F && $0.value < 0xA0) || JSONOutput.isNoncharacter($0) })
        #expect(try load(text).get() == baseline)
    }

    @Test func matchesByRuleFileAndElementNotByLine() throws {
        let baseline = AuditBaseline(findings: [T.play, T.noHeading], relativeTo: "/work/app")
        var moved = T.play
        moved.line += 7
        moved.column += 2
        moved.message = "label repeats its trait word 'button'"
        var otherElement = T.play
        otherElement.element = "pause"
        var otherRule = T.play
        otherRule.rule = .vagueName
        var otherFile = T.play
        otherFile.path = "Layouts/shop-v2.yaml"
        var spelledOtherwise = T.noHeading
        spelledOtherwise.path = "./Layouts//other.yaml"
        var absolute = T.noHeading
        absolute.path = "/work/app/Layouts/other.yaml"
        let (kept, hidden) = baseline.filter([moved, otherElement, otherRule, otherFile, spelledOtherwise, absolute],
                                             relativeTo: "/work/app")
        #expect(hidden == 3)
        #expect(kept == [otherElement, otherRule, otherFile])
        // Run from elsewhere, an absolute path is not the baseline's relative one.
        #expect(baseline.filter([absolute], relativeTo: "/somewhere").hidden == 0)
    }

    @Test func reportCountsWhatTheBaselineHid() {
        let baseline = AuditBaseline(findings: [T.play], relativeTo: nil)
        let (kept, hidden) = baseline.filter([T.play, T.missing], relativeTo: nil)
        let report = AuditReport(files: T.files, rules: AuditRules.all, findings: kept, baselineHidden: hidden)
        #expect(report.summary.baselineHidden == 1 && report.summary.findings == 1)
    }

    @Test func malformedBaselinesAreLocatedErrors() {
        #expect(locatedErrors(load(#"{"earshot-baseline": 2, "findings": []}"#)) == ["1:22: 'earshot-baseline' must be 1"])
        #expect(locatedErrors(load(#"{"findings": [{"rule": "EAR02", "path": "a.yaml", "elemnt": "x", "line": 3}]}"#)) == [
            "1:1: the baseline is missing required key 'earshot-baseline'",
            "1:24: unknown rule id 'EAR02' (did you mean 'EAR002'?)",
            "1:51: unknown key 'elemnt' in a baseline finding (did you mean 'element'?)",
            "1:66: unknown key 'line' in a baseline finding",
        ])
        #expect(locatedErrors(load("{\"earshot-baseline\": 1,\n \"findings\": [{\"rule\": \"EAR001\"}]}")) == [
            "2:15: a baseline finding is missing required key 'path'",
        ])
        #expect(locatedErrors(load("")).count == 1)
        #expect(locatedErrors(load("[1, 2")).first?.hasPrefix("1:6: YAML syntax") == true)
    }

    @Test func writtenFilesPassTheSchemasEditorsUse() throws {
        let baseline = try #require(SchemaValidator.json(AuditBaseline(findings: [T.play, T.verbose], relativeTo: nil).document))
        let line = RecordedFinding(path: "a.yaml", element: "play", note: "vague", speech: "Play.", time: "2025-05-01T10:00:00Z").line
        let record = try #require(SchemaValidator.json(line))
        #expect(try SchemaValidator.validate([baseline], against: SchemaFiles.committed(AuditBaselineKeys.kind)) == [nil])
        #expect(try SchemaValidator.validate([record], against: SchemaFiles.committed(RecordedFindingKeys.kind)) == [nil])
        // And the schemas do refuse: a misspelled rule id.
        let bad = try #require(SchemaValidator.json(#"{"earshot-baseline": 1, "findings": [{"rule": "EAR02", "path": "a"}]}"#))
        #expect(try SchemaValidator.validate([bad], against: SchemaFiles.committed(AuditBaselineKeys.kind)) != [nil])
    }
}
