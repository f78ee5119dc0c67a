import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR017 overlapping-targets: two actionable focus stops whose frames overlap or coincide, so
/// a touch meant for one lands on the other. Reported on each element of the pair, the message
/// naming the other. Only stops on screen together are compared (those focus can visit when
/// the screen opens); frames are compared by a sweep over their tops, not pair by pair.
package enum OverlappingTargets {
    package static func check(_ c: AuditContext) -> [AuditFinding] {
        let s = c.state
        let targets: [(node: Int, frame: Rect)] = c.focusStops.compactMap { i in
            guard TargetSize.isActionable(s.element(i)), let frame = s.index.nodes[i].frame else { return nil }
            return (i, frame)
        }
        var findings: [AuditFinding] = []
        for (a, b) in overlapping(targets) {
            let fa = s.index.nodes[a].frame, fb = s.index.nodes[b].frame
            let how = fa == fb ? "has the same frame as" : "overlaps"
            findings.append(c.finding(.overlappingTargets, a, "\(how) '\(s.element(b).id)': a touch may land on the wrong one"))
            findings.append(c.finding(.overlappingTargets, b, "\(how) '\(s.element(a).id)': a touch may land on the wrong one"))
        }
        return findings
    }

    /// Whether two frames share some area, or are the same frame (even an empty one).
    package static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        if a == b { return true }
        return min(a.maxX, b.maxX) > max(a.x, b.x) && min(a.maxY, b.maxY) > max(a.y, b.y)
    }

    /// Every overlapping pair of `items` (first by top, then by input order) whose nodes
    /// `wanted` accepts, found by a sweep line down the screen: each frame is compared only with
    /// those whose vertical extent it meets, so rows of separate targets cost n log n, not n².
    package static func overlapping(_ items: [(node: Int, frame: Rect)],
                            wanted: (Int, Int) -> Bool = { _, _ in true }) -> [(Int, Int)] {
        let sorted = items.indices.sorted { (items[$0].frame.y, $0) < (items[$1].frame.y, $1) }
        var active: [Int] = []
        var pairs: [(Int, Int)] = []
        for i in sorted {
            let frame = items[i].frame
            // Frames that end above this top can meet no later frame either.
            active.removeAll { items[$0].frame.maxY < frame.y }
            for j in active where wanted(items[j].node, items[i].node) && overlap(items[j].frame, frame) {
                pairs.append((items[j].node, items[i].node))
            }
            active.append(i)
        }
        return pairs
    }
}
