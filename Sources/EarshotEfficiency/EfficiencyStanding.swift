import EarshotModel
package import EarshotNarration
package import EarshotNavigation
/// Where an element stands for a listener on one version of a screen: what `--compare` says of
/// an element that one side's navigation does not reach.
package enum EfficiencyStanding: Sendable, Hashable {
    /// Navigation reaches it: the report has its figures.
    case reachable
    /// VoiceOver could focus it, but no navigation gets there (outside a shown modal, left out
    /// of a container's `order`).
    case unreachable
    /// Inside an accessible container, which the reader focuses instead and speaks for it.
    case grouped(in: String)
    /// Not an accessibility element (`accessible: false`, or a container VoiceOver passes through).
    case notAccessible
    /// In the file, not on the screen now.
    case hidden

    /// Every element of `state` by id (the first of a repeated id), given the ids navigation reaches.
    package static func of(_ state: ScreenState, reachable: Set<String>) -> [String: EfficiencyStanding] {
        var standing: [String: EfficiencyStanding] = [:]
        let nodes = state.index.nodes
        for i in nodes.indices {
            let element = state.element(i)
            guard standing[element.id] == nil else { continue }
            if reachable.contains(element.id) {
                standing[element.id] = .reachable
            } else if !state.isVisible(i) {
                standing[element.id] = .hidden
            } else if nodes[i].insideAccessible, let group = outermostAccessible(above: i, in: state) {
                standing[element.id] = .grouped(in: state.element(group).id)
            } else if !element.accessible {
                standing[element.id] = .notAccessible
            } else {
                standing[element.id] = .unreachable
            }
        }
        return standing
    }

    /// The outermost accessible ancestor of node `i`: the one VoiceOver focuses.
    static func outermostAccessible(above i: Int, in state: ScreenState) -> Int? {
        var found: Int?
        var current = state.index.nodes[i].parent
        while let c = current {
            if state.element(c).accessible { found = c }
            current = state.index.nodes[c].parent
        }
        return found
    }

    /// How the reason words it, after "was" or "is" ("not an accessibility element"), for a
    /// listener of `reader`.
    package func words(heardBy reader: any ScreenReader) -> String {
        switch self {
        case .reachable: "reachable"
        case .unreachable: "not reached by any navigation"
        case .grouped(let group): "inside \(group), which \(reader.name) reads as one"
        case .notAccessible: "not an accessibility element"
        case .hidden: "hidden"
        }
    }
}
