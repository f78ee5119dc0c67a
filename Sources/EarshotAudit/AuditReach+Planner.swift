import EarshotLoader
import EarshotModel
package import EarshotNarration
package import EarshotNavigation
package import EarshotPlanning
/// Reachability and reach cost for the audit (EAR013, EAR019), from the planner: the exact searches `earshot efficiency` runs, never a second notion of what a listener
/// can get to.
extension AuditReach {
    /// EAR019's limits: costs are searched up to them and no further.
    package static let gestureHorizon = DeepElement.gestureLimit
    package static let secondsHorizon = DeepElement.secondsLimit

    /// Works out, for the screen `navigator` has just opened:
    /// - `cost`: for each node navigation focuses (`.navigation`: swipes, rotors, and quick nav with a keyboard;
    ///   nothing activated), the fewest gestures (breadth-first) and the least listening time
    ///   (Dijkstra on `length`). EAR019 asks only whether these pass 20 gestures or 30 s, so
    ///   the searches stop there: a screen of 10,000 rows has 100,000 navigation states, and
    ///   settling all of them to count past the limit costs seconds for nothing. Up to the
    ///   limits the figures are exact; past them `gestures` is `Int.max` ("more than 20") and
    ///   `seconds` is `.infinity` ("more than 30 s", or not measured for a node already past 20
    ///   gestures). `earshot efficiency` gives the exact figures.
    /// - `reachable`: every node some gesture sequence focuses *on this screen*: what the
    ///   bounded navigation search focused; then the rest of the stops focus can visit, by the
    ///   swipes-only planner (every navigation gesture lands on one of those stops, and swipes
    ///   reach each; its states are one per focus); then, for the audit's candidates still not
    ///   focused (labelled or actionable elements shown when the screen opens that VoiceOver
    ///   could focus: behind a modal shown from the start), one interaction search (activation,
    ///   escape, adjusting, actions) that stops as soon as each of them has been focused — the
    ///   pizza card alone has some 857,000 interaction states.
    /// - `budgetHit`: the interaction search reached `budget` states before focusing every
    ///   candidate, so one not in `reachable` may still be reachable by a longer sequence
    ///   (EAR013 then says so rather than claiming it).
    /// `input` decides whether Quick Nav keys count (keyboard) or not (touch).
    package static func measure(_ navigator: Navigator, length: @escaping (Utterance) -> Double, budget: Int,
                                input: InputMode = .standard) -> AuditReach {
        let tables = PlanTables()
        var reach = measureGestures(navigator, budget: budget, input: input, sharing: tables)
        reach.measureSeconds(navigator, length: length, budget: budget, sharing: tables)
        return reach
    }

    /// Everything `measure` works out but the listening times: `cost`'s seconds are all
    /// `.infinity` until `measureSeconds`. Asks for no lengths, so it can run while they are
    /// measured. `tables`: shared with `measureSeconds` on the same screen, so what each move
    /// does is worked out once for both.
    package static func measureGestures(_ navigator: Navigator, budget: Int, input: InputMode = .standard,
                                        sharing tables: PlanTables = PlanTables()) -> AuditReach {
        let start = navigator.current
        let state = navigator.state
        let stops = Set((0..<state.count).filter(state.isFocusable))
        let candidates = stops.filter { Unreachable.isCandidate($0, state) }
        // Navigation never leaves the modal shown at the start: only stops inside it are worth waiting for.
        let range = state.reachable
        let inRange = stops.filter { range.contains($0) }

        let navigation = Planner(gestures: .navigation, input: input, budget: budget)
        let byGestures = focused(from: navigator, on: start, planner: navigation, cost: .gestures, wanted: inRange, sharing: tables) {
            $0.gestures > gestureHorizon
        }.reach
        var cost: [Int: (gestures: Int, seconds: Double)] = [:]
        for (node, reached) in byGestures { cost[node] = (reached.gestures, .infinity) }
        var reachable = Set(byGestures.keys)

        let farther = inRange.subtracting(reachable)
        if !farther.isEmpty {
            let bySwipes = focused(from: navigator, on: start, planner: Planner(gestures: .swipes, input: input, budget: budget),
                                   cost: .gestures, wanted: farther, sharing: tables) { _ in false }.reach
            for node in bySwipes.keys {
                cost[node] = (Int.max, .infinity)
                reachable.insert(node)
            }
        }

        var budgetHit = false
        let pending = candidates.subtracting(reachable)
        if !pending.isEmpty {
            let interaction = Planner(gestures: .interaction, input: input, budget: budget)
            let (found, search) = focused(from: navigator, on: start, planner: interaction, cost: .gestures,
                                          wanted: pending, sharing: tables) { _ in false }
            reachable.formUnion(found.keys)
            budgetHit = search.budgetHit && found.count < pending.count
        }
        var reach = AuditReach(reachable: reachable, cost: cost, budgetHit: budgetHit)
        reach.input = input
        return reach
    }

