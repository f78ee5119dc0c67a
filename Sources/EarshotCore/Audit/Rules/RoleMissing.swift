/// EAR007 SCAFFOLD: replace with the rule.
enum RoleMissing {
    static func check(_ c: AuditContext) -> [AuditFinding] { [] }
}
