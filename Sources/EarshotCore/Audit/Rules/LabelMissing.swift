/// EAR001 SCAFFOLD: replace with the rule.
enum LabelMissing {
    static func check(_ c: AuditContext) -> [AuditFinding] { [] }
}
