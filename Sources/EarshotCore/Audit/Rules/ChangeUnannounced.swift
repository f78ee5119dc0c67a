/// EAR008 SCAFFOLD: replace with the rule.
enum ChangeUnannounced {
    static func check(_ c: AuditContext) -> [AuditFinding] { [] }
}
