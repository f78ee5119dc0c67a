import EarshotLayoutTestSupport
import EarshotLoader
import EarshotTestSupport
@testable import EarshotAudit

/// The rules this suite covers.
let rulesB: Set<String> = ["EAR011", "EAR012", "EAR013", "EAR014", "EAR015", "EAR016", "EAR017", "EAR018",
                           "EAR019", "EAR020"]

/// The findings of `rules` on a YAML layout (`t.yaml`), lengths a quarter second a word; a
/// layout that does not load gives one finding naming the loader's errors, so a test fails.
func auditB(_ yaml: String, rules: Set<String>, budget: Int = 200_000) -> [AuditFinding] {
    let (layout, errors) = load(yaml)
    guard let layout else {
        return [AuditFinding(rule: .manual, severity: .error, path: "t.yaml", line: 0, column: 0, element: nil,
                             message: "does not load: " + errors.joined(separator: "; "), speech: nil)]
    }
    return Audit.run(Workspace(root: layout), options: .init(rules: ids(rules), budget: budget), length: wordSeconds)
}

/// The findings of `rules` on a bundled sample, with the files its `goto` effects name.
func auditSample(_ name: String, rules: Set<String> = rulesB) -> [AuditFinding]? {
    guard let workspace = navigator(name)?.workspace else { return nil }
    return Audit.run(workspace, options: .init(rules: ids(rules)), length: wordSeconds)
}

extension AuditFinding {
    /// `EAR016 warning 12:7 close`: rule, severity, line:column of the entry, element.
    var brief: String { "\(rule) \(severity.rawValue) \(line):\(column) \(element ?? "-")" }
}
