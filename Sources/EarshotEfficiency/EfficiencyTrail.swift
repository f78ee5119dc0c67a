/// The paths of one search, shared by every entry of a report: each settled state's
/// predecessor and the element it focuses. An entry keeps only where its path ends, and what
/// the path passes is read off on demand, so a report's memory grows with the states searched,
/// not with elements × path length (a 50,000-row screen once needed 4 GB for the lists).
package final class EfficiencyTrail: Sendable {
    /// Indexed by state; -1 for the start.
    let predecessor: [Int32]
    /// Indexed by state; -1 for no focus or a state never settled.
    let focus: [Int32]
    /// Element ids by node.
    let ids: [String]

    package init(predecessor: [Int32], focus: [Int32], ids: [String]) {
        self.predecessor = predecessor
        self.focus = focus
        self.ids = ids
    }

    /// The elements focus lands on along the path to `target`, in order: neither where it
    /// starts nor the element reached, and a stay in place (a rotor turn) counted once.
    package func passes(_ target: Int32) -> [String] {
        func node(_ state: Int32) -> Int32 { Int(state) < focus.count ? focus[Int(state)] : -1 }
        var chain: [Int32] = []
        var current = target
        while current >= 0 {
            chain.append(current)
            current = predecessor[Int(current)]
        }
        // Start first; the listener heard where focus starts on opening.
        let states = chain.reversed()
        let start = states.first.map(node) ?? -1, reached = node(target)
        var nodes: [Int32] = []
        for state in states.dropFirst().dropLast() {
            let n = node(state)
            if n >= 0, n != (nodes.last ?? start), n != reached { nodes.append(n) }
        }
        return nodes.map { ids[Int($0)] }
    }
}

/// What a path passes before it lands on an element: where it ends in a shared trail, or a
/// list given outright (a report built by hand).
package enum EfficiencyPasses: Sendable, Equatable {
    case trail(EfficiencyTrail, Int32)
    case listed([String])

    /// The element ids, in order.
    package var ids: [String] {
        switch self {
        case .trail(let trail, let state): return trail.passes(state)
        case .listed(let ids): return ids
        }
    }

    package static func == (a: EfficiencyPasses, b: EfficiencyPasses) -> Bool { a.ids == b.ids }
}
