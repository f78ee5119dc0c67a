import EarshotModel
import EarshotTestSupport
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import EarshotAudit

/// The audit report's four renderers, fed findings made by hand: the rules are
/// tested on their own, and these tests must not change when a rule does.
@Suite struct AuditFormatTests {
    static let play = AuditFinding(rule: .labelRepeatsTrait, severity: .warning, path: "Layouts/shop.yaml", line: 12, column: 5,
                                   element: "play", message: "label repeats its trait word", speech: "Play button. Button.")
    static let missing = AuditFinding(rule: .labelMissing, severity: .error, path: "Layouts/shop.yaml", line: 20, column: 7,
                                      element: "cart", message: "says only its role", speech: "Button.")
    static let noHeading = AuditFinding(rule: .noHeading, severity: .warning, path: "Layouts/other.yaml", line: 3, column: 3,
                                        element: "home", message: "no heading among 5 stops", speech: nil)
    static let verbose = AuditFinding(rule: .verboseStop, severity: .note, path: "Layouts/other.yaml", line: 9, column: 9,
                                      element: nil, message: "takes 6.2 s at 220 wpm", speech: nil)
    /// A label an attacker wrote: terminal escapes, XML specials, a bidi override, a line break.
    static let hostile = AuditFinding(rule: .labelNotHuman, severity: .warning, path: "Layouts/shop.yaml", line: 30, column: 9,
                                      element: "evil<&>", message: "label looks like a symbol name",
                                      speech: "btn\u{1B}]52;c;AAAA\u{07}\"'<x>&\u{202E}\n\u{0}\u{85}end")

    static let files = ["Layouts/shop.yaml", "Layouts/other.yaml", "Layouts/clean.yaml"]

    /// A tester's recorded error: it sits among the errors, not after every automatic finding.
    static let recorded = AuditFinding(rule: .manual, severity: .error, path: "Layouts/other.yaml", line: 9, column: 9,
                                       element: "rating", message: "the unit is never said", speech: "Rating: 3.")

    /// A report with notes listed (`--notes`), unless `notes` is false.
    static func report(_ findings: [AuditFinding] = [play, missing, noHeading, verbose], hidden: Int = 0,
                       notes: Bool = true) -> AuditReport {
        AuditReport(files: files, rules: AuditRules.selected(only: nil, skip: []), findings: findings, baselineHidden: hidden,
                    listsNotes: notes)
    }

    static let context = AuditFormat.Context(toolVersion: "9.9.9", currentDirectory: "/work/app",
                                             docsURL: "https://example.com/earshot/docs/rules.md")
    static let flat = AuditFormat.Context(toolVersion: "9.9.9", currentDirectory: "/work/app", flat: true)

    // MARK: Text

