import EarshotLoader
import EarshotModel
import EarshotNarration
package import EarshotNavigation
import EarshotPlanning
/// EAR020 hidden-content: content on screen that VoiceOver never speaks (Apple's audit
/// `elementDetection`; a photo and star stack before the fix). An image (trait
/// `image`) or a group (an element with children) that is not accessible (explicitly, or by
/// default for a group), has no label, has no accessible ancestor, and that no accessible
/// element covers: no focus stop's frame shares any area with it.
///
/// Only what is shown when the screen opens and has a frame (its own, or its children's) is
/// on screen. A group reported stands for what it holds: its images are not reported again.
package enum HiddenContent {
    package static func check(_ c: AuditContext) -> [AuditFinding] {
        let s = c.state
        var candidates: [(node: Int, frame: Rect)] = []
        var spoken: [(node: Int, frame: Rect)] = []
        // Whether a stop covers a candidate depends only on its frame: each frame is swept once
        // (20,000 stops on one frame were 200 million comparisons).
        var spokenFrames: Set<Rect> = []
        for i in 0..<s.count {
            guard s.isVisible(i), let frame = s.index.nodes[i].frame else { continue }
            if s.isFocusable(i) {
                if spokenFrames.insert(frame).inserted { spoken.append((i, frame)) }
            } else if isSilent(i, s) {
                candidates.append((i, frame))
            }
        }
        guard !candidates.isEmpty else { return [] }
        // One sweep over both sets; only a candidate meeting a focus stop matters.
        let stops = Set(spoken.map(\.node))
        var covered = Set<Int>()
        let pairs = OverlappingTargets.overlapping(candidates + spoken) { stops.contains($0) != stops.contains($1) }
        for (a, b) in pairs {
            covered.insert(stops.contains(a) ? b : a)
        }
        var findings: [AuditFinding] = []
        var reportedUntil = -1
        for (i, _) in candidates where !covered.contains(i) && i >= reportedUntil {
            let end = s.index.nodes[i].end
            reportedUntil = end
            let what = end > i + 1 ? "group of \(end - i - 1) elements" : "image"
            findings.append(c.finding(.hiddenContent, i,
                "\(what) that \(c.navigator.verbosity.reader.name) never speaks: not accessible, no label, nothing accessible over it"))
        }
        return findings
    }

    /// An image or a group, not accessible, without a label, inside no accessible element.
    package static func isSilent(_ i: Int, _ s: ScreenState) -> Bool {
        let node = s.index.nodes[i]
        let e = s.element(i)
        let isGroup = node.end > i + 1
        guard isGroup || e.traits.contains(.image) else { return false }
        let unlabelled = e.label?.allSatisfy(\.isWhitespace) ?? true
        return !e.accessible && unlabelled && !node.insideAccessible
    }
}
