import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// The text report: one compiler-style line per finding, which editors and CI logs link to its
/// place, then a summary line.
extension AuditFormat {
    /// `path:line:col: warning: EAR002 label repeats its trait word [play]: says "Play button. Button."`
    /// per finding, control characters escaped (labels are untrusted and this lands on a terminal).
    package static func text(_ report: AuditReport) -> String {
        var lines = report.findings.map(line)
        lines.append(summaryLine(report))
        return lines.joined(separator: "\n") + "\n"
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
