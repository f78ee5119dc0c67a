/// Which audit rule: the fixed ids `EAR001`…`EAR024` and `EAR900` (a finding a tester recorded),
/// named after the rules. Layouts name rules (`audit-ignore`) before any rule runs, so the ids
/// live at the bottom; what each rule checks lives with the audit (`AuditRuleID+Check`). Strings become ids only where a person types them (`--rules`,
/// `audit-ignore`, a baseline) and go back to strings only in the output formats.
public enum AuditRuleID: String, CaseIterable, Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    case labelMissing = "EAR001"
    case labelRepeatsTrait = "EAR002"
    case labelNotHuman = "EAR003"
    case duplicateName = "EAR004"
    case vagueName = "EAR005"
    case hintNamesGesture = "EAR006"
    case roleMissing = "EAR007"
    case changeUnannounced = "EAR008"
    case adjustableIncomplete = "EAR009"
    case traitConflict = "EAR010"
    case noHeading = "EAR011"
    case orderMismatch = "EAR012"
    case unreachable = "EAR013"
    case modalTrap = "EAR014"
    case deadRotor = "EAR015"
    case targetSize = "EAR016"
    case overlappingTargets = "EAR017"
    case verboseStop = "EAR018"
    case deepElement = "EAR019"
    case hiddenContent = "EAR020"
    /// Rules only SwiftUI source can show.
    case tapGestureNoRole = "EAR021"
    case assetNameLabel = "EAR022"
    /// Rules in Android's terms.
    case labelFromChild = "EAR023"
    case editableDescription = "EAR024"
    case manual = "EAR900"

    /// `EAR001`, as written everywhere.
    public var description: String { rawValue }

    public static func < (a: AuditRuleID, b: AuditRuleID) -> Bool { a.rawValue < b.rawValue }
}
