/// EAR011 SCAFFOLD: replace with the rule.
enum NoHeading {
    static func check(_ c: AuditContext) -> [AuditFinding] { [] }
}
