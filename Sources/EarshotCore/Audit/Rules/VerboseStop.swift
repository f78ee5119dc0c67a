/// EAR018 SCAFFOLD: replace with the rule.
enum VerboseStop {
    static func check(_ c: AuditContext) -> [AuditFinding] { [] }
}
