import EarshotLoader
import EarshotModel
import EarshotNarration
package import EarshotNavigation
import EarshotPlanning
/// EAR013 unreachable: a labelled or actionable element, shown when the screen opens, that no
/// sequence of gestures — activation included — ever focuses. Which elements are focused
/// comes from the planner (`AuditReach.measureGestures`); this rule names why each one is not:
/// inside an accessible element (read as one stop), left out of an `order`, behind a modal
/// shown from the start, or none of these (nothing ever leads there).
///
/// When the interaction search ran out of its state budget before focusing an element that
/// VoiceOver could focus, the element may yet be reachable by a longer sequence: it is then
/// reported as a note that says so, never as an error.
package enum Unreachable {
    package static func check(_ c: AuditContext) -> [AuditFinding] {
        let s = c.state
        var findings: [AuditFinding] = []
        for i in 0..<s.count where isCandidate(i, s) && !c.reach.reachable.contains(i) {
            let node = s.index.nodes[i]
            if node.insideAccessible {
                let owner = accessibleAncestor(of: i, s)
                // An Android stop stands for its children with either reader: TalkBack reads them in,
                // and for VoiceOver the import gave their words to a stop with none of its own.
                if let owner, s.element(owner).role != nil { continue }
                let name = owner.map { "'\(s.element($0).id)'" } ?? "an accessible element"
                var finding = c.finding(.unreachable, i,
                    "never focused: inside accessible element \(name), which \(c.navigator.verbosity.reader.name) reads as one stop")
                // What the listener hears in its place.
                finding.speech = owner.flatMap { s.isFocusable($0) ? c.speech($0) : nil }
                findings.append(finding)
            } else if node.excludedByOrder {
                let parent = excludingParent(of: i, s).map { "'\(s.element($0).id)'" } ?? "its container"
                findings.append(c.finding(.unreachable, i, "never focused: left out of the order of \(parent)"))
            } else if c.reach.budgetHit {
                findings.append(c.finding(.unreachable, i,
                    "not focused within the search budget: it may be unreachable, or need a longer gesture sequence",
                    severity: .note))
            } else if let modal = s.shownModals.last(where: { s.isVisible($0) }), !s.reachable.contains(i) {
                findings.append(c.finding(.unreachable, i,
                    "never focused: behind modal '\(s.element(modal).id)', shown from the start, which focus never leaves"))
            } else {
                findings.append(c.finding(.unreachable, i,
                    "never focused: no sequence of gestures, activation included, leads to it"))
            }
        }
        return findings
    }

    /// Whether the rule asks about node `i`: an element VoiceOver would focus were nothing in
    /// the way (accessible: containers are not focus stops), shown when the screen opens, that
    /// says something (a label or value) or does something (`TargetSize.isActionable`).
    package static func isCandidate(_ i: Int, _ s: ScreenState) -> Bool {
        let e = s.element(i)
        guard e.accessible, s.isVisible(i) else { return false }
        let says = !(e.label ?? "").allSatisfy(\.isWhitespace) || !(e.effectiveValue ?? "").allSatisfy(\.isWhitespace)
        return says || TargetSize.isActionable(e)
    }

    /// The outermost accessible ancestor: the stop VoiceOver reads in its place.
    package static func accessibleAncestor(of i: Int, _ s: ScreenState) -> Int? {
        var found: Int?
        var current = s.index.nodes[i].parent
        while let p = current {
            if s.element(p).accessible && !s.index.nodes[p].insideAccessible { found = p }
            current = s.index.nodes[p].parent
        }
        return found
    }

    /// The container whose `order` leaves out `i` or the ancestor of `i` it holds.
    package static func excludingParent(of i: Int, _ s: ScreenState) -> Int? {
        var current = i
        while let p = s.index.nodes[current].parent {
            if !s.index.nodes[p].excludedByOrder { return p }
            current = p
        }
        return nil
    }
}
