import EarshotLoader
import EarshotModel
import EarshotNarration
package import EarshotNavigation
import EarshotPlanning
/// EAR008 change-unannounced: activating an element (or one of its custom actions) changes
/// other parts of the screen — shows, hides, selects, sets a value — but VoiceOver says
/// nothing: no announcement, no focus move, no screen change, no new value or selection of
/// the element itself. The listener cannot tell anything happened.
package enum ChangeUnannounced {
    package static func check(_ c: AuditContext) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for i in c.everyStop {
            let e = c.state.element(i)
            if !e.onActivate.isEmpty, let changes = silentChanges(c, i, action: nil) {
                findings.append(c.stopFinding(.changeUnannounced, i, "activating it \(changes) but nothing is heard"))
            }
            for (k, action) in e.actions.enumerated() where !action.effects.isEmpty {
                if let changes = silentChanges(c, i, action: k) {
                    findings.append(c.stopFinding(.changeUnannounced, i, "action \"\(action.name)\" \(changes) but nothing is heard"))
                }
            }
        }
        return findings
    }

    /// Activates node `i` (or its custom action `action`) on a copy of the screen, as a listener
    /// who has reached it would; what it changed elsewhere, when none of it was heard.
    package static func silentChanges(_ c: AuditContext, _ i: Int, action: Int?) -> String? {
        var nav = c.navigator
        reveal(i, in: &nav)
        nav.focus = i
        nav.onFocusChanged()
        if let action {
            nav.landingRotor = .builtin(.actions)
            nav.actionIndex = action + 1
        }
        let screen = nav.current
        let before = nav.state
        let output = nav.perform(.activate)
        guard output.speech.isEmpty, nav.current == screen else { return nil }
        let changes = describeChanges(from: before, to: nav.state, except: i)
        return changes.isEmpty ? nil : ListPhrase.join(changes)
    }

    /// Shows node `i` and what holds it, and closes modals shown now that do not hold it, so
    /// focus can stay on it.
    package static func reveal(_ i: Int, in nav: inout Navigator) {
        var current: Int? = i
        while let n = current {
            if nav.state.element(n).hidden { nav.state.update(n) { $0.hidden = false } }
            current = nav.state.index.nodes[n].parent
        }
        for m in nav.state.shownModals where !(m..<nav.state.index.nodes[m].end).contains(i) {
            nav.state.update(m) { $0.hidden = true }
        }
    }

    /// What changed on other elements, as a listener would put it: `shows "banner"`.
    package static func describeChanges(from before: ScreenState, to after: ScreenState, except i: Int) -> [String] {
        let touched = Set(before.overrides.keys).union(after.overrides.keys).subtracting([i]).sorted()
        var changes: [String] = []
        for j in touched {
            let (old, new) = (before.element(j), after.element(j))
            let id = "\"\(new.id)\""
            if old.hidden != new.hidden { changes.append(new.hidden ? "hides \(id)" : "shows \(id)") }
            if old.traits.contains(.selected) != new.traits.contains(.selected) {
                changes.append(new.traits.contains(.selected) ? "selects \(id)" : "deselects \(id)")
            }
            if old.effectiveValue != new.effectiveValue { changes.append("changes the value of \(id)") }
        }
        return changes
    }
}
