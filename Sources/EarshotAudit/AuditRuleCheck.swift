import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// A rule as a type, as SwiftLint's rules carry their `RuleDescription`: its description (id,
/// name, severity, help, bad and fixed examples) and its check, a pure function of one screen.
package protocol AuditRuleCheck {
    /// What the rule is: id, name, default severity, words, examples.
    static var rule: AuditRule { get }
    /// The findings on one screen.
    static func check(_ c: AuditContext) -> [AuditFinding]
}
