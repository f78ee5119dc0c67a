import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// `earshot audit`'s checks (CONTRACT §8): every screen of a layout, every rule, findings in
/// file order. Pure: speech lengths come from the caller.
public enum Audit {
    /// Which rules run.
    public struct Options: Sendable {
        /// Only these ids (nil: all).
        public var rules: Set<String>?
        public var skip: Set<String>
        /// The most planner states per search (EAR013, EAR019).
        public var budget: Int

        public init(rules: Set<String>? = nil, skip: Set<String> = [], budget: Int = 200_000) {
            self.rules = rules; self.skip = skip; self.budget = budget
        }

        package func runs(_ id: String) -> Bool { (rules?.contains(id) ?? true) && !skip.contains(id) }
    }

    /// A rule's check: the findings on one screen.
    package typealias Check = (AuditContext) -> [AuditFinding]

    /// Every rule's check, by id. Each lives in `Rules/`, named after its rule.
    package static func check(_ id: String) -> Check? {
        switch id {
        case "EAR001": return LabelMissing.check
        case "EAR002": return LabelRepeatsTrait.check
        case "EAR003": return LabelNotHuman.check
        case "EAR004": return DuplicateName.check
        case "EAR005": return VagueName.check
        case "EAR006": return HintNamesGesture.check
        case "EAR007": return RoleMissing.check
        case "EAR008": return ChangeUnannounced.check
        case "EAR009": return AdjustableIncomplete.check
        case "EAR010": return TraitConflict.check
        case "EAR011": return NoHeading.check
        case "EAR012": return OrderMismatch.check
        case "EAR013": return Unreachable.check
        case "EAR014": return ModalTrap.check
        case "EAR015": return DeadRotor.check
        case "EAR016": return TargetSize.check
        case "EAR017": return OverlappingTargets.check
        case "EAR018": return VerboseStop.check
        case "EAR019": return DeepElement.check
        case "EAR020": return HiddenContent.check
        case "EAR021": return TapGestureNoRole.check
        case "EAR022": return AssetNameLabel.check
        default: return nil
        }
    }

    /// The findings on every screen of `workspace.root`, `audit-ignore` honoured, sorted by
    /// line, column and rule.
    public static func run(_ workspace: Workspace, options: Options = Options(),
                           length: @escaping (Utterance) -> Double) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for screen in workspace.root.screens {
            let navigator = Navigator(workspace: workspace, screen: screen.id)
            let reach = options.runs("EAR013") || options.runs("EAR019") ? AuditReach.measure(navigator, length: length, budget: options.budget) : AuditReach(reachable: [], cost: [:], budgetHit: false)
            let context = AuditContext(layout: workspace.root, navigator: navigator, length: length, reach: reach)
            var ignored = ignoredRules(navigator.state)
            // A screen-level finding names the screen; the screen's own `audit-ignore` covers it.
            ignored[screen.id, default: []].formUnion(screen.auditIgnore)
            for rule in AuditRules.all where options.runs(rule.id) {
                guard let check = check(rule.id) else { continue }
                findings += check(context).filter { f in
                    !(f.element.flatMap { ignored[$0] }?.contains(f.rule) ?? false)
                }
            }
        }
        return findings.sorted { ($0.line, $0.column, $0.rule) < ($1.line, $1.column, $1.rule) }
    }

    /// Element id → rule ids its `audit-ignore` names.
    package static func ignoredRules(_ state: ScreenState) -> [String: Set<String>] {
        var ignored: [String: Set<String>] = [:]
        for i in 0..<state.count where !state.element(i).auditIgnore.isEmpty {
            ignored[state.element(i).id, default: []].formUnion(state.element(i).auditIgnore)
        }
        return ignored
    }
}
