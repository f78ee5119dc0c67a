/// EAR015 SCAFFOLD: replace with the rule.
enum DeadRotor {
    static func check(_ c: AuditContext) -> [AuditFinding] { [] }
}
