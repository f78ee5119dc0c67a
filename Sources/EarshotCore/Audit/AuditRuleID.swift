/// Which audit rule: the fixed ids `EAR001`…`EAR020` and `EAR900` (a finding a tester recorded),
/// named after the rules. Strings become ids only where a person types them (`--rules`,
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
    case manual = "EAR900"

    /// The rule: identity, words and examples.
    public var rule: AuditRule { check?.rule ?? RecordedFinding.auditRule }

    /// The type that checks a screen for this rule; none for `manual`, which only testers record.
    var check: (any AuditRuleCheck.Type)? {
        switch self {
        case .labelMissing: return LabelMissing.self
        case .labelRepeatsTrait: return LabelRepeatsTrait.self
        case .labelNotHuman: return LabelNotHuman.self
        case .duplicateName: return DuplicateName.self
        case .vagueName: return VagueName.self
        case .hintNamesGesture: return HintNamesGesture.self
        case .roleMissing: return RoleMissing.self
        case .changeUnannounced: return ChangeUnannounced.self
        case .adjustableIncomplete: return AdjustableIncomplete.self
        case .traitConflict: return TraitConflict.self
        case .noHeading: return NoHeading.self
        case .orderMismatch: return OrderMismatch.self
        case .unreachable: return Unreachable.self
        case .modalTrap: return ModalTrap.self
        case .deadRotor: return DeadRotor.self
        case .targetSize: return TargetSize.self
        case .overlappingTargets: return OverlappingTargets.self
        case .verboseStop: return VerboseStop.self
        case .deepElement: return DeepElement.self
        case .hiddenContent: return HiddenContent.self
        case .manual: return nil
        }
    }

    /// `EAR001`, as written everywhere.
    public var description: String { rawValue }

    public static func < (a: AuditRuleID, b: AuditRuleID) -> Bool { a.rawValue < b.rawValue }
}
