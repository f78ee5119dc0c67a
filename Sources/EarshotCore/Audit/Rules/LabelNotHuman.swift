/// EAR003 SCAFFOLD: replace with the rule.
enum LabelNotHuman {
    static func check(_ c: AuditContext) -> [AuditFinding] { [] }
}
