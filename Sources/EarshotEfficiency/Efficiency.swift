import EarshotModel
public import EarshotNarration
public import EarshotNavigation
public import EarshotPlanning
/// Measures a screen for `earshot efficiency`: three exact searches over navigator states
/// (swipes by count, all navigation by count, all navigation by listening time) and a read-all.
public enum Efficiency {
    /// The report for the screen `start` shows, focus where it starts. `length` gives the
    /// seconds an utterance takes to say at `start`'s rate (the caller synthesizes; the core
    /// does no audio).
    public static func measure(_ start: Navigator, layout: String, input: InputMode = .standard,
                               length: @escaping (Utterance) -> Double,
                               budget: Int = Planner.defaultBudget) -> EfficiencyReport {
        measure(start, layout: layout, input: input, lengths: SpeechLengths(seconds: length), budget: budget)
    }

    /// The report, with what landing on each element says measured ahead (`lengths.ahead`)
    /// while the two searches by gesture count run.
    public static func measure(_ start: Navigator, layout: String, input: InputMode = .standard,
                               lengths: SpeechLengths, budget: Int = Planner.defaultBudget) -> EfficiencyReport {
        let state = start.state
        let candidates = candidateNodes(state)
        let wanted = Set(candidates)

        func byCount(_ gestures: PlanGestures) -> Found {
            fewest(from: start, gestures: gestures, input: input, cost: .gestures, wanted: wanted, budget: budget)
        }
        var counted: (swipes: Found, navigation: Found)?
        lengths.ahead(start.landingUtterances()) { counted = (byCount(.swipes), byCount(.navigation)) }
        let (bySwipes, byGestures) = counted ?? (byCount(.swipes), byCount(.navigation))
        let listening = fewest(from: start, gestures: .navigation, input: input, cost: .seconds(lengths.seconds),
                               wanted: wanted, budget: budget)

        let ids = (0..<state.count).map { state.element($0).id }
        let gestureTrail = byGestures.trail(ids), listeningTrail = listening.trail(ids)
        var entries: [EfficiencyReport.Entry] = []
        var unreachable: [String] = []
        for node in candidates {
            let element = state.element(node)
            guard let best = byGestures.reach[node], let swiped = bySwipes.reach[node] else {
                unreachable.append(element.id)
                continue
            }
            var entry = EfficiencyReport.Entry(
                id: element.id, label: element.label, swipes: swiped.gestures, gestures: best.gestures,
                seconds: rounded(listening.reach[node]?.seconds ?? 0),
                path: GestureScript.text(of: byGestures.search.path(to: best.state)))
            entry.passes = .trail(gestureTrail, best.state)
            entry.listeningPasses = listening.reach[node].map { .trail(listeningTrail, $0.state) } ?? .listed([])
            entries.append(entry)
        }
        let readAll = readAllSeconds(start, length: lengths.seconds)
        let summary = summarize(entries, unreachable: unreachable.count, readAll: readAll,
                                states: bySwipes.search.states + byGestures.search.states + listening.search.states,
                                budgetHit: bySwipes.search.budgetHit || byGestures.search.budgetHit || listening.search.budgetHit)
        var report = EfficiencyReport(layout: layout, screen: start.current.screen, rate: start.rate, input: input,
                                      elements: entries, unreachable: unreachable, summary: summary)
        report.standing = EfficiencyStanding.of(state, reachable: Set(entries.map(\.id)))
        report.reader = start.verbosity.reader
        return report
    }

    /// Nodes VoiceOver would focus were nothing in the way: accessible and shown. Those behind
    /// an accessible container, left out of an `order` or outside a modal are among them, and
    /// end up unreachable.
    package static func candidateNodes(_ state: ScreenState) -> [Int] {
        (0..<state.count).filter { state.element($0).accessible && state.isVisible($0) }
    }

    package struct Reach {
        package var state: Int32
        package var gestures: Int
        package var seconds: Double
    }

    /// What one search found: the cheapest state focused on each wanted node, the search (for
    /// paths), and the focus of every settled state (for what a path passes).
    package struct Found {
        package var reach: [Int: Reach]
        package var search: Planner.Search
        /// Indexed by state; -1 for no focus or a state never settled.
        package var focus: [Int32]

        /// The paths this search settled, for entries to share.
        package func trail(_ ids: [String]) -> EfficiencyTrail {
            EfficiencyTrail(predecessor: search.predecessor, focus: focus, ids: ids)
        }
    }

    /// The first (cheapest) settled state focused on each wanted node.
    package static func fewest(from start: Navigator, gestures: PlanGestures, input: InputMode = .standard,
                               cost: PlanCost, wanted: Set<Int>, budget: Int) -> Found {
        var reach: [Int: Reach] = [:]
        var focus: [Int32] = []
        let search = Planner(gestures: gestures, input: input, budget: budget).explore(from: start, cost: cost) { visit in
            let index = Int(visit.state)
            if index >= focus.count { focus += repeatElement(-1, count: max(index + 1 - focus.count, focus.count)) }
            focus[index] = visit.navigator.focus.map(Int32.init) ?? -1
            if let node = visit.navigator.focus, wanted.contains(node), reach[node] == nil {
                reach[node] = Reach(state: visit.state, gestures: visit.gestures, seconds: visit.seconds)
            }
            return reach.count < wanted.count
        }
        return Found(reach: reach, search: search, focus: focus)
    }

    /// Listening time of a read-all from the top: descriptions only, as read-all speaks them.
    package static func readAllSeconds(_ start: Navigator, length: (Utterance) -> Double) -> Double {
        var navigator = start
        // One element per step, never more steps than nodes.
        let output = ReadAll.toEnd(navigator.perform(.readAll), limit: navigator.state.count, continues: \.continuesReading,
                                   next: { navigator.perform(.continueReading) }, append: { $0.appendReading($1) })
        return rounded(output.utterances.filter { $0.kind != .hint }.reduce(0) { $0 + length($1) })
    }

    package static func summarize(_ entries: [EfficiencyReport.Entry], unreachable: Int, readAll: Double,
                          states: Int, budgetHit: Bool) -> EfficiencyReport.Summary {
        let closer = entries.filter { $0.gestures < $0.swipes }.count
        return EfficiencyReport.Summary(
            elements: entries.count + unreachable, reachable: entries.count, unreachable: unreachable,
            medianSwipes: median(entries.map { Double($0.swipes) }), worstSwipes: entries.map(\.swipes).max() ?? 0,
            medianGestures: median(entries.map { Double($0.gestures) }), worstGestures: entries.map(\.gestures).max() ?? 0,
            medianSeconds: rounded(median(entries.map(\.seconds))), worstSeconds: entries.map(\.seconds).max() ?? 0,
            readAllSeconds: readAll, rotorCloser: closer,
            rotorShare: entries.isEmpty ? 0 : rounded(Double(closer) / Double(entries.count)),
            states: states, budgetHit: budgetHit)
    }

    package static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Seconds to the millisecond, so reports are stable and readable.
    package static func rounded(_ seconds: Double) -> Double { (seconds * 1000).rounded() / 1000 }
}
