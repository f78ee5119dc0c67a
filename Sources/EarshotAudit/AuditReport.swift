import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// One audit run's result, the model every output format renders (text, JSON, SARIF, JUnit,
/// HTML): the files checked, the rules that ran, the findings left after the baseline, and counts.
/// Notes are findings, but they are listed only when asked for (`listsNotes`); their count is
/// always in the summary.
public struct AuditReport: Sendable, Hashable {
    /// The files audited, in the order given (directories expanded).
    public var files: [String]
    /// The rules that ran, in id order (JUnit gives each a testcase in every file).
    public var rules: [AuditRule]
    /// Every finding left after the baseline, notes included, in report order: by severity,
    /// errors first; then by file in `files` order, line, column and rule.
    public var findings: [AuditFinding]
    /// Findings a baseline hid.
    public var baselineHidden: Int
    /// The audited screens, for the formats that draw them (HTML); empty when none is drawn.
    public var screens: [AuditScreen]
    /// Whether notes are listed (`--notes`); when not, only their count is shown.
    public var listsNotes: Bool

    public init(files: [String], rules: [AuditRule], findings: [AuditFinding], baselineHidden: Int = 0,
                screens: [AuditScreen] = [], listsNotes: Bool = false) {
        self.files = files
        self.rules = rules
        self.baselineHidden = baselineHidden
        self.screens = screens
        self.listsNotes = listsNotes
        let rank = Dictionary(files.enumerated().map { ($1, $0) }) { first, _ in first }
        self.findings = findings.sorted { a, b in
            if a.severity != b.severity { return a.severity > b.severity }
            let fa = rank[a.path] ?? files.count, fb = rank[b.path] ?? files.count
            if fa != fb { return fa < fb }
            if a.path != b.path { return a.path < b.path }
            return (a.line, a.column, a.rule, a.element ?? "", a.message) < (b.line, b.column, b.rule, b.element ?? "", b.message)
        }
    }

    /// The findings the report lists, in report order: every one, or every one but the notes.
    public var listed: [AuditFinding] { listsNotes ? findings : findings.filter { $0.severity != .note } }

    /// True when a finding is at or above `severity` (`--fail-on`): the run exits 1. Notes fail
    /// a run only when asked for with `note`.
    public func fails(at severity: AuditSeverity) -> Bool { findings.contains { $0.severity >= severity } }

    /// The listed findings in `file`, in report order.
    public func findings(in file: String) -> [AuditFinding] { listed.filter { $0.path == file } }

    /// Counts over every finding after the baseline, listed or not.
    public var summary: Summary {
        var byRule: [String: Int] = [:]
        for f in findings { byRule[f.rule.rawValue, default: 0] += 1 }
        func count(_ s: AuditSeverity) -> Int { findings.filter { $0.severity == s }.count }
        return Summary(files: files.count, findings: findings.count, errors: count(.error), warnings: count(.warning),
                       notes: count(.note), notesHidden: findings.count - listed.count, byRule: byRule,
                       baselineHidden: baselineHidden, recorded: byRule[RecordedFinding.rule.rawValue] ?? 0)
    }

    /// The `summary` object of the JSON report.
    public struct Summary: Sendable, Hashable, Codable {
        public var files: Int
        /// Every finding, notes included, whether listed or not.
        public var findings: Int
        public var errors: Int
        public var warnings: Int
        public var notes: Int
        /// Notes counted but not listed (the report was not asked for them).
        public var notesHidden: Int
        /// Rule id → findings, notes included.
        public var byRule: [String: Int]
        public var baselineHidden: Int
        /// Findings testers recorded (EAR900).
        public var recorded: Int

        package enum CodingKeys: String, CodingKey {
            case files, findings, errors, warnings, notes, recorded
            case notesHidden = "notes_hidden", byRule = "by_rule", baselineHidden = "baseline_hidden"
        }
    }
}

/// The JSON report: `{"findings":[…],"summary":{…}}`.
extension AuditReport: Encodable {
    package enum CodingKeys: String, CodingKey { case findings, summary }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(listed, forKey: .findings)
        try c.encode(summary, forKey: .summary)
    }
}
