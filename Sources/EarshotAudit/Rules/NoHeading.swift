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
        if isTabOfAnotherView(c, stops) { return [] }
        let rotor = c.navigator.verbosity.reader.rotorWord.lowercased()
        var finding = c.screenFinding(.noHeading, "\(stops.count) focus stops and no heading: the Headings \(rotor) finds nothing")
        // What the listener hears on flicking the Headings rotor.
        finding.speech = c.navigator.composer.notFound(.builtin(.headings)).text
        return [finding]
    }

    /// Whether the screen is a tab container heard as its selected tab, all of whose stops are
    /// other files' views (`TabView { HomeView().tabItem { … } }`): that view is a screen of its
    /// own (a tab), judged where it is declared, and one problem is one finding.
    static func isTabOfAnotherView(_ c: AuditContext, _ stops: [Int]) -> Bool {
        let nodes = c.state.index.nodes
        func inTabBar(_ i: Int) -> Bool {
            var up = nodes[i].parent
            while let p = up {
                if nodes[p].element.container == .tabBar { return true }
                up = nodes[p].parent
            }
            return false
        }
        let content = stops.filter { !inTabBar($0) }
        // Only the tab bar is the container's own: every other stop is made in other files.
        return content.count < stops.count && !content.isEmpty
            && content.allSatisfy { !(nodes[$0].element.sourceFile ?? "").isEmpty }
    }
}
