public import EarshotLoader
public import EarshotModel
public import EarshotNarration
package import EarshotNavigation
public import EarshotPlanning
/// `earshot audit`'s checks: every screen of a layout, every rule, findings in
/// file order. Pure: speech lengths come from the caller.
public enum Audit {
    /// Which rules run.
    public struct Options: Sendable {
        /// Only these rules (nil: all).
        public var rules: Set<AuditRuleID>?
        public var skip: Set<AuditRuleID>
        /// The most planner states per search (EAR013, EAR019).
        public var budget: Int
        /// What EAR013/EAR019 assume the listener navigates with (default touch: no Quick Nav).
        public var input: InputMode = .standard
        /// The screen reader findings quote and reach is planned with (nil: the one that hears
        /// the layout, TalkBack on an Android screen).
        public var reader: (any ScreenReader)?
        /// The language of the reader's words findings quote (nil: the screen's, else English).
        public var language: ReaderLanguage?

        public init(rules: Set<AuditRuleID>? = nil, skip: Set<AuditRuleID> = [], budget: Int = 200_000) {
            self.rules = rules; self.skip = skip; self.budget = budget
        }

        package func runs(_ id: AuditRuleID) -> Bool { (rules?.contains(id) ?? true) && !skip.contains(id) }
    }

    /// The findings on every screen of `workspace.root`, `audit-ignore` honoured, sorted by
    /// line, column and rule.
    public static func run(_ workspace: Workspace, options: Options = Options(),
                           length: @escaping (Utterance) -> Double,
                           lengthBound: ((Utterance) -> Double?)? = nil) -> [AuditFinding] {
        run(workspace, options: options, lengths: SpeechLengths(seconds: length, bound: lengthBound))
    }

    /// The findings on every screen, with lengths from `lengths`: on each screen what EAR018
    /// will ask for, and most of what EAR019 will, is measured ahead, all at once, while the rules
    /// that need no lengths run. Only EAR018 and EAR019 (`timed`) may use `length` or
    /// `reach.cost`'s seconds: the others run before the seconds are known.
    public static func run(_ workspace: Workspace, options: Options = Options(), lengths: SpeechLengths) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        let timed: Set<AuditRuleID> = [.verboseStop, .deepElement]
        let reader = options.reader ?? ReaderName.heard(workspace.root).reader
        // A preview's helper is no screen of the app: the view it hosts is judged where it is shown.
        for screen in workspace.root.screens where screen.kind != .preview {
            let before = findings.count
            defer {
                let heard = AuditFindingScreen(path: workspace.root.path, screen: screen.id)
                for i in before..<findings.count { findings[i].screens = [heard] }
            }
            var navigator = Navigator(workspace: workspace, screen: screen.id)
            navigator.verbosity.reader = reader
            navigator.verbosity.language = options.language
            // What each move does on this screen, worked out once for both reach searches.
            let tables = PlanTables()
            let reach = options.runs(.unreachable) || options.runs(.deepElement)
                ? AuditReach.measureGestures(navigator, budget: options.budget, input: options.input, sharing: tables)
                : AuditReach(reachable: [], cost: [:], budgetHit: false)
            var ignored = ignoredRules(navigator.state)
            // A screen-level finding names the screen; the screen's own `audit-ignore` covers it.
            ignored[screen.id, default: []].formUnion(screen.auditIgnore)
            func check(_ ids: [AuditRuleID], _ context: AuditContext) {
                for id in ids where options.runs(id) {
                    guard let rule = id.check else { continue }
                    findings += rule.check(context).filter { f in
                        !(f.element.flatMap { ignored[$0] }?.contains(f.rule.rawValue) ?? false)
                    }
                }
            }
            var context = AuditContext(layout: workspace.root, navigator: navigator, length: lengths.seconds, reach: reach)
            context.lengthBound = lengths.bound
            var wanted: [Utterance] = []
            if options.runs(.verboseStop) { wanted += VerboseStop.unbounded(context) }
            // EAR019 measures on bounds first (`measureSeconds`): only a screen they put past the
            // limit asks for exact lengths, measured ahead then.
            if options.runs(.deepElement), lengths.bound == nil { wanted += reach.withinGestures.flatMap { context.landing($0) } }
            lengths.ahead(wanted) { check(AuditRuleID.allCases.filter { !timed.contains($0) }, context) }
            if options.runs(.deepElement) {
                context.reach.measureSeconds(navigator, length: lengths.seconds, bound: lengths.bound, budget: options.budget,
                                             sharing: tables) { [context] nodes in lengths.ahead(nodes.flatMap { context.landing($0) }) {} }
            }
            check(AuditRuleID.allCases.filter(timed.contains), context)
        }
        return AuditFinding.merged(findings).sorted { ($0.line, $0.column, $0.rule) < ($1.line, $1.column, $1.rule) }
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
