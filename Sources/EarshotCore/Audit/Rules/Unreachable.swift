/// EAR013 SCAFFOLD: replace with the rule.
enum Unreachable {
    static func check(_ c: AuditContext) -> [AuditFinding] { [] }
}
