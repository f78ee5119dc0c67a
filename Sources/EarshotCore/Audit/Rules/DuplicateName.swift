/// EAR004 SCAFFOLD: replace with the rule.
enum DuplicateName {
    static func check(_ c: AuditContext) -> [AuditFinding] { [] }
}
