import EarshotLoader
public import EarshotModel
public import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// An audit rule's identity, words and examples: one value per rule, used by the runner, every
/// output format (SARIF's `tool.driver.rules`), `docs/rules.md` and the tests that run the examples.
public struct AuditRule: Sendable, Hashable {
    public var id: AuditRuleID
    /// `label-missing`.
    public var name: String
    /// The default severity.
    public var severity: AuditSeverity
    /// The severity as the docs state it (`warning below 44×44 pt, error below 24×24 pt`).
    public var severityWords: String
    /// One line: what it flags.
    public var summary: String
    /// The same on an Android screen, where it flags something else (nil: `summary`), and the
    /// severity as the docs state it there (nil: `severityWords`).
    public var androidSummary: String?
    public var androidSeverityWords: String?
    /// Why it matters to a listener, and how to fix it.
    public var help: String
    /// The same on an Android screen, where the words and the fix differ (nil: `help`).
    public var androidHelp: String?
    /// Where the rule comes from (Apple's audit types, ATF, WCAG).
    public var anchors: String
    /// What the rule flags and why, in Markdown (the docs' paragraph).
    public var details: String
    /// A layout snippet the rule flags, and the same snippet fixed; nil for recorded findings.
    public var bad: AuditRuleExample?
    public var fixed: AuditRuleExample?

    public init(_ id: AuditRuleID, _ name: String, _ severity: AuditSeverity, severityWords: String? = nil,
                summary: String, help: String, anchors: String, details: String = "",
                bad: AuditRuleExample? = nil, fixed: AuditRuleExample? = nil, androidSummary: String? = nil,
                androidSeverityWords: String? = nil, androidHelp: String? = nil) {
        self.androidSummary = androidSummary; self.androidSeverityWords = androidSeverityWords; self.androidHelp = androidHelp
        self.id = id; self.name = name; self.severity = severity
        self.severityWords = severityWords ?? severity.rawValue
        self.summary = summary; self.help = help; self.anchors = anchors
        self.details = details; self.bad = bad; self.fixed = fixed
    }
}

extension AuditRule {
    /// How to fix findings heard with `reader`, in its terms.
    public func help(for reader: any ScreenReader) -> String { reader.auditTerms(iPhone: help, android: androidHelp) }

    /// What the rule flags, in the terms of `reader`.
    public func summary(for reader: any ScreenReader) -> String { reader.auditTerms(iPhone: summary, android: androidSummary) }

    /// The severity as the docs state it, in the terms of `reader`.
    public func severityWords(for reader: any ScreenReader) -> String {
        reader.auditTerms(iPhone: severityWords, android: androidSeverityWords)
    }
}

/// A rule's example: a layout snippet, with what the docs say before and after it.
public struct AuditRuleExample: Sendable, Hashable {
    /// A sentence after **Bad.** / **Fixed.**; nil: the bare label.
    public var caption: String?
    /// Element entries under a screen's `elements:`, or a whole layout (starting `earshot:`).
    public var yaml: String
    /// Markdown after the snippet: what VoiceOver says, the finding.
    public var after: String
    /// The whole layout when `yaml` shows only its start (`# … Song 4 to Song 49`).
    public var full: String?
    /// Other rules the bad example also trips, as its caption says.
    public var alsoFlags: Set<AuditRuleID>

    public init(caption: String?, yaml: String, after: String, full: String? = nil, alsoFlags: Set<AuditRuleID> = []) {
        self.caption = caption; self.yaml = yaml; self.after = after; self.full = full; self.alsoFlags = alsoFlags
    }

    /// The example as a whole layout file.
    public var layout: String {
        if let full { return full }
        if yaml.hasPrefix("earshot:") { return yaml + "\n" }
        let entries = yaml.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
        return "earshot: 1\nscreen:\n  id: s\n  elements:\n" + entries.joined(separator: "\n") + "\n"
    }
}
