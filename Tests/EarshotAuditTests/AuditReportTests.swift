import EarshotModel
import Foundation
import Testing
@testable import EarshotAudit

/// What every format of a report agrees on: findings by severity, errors first (a tester's
/// recorded error among them), and notes counted always but listed only when asked for, never
/// a failure.
@Suite struct AuditReportTests {
    typealias T = AuditFormatTests

    static let mixed = [T.play, T.noHeading, T.verbose, T.missing, T.recorded]

    func lines(_ format: AuditFormat, _ report: AuditReport, context: AuditFormat.Context = T.context) -> [String] {
        format.render(report, context: context).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    func json(_ report: AuditReport) throws -> [String: Any] {
        let text = AuditFormat.json.render(report, context: T.context)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    // MARK: Errors first

    @Test func everyFormatListsErrorsFirstWithRecordedFindingsAmongThem() throws {
        let report = T.report(Self.mixed)
        #expect(lines(.text, report, context: T.flat) == [
            #"Layouts/shop.yaml:20:7: error: EAR001 says only its role [cart]: says "Button.""#,
            #"Layouts/other.yaml:9:9: error: EAR900 the unit is never said [rating]: says "Rating: 3.""#,
            #"Layouts/shop.yaml:12:5: warning: EAR002 label repeats its trait word [play]: says "Play button. Button.""#,
            "Layouts/other.yaml:3:3: warning: EAR011 no heading among 5 stops [home]",
            "Layouts/other.yaml:9:9: note: EAR018 takes 6.2 s at 220 wpm",
            "5 findings (2 errors, 2 warnings, 1 note) in 3 files",
            "",
        ])
        // Grouped, the rule whose worst finding is worst comes first: the recorded error before
        // the automatic warnings, though EAR900 is the last rule by id.
        let headers = lines(.text, report).filter { $0.hasPrefix("EAR") }
        #expect(headers == [
            "EAR001 label-missing — 1 finding (1 error)", "EAR900 manual — 1 finding (1 error)",
            "EAR002 label-repeats-trait — 1 finding (1 warning)", "EAR011 no-heading — 1 finding (1 warning)",
            "EAR018 verbose-stop — 1 finding (1 note)",
        ])
        let order = ["EAR001", "EAR900", "EAR002", "EAR011", "EAR018"]
        let findings = try #require(try json(report)["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == order)
        #expect(findings.map { $0["severity"] as? String } == ["error", "error", "warning", "warning", "note"])
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(AuditFormat.sarif.render(report, context: T.context).utf8))
            as? [String: Any])
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == order)
        let html = AuditFormat.html.render(report, context: T.context)
        #expect(html.components(separatedBy: #"<section class="rule" id=""#).dropFirst().map { String($0.prefix(6)) } == order)
        #expect(html.components(separatedBy: #"<tr data-rule=""#).dropFirst().map { String($0.prefix(6)) } == order)
    }

    /// Within a rule's group, errors come before its warnings and notes.
    @Test func withinARuleErrorsComeFirst() {
        var small = T.play
        small.severity = .error
        small.line = 40
        var note = T.play
        note.severity = .note
        note.line = 2
        let text = lines(.text, T.report([T.play, note, small]))
        #expect(text.first == "EAR002 label-repeats-trait — 3 findings (1 error, 1 warning, 1 note)")
        #expect(text.filter { $0.hasPrefix("Layouts/") }.map { $0.components(separatedBy: ": EAR002").first ?? "" } == [
            "Layouts/shop.yaml:40:5: error", "Layouts/shop.yaml:12:5: warning", "Layouts/shop.yaml:2:5: note",
        ])
    }

    // MARK: Notes

    @Test func notesAreCountedButListedOnlyWhenAskedFor() throws {
        let hidden = T.report(notes: false)
        #expect(lines(.text, hidden, context: T.flat) == [
            #"Layouts/shop.yaml:20:7: error: EAR001 says only its role [cart]: says "Button.""#,
            #"Layouts/shop.yaml:12:5: warning: EAR002 label repeats its trait word [play]: says "Play button. Button.""#,
            "Layouts/other.yaml:3:3: warning: EAR011 no heading among 5 stops [home]",
            "4 findings (1 error, 2 warnings, 1 note) in 3 files; 1 note not listed (--notes lists it)",
            "",
        ])
        #expect(!lines(.text, hidden).contains { $0.contains("EAR018") })
        #expect(lines(.text, hidden).dropLast().last == "4 findings (1 error, 2 warnings, 1 note) in 3 files; 1 note not listed (--notes lists it)")
        let listed = lines(.text, T.report(), context: T.flat)
        #expect(listed.contains("Layouts/other.yaml:9:9: note: EAR018 takes 6.2 s at 220 wpm"))
        #expect(listed.dropLast().last == "4 findings (1 error, 2 warnings, 1 note) in 3 files")
        // Two notes, and a baseline: both said.
        var second = T.verbose
        second.line = 30
        #expect(lines(.text, T.report([T.verbose, second], hidden: 3, notes: false)) == [
            "2 findings (0 errors, 0 warnings, 2 notes) in 3 files; 2 notes not listed (--notes lists them); 3 hidden by the baseline",
            "",
        ])

        let doc = try json(hidden)
        #expect((doc["findings"] as? [[String: Any]])?.map { $0["rule"] as? String } == ["EAR001", "EAR002", "EAR011"])
        let summary = try #require(doc["summary"] as? [String: Any])
        #expect(summary["findings"] as? Int == 4 && summary["notes"] as? Int == 1 && summary["notes_hidden"] as? Int == 1)
        #expect(summary["by_rule"] as? [String: Int] == ["EAR001": 1, "EAR002": 1, "EAR011": 1, "EAR018": 1])
        #expect((try json(T.report())["summary"] as? [String: Any])?["notes_hidden"] as? Int == 0)

        let html = AuditFormat.html.render(hidden, context: T.context)
        #expect(html.contains(#"<p class="summary" id="summary">4 findings (1 error, 2 warnings, 1 note) in 3 files; 1 note not listed (--notes lists it)</p>"#))
        #expect(html.contains(#"<p class="notes-hidden">1 note not listed (--notes lists it).</p>"#))
        // The notes-only rule keeps its row and counts, with no section to link to.
        #expect(html.contains(#"<tr data-rule="EAR018"><td>EAR018 verbose-stop</td><td>1</td><td>0</td><td>0</td><td>1</td></tr>"#))
        #expect(!html.contains(#"<section class="rule" id="EAR018""#) && !html.contains(#"data-severity="note""#))
    }

    @Test func notesNeverFailARunUnlessAskedTo() {
        let notes = T.report([T.verbose], notes: false)
        #expect(!notes.fails(at: .warning) && !notes.fails(at: .error))
        #expect(notes.fails(at: .note), "--fail-on note asks for it")
        #expect(T.report([T.verbose, T.play]).fails(at: .warning))
    }

    @Test func junitNeverCountsANoteAsAFailure() throws {
        var onShop = T.verbose
        onShop.path = "Layouts/shop.yaml"
        onShop.element = "play"
        onShop.rule = .labelRepeatsTrait
        // Not listed: left out, the rule passes where it found only notes.
        let hidden = try JUnitDocument(AuditFormat.junit.render(T.report([T.verbose, onShop], notes: false), context: T.context))
        #expect(hidden.failures == 0 && hidden.suites.allSatisfy { $0.failures == 0 })
        #expect(hidden.suites.flatMap(\.cases).allSatisfy { $0.failures.isEmpty && $0.skipped.isEmpty })
        // Listed: a note alone is a skipped testcase, and beside a failure it is output; never a failure.
        let xml = AuditFormat.junit.render(T.report([T.verbose, onShop, T.play]), context: T.context)
        let listed = try JUnitDocument(xml)
        #expect(listed.failures == 1 && listed.skipped == 1, "\(xml)")
        let shop = listed.suites[0]
        #expect(shop.failures == 1 && shop.skipped == 0)
        let play = try #require(shop.cases.first { $0.name == "EAR002 label-repeats-trait: play" })
        #expect(play.failures.map { $0["type"] } == ["warning"])
        #expect(play.text.contains("note: EAR002 takes 6.2 s at 220 wpm"), "a note beside failures is in system-out: \(play.text)")
        let other = listed.suites[1]
        let verbose = try #require(other.cases.first { $0.name == "EAR018 verbose-stop" })
        #expect(verbose.failures.isEmpty && verbose.skipped == [["message": "note: takes 6.2 s at 220 wpm"]])
        #expect(verbose.text == "Layouts/other.yaml:9:9: note: EAR018 takes 6.2 s at 220 wpm")
        #expect(xml.contains(#"<testsuites name="earshot audit" tests="\#(3 * AuditRules.all.count)" failures="1" skipped="1">"#))
        // The worst testcases first: the failing one leads its suite, the skipped one leads its own.
        #expect(shop.cases.first?.name == "EAR002 label-repeats-trait: play" && other.cases.first?.name == "EAR018 verbose-stop")
    }

    // MARK: Badges

    /// A rule's badge is its worst finding's severity, whatever most of its findings are.
    @Test func aRulesBadgeIsItsWorstFinding() {
        var findings = [T.play]
        for line in 1...8 {
            var note = T.play
            note.severity = .note
            note.line = 100 + line
            findings.append(note)
        }
        let listed = AuditFormat.html.render(T.report(findings), context: T.context)
        #expect(listed.contains(#"<h2><span class="badge warning">warning</span> EAR002 label-repeats-trait — 9 findings (1 warning, 8 notes)</h2>"#))
        #expect(listed.contains(#"data-rule="EAR002" data-severity="warning" data-findings="9">"#))
        let hidden = AuditFormat.html.render(T.report(findings, notes: false), context: T.context)
        #expect(hidden.contains(#"<h2><span class="badge warning">warning</span> EAR002 label-repeats-trait — 1 finding (1 warning)</h2>"#))
        #expect(hidden.contains(##"<tr data-rule="EAR002"><td><a href="#EAR002">EAR002 label-repeats-trait</a></td><td>9</td><td>0</td><td>1</td><td>8</td></tr>"##))
        var error = T.verbose
        error.severity = .error
        let worst = AuditFormat.html.render(T.report([T.verbose, error]), context: T.context)
        #expect(worst.contains(#"<h2><span class="badge error">error</span> EAR018 verbose-stop — 2 findings (1 error, 1 note)</h2>"#))
    }
}
