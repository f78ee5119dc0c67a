/// EAR010 SCAFFOLD: replace with the rule.
enum TraitConflict {
    static func check(_ c: AuditContext) -> [AuditFinding] { [] }
}
