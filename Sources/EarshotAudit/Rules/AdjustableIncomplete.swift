import EarshotLoader
package import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR009 adjustable-incomplete: the `adjustable` trait promises "Swipe up or down with one
/// finger to adjust the value", but there is no value to adjust.
package enum AdjustableIncomplete {
    package static func check(_ c: AuditContext) -> [AuditFinding] {
        c.everyStop.compactMap { i in
            let e = c.state.element(i)
            guard e.traits.contains(.adjustable), let problem = problem(e) else { return nil }
            return c.stopFinding(.adjustableIncomplete, i, problem)
        }
    }

    package static let changesNothing = "flicking up or down changes nothing"

    /// What is missing, in the listener's terms; nil when flicks change a value that is spoken.
    package static func problem(_ e: Element) -> String? {
        guard let a = e.adjustable else { return "adjustable with no adjustable block: \(changesNothing)" }
        switch a.kind {
        case .picker, .values:
            let (noun, items) = a.kind == .picker ? ("picker", "options") : ("values list", "values")
            if a.options.isEmpty { return "\(noun) has no \(items): \(changesNothing)" }
            if a.options.count == 1 { return "\(noun) has only one \(items.dropLast()): \(changesNothing)" }
            if a.valueText.isEmpty { return "\(noun) selects none of its \(items): it speaks no value" }
        case .rating, .stepper, .slider:
            if a.max <= a.min { return "\(a.kind.rawValue) has max equal to min: \(changesNothing)" }
        }
        return nil
    }
}