    /// Grouped by rule (id order): a header with the counts, the rule's fix, then its findings'
    /// lines exactly as `--flat` writes them; a blank line between groups; the summary last.
    @Test func textGroupsTheLinesByRuleWithCountsAndTheFix() {
        let text = AuditFormat.text.render(Self.report(hidden: 2), context: Self.context)
        func help(_ id: AuditRuleID) -> String { "  fix: " + id.rule.help }
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == [
            "EAR001 label-missing — 1 finding (1 error)", help(.labelMissing),
            #"Layouts/shop.yaml:20:7: error: EAR001 says only its role [cart]: says "Button.""#,
            "",
            "EAR002 label-repeats-trait — 1 finding (1 warning)", help(.labelRepeatsTrait),
            #"Layouts/shop.yaml:12:5: warning: EAR002 label repeats its trait word [play]: says "Play button. Button.""#,
            "",
            "EAR011 no-heading — 1 finding (1 warning)", help(.noHeading),
            "Layouts/other.yaml:3:3: warning: EAR011 no heading among 5 stops [home]",
            "",
            "EAR018 verbose-stop — 1 finding (1 note)", help(.verboseStop),
            "Layouts/other.yaml:9:9: note: EAR018 takes 6.2 s at 220 wpm",
            "",
            "4 findings (1 error, 2 warnings, 1 note) in 3 files; 2 hidden by the baseline",
            "",
        ])
        // Every finding line is the flat one, byte for byte.
        let flat = AuditFormat.text.render(Self.report(hidden: 2), context: Self.flat).split(separator: "\n").dropLast()
        #expect(flat.allSatisfy { text.contains("\n" + $0 + "\n") })
        let mixed = AuditFinding(rule: .labelRepeatsTrait, severity: .error, path: "Layouts/other.yaml", line: 1, column: 1,
                                 element: "x", message: "m", speech: nil)
        #expect(AuditFormat.text.render(Self.report([Self.play, mixed]), context: Self.context)
            .hasPrefix("EAR002 label-repeats-trait — 2 findings (1 error, 1 warning)\n"))
        #expect(AuditFormat.text.render(Self.report([]), context: Self.context) == "no findings in 3 files\n")
    }

    @Test func flatTextIsCompilerStyleWithWhatVoiceOverSays() {
        let lines = AuditFormat.text.render(Self.report(hidden: 2), context: Self.flat).split(separator: "\n").map(String.init)
        #expect(lines == [
            #"Layouts/shop.yaml:20:7: error: EAR001 says only its role [cart]: says "Button.""#,
            #"Layouts/shop.yaml:12:5: warning: EAR002 label repeats its trait word [play]: says "Play button. Button.""#,
            "Layouts/other.yaml:3:3: warning: EAR011 no heading among 5 stops [home]",
            "Layouts/other.yaml:9:9: note: EAR018 takes 6.2 s at 220 wpm",
            "4 findings (1 error, 2 warnings, 1 note) in 3 files; 2 hidden by the baseline",
        ])
        #expect(AuditFormat.text.render(Self.report([]), context: Self.flat) == "no findings in 3 files\n")
    }

    @Test func textShowsControlCharactersEscaped() {
        let text = AuditFormat.text.render(Self.report([Self.hostile]), context: Self.flat)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
        #expect(text.contains(#"btn\u{1B}]52;c;AAAA\u{7}"'<x>&\u{202E}\u{A}\u{0}\u{85}end"#))
        #expect(text.split(separator: "\n").count == 2)
    }

    // MARK: JSON

    @Test func jsonHasTheContractShape() throws {
        let json = AuditFormat.json.render(Self.report([Self.play, Self.verbose, Self.hostile], hidden: 3), context: Self.context)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(doc.keys) == ["findings", "summary"])
        let findings = try #require(doc["findings"] as? [[String: Any]])
        #expect(findings.count == 3)
        for f in findings {
            #expect(Set(f.keys) == ["rule", "severity", "path", "line", "column", "element", "message", "speech", "screens"])
        }
        #expect(findings[0]["rule"] as? String == "EAR002" && findings[0]["line"] as? Int == 12)
        #expect(findings[0]["speech"] as? String == "Play button. Button.")
        let note = try #require(findings.first { $0["rule"] as? String == "EAR018" })
        #expect(note["element"] is NSNull && note["speech"] is NSNull && note["severity"] as? String == "note")
        let evil = try #require(findings.first { $0["rule"] as? String == "EAR003" })
        #expect(evil["speech"] as? String == Self.hostile.speech, "the label round-trips exactly")
        #expect(!json.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x85 || $0 == "\u{202E}" })
        let summary = try #require(doc["summary"] as? [String: Any])
        #expect(Set(summary.keys) == ["files", "findings", "errors", "warnings", "notes", "notes_hidden", "by_rule", "baseline_hidden",
                                      "recorded"])
        #expect(summary["files"] as? Int == 3 && summary["findings"] as? Int == 3 && summary["warnings"] as? Int == 2)
        #expect(summary["notes"] as? Int == 1 && summary["errors"] as? Int == 0 && summary["baseline_hidden"] as? Int == 3)
        #expect(summary["by_rule"] as? [String: Int] == ["EAR002": 1, "EAR003": 1, "EAR018": 1])
    }

    @Test func findingsAreOrderedBySeverityThenFileAsGivenThenPlace() {
        let r = Self.report([Self.verbose, Self.missing, Self.noHeading, Self.play, Self.recorded])
        #expect(r.findings.map(\.rule.rawValue) == ["EAR001", "EAR900", "EAR002", "EAR011", "EAR018"])
        #expect(r.fails(at: .error) && r.fails(at: .note))
        #expect(!Self.report([Self.verbose]).fails(at: .warning) && Self.report([Self.verbose]).fails(at: .note))
        #expect(!Self.report([Self.play]).fails(at: .error))
    }

    @Test func ruleListsTakeIdsAndNamesAndSuggestForTypos() throws {
        #expect(try AuditRules.ids(in: ["EAR001, ear002", "vague-name", ""]).get() == [.labelMissing, .labelRepeatsTrait, .vagueName])
        guard case .failure(let unknown) = AuditRules.ids(in: ["EAR02,lable-missing", "zzz"]) else {
            Issue.record("unknown rules were accepted")
            return
        }
        #expect(unknown.messages == ["unknown rule 'EAR02' (did you mean 'EAR002'?)",
                                     "unknown rule 'lable-missing' (did you mean 'label-missing'?)", "unknown rule 'zzz'"])
        #expect(unknown.description.hasSuffix("rules are EAR001–EAR024 and EAR900, or their names (label-missing)"))
        #expect(AuditRules.selected(only: [.labelMissing, .manual], skip: [.manual]).map(\.id) == [.labelMissing])
        #expect(AuditRules.selected(only: nil, skip: [.labelNotHuman]).count == AuditRules.all.count - 1)
    }

    // MARK: JUnit

    @Test func junitHasASuitePerFileATestcasePerRuleAndElementAndAFailurePerFinding() throws {
        let second = AuditFinding(rule: .labelRepeatsTrait, severity: .warning, path: "Layouts/shop.yaml", line: 14, column: 5,
                                  element: "play", message: "label repeats its trait word 'button'", speech: "Play button. Button.")
        let xml = AuditFormat.junit.render(Self.report([Self.play, second, Self.missing, Self.noHeading, Self.hostile]),
                                           context: Self.context)
        let doc = try JUnitDocument(xml)
        #expect(doc.suites.map(\.name) == Self.files)
        let rules = AuditRules.all.count
        let shop = doc.suites[0]
        // EAR001, EAR002, EAR003 fail once each (on one element each); every other rule passes once.
        #expect(shop.tests == rules && shop.failures == 3 && shop.cases.count == rules)
        let playCase = try #require(shop.cases.first { $0.name == "EAR002 label-repeats-trait: play" })
        #expect(playCase.classname == "Layouts/shop.yaml" && playCase.failures.count == 2)
        #expect(playCase.failures[0]["type"] == "warning" && playCase.failures[0]["line"] == "12")
        #expect(playCase.failures[0]["file"] == "Layouts/shop.yaml")
        #expect(playCase.failures[0]["message"] == "label repeats its trait word")
        #expect(shop.cases.contains { $0.name == "EAR004 duplicate-name" && $0.failures.isEmpty })
        let clean = doc.suites[2]
        #expect(clean.tests == rules && clean.failures == 0 && clean.cases.allSatisfy { $0.failures.isEmpty })
        #expect(doc.tests == 3 * rules && doc.failures == 4)
        // The hostile label parses, its specials intact and its control characters gone.
        let evil = try #require(shop.cases.first { $0.name.hasPrefix("EAR003") })
        #expect(evil.name == "EAR003 label-not-human: evil<&>")
        #expect(evil.failures[0]["type"] == "warning")
        #expect(evil.text.contains(#"\u{1B}]52;c;AAAA"#), "the body is the text line, escaped for reading")
        #expect(!xml.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
    }

    /// Bidi controls and other invisible format characters are shown escaped, as in the terminal:
    /// a label with U+202E cannot reverse what a CI page shows after it.
    @Test func junitShowsBidiControlsEscaped() throws {
        #expect(AuditFormat.xml("Pay\u{202E}txt.exe\u{2066}\u{2069}\u{200E}\u{200F}\u{202A}\u{2028}")
            == #"Pay\u{202E}txt.exe\u{2066}\u{2069}\u{200E}\u{200F}\u{202A}\u{2028}"#)
        #expect(AuditFormat.xml("👩\u{200D}💻 café") == "👩\u{200D}💻 café", "joiners are part of the characters around them")
        let xml = AuditFormat.junit.render(Self.report([Self.hostile]), context: Self.context)
        #expect(!xml.unicodeScalars.contains { VisibleText.isInvisibleFormat($0) }, "\(xml)")
        #expect(xml.contains(#"\u{202E}"#))
        _ = try JUnitDocument(xml)
    }

    /// Control characters become U+FFFD (`XMLText`, shared with the SVG): visible, inert.
    @Test func xmlEscapingKeepsSpecialsAndReplacesControls() throws {
        let escaped = AuditFormat.xml("a<b>&\"c'\t\n\r\u{1B}\u{0}\u{7F}\u{9B}\u{FFFF}z")
        #expect(escaped == "a&lt;b&gt;&amp;&quot;c&apos;&#9;&#10;&#13;\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}z")
        let doc = try JUnitDocument("<testsuites><testsuite name=\"\(escaped)\" tests=\"0\" failures=\"0\"/></testsuites>")
        #expect(doc.suites.first?.name == "a<b>&\"c'\t\n\r\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}z")
    }
}

