/// EAR020 SCAFFOLD: replace with the rule.
enum HiddenContent {
    static func check(_ c: AuditContext) -> [AuditFinding] { [] }
}
