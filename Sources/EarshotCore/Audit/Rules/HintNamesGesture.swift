/// EAR006 SCAFFOLD: replace with the rule.
enum HintNamesGesture {
    static func check(_ c: AuditContext) -> [AuditFinding] { [] }
}
