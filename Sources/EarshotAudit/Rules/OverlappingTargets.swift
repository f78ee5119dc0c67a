import EarshotLoader
package import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR017 overlapping-targets: two actionable focus stops whose frames overlap or coincide, so
/// a touch meant for one lands on the other. On Android, where a touch goes to the innermost
/// view, a target wholly inside another is not an overlap. Reported once on each element that overlaps
/// another, the message naming the other — or, in a cluster, how many others and the first few
/// of them — so a thousand buttons on one frame give a thousand findings, not a million. Only
/// stops on screen together are compared (those focus can visit when the screen opens).
/// Identical frames are grouped by hash and distinct frames compared by a sweep over their
/// tops, so the work grows with the distinct frames that meet, and memory with the targets.
package enum OverlappingTargets {
    /// How many of the other targets a cluster's finding names.
    package static let named = 3

    /// Targets sharing one frame, in node (file) order.
    package struct Group {
        package var frame: Rect
        package var members: [Int] = []
        /// Targets with other frames that overlap this one.
        package var others = 0
        /// The first `named` of those, in node (file) order.
        package var firstOthers: [Int] = []
    }

    package static func check(_ c: AuditContext) -> [AuditFinding] {
        let s = c.state
        // Frames an importer laid out from code are no evidence of an overlap.
        guard !s.screen.approximateFrames else { return [] }
        var groups: [Group] = []
        var groupOf: [Rect: Int] = [:]
        // Focus stops come in node order, which is reading order: members stay sorted.
        for i in c.focusStops {
            guard TargetSize.isActionable(s.element(i)), let frame = s.index.nodes[i].frame else { continue }
            if let g = groupOf[frame] {
                groups[g].members.append(i)
            } else {
                groupOf[frame] = groups.count
                groups.append(Group(frame: frame, members: [i]))
            }
        }
        func meet(_ g: Int, _ h: Int) {
            groups[g].others += groups[h].members.count
            // Nothing to merge when the names are full and come before all of h's.
            if groups[g].firstOthers.count == named, let last = groups[g].firstOthers.last,
               let head = groups[h].members.first, head > last { return }
            let merged = (groups[g].firstOthers + groups[h].members.prefix(named)).sorted()
            groups[g].firstOthers = Array(merged.prefix(named))
        }
        // On Android a touch goes to the innermost view: a button inside a clickable row is no
        // overlap. Frames that coincide still are.
        func nested(_ g: Int, _ h: Int) -> Bool {
            guard s.element(groups[g].members[0]).role != nil, s.element(groups[h].members[0]).role != nil else { return false }
            return encloses(groups[g].frame, groups[h].frame) || encloses(groups[h].frame, groups[g].frame)
        }
        forEachOverlap(groups.indices.map { ($0, groups[$0].frame) }) { g, h in
            if nested(g, h) { return }
            meet(g, h)
            meet(h, g)
        }
        var findings: [AuditFinding] = []
        for group in groups {
            for i in group.members {
                let same = group.members.lazy.filter { $0 != i }
                let count = group.members.count - 1 + group.others
                guard count > 0 else { continue }
                let names = (Array(same.prefix(named)) + group.firstOthers).sorted().prefix(named)
                    .map { "'\(s.element($0).id)'" }
                let how: String
                if count == 1 {
                    how = (group.others == 0 ? "has the same frame as " : "overlaps ") + names.joined()
                } else {
                    let list = names.joined(separator: ", ") + (count > names.count ? ", …" : "")
                    how = (group.others == 0 ? "has the same frame as " : "overlaps ") + "\(count) other targets (\(list))"
                }
                findings.append(c.finding(.overlappingTargets, i, "\(how): a touch may land on the wrong one"))
            }
        }
        return findings
    }

    /// Less than this is the arithmetic of adding a width to an edge, not an overlap: an
    /// Android import turns each pixel edge into dp once, so views that meet at a pixel meet at
    /// one dp value, give or take a rounding of the sum.
    static let slack = 1e-6

    /// Whether two frames share some area, or are the same frame (even an empty one).
    package static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        if a == b { return true }
        return min(a.maxX, b.maxX) - max(a.x, b.x) > slack && min(a.maxY, b.maxY) - max(a.y, b.y) > slack
    }

    /// Whether `inner` lies inside `outer`, edges that meet included.
    static func encloses(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.x >= outer.x - slack && inner.y >= outer.y - slack && inner.maxX <= outer.maxX + slack && inner.maxY <= outer.maxY + slack
    }

    /// Every overlapping pair of `items` (first by top, then by input order) whose nodes
    /// `wanted` accepts.
    package static func overlapping(_ items: [(node: Int, frame: Rect)],
                            wanted: (Int, Int) -> Bool = { _, _ in true }) -> [(Int, Int)] {
        var pairs: [(Int, Int)] = []
        forEachOverlap(items, wanted: wanted) { pairs.append(($0, $1)) }
        return pairs
    }

    /// Calls `body` with each overlapping pair of `items`' nodes, found by a sweep line down the
    /// screen: each frame is compared only with those whose vertical extent it meets, so rows
    /// of separate targets cost n log n, not n².
    package static func forEachOverlap(_ items: [(node: Int, frame: Rect)], wanted: (Int, Int) -> Bool = { _, _ in true },
                               _ body: (Int, Int) -> Void) {
        let sorted = items.indices.sorted { (items[$0].frame.y, $0) < (items[$1].frame.y, $1) }
        var active: [Int] = []
        for i in sorted {
            let frame = items[i].frame
            // Frames that end above this top can meet no later frame either.
            active.removeAll { items[$0].frame.maxY < frame.y }
            for j in active where wanted(items[j].node, items[i].node) && overlap(items[j].frame, frame) {
                body(items[j].node, items[i].node)
            }
            active.append(i)
        }
    }
}
