/// EAR019 SCAFFOLD: replace with the rule.
enum DeepElement {
    static func check(_ c: AuditContext) -> [AuditFinding] { [] }
}