/// A JUnit document read back with Foundation's XML parser.
final class JUnitDocument: NSObject, XMLParserDelegate {
    /// A testcase: its failures' and skips' attributes, and the text of its failures, skips and
    /// standard output.
    struct Case { var classname: String; var name: String; var failures: [[String: String]]; var skipped: [[String: String]]; var text: String }
    struct Suite { var name: String; var tests: Int; var failures: Int; var skipped: Int; var cases: [Case] }
    private(set) var suites: [Suite] = []
    private(set) var tests = -1, failures = -1, skipped = -1
    private var inText = false

    init(_ xml: String) throws {
        super.init()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = self
        guard parser.parse() else {
            throw parser.parserError ?? CocoaError(.coderReadCorrupt)
        }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String]) {
        let s = suites.count - 1
        switch name {
        case "testsuites":
            tests = Int(attributes["tests"] ?? "") ?? -1
            failures = Int(attributes["failures"] ?? "") ?? -1
            skipped = Int(attributes["skipped"] ?? "") ?? -1
        case "testsuite":
            suites.append(Suite(name: attributes["name"] ?? "", tests: Int(attributes["tests"] ?? "") ?? -1,
                                failures: Int(attributes["failures"] ?? "") ?? -1, skipped: Int(attributes["skipped"] ?? "") ?? -1,
                                cases: []))
        case "testcase":
            suites[s].cases.append(Case(classname: attributes["classname"] ?? "", name: attributes["name"] ?? "",
                                        failures: [], skipped: [], text: ""))
        case "failure":
            inText = true
            suites[s].cases[suites[s].cases.count - 1].failures.append(attributes)
        case "skipped":
            inText = true
            suites[s].cases[suites[s].cases.count - 1].skipped.append(attributes)
        case "system-out":
            inText = true
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if ["failure", "skipped", "system-out"].contains(name) { inText = false }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard inText else { return }
        let s = suites.count - 1
        suites[s].cases[suites[s].cases.count - 1].text += string
    }
}
