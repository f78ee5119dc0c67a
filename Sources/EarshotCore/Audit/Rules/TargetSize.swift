/// EAR016 SCAFFOLD: replace with the rule.
enum TargetSize {
    static func check(_ c: AuditContext) -> [AuditFinding] { [] }
}
