import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR011 no-heading: a screen with 3 or more focus stops reachable when it opens and no
/// heading among them, so the Headings rotor says "Heading not found". The stops
/// counted are those focus can visit when the screen opens: hidden content, and everything
/// outside a modal shown from the start, is left out — a heading there does not help.
package enum NoHeading {
    /// Fewer stops than this need no heading.
    package static let threshold = 3

    package static func check(_ c: AuditContext) -> [AuditFinding] {
        let s = c.state
        // A component struct (a row, a card) is heard inside the screens that show it.
        guard c.screen.kind == .screen else { return [] }
        let stops = c.focusStops
        guard stops.count >= threshold, !stops.contains(where: { s.element($0).traits.contains(.header) }) else {
            return []
        }
        let rotor = c.navigator.verbosity.reader.rotorWord.lowercased()
        var finding = c.screenFinding(.noHeading, "\(stops.count) focus stops and no heading: the Headings \(rotor) finds nothing")
        // What the listener hears on flicking the Headings rotor.
        finding.speech = c.navigator.composer.notFound(.builtin(.headings)).text
        return [finding]
    }
}
