import EarshotLoader
public import EarshotModel
public import EarshotNarration
public import EarshotNavigation
public import EarshotPlanning
/// What a rule looks at: one screen of a layout as it is when it opens, indexed, with what
/// VoiceOver says on each node and the planner's reachability at hand. Rules are pure functions
/// of a context.
public struct AuditContext {
    public let layout: Layout
    /// The screen, as a navigator that has just opened it (focus where VoiceOver starts).
    public let navigator: Navigator
    /// Seconds an utterance takes at 220 wpm (the caller synthesizes with espeak-ng).
    public let length: (Utterance) -> Double
    /// A cheap upper bound on `length` (nil for an utterance it cannot bound): EAR018 measures
    /// only what this says could pass its limit.
    public var lengthBound: ((Utterance) -> Double?)?
    /// Which nodes the planner can focus, and at what cost (shared by EAR013 and EAR019). Its
    /// seconds are `.infinity` for the rules that run while lengths are measured (all but EAR018
    /// and EAR019, see `Audit.run`).
    public var reach: AuditReach
    /// What landing on each node says, hints left out, worked out once per screen and shared
    /// by every rule (EAR018 measures it, findings quote it).
    package let landing: LandingSpeech

    public init(layout: Layout, navigator: Navigator, length: @escaping (Utterance) -> Double, reach: AuditReach) {
        self.layout = layout; self.navigator = navigator; self.length = length; self.reach = reach
        landing = LandingSpeech(navigator)
    }

    public var state: ScreenState { navigator.state }
    public var screen: Screen { navigator.screen }
    public var path: String { layout.path }

    /// What VoiceOver says on node `i` when it lands there: the description, hints left out.
    public func speech(_ i: Int) -> String {
        landing(i).map(\.text).joined(separator: " ")
    }

    /// Nodes VoiceOver stops on when the screen opens (not hidden, not inside an accessible
    /// element, not left out of `order`, inside the shown modal if any).
    public var focusStops: [Int] { state.reachable.filter(state.isFocusable) }

    /// Nodes VoiceOver stops on at some time on this screen: the focus stops, and those in
    /// content shown later (`hidden`) or outside the modal shown now. Not containers, nothing
    /// inside an accessible element or left out of `order`. Rules about what an element says
    /// check these, so a dialog's words are audited before it opens.
    public var everyStop: [Int] {
        state.index.nodes.indices.filter { i in
            let node = state.index.nodes[i]
            return node.element.accessible && !node.insideAccessible && !node.excludedByOrder
        }
    }

    /// `finding`, on a stop that may be hidden now: its speech is what VoiceOver says once it is shown.
    public func stopFinding(_ rule: AuditRuleID, _ i: Int, _ message: String, severity: AuditSeverity? = nil) -> AuditFinding {
        var f = finding(rule, i, message, severity: severity)
        if f.speech == nil { f.speech = speech(i) }
        return f
    }

    /// A finding on node `i`, at its entry in the file, with what VoiceOver says there.
    /// On an element whose words are a placeholder (an importer's guess at text the app shows
    /// when it runs), a finding is a note that says so: the guess is ours, not the code's fault.
    public func finding(_ rule: AuditRuleID, _ i: Int, _ message: String, severity: AuditSeverity? = nil) -> AuditFinding {
        let e = state.element(i)
        var severity = severity ?? rule.rule.severity
        var message = message
        if e.placeholder {
            severity = .note
            message += AuditWords.onPlaceholder
        }
        return AuditFinding(rule: rule, severity: severity, path: path(of: e),
                            line: e.location.line, column: e.location.column, element: e.id, message: message,
                            speech: state.isFocusable(i) ? speech(i) : nil, reader: navigator.verbosity.reader)
    }

    /// The file an element's finding points at: the layout's, or the source file that made it
    /// (`source-file`, relative to the layout's directory).
    public func path(of e: Element) -> String { Self.path(of: e, layout: path) }

    /// The file an element of the layout at `layout` is reported in (recorded findings too),
    /// named the same whichever layout reached it: `Views/Detail/../Parts/Row.swift` and
    /// `Views/Parts/Row.swift` are one file, so its findings are one.
    package static func path(of e: Element, layout: String) -> String {
        guard let file = e.sourceFile, !file.isEmpty else { return AuditPath.collapsed(layout) }
        if file.hasPrefix("/") { return AuditPath.collapsed(file) }
        guard let slash = layout.lastIndex(of: "/") else { return AuditPath.collapsed(file) }
        return AuditPath.collapsed(String(layout[...slash]) + file)
    }

    /// A finding about the whole screen, at the screen's entry.
    public func screenFinding(_ rule: AuditRuleID, _ message: String, severity: AuditSeverity? = nil) -> AuditFinding {
        AuditFinding(rule: rule, severity: severity ?? rule.rule.severity, path: AuditPath.collapsed(path),
                     line: screen.location.line, column: screen.location.column, element: screen.id,
                     message: message, speech: nil, reader: navigator.verbosity.reader)
    }
}

/// The planner's answer for a screen, worked out once per audit: which nodes any gestures —
/// activation included — ever focus, and the fewest gestures and least listening time to each
/// by navigation (EAR013, EAR019).
public struct AuditReach: Sendable {
    /// Nodes some gesture sequence focuses.
    public var reachable: Set<Int>
    /// By navigation from where focus starts: node → (gestures, seconds). Within the 30-second
    /// limit `seconds` may be an upper bound on the least listening time (what lengths found
    /// without synthesis give); past it, it is measured.
    public var cost: [Int: (gestures: Int, seconds: Double)]
    /// True when a search's state budget stopped it: unreachable verdicts are then unsure.
    public var budgetHit: Bool
    /// The input mode the searches assumed.
    public var input: InputMode = .standard

    public init(reachable: Set<Int>, cost: [Int: (gestures: Int, seconds: Double)], budgetHit: Bool) {
        self.reachable = reachable; self.cost = cost; self.budgetHit = budgetHit
    }
}

extension Navigator {
    /// Node `i`'s description as landing on it would say it, hints left out.
    package func describeForAudit(_ i: Int) -> String {
        landingUtterances(i).map(\.text).joined(separator: " ")
    }
}
