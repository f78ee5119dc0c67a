import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR012 order-mismatch: the reading order goes back up the screen — a stop is read right
/// after one that lies a whole row below it (its top at or below the other's bottom). Each
/// stop is compared with the one read just before it, so a misplaced element is reported once
/// where the order jumps, not against every stop after it. Reported on each element of the
/// pair, the message naming the other. Stops without a frame are skipped.
package enum OrderMismatch {
    package static func check(_ c: AuditContext) -> [AuditFinding] {
        let s = c.state
        // Frames laid out from code that has none (SwiftUI) follow the code's order by construction.
        guard !c.screen.approximateFrames else { return [] }
        var findings: [AuditFinding] = []
        var previous: (node: Int, frame: Rect)?
        for i in c.focusStops {
            guard let frame = s.index.nodes[i].frame else { continue }
            if let (p, earlier) = previous, earlier.y >= frame.maxY {
                let before = s.element(p).id, after = s.element(i).id
                findings.append(c.finding(.orderMismatch, p,
                    "read before '\(after)', which lies a whole row above it: the reading order goes back up the screen"))
                findings.append(c.finding(.orderMismatch, i,
                    "read after '\(before)', which lies a whole row below it: the reading order goes back up the screen"))
            }
            previous = (i, frame)
        }
        return findings
    }
}
