/// EAR009 SCAFFOLD: replace with the rule.
enum AdjustableIncomplete {
    static func check(_ c: AuditContext) -> [AuditFinding] { [] }
}
