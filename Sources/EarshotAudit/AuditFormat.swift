import EarshotLoader
public import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// The ways an audit report is written: each a pure renderer of `AuditReport`.
public enum AuditFormat: String, Sendable, CaseIterable {
    /// Compiler-style lines (`path:line:col: warning: …`) grouped by rule, each group under its
    /// counts and the rule's fix, and a summary line, for people.
    case text
    /// `{"findings":[…],"summary":{…}}`.
    case json
    /// SARIF 2.1.0, for GitHub code scanning and other SARIF viewers.
    case sarif
    /// JUnit XML, for CI test reports.
    case junit
    /// One self-contained HTML page grouped by rule, each finding with what VoiceOver says and
    /// its screen drawn with the element marked.
    case html

    /// What a renderer needs besides the report.
    public struct Context: Sendable {
        /// Earshot's version, named in SARIF's `tool.driver.version`.
        public var toolVersion: String
        /// Where to read about the tool (SARIF's `tool.driver.informationUri`), when it has an address.
        public var informationUri: String?
        /// The absolute directory the audit ran in: SARIF locations are made relative to it.
        public var currentDirectory: String?
        /// The absolute URI of the rules' documentation (`docs/rules.md`), without a fragment:
        /// SARIF's `helpUri` and the HTML page's rule links point at each rule's section in it.
        public var rulesDocument: String?
        /// Text without the grouping by rule: one line per finding, in file order.
        public var flat: Bool

        public init(toolVersion: String, informationUri: String? = nil, currentDirectory: String? = nil,
                    rulesDocument: String? = nil, flat: Bool = false) {
            self.toolVersion = toolVersion; self.informationUri = informationUri; self.currentDirectory = currentDirectory
            self.rulesDocument = rulesDocument; self.flat = flat
        }

        /// `rulesDocument#ear016`: the rule's section, when the document has an address.
        public func helpUri(_ id: AuditRuleID) -> String? {
            rulesDocument.map { $0 + "#" + AuditRulesDoc.anchor(id) }
        }
    }

    /// The whole document, ending in a newline.
    public func render(_ report: AuditReport, context: Context) -> String {
        switch self {
        case .text: return AuditFormat.text(report, grouped: !context.flat)
        case .json: return AuditFormat.json(report)
        case .sarif: return AuditFormat.sarif(report, context: context)
        case .junit: return AuditFormat.junit(report)
        case .html: return AuditFormat.html(report, context: context)
        }
    }

    /// `EAR002 label repeats its trait word [play]: says "Play button. Button."` — the part of a
    /// finding after its place and severity, shared by text, JUnit and SARIF. Not escaped: each
    /// format escapes for its own medium.
    package static func sentence(_ f: AuditFinding) -> String {
        var s = f.rule.rawValue + " " + f.message
        if let element = f.element { s += " [\(element)]" }
        if let speech = f.speech { s += ": says \"\(speech)\"" }
        return s
    }
}
