import EarshotLoader
public import EarshotModel
package import EarshotNarration
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
    /// One self-contained HTML page to hand over: when, by whom and on what the audit ran, the
    /// findings grouped by rule with each rule's own words, each finding with what VoiceOver says
    /// and its screen drawn, labels in their boxes and the element marked.
    case html

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

    /// What the rules page says about `rule` — what it flags and why, then its bad and fixed
    /// examples — as Markdown blocks, from the same values `docs/rules.md` is generated from, so
    /// a report carries the rule's words inside it instead of a link to a page on some machine.
    package static func ruleDoc(_ rule: AuditRule) -> [String] {
        AuditRulesDoc.section(rule).filter { !$0.hasPrefix("<a id=") && !$0.hasPrefix("### ") && !$0.isEmpty }
    }

    /// What the rules page says about `rule`, for listeners of `readers`: the page explains a rule
    /// in an iPhone's terms, with VoiceOver's examples, so it is left out when every reader words
    /// the rule in Android's terms and the rule has them (its fix, given beside, is in those terms).
    package static func ruleDoc(_ rule: AuditRule, heardWith readers: [any ScreenReader]) -> [String] {
        let page = ruleDoc(rule)
        let android: [String]? = rule.androidHelp == nil ? nil : []
        return readers.contains { !$0.auditTerms(iPhone: page, android: android).isEmpty } ? page : []
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
