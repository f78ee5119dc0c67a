import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR019 deep-element: reaching the element from where focus starts on the screen costs more
/// than 20 gestures or 30 s of listening, by the cheapest navigation — rotors, headings and
/// quick nav included (the efficiency planner, through `AuditReach`; gestures and seconds are
/// each the least any path gives). The searches stop at these limits, so past them the
/// message says "more than"; `earshot efficiency` counts on. Elements navigation never
/// reaches are EAR013's concern, not this rule's.
package enum DeepElement {
    package static let gestureLimit = 20
    package static let secondsLimit = 30.0

    package static func check(_ c: AuditContext) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for (i, cost) in c.reach.cost.sorted(by: { $0.key < $1.key }) {
            let how: String
            if cost.gestures > gestureLimit {
                how = "more than \(gestureLimit) gestures away from where focus starts"
            } else if cost.seconds > secondsLimit {
                how = "\(cost.gestures) gestures away but more than \(Int(secondsLimit)) s of listening"
            } else {
                continue
            }
            let by = c.navigator.verbosity.reader.reachAdvice(quickNav: c.reach.input.quickNav)
            findings.append(c.finding(.deepElement, i, "\(how), even by \(by)"))
        }
        return findings
    }
}
