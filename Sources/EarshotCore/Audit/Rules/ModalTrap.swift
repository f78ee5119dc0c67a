/// EAR014 SCAFFOLD: replace with the rule.
enum ModalTrap {
    static func check(_ c: AuditContext) -> [AuditFinding] { [] }
}
