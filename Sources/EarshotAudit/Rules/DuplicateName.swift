import EarshotLoader
package import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR004 duplicate-name: two actionable stops that say the same name and role but do different
/// things; the listener cannot tell which is which. Reported on each, naming the other.
package enum DuplicateName {
    package static func check(_ c: AuditContext) -> [AuditFinding] {
        var groups: [Key: [Int]] = [:]
        for i in c.everyStop where isActionable(c, i) {
            guard let key = key(c, i) else { continue }
            groups[key, default: []].append(i)
        }
        var findings: [AuditFinding] = []
        for members in groups.values where members.count > 1 {
            let deeds = Dictionary(uniqueKeysWithValues: members.map { ($0, behaviour(c, $0)) })
            // A dump does not show what Android stops do: two said alike may do anything.
            let unknowns = Set(members.filter { unknown(c, $0) })
            for i in members {
                let others = members.filter { $0 != i && (deeds[$0] != deeds[i] || unknowns.contains($0) && unknowns.contains(i)) }
                guard !others.isEmpty else { continue }
                // A long list of look-alikes is named by its first few.
                var ids = others.prefix(3).map { "\"\(c.state.element($0).id)\"" }
                if others.count > 3 { ids.append("\(others.count - 3) more") }
                let says = unknowns.contains(i) ? "says the same as \(ListPhrase.join(ids)): nothing tells them apart"
                    : "says the same as \(ListPhrase.join(ids)) but does something else"
                findings.append(c.stopFinding(.duplicateName, i, says))
            }
        }
        return findings
    }

    /// An Android stop whose deeds are not known: it has a role and no effects or actions.
    package static func unknown(_ c: AuditContext, _ i: Int) -> Bool {
        let e = c.state.element(i)
        return e.role != nil && e.onActivate.isEmpty && e.actions.isEmpty
    }

    /// What a listener tells stops apart by: the name (the label, else the value) and the role
    /// words, within one layer of the screen (the nearest modal container, or none).
    package struct Key: Hashable {
        package var name: String
        package var roles: [String]
        package var modal: Int?
    }

    package static func key(_ c: AuditContext, _ i: Int) -> Key? {
        let e = c.state.element(i)
        // A name holding a guess is not known, so it is no one's duplicate.
        guard !e.nameHoldsGuess else { return nil }
        let text = AuditWords.isBlank(e.label) ? e.effectiveValue ?? "" : e.label ?? ""
        let name = AuditWords.name(text)
        guard !name.isEmpty else { return nil }
        // A dimmed copy is the same name: "Dimmed." is a state, not a role.
        var plain = e
        plain.traits.remove(.notEnabled)
        return Key(name: name, roles: LabelRepeatsTrait.spokenRoles(c, i, of: plain), modal: modalLayer(c, i))
    }

    /// The nearest modal container holding node `i`.
    package static func modalLayer(_ c: AuditContext, _ i: Int) -> Int? {
        var current = c.state.index.nodes[i].parent
        while let p = current {
            if c.state.element(p).modal { return p }
            current = c.state.index.nodes[p].parent
        }
        return nil
    }

    /// Something happens on activation, or a role says it can be operated.
    package static func isActionable(_ c: AuditContext, _ i: Int) -> Bool {
        RoleMissing.doesSomething(c.state.element(i)) || RoleMissing.hasRole(c, i)
    }

    /// What activating node `i` and its custom actions do, with "this element" and "its group"
    /// spelled out, so two stops that each toggle themselves do different things.
    package static func behaviour(_ c: AuditContext, _ i: Int) -> [Act] {
        let e = c.state.element(i)
        func resolved(_ effects: [Effect]) -> [Act] {
            effects.map { effect in
                switch effect {
                case .toggleSelected(let of): return .effect(.toggleSelected(of: of ?? e.id))
                case .selectInGroup: return .select(e.id)
                case .announce, .goto, .back, .focus, .show, .hide, .set: return .effect(effect)
                }
            }
        }
        return resolved(e.onActivate) + e.actions.flatMap { [.action($0.name)] + resolved($0.effects) }
    }

    /// One step of what an element does.
    package enum Act: Hashable {
        case effect(Effect)
        /// Selects this element in its group (radio behaviour).
        case select(String)
        /// A custom action, by name; its effects follow.
        case action(String)
    }
}
