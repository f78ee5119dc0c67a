import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// Every rule, in id order. Severities are defaults (EAR016 raises itself to error below 24 pt).
public enum AuditRules {
    public static let all: [AuditRule] = AuditRuleID.allCases.map(\.rule)

    /// Rules by their id as written (`EAR005`), for input and output formats.
    public static let byID: [String: AuditRule] = Dictionary(uniqueKeysWithValues: all.map { ($0.id.rawValue, $0) })
}