    /// The nodes navigation focuses within `gestureHorizon` gestures: those whose listening time
    /// `measureSeconds` works out.
    package var withinGestures: [Int] { cost.filter { $0.value.gestures <= Self.gestureHorizon }.keys.sorted() }

    /// Fills in `cost`'s seconds: the least listening time (Dijkstra on `length`) to each node
    /// navigation focuses within `gestureHorizon` gestures, up to `secondsHorizon`. With `bound`
    /// (an upper bound on each utterance's length, found without synthesis), the search is made
    /// on the bounds first: a node they put within the limit is within it by the exact lengths
    /// too (every path only gets shorter), and is given that bound; only the nodes past it are
    /// searched again on the exact lengths. A screen whose stops are all well within the limit
    /// is so never synthesized. `ahead` is given the stops heard on the way before that second
    /// search, to measure them all at once (`SpeechLengths.ahead`).
    package mutating func measureSeconds(_ navigator: Navigator, length: @escaping (Utterance) -> Double,
                                         bound: ((Utterance) -> Double?)? = nil, budget: Int,
                                         sharing tables: PlanTables = PlanTables(), ahead: ([Int]) -> Void = { _ in }) {
        var wanted = Set(withinGestures)
        let planner = Planner(gestures: .navigation, input: input, budget: budget)
        if let bound {
            let upper: (Utterance) -> Double = { bound($0) ?? length($0) }
            let byBounds = Self.focused(from: navigator, on: navigator.current, planner: planner, cost: .seconds(upper),
                                        wanted: wanted, sharing: tables) { $0.seconds > Self.secondsHorizon }.reach
            for (node, reached) in byBounds where reached.seconds <= Self.secondsHorizon {
                cost[node]?.seconds = reached.seconds
                wanted.remove(node)
            }
        }
        guard !wanted.isEmpty else { return }
        // The search by exact lengths hears the stops on the way to those left: all at once.
        ahead(withinGestures)
        let bySeconds = Self.focused(from: navigator, on: navigator.current, planner: planner, cost: .seconds(length),
                                     wanted: wanted, sharing: tables) { $0.seconds > Self.secondsHorizon }.reach
        for (node, reached) in bySeconds { cost[node]?.seconds = reached.seconds }
    }

    /// Explores from `navigator` until every wanted node has been focused while the screen
    /// `screen` is shown (or `beyond` holds of the state settled next, or the states run out),
    /// recording for each wanted node the first (cheapest) settled state focused on it.
    package static func focused(from navigator: Navigator, on screen: Navigator.ScreenRef, planner: Planner,
                        cost: PlanCost, wanted: Set<Int>, sharing tables: PlanTables = PlanTables(),
                        beyond: (Planner.Visit) -> Bool)
        -> (reach: [Int: (gestures: Int, seconds: Double)], search: Planner.Search) {
        var reach: [Int: (gestures: Int, seconds: Double)] = [:]
        guard !wanted.isEmpty else { return (reach, Planner.Search()) }
        let search = planner.explore(from: navigator, cost: cost, sharing: tables) { visit in
            guard !beyond(visit) else { return false }
            if visit.navigator.current == screen, let focus = visit.navigator.focus,
               wanted.contains(focus), reach[focus] == nil {
                reach[focus] = (visit.gestures, visit.seconds)
            }
            return reach.count < wanted.count
        }
        return (reach, search)
    }
}
