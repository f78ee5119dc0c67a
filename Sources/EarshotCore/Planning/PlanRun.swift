/// One search: Dijkstra over navigator states (with unit costs it is breadth-first), states
/// interned to small keys, each navigator kept only until its state is expanded.
struct PlanRun {
    let planner: Planner
    let cost: PlanCost
    var search = Planner.Search()

    private var index: [PlanKey: Int32] = [:]
    private var keys: [PlanKey] = []
    private var navigators: [Navigator?] = []
    private var best: [PlanCost.Value] = []
    private var settled: [Bool] = []
    private var heap = PlanHeap()
    private var gestureIDs: [Gesture: Int32] = [:]
    private var rotorIDs: [RotorID: Int16] = [:]
    private var worlds: [WorldKey: Int32] = [:]
    private var quickNavKinds: [Int32: [QuickNavKind]] = [:]

    init(planner: Planner, cost: PlanCost) {
        self.planner = planner
        self.cost = cost
    }

    /// Explores from `start`; with a goal, stops at the cheapest gesture sequence that makes it hold.
    mutating func explore(from start: Navigator, goal: (Navigator, NavigatorOutput) -> Bool,
                          visit: (Planner.Visit) -> Bool) -> (gestures: [Gesture], seconds: Double)? {
        if goal(start, NavigatorOutput()) { return ([], 0) }
        let startWorld = world(of: start)
        _ = add(start, key: key(start, world: startWorld), cost: .zero, from: -1, via: -1)
        var reached: (cost: PlanCost.Value, from: Int32, via: Int32)?
        while let entry = heap.pop() {
            if let reached, !(entry.cost < reached.cost) { break }
            let s = Int(entry.state)
            guard !settled[s], entry.cost == best[s], let navigator = navigators[s] else { continue }
            settled[s] = true
            navigators[s] = nil
            let here = best[s]
            guard visit(Planner.Visit(state: entry.state, navigator: navigator, gestures: Int(here.gestures),
                                      seconds: here.seconds)) else { break }
            let world = keys[s].world
            for gesture in planner.gestures.candidates(for: navigator, quickNav: kinds(in: world, navigator)) {
                var next = navigator
                let output = next.perform(gesture)
                let value = cost.adding(output, to: here)
                let g = gestureID(gesture)
                if goal(next, output) {
                    if reached == nil || value < reached!.cost { reached = (value, entry.state, g) }
                    continue
                }
                let nextWorld = PlanGestures.changesWorld(gesture) ? self.world(of: next) : world
                let k = key(next, world: nextWorld)
                if let known = index[k] {
                    let t = Int(known)
                    if !settled[t] && value < best[t] {
                        best[t] = value
                        search.predecessor[t] = entry.state
                        search.via[t] = g
                        heap.push(value, known)
                    }
                } else if search.states < planner.budget {
                    _ = add(next, key: k, cost: value, from: entry.state, via: g)
                } else {
                    search.budgetHit = true
                }
            }
        }
        guard let reached else { return nil }
        let path = (reached.from >= 0 ? search.path(to: reached.from) : []) + [search.gestureTable[Int(reached.via)]]
        return (path, reached.cost.seconds)
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
        if let known = rotorIDs[id] { return known }
        let new = Int16(clamping: rotorIDs.count)
        rotorIDs[id] = new
        return new
    }

    private mutating func world(of navigator: Navigator) -> Int32 {
        let key = WorldKey(navigator)
        if let known = worlds[key] { return known }
        let new = Int32(clamping: worlds.count)
        worlds[key] = new
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
        if let known = quickNavKinds[world] { return known }
        let s = navigator.state
        let kinds = QuickNavKind.allCases.filter { kind in
            let filter = ElementFilter.quickNav(kind)
            return s.reachable.contains { i in
                filter.matches(s.element(i), isContainer: s.index.nodes[i].end > i + 1) && s.isVisible(i)
            }
        }
        quickNavKinds[world] = kinds
        return kinds
    }
}
