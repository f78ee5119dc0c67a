import EarshotLoader
import EarshotModel
package import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// The text report, for people and for editors and CI logs at once: the findings grouped by
/// rule, each group under a header with its counts and the rule's fix, each finding on one
/// compiler-style line (which editors and CI logs link to its place), then a summary line.
/// Groups come worst first (a rule with an error before a rule with only warnings), and within
/// a group errors come first. `flat` leaves the grouping out: one line per finding, errors
/// first, then the summary.
extension AuditFormat {
    /// `path:line:col: warning: EAR002 label repeats its trait word [play]: says "Play button. Button."`
    /// per finding, control characters escaped (labels are untrusted and this lands on a terminal).
    package static func text(_ report: AuditReport, grouped: Bool = true) -> String {
        guard grouped, !report.listed.isEmpty else {
            var lines = report.listed.map(line)
            lines.append(summaryLine(report))
            return lines.joined(separator: "\n") + "\n"
        }
        var blocks: [String] = []
        for group in groups(report) {
            var lines = [groupHeader(group.rule, group.findings)]
            lines += fixes(group.rule, group.findings).map { "  fix: " + $0 }
            lines += group.findings.map(line)
            blocks.append(lines.joined(separator: "\n"))
        }
        blocks.append(summaryLine(report))
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// The fix in the words of each reader the findings were heard with, each once (an Android
    /// screen's in TalkBack's terms, an iPhone's in VoiceOver's).
    package static func fixes(_ rule: AuditRule, _ findings: [AuditFinding]) -> [String] {
        fixes(rule, heardWith: readers(findings))
    }

    package static func fixes(_ rule: AuditRule, heardWith readers: [any ScreenReader]) -> [String] {
        distinct(readers.map(rule.help(for:)))
    }

    /// What `rule` flags in the words of each of `readers`, each once.
    package static func summaries(_ rule: AuditRule, heardWith readers: [any ScreenReader]) -> [String] {
        distinct(readers.map(rule.summary(for:)))
    }

    /// `words` with each said once, in order.
    package static func distinct(_ words: [String]) -> [String] {
        var said: [String] = []
        for w in words where !said.contains(w) { said.append(w) }
        return said
    }

    /// The readers `findings` were heard with, each once: those with a name in `ReaderName`'s
    /// order, then any other in the order heard.
    package static func readers(_ findings: [AuditFinding]) -> [any ScreenReader] {
        var heard: [any ScreenReader] = []
        for f in findings where !heard.contains(where: { $0.id == f.reader.id }) { heard.append(f.reader) }
        let order = ReaderName.allCases.map(\.rawValue)
        return heard.enumerated().sorted { a, b in
            (order.firstIndex(of: a.element.id) ?? order.count, a.offset) < (order.firstIndex(of: b.element.id) ?? order.count, b.offset)
        }.map(\.element)
    }

    /// The listed findings by rule: the rule whose worst finding is worst first (a recorded
    /// error before an automatic warning), then in rule id order; within a rule, in report order
    /// (severity, then file and place).
    package static func groups(_ report: AuditReport) -> [(id: String, rule: AuditRule, findings: [AuditFinding])] {
        groups(report.listed)
    }

    package static func groups(_ findings: [AuditFinding]) -> [(id: String, rule: AuditRule, findings: [AuditFinding])] {
        var byRule: [AuditRuleID: [AuditFinding]] = [:]
        for f in findings { byRule[f.rule, default: []].append(f) }
        let worst = byRule.mapValues { $0.map(\.severity).max() ?? .note }
        return byRule.keys.sorted { a, b in
            let wa = worst[a] ?? .note, wb = worst[b] ?? .note
            return wa != wb ? wa > wb : a < b
        }.map { id in (id.rawValue, id.rule, byRule[id] ?? []) }
    }

    /// `EAR016 target-size — 3 findings (2 warnings, 1 note)`: the severities that occur, worst first.
    package static func groupHeader(_ rule: AuditRule, _ findings: [AuditFinding]) -> String {
        VisibleText.escape("\(rule.id) \(rule.name) — \(counted(findings.count, "finding")) (\(severities(findings)))")
    }

    /// `2 warnings, 1 note`: the severities that occur among `findings`, worst first.
    package static func severities(_ findings: [AuditFinding]) -> String {
        AuditSeverity.allCases.reversed().compactMap { s -> String? in
            let n = findings.filter { $0.severity == s }.count
            return n == 0 ? nil : counted(n, s.rawValue)
        }.joined(separator: ", ")
    }

    package static func line(_ f: AuditFinding) -> String {
        let line = VisibleText.escape("\(f.path):\(f.line):\(f.column): \(f.severity.rawValue): " + sentence(f))
        guard f.screens.count > 1 else { return line }
        return line + "\n" + VisibleText.escape("    heard on \(f.screens.count) screens: " + screenList(f.screens))
    }

    /// `CheckoutView (Checkout.swift), CartView (Cart.swift), and 4 more`: each screen by id and
    /// the name of the file that makes it; at most `most` named.
    package static func screenList(_ screens: [AuditFindingScreen], most: Int = 8) -> String {
        let named = screens.prefix(most).map { "\($0.screen) (\($0.path.split(separator: "/").last.map(String.init) ?? $0.path))" }
        let more = screens.count - named.count
        return named.joined(separator: ", ") + (more > 0 ? ", and \(more) more" : "")
    }

    /// `3 findings (1 error, 2 warnings, 0 notes) in 2 files; 4 hidden by the baseline`, and when
    /// notes were counted but not listed, `; 2 notes not listed (--notes lists them)`.
    package static func summaryLine(_ report: AuditReport) -> String {
        let s = report.summary
        var text = s.findings == 0
            ? "no findings in \(counted(s.files, "file"))"
            : "\(counted(s.findings, "finding")) (\(counted(s.errors, "error")), \(counted(s.warnings, "warning")), "
                + "\(counted(s.notes, "note"))) in \(counted(s.files, "file"))"
        if s.notesHidden > 0 { text += "; " + notesNotListed(s.notesHidden) }
        if s.baselineHidden > 0 { text += "; \(s.baselineHidden) hidden by the baseline" }
        return text
    }

    /// `2 notes not listed (--notes lists them)`.
    package static func notesNotListed(_ n: Int) -> String {
        "\(counted(n, "note")) not listed (--notes lists \(n == 1 ? "it" : "them"))"
    }

    package static func counted(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
