/// EAR005 SCAFFOLD: replace with the rule.
enum VagueName {
    static func check(_ c: AuditContext) -> [AuditFinding] { [] }
}
