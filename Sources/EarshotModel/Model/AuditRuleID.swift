/// An audit rule's identity. Layouts name rules (`audit-ignore: [EAR005]`) before any rule runs,
/// so the ids live here at the bottom; what each rule checks lives with the audit.
public enum AuditRuleID: String, Sendable, Hashable, CaseIterable, Comparable {
    case ear001 = "EAR001", ear002 = "EAR002", ear003 = "EAR003", ear004 = "EAR004", ear005 = "EAR005"
    case ear006 = "EAR006", ear007 = "EAR007", ear008 = "EAR008", ear009 = "EAR009", ear010 = "EAR010"
    case ear011 = "EAR011", ear012 = "EAR012", ear013 = "EAR013", ear014 = "EAR014", ear015 = "EAR015"
    case ear016 = "EAR016", ear017 = "EAR017", ear018 = "EAR018", ear019 = "EAR019", ear020 = "EAR020"
    /// Rules only SwiftUI source can show (a tap gesture, an asset-name label).
    case ear021 = "EAR021", ear022 = "EAR022"
    /// A finding a tester recorded in a screen-curtain session.
    case ear900 = "EAR900"

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}
