import EarshotLoader
import EarshotModel
import EarshotNarration
package import EarshotNavigation
import EarshotPlanning
/// EAR014 modal-trap: a modal container (`accessibilityViewIsModal`) with no way out. Focus
/// cannot leave a shown modal, so from some stop inside it a gesture must take it away: the
/// two-finger scrub, when the nearest `on-escape` from that stop up (on the stop, the modal or
/// a container around it) does, or a double tap or custom action of that stop that hides the
/// modal (or a container holding it), goes back, or changes screen. Effects that do none of
/// these (an announcement, a focus move, which the modal keeps inside) are no way out, nor is
/// the double tap of a dimmed element. Every modal on the screen is checked, shown or hidden:
/// a hidden one traps once it is shown.
package enum ModalTrap {
    package static func check(_ c: AuditContext) -> [AuditFinding] {
        let s = c.state
        var findings: [AuditFinding] = []
        for m in 0..<s.count where s.element(m).modal && !hasWayOut(m, s) {
            findings.append(c.finding(.modalTrap, m,
                "modal with no way out: no escape, and nothing in it hides it, goes back or changes screen"))
        }
        return findings
    }

    /// Whether some escape or activation inside modal `m` takes focus out of it.
    package static func hasWayOut(_ m: Int, _ s: ScreenState) -> Bool {
        // Ids whose hiding hides the modal: itself and every container holding it.
        var covering: Set<String> = []
        var current: Int? = m
        while let node = current {
            covering.insert(s.element(node).id)
            current = s.index.nodes[node].parent
        }
        func leaves(_ effects: [Effect]) -> Bool {
            effects.contains { effect in
                switch effect {
                case .hide(let id): return covering.contains(id)
                case .back, .goto: return true
                case .announce, .focus, .show, .toggleSelected, .selectInGroup, .set: return false
                }
            }
        }
        for i in m..<s.index.nodes[m].end where TargetSize.isStop(i, s) {
            let e = s.element(i)
            // The scrub runs the nearest `on-escape` from the focused element up, and only that.
            var holder: Int? = i
            while let h = holder, s.element(h).onEscape.isEmpty { holder = s.index.nodes[h].parent }
            if let h = holder, leaves(s.element(h).onEscape) { return true }
            // A dimmed element ignores the double tap but keeps its custom actions.
            if !e.traits.contains(.notEnabled) && leaves(e.onActivate) { return true }
            if e.actions.contains(where: { leaves($0.effects) }) { return true }
        }
        return false
    }
}
