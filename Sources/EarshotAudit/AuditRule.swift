import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// An audit rule's identity and words (CONTRACT §8): one table, used by the runner, every
/// output format (SARIF's `tool.driver.rules`) and the README.
public struct AuditRule: Sendable, Hashable {
    /// `EAR001`.
    public var id: String
    /// `label-missing`.
    public var name: String
    public var severity: AuditSeverity
    /// One line: what it flags.
    public var summary: String
    /// Why it matters to a listener, and how to fix it.
    public var help: String
    /// Where the rule comes from (Apple's audit types, ATF, WCAG, seeds).
    public var anchors: String

    public init(_ id: String, _ name: String, _ severity: AuditSeverity, summary: String, help: String, anchors: String) {
        self.id = id; self.name = name; self.severity = severity
        self.summary = summary; self.help = help; self.anchors = anchors
    }
}
