import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// One audit run's result, the model every output format renders (text, JSON, SARIF, JUnit):
/// the files checked, the rules that ran, the findings left after the baseline, and counts.
public struct AuditReport: Sendable, Hashable {
    /// The files audited, in the order given (directories expanded).
    public var files: [String]
    /// The rules that ran, in id order (JUnit gives each a testcase in every file).
    public var rules: [AuditRule]
    /// Findings shown: grouped by file in `files` order, then by line, column and rule.
    public var findings: [AuditFinding]
    /// Findings a baseline hid.
    public var baselineHidden: Int
    /// The audited screens, for the formats that draw them (HTML); empty when none is drawn.
    public var screens: [AuditScreen]

    public init(files: [String], rules: [AuditRule], findings: [AuditFinding], baselineHidden: Int = 0,
                screens: [AuditScreen] = []) {
        self.files = files
        self.rules = rules
        self.baselineHidden = baselineHidden
        self.screens = screens
        let rank = Dictionary(files.enumerated().map { ($1, $0) }) { first, _ in first }
        self.findings = findings.sorted { a, b in
            let fa = rank[a.path] ?? files.count, fb = rank[b.path] ?? files.count
            if fa != fb { return fa < fb }
            if a.path != b.path { return a.path < b.path }
            return (a.line, a.column, a.rule, a.element ?? "", a.message) < (b.line, b.column, b.rule, b.element ?? "", b.message)
        }
    }

    /// True when a finding is at or above `severity` (`--fail-on`): the run exits 1.
    public func fails(at severity: AuditSeverity) -> Bool { findings.contains { $0.severity >= severity } }

    /// The findings in `file`, in report order.
    public func findings(in file: String) -> [AuditFinding] { findings.filter { $0.path == file } }

    /// Counts over the findings shown.
    public var summary: Summary {
        var byRule: [String: Int] = [:]
        for f in findings { byRule[f.rule.rawValue, default: 0] += 1 }
        func count(_ s: AuditSeverity) -> Int { findings.filter { $0.severity == s }.count }
        return Summary(files: files.count, findings: findings.count, errors: count(.error), warnings: count(.warning),
                       notes: count(.note), byRule: byRule, baselineHidden: baselineHidden,
                       recorded: byRule[RecordedFinding.rule.rawValue] ?? 0)
    }

    /// The `summary` object of the JSON report.
    public struct Summary: Sendable, Hashable, Codable {
        public var files: Int
        public var findings: Int
        public var errors: Int
        public var warnings: Int
        public var notes: Int
        /// Rule id → findings shown.
        public var byRule: [String: Int]
        public var baselineHidden: Int
        /// Findings testers recorded (EAR900) among those shown.
        public var recorded: Int

        package enum CodingKeys: String, CodingKey {
            case files, findings, errors, warnings, notes, recorded
            case byRule = "by_rule", baselineHidden = "baseline_hidden"
        }
    }
}

/// The JSON report: `{"findings":[…],"summary":{…}}`.
extension AuditReport: Encodable {
    package enum CodingKeys: String, CodingKey { case findings, summary }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(findings, forKey: .findings)
        try c.encode(summary, forKey: .summary)
    }
}
