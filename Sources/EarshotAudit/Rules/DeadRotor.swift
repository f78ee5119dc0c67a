import EarshotLoader
package import EarshotModel
import EarshotNarration
package import EarshotNavigation
import EarshotPlanning
/// EAR015 dead-rotor: a custom rotor that offers what is not there. The loader
/// already refuses item ids no element in the file has; what remains is checked here against
/// the screen as it opens, with the navigator's own rotor moves:
/// - an item of an explicit list that is not on this screen (its id is on another), hidden,
///   not focusable (not accessible, inside an accessible element, left out of an `order`) or
///   behind a modal shown from the start — VoiceOver skips it;
/// - a rotor (list, match, mark or system rotor) on which a flick finds nothing at all: it
///   says "<Item> not found". A list whose items are all dead is reported once, as such.
/// Findings sit at the rotor's entry in the file, on the element that carries it (or the
/// screen, for a screen rotor).
package enum DeadRotor {
    /// What is wrong with a rotor, whatever carries it.
    package enum Verdict {
        case live
        /// Items the rotor skips, each with why.
        case deadItems([String])
        /// Nothing to land on, and why.
        case empty(String)
    }

    package static func check(_ c: AuditContext) -> [AuditFinding] {
        let s = c.state
        // The same rotor on many elements is judged once: the verdict does not depend on focus.
        var verdicts: [RotorSpec.Source: Verdict] = [:]
        var findings: [AuditFinding] = []
        func judge(_ spec: RotorSpec, owner: Int?) {
            let verdict = verdicts[spec.source] ?? Self.verdict(spec, c)
            verdicts[spec.source] = verdict
            findings += Self.findings(verdict, spec, owner: owner, c)
        }
        for spec in c.screen.rotors { judge(spec, owner: nil) }
        for i in 0..<s.count {
            for spec in s.element(i).rotors { judge(spec, owner: i) }
        }
        return findings
    }

    /// Whether a flick on the rotor, from nowhere in particular, lands anywhere, and which
    /// listed items it skips.
    package static func verdict(_ spec: RotorSpec, _ c: AuditContext) -> Verdict {
        let item = RotorRing.item(for: spec)
        var probe = c.navigator
        probe.focus = nil
        switch item.kind {
        case .items(let ids):
            let dead = ids.compactMap { id in deadReason(id, c.state).map { "'\(id)' \($0)" } }
            guard probe.nextListed(ids, forward: true) != nil else {
                return .empty(dead.isEmpty ? "it lists none" : dead.joined(separator: "; "))
            }
            return dead.isEmpty ? .live : .deadItems(dead)
        case .elements(let filter):
            guard probe.nextElement(matching: filter, forward: true) == nil else { return .live }
            return .empty("nothing on the screen matches it")
        case .mark(let mark):
            let output = probe.moveToMark(mark, rotor: item.id, forward: true)
            return output.sounds.contains(.notFound) ? .empty("no line on the screen is marked '\(mark)'") : .live
        case .adjust, .actions, .text, .speakingRate, .hints:
            return .live
        }
    }

    package static func findings(_ verdict: Verdict, _ spec: RotorSpec, owner: Int?, _ c: AuditContext) -> [AuditFinding] {
        let name = "rotor \"\(spec.name)\""
        switch verdict {
        case .live:
            return []
        case .empty(let why):
            // What a flick says: "<Item> not found".
            let notFound = c.navigator.composer.notFound(RotorRing.item(for: spec).id).text
            return [finding(c, spec, owner, "\(name) has no reachable item: \(why)", speech: notFound)]
        case .deadItems(let dead):
            let speech = owner.flatMap { c.state.isFocusable($0) ? c.speech($0) : nil }
            return dead.map { finding(c, spec, owner, "\(name) item \($0): the rotor skips it", speech: speech) }
        }
    }

    /// Why the rotor cannot land on the element `id` names, or nil when it can.
    package static func deadReason(_ id: String, _ s: ScreenState) -> String? {
        guard let i = s.index.indexByID[id] else { return "is not on this screen" }
        let node = s.index.nodes[i]
        if !s.isVisible(i) { return "is hidden" }
        if node.insideAccessible {
            let owner = Unreachable.accessibleAncestor(of: i, s).map { " '\(s.element($0).id)'" } ?? ""
            return "is inside accessible element\(owner)"
        }
        if node.excludedByOrder { return "is left out of an order" }
        if !s.element(i).accessible { return node.end > i + 1 ? "is a container, not a focus stop" : "is not accessible" }
        if !s.reachable.contains(i), let modal = s.shownModals.last(where: { s.isVisible($0) }) {
            return "is behind modal '\(s.element(modal).id)'"
        }
        return nil
    }

    package static func finding(_ c: AuditContext, _ spec: RotorSpec, _ owner: Int?, _ message: String,
                        speech: String?) -> AuditFinding {
        AuditFinding(rule: .deadRotor, severity: rule.severity, path: c.path,
                     line: spec.location.line, column: spec.location.column,
                     element: owner.map { c.state.element($0).id } ?? c.screen.id, message: message, speech: speech,
                     reader: c.navigator.verbosity.reader)
    }
}
