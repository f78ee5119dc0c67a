/// EAR012 SCAFFOLD: replace with the rule.
enum OrderMismatch {
    static func check(_ c: AuditContext) -> [AuditFinding] { [] }
}
