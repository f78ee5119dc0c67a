import EarshotLoader
package import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR010 trait-conflict: traits that claim two roles at once, so the listener hears both
/// ("Play. Button. Link.") and cannot tell what activating it does.
package enum TraitConflict {
    /// The contradicting pairs, in the order messages name them.
    package static let pairs: [(Traits, Traits)] = [
        (.button, .link), (.button, .adjustable), (.header, .button), (.staticText, .button), (.keyboardKey, .link),
    ]

    package static func check(_ c: AuditContext) -> [AuditFinding] {
        c.everyStop.compactMap { i in
            let traits = c.state.element(i).traits
            let clashes = pairs.filter { traits.contains($0.0) && traits.contains($0.1) }
                .map { "\(name($0.0)) and \(name($0.1))" }
            guard !clashes.isEmpty else { return nil }
            return c.stopFinding(.traitConflict, i, "traits contradict: \(clashes.joined(separator: ", ")) claim two roles")
        }
    }

    /// A trait's name as layouts spell it.
    package static func name(_ trait: Traits) -> String { trait.names.first ?? "" }
}
