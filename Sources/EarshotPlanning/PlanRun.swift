package import EarshotModel
import EarshotNarration
package import EarshotNavigation
/// One search: Dijkstra over navigator states (with unit costs it is breadth-first), states
/// interned to small keys, each navigator kept only until its state is expanded.
package struct PlanRun {
    package let planner: Planner
    package let cost: PlanCost
    package var search = Planner.Search()

    private var index: [PlanKey: Int32] = [:]
    private var keys: [PlanKey] = []
    private var navigators: [Navigator?] = []
    private var best: [PlanCost.Value] = []
    private var settled: [Bool] = []
    private var heap = PlanHeap()
    private var gestureIDs: [Gesture: Int32] = [:]
    /// What this search shares with the other searches over the same screen.
    private let tables: PlanTables
    /// What each focus-only move costs by this search's cost, by the move.
    private var deltas: [PlanTables.MoveKey: PlanCost.Value] = [:]
    /// What saying each rotor item's name costs, by the item (interned).
    private var rotorDeltas: [Int16: PlanCost.Value] = [:]

    package init(planner: Planner, cost: PlanCost, tables: PlanTables = PlanTables()) {
        self.planner = planner
        self.cost = cost
        self.tables = tables
    }

    /// Explores from `start`; with a goal, stops at the cheapest gesture sequence that makes it
    /// hold. `hasGoal` false skips judging (and building) states only the goal would look at.
    package mutating func explore(from start: Navigator, hasGoal: Bool, goal: (Navigator, NavigatorOutput) -> Bool,
                          visit: (Planner.Visit) -> Bool) -> (gestures: [Gesture], seconds: Double)? {
        if hasGoal && goal(start, NavigatorOutput()) { return ([], 0) }
        _ = add(start, key: key(start, world: world(of: start)), cost: .zero, from: -1, via: -1)
        var reached: (cost: PlanCost.Value, from: Int32, via: Int32)?
        let deadline = planner.timeLimit.map { ContinuousClock.now.advanced(by: $0) }
        var popped = 0
        while let entry = heap.pop() {
            if let reached, !(entry.cost < reached.cost) { break }
            // The clock is read once in 1,024 states (from the first), so a limit costs nothing.
            popped += 1
            if let deadline, popped & 1023 == 1, ContinuousClock.now >= deadline {
                search.timeHit = true
                break
            }
            let s = Int(entry.state)
            guard !settled[s], entry.cost == best[s], let navigator = navigators[s] else { continue }
            settled[s] = true
            navigators[s] = nil
            let here = best[s]
            guard visit(Planner.Visit(state: entry.state, navigator: navigator, gestures: Int(here.gestures),
                                      seconds: here.seconds)) else { break }
            let hereKey = keys[s]
            let world = hereKey.world
            let kinds = planner.input.quickNav ? kinds(in: world, navigator) : []
            let gestures = planner.gestures.candidates(for: navigator, quickNav: kinds) { filter in
                self.hasMatch(filter, in: world, navigator)
            }
            for gesture in gestures {
                let g = gestureID(gesture)
                /// The goal met by this gesture, at `value`: kept when it is the cheapest yet.
                func reach(_ value: PlanCost.Value) {
                    if reached == nil || value < reached!.cost { reached = (value, entry.state, g) }
                }
                if planner.reusesFocusMoves, gesture == .rotorNext || gesture == .rotorPrevious, case let items = ring(world, navigator), !items.isEmpty {
                    // Turning the rotor changes its choice alone, and says the item's name.
                    var next = navigator
                    let output = next.perform(gesture, ring: items)
                    let chosen = rotorID(next.chosenRotor)
                    let value = here.extended(by: rotorDelta(chosen, output))
                    if hasGoal, goal(next, output) {
                        reach(value)
                        continue
                    }
                    var k = hereKey
                    k.chosenRotor = chosen
                    k.landingRotor = -1
                    relax(k, value, from: entry.state, via: g) { next }
                } else if planner.reusesFocusMoves, let move = focusMove(gesture, navigator, world: world) {
                    let (outcome, delta) = self.outcome(of: move, gesture, on: navigator, world: world)
                    // A bump or "not found" changes nothing: a loop back to this state.
                    guard let landed = outcome.focus else { continue }
                    let value = here.extended(by: delta)
                    // The key `Navigator.land(on:)` leaves: rotor choice kept, per-element state reset.
                    var k = hereKey
                    k.focus = Int32(clamping: landed)
                    k.landingRotor = outcome.landingRotor
                    k.actionIndex = 0
                    k.editing = false
                    if k.cursorNode != k.focus { k.cursorNode = -1; k.cursorLine = -1; k.cursorOffset = -1 }
                    func landedNavigator() -> Navigator {
                        var next = navigator
                        next.focus = landed
                        next.onFocusChanged()
                        return next
                    }
                    if hasGoal, goal(landedNavigator(), outcome.output) {
                        reach(value)
                        continue
                    }
                    relax(k, value, from: entry.state, via: g, landedNavigator)
                } else {
                    var next = navigator
                    let output = next.perform(gesture)
                    let value = cost.adding(output, to: here)
                    if hasGoal, goal(next, output) {
                        reach(value)
                        continue
                    }
                    let changes = planner.gestures == .interaction && PlanGestures.changesWorld(gesture)
                    relax(key(next, world: changes ? self.world(of: next) : world), value, from: entry.state, via: g) { next }
                }
            }
        }
        guard let reached else { return nil }
        let path = (reached.from >= 0 ? search.path(to: reached.from) : []) + [search.gestureTable[Int(reached.via)]]
        return (path, reached.cost.seconds)
    }

    /// A cheaper way to `key`, or a new state (built only then), within the budget.
    private mutating func relax(_ key: PlanKey, _ value: PlanCost.Value, from: Int32, via: Int32,
                                _ navigator: () -> Navigator) {
        if let known = index[key] {
            let t = Int(known)
            guard !settled[t] && value < best[t] else { return }
            best[t] = value
            search.predecessor[t] = from
            search.via[t] = via
            heap.push(value, known)
        } else if search.states < planner.budget {
            _ = add(navigator(), key: key, cost: value, from: from, via: via)
        } else {
            search.budgetHit = true
        }
    }

    private mutating func add(_ navigator: Navigator, key: PlanKey, cost value: PlanCost.Value,
                              from: Int32, via: Int32) -> Int32 {
        let id = Int32(keys.count)
        index[key] = id
        keys.append(key)
        navigators.append(navigator)
        best.append(value)
        settled.append(false)
        search.predecessor.append(from)
        search.via.append(via)
        search.states += 1
        heap.push(value, id)
        return id
    }

    // MARK: Moves that depend on focus alone

    /// What a focus-only move does from `navigator`'s focus, and what it costs. Swipes, quick
    /// navigation and element-rotor flicks depend only on the world and the focus (not on the
    /// rotor, cursor or action state), so each is worked out once per focus, for every search
    /// sharing the tables: a search of a 2,000-element screen otherwise rescans it from every
    /// rotor state.
    private mutating func outcome(of move: PlanTables.FocusMove, _ gesture: Gesture, on navigator: Navigator,
                                  world: Int32) -> (outcome: PlanTables.MoveOutcome, delta: PlanCost.Value) {
        let key = PlanTables.MoveKey(world: world, focus: navigator.focus.map { Int32(clamping: $0) } ?? -1, move: moveID(move))
        let outcome: PlanTables.MoveOutcome
        if let known = tables.moves[key] {
            outcome = known
        } else {
            var trial = navigator
            let output = trial.perform(gesture)
            let landed = Self.landing(output)
            outcome = PlanTables.MoveOutcome(focus: landed ? trial.focus : nil, landingRotor: rotorID(trial.landingRotor), output: output)
            tables.moves[key] = outcome
        }
        if let known = deltas[key] { return (outcome, known) }
        let delta = cost.adding(outcome.output, to: .zero)
        deltas[key] = delta
        return (outcome, delta)
    }

    /// The focused element's rotor ring in `world`.
    private mutating func ring(_ world: Int32, _ navigator: Navigator) -> [RotorItem] {
        let key = PlanTables.RingKey(world: world, focus: navigator.focus.map { Int32(clamping: $0) } ?? -1)
        if let known = tables.rings[key] { return known }
        let made = navigator.ring
        tables.rings[key] = made
        return made
    }

    /// What saying the name of the rotor item `chosen` costs (`output` says it).
    private mutating func rotorDelta(_ chosen: Int16, _ output: NavigatorOutput) -> PlanCost.Value {
        if let known = rotorDeltas[chosen] { return known }
        let delta = cost.adding(output, to: .zero)
        rotorDeltas[chosen] = delta
        return delta
    }

    /// Whether a focus-only move landed (`Navigator.land(on:)`, which speaks and plays nothing
    /// else) or did nothing (a boundary bump or "not found", which always play a sound).
    package static func landing(_ output: NavigatorOutput) -> Bool { output.sounds.isEmpty }

    /// What identifies a focus-only move: the gesture, and for a flick the rotor item it uses.
    private mutating func focusMove(_ gesture: Gesture, _ navigator: Navigator, world: Int32) -> PlanTables.FocusMove? {
        switch gesture {
        case .next, .previous, .first, .last, .quickNav: return PlanTables.FocusMove(gesture: gesture, rotor: nil)
        case .up, .down:
            guard let id = navigator.rotorID, let item = ring(world, navigator).first(where: { $0.id == id }) else { return nil }
            switch item.kind {
            case .elements, .items: return PlanTables.FocusMove(gesture: gesture, rotor: item.id)
            case .mark, .adjust, .actions, .text, .speakingRate, .hints: return nil
            }
        case .rotorNext, .rotorPrevious, .selectRotor, .activate, .escape, .magicTap, .readAll, .readFromHere,
             .continueReading, .pause, .touch, .curtain, .help, .rateUp, .rateDown, .type:
            return nil
        }
    }

    private mutating func moveID(_ move: PlanTables.FocusMove) -> Int32 {
        if let known = tables.moveIDs[move] { return known }
        let new = Int32(clamping: tables.moveIDs.count)
        tables.moveIDs[move] = new
        return new
    }

    // MARK: Interning

    private mutating func key(_ n: Navigator, world: Int32) -> PlanKey {
        PlanKey(world: world, focus: n.focus.map { Int32(clamping: $0) } ?? -1,
                landingRotor: rotorID(n.landingRotor), chosenRotor: rotorID(n.chosenRotor),
                actionIndex: Int16(clamping: n.actionIndex), editing: n.editing,
                cursorNode: n.textCursor.map { Int32(clamping: $0.node) } ?? -1,
                cursorLine: n.textCursor.map { Int32(clamping: $0.line) } ?? -1,
                cursorOffset: n.textCursor.map { Int32(clamping: $0.offset) } ?? -1)
    }

    private mutating func rotorID(_ id: RotorID?) -> Int16 {
        guard let id else { return -1 }
        if let known = tables.rotorIDs[id] { return known }
        let new = Int16(clamping: tables.rotorIDs.count)
        tables.rotorIDs[id] = new
        return new
    }

    private mutating func world(of navigator: Navigator) -> Int32 {
        let key = WorldKey(navigator)
        if let known = tables.worlds[key] { return known }
        let new = Int32(clamping: tables.worlds.count)
        tables.worlds[key] = new
        return new
    }

    private mutating func gestureID(_ gesture: Gesture) -> Int32 {
        if let known = gestureIDs[gesture] { return known }
        let new = Int32(search.gestureTable.count)
        gestureIDs[gesture] = new
        search.gestureTable.append(gesture)
        return new
    }

    /// Quick-nav kinds with something to land on in this world; a key for a kind with nothing
    /// only says "not found", which never brings a goal closer.
    private mutating func kinds(in world: Int32, _ navigator: Navigator) -> [QuickNavKind] {
        guard planner.gestures != .swipes else { return [] }
        if let known = tables.quickNavKinds[world] { return known }
        let kinds = QuickNavKind.allCases.filter { hasMatch(.quickNav($0), in: world, navigator) }
        tables.quickNavKinds[world] = kinds
        return kinds
    }

    /// Whether `filter` matches a shown element focus may visit in this world.
    private mutating func hasMatch(_ filter: ElementFilter, in world: Int32, _ navigator: Navigator) -> Bool {
        let key = PlanTables.FilterKey(world: world, filter: filter)
        if let known = tables.filterMatches[key] { return known }
        let s = navigator.state
        let found = s.reachable.contains { i in
            filter.matches(s.element(i), isContainer: s.index.nodes[i].end > i + 1) && s.isVisible(i)
        }
        tables.filterMatches[key] = found
        return found
    }
}
