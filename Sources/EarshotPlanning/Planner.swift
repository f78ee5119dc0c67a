public import EarshotModel
import EarshotNarration
public import EarshotNavigation
/// Exact shortest paths over navigator states. The navigator is a value, so every state a set
/// of gestures reaches can be tried: breadth-first by gesture count, or Dijkstra by listening
/// time. Used by `earshot efficiency` (every element), labs (a goal) and the audit (what no
/// navigation reaches). Pure: no I/O; speech lengths come from the cost the caller passes.
public struct Planner {
    public var gestures: PlanGestures
    /// Touch never uses Quick Nav keys; keyboard adds them.
    public var input: InputMode
    /// The most states a search may discover; reaching it stops the search and is reported.
    public var budget: Int

    public static let defaultBudget = 2_000_000
    /// The longest a search may run (nil: no limit); reaching it stops the search and is
    /// reported, as the budget is. States bound memory; only this bounds time.
    public var timeLimit: Duration?
    /// What a lab session allows one task's search for its optimum (`--solve` takes its own,
    /// shorter, limit): a result must not wait minutes for a goal no gesture meets.
    public static let labTimeLimit: Duration = .seconds(10)
    /// What `earshot lab --solve` allows one task's search by default (`--search-seconds`).
    public static let solveSeconds = 1.5
    /// Works out focus-only moves once per focus (see `PlanRun.outcome`); tests turn it off to
    /// check that doing so changes no answer.
    package var reusesFocusMoves = true

    public init(gestures: PlanGestures, input: InputMode = .standard, budget: Int = Planner.defaultBudget,
                timeLimit: Duration? = nil) {
        self.gestures = gestures
        self.input = input
        self.budget = max(1, budget)
        self.timeLimit = timeLimit
    }

    /// A state as it is settled: reached at its least cost, which is final.
    public struct Visit {
        public let state: Int32
        public let navigator: Navigator
        /// Gestures on the cheapest path (by the search's cost).
        public let gestures: Int
        /// Listening seconds on it (0 when counting gestures).
        public let seconds: Double
    }

    /// How a search ended.
    public struct Search {
        /// States discovered.
        public package(set) var states = 0
        /// True when the budget stopped the search before it had seen every state.
        public package(set) var budgetHit = false
        /// True when the time limit stopped the search before it had seen every state.
        public package(set) var timeHit = false
        package var predecessor: [Int32] = []
        package var via: [Int32] = []
        package var gestureTable: [Gesture] = []

        package init() {}

        /// The gestures from the start to `state`.
        public func path(to state: Int32) -> [Gesture] {
            var gestures: [Gesture] = []
            var current = state
            while current >= 0, predecessor[Int(current)] >= 0 {
                gestures.append(gestureTable[Int(via[Int(current)])])
                current = predecessor[Int(current)]
            }
            return gestures.reversed()
        }
    }

    /// Settles every state reachable from `start`, cheapest first, calling `visit` for each;
    /// `visit` returns false to stop.
    public func explore(from start: Navigator, cost: PlanCost, visit: (Visit) -> Bool) -> Search {
        explore(from: start, cost: cost, sharing: PlanTables(), visit: visit)
    }

    /// As `explore(from:cost:visit:)`, sharing `tables` with the other searches from `start`'s
    /// screen: what each move does is worked out once for all of them.
    package func explore(from start: Navigator, cost: PlanCost, sharing tables: PlanTables, visit: (Visit) -> Bool) -> Search {
        var run = PlanRun(planner: self, cost: cost, tables: tables)
        _ = run.explore(from: start, hasGoal: false, goal: { _, _ in false }, visit: visit)
        return run.search
    }

    /// The cheapest way to make `goal` hold, judged after each gesture on the navigator it
    /// leaves and what it said (so an announcement can be a goal); nil when none is found.
    public func plan(from start: Navigator, cost: PlanCost,
                     goal: (Navigator, NavigatorOutput) -> Bool) -> Plan {
        var run = PlanRun(planner: self, cost: cost)
        let found = run.explore(from: start, hasGoal: true, goal: goal, visit: { _ in true })
        return Plan(gestures: found?.gestures, seconds: found?.seconds ?? 0,
                    states: run.search.states, budgetHit: run.search.budgetHit, timeHit: run.search.timeHit)
    }

    /// The answer to `plan`.
    public struct Plan: Sendable {
        /// The gestures that reach the goal; nil when no path was found.
        public var gestures: [Gesture]?
        public var seconds: Double
        public var states: Int
        public var budgetHit: Bool
        public var timeHit = false
    }
}
