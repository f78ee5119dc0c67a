/// EAR017 SCAFFOLD: replace with the rule.
enum OverlappingTargets {
    static func check(_ c: AuditContext) -> [AuditFinding] { [] }
}
