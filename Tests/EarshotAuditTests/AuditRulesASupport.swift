import EarshotLayoutTestSupport
import EarshotLoader
import EarshotModel
import EarshotTestSupport
import Testing
@testable import EarshotAudit

/// The findings of `rules` on a YAML layout (named `t.yaml`); a load error is recorded as an issue.
func audit(_ yaml: String, rules: Set<String>) -> [AuditFinding] {
    let (layout, errors) = load(yaml)
    guard let layout else {
        Issue.record("the layout does not load: \(errors)")
        return []
    }
    return Audit.run(Workspace(root: layout), options: .init(rules: ids(rules)), length: wordSeconds)
}

/// The findings of `rules` on a bundled sample, its `goto` files loaded.
func auditSampleA(_ name: String, rules: Set<String>) -> [AuditFinding] {
    guard let navigator = navigator(name) else {
        Issue.record("the sample \(name) does not load")
        return []
    }
    return Audit.run(navigator.workspace, options: .init(rules: ids(rules)), length: wordSeconds)
}

/// Rules EAR001–EAR010.
let rulesA: Set<String> = ["EAR001", "EAR002", "EAR003", "EAR004", "EAR005", "EAR006", "EAR007", "EAR008", "EAR009", "EAR010"]

extension AuditFinding {
    /// `RULE id line:col` — the parts every test pins down, compactly.
    var place: String { "\(rule) \(element ?? "-") \(line):\(column)" }
}

/// Rule ids as tests write them, typed.
func ids(_ rules: Set<String>) -> Set<AuditRuleID> { Set(rules.compactMap(AuditRuleID.init(rawValue:))) }
