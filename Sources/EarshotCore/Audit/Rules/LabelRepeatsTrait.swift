/// EAR002 SCAFFOLD: replace with the rule.
enum LabelRepeatsTrait {
    static func check(_ c: AuditContext) -> [AuditFinding] { [] }
}
