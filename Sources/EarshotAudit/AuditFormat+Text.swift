import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// The text report, for people and for editors and CI logs at once: the findings grouped by
/// rule, each group under a header with its counts and the rule's fix, each finding on one
/// compiler-style line (which editors and CI logs link to its place), then a summary line.
/// `flat` leaves the grouping out: one line per finding in file order, then the summary.
extension AuditFormat {
    /// `path:line:col: warning: EAR002 label repeats its trait word [play]: says "Play button. Button."`
    /// per finding, control characters escaped (labels are untrusted and this lands on a terminal).
    package static func text(_ report: AuditReport, grouped: Bool = true) -> String {
        guard grouped, !report.findings.isEmpty else {
            var lines = report.findings.map(line)
            lines.append(summaryLine(report))
            return lines.joined(separator: "\n") + "\n"
        }
        var blocks: [String] = []
        for group in groups(report) {
            var lines = [groupHeader(group.rule, group.findings)]
            lines.append("  fix: " + group.rule.help)
            lines += group.findings.map(line)
            blocks.append(lines.joined(separator: "\n"))
        }
        blocks.append(summaryLine(report))
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// The findings by rule, in rule id order; within a rule, in report order (file, then place).
    package static func groups(_ report: AuditReport) -> [(id: String, rule: AuditRule, findings: [AuditFinding])] {
        var byRule: [AuditRuleID: [AuditFinding]] = [:]
        for f in report.findings { byRule[f.rule, default: []].append(f) }
        return byRule.keys.sorted().map { id in (id.rawValue, id.rule, byRule[id] ?? []) }
    }

    /// `EAR016 target-size — 3 findings (2 warnings, 1 note)`: the severities that occur, worst first.
    package static func groupHeader(_ rule: AuditRule, _ findings: [AuditFinding]) -> String {
        let counts = AuditSeverity.allCases.reversed().compactMap { s -> String? in
            let n = findings.filter { $0.severity == s }.count
            return n == 0 ? nil : counted(n, s.rawValue)
        }
        return VisibleText.escape("\(rule.id) \(rule.name) — \(counted(findings.count, "finding")) (\(counts.joined(separator: ", ")))")
    }

    package static func line(_ f: AuditFinding) -> String {
        VisibleText.escape("\(f.path):\(f.line):\(f.column): \(f.severity.rawValue): " + sentence(f))
    }

    /// `3 findings (1 error, 2 warnings, 0 notes) in 2 files; 4 hidden by the baseline`.
    package static func summaryLine(_ report: AuditReport) -> String {
        let s = report.summary
        var text = s.findings == 0
            ? "no findings in \(counted(s.files, "file"))"
            : "\(counted(s.findings, "finding")) (\(counted(s.errors, "error")), \(counted(s.warnings, "warning")), "
                + "\(counted(s.notes, "note"))) in \(counted(s.files, "file"))"
        if s.baselineHidden > 0 { text += "; \(s.baselineHidden) hidden by the baseline" }
        return text
    }

    package static func counted(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
