public import EarshotModel
/// Each rule id's rule and the type that checks a screen for it.
extension AuditRuleID {
    /// The rule: identity, words and examples.
    public var rule: AuditRule { check?.rule ?? RecordedFinding.auditRule }

    /// The type that checks a screen for this rule; none for `manual`, which only testers record.
    package var check: (any AuditRuleCheck.Type)? {
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
        case .tapGestureNoRole: return TapGestureNoRole.self
        case .assetNameLabel: return AssetNameLabel.self
        case .labelFromChild: return LabelFromChild.self
        case .editableDescription: return EditableDescription.self
        case .manual: return nil
        }
    }
}
