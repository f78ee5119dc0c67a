import FoundationEssentials
import Foundation
import EarshotModel
public import EarshotNarration
public import EarshotAudit
/// What the reader says about audit findings: the words sit with the session, above the audit.
extension SessionWords {
    /// A severity as spoken after Tab.
    public static func severity(_ severity: AuditSeverity) -> String { severity.rawValue.capitalized }

    /// The automatic findings for an element, as one announcement: count, then each.
    public static func findings(_ findings: [AuditFinding]) -> String {
        guard !findings.isEmpty else { return noFindings }
        let count = findings.count == 1 ? "1 finding." : "\(findings.count) findings."
        let each = findings.map { f in
            "\(f.severity.rawValue.capitalized), \(f.rule.rule.name.replacingOccurrences(of: "-", with: " ")): \(f.message)."
        }
        return ([count] + each).joined(separator: " ")
    }
}
