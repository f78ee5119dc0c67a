import EarshotEfficiencyTestSupport
import EarshotTestSupport
import Testing
@testable import EarshotEfficiency

/// `--compare`'s verdicts: gestures weigh first, then seconds, and a label that says more is
/// not a regression.
@Suite struct EfficiencyVerdictTests {
    typealias Cost = EfficiencyComparison.Cost

    @Test func fewerGesturesIsBetterEvenWhenItTakesLonger() {
        let v = EfficiencyVerdict.judge(before: Cost(gestures: 6, seconds: 3), after: Cost(gestures: 3, seconds: 4.5),
                                        labelBefore: "Middle", labelAfter: "Middle")
        #expect(v.kind == .better)
        #expect(v.reason == "3 gestures fewer (6 → 3); 1.5 s more listening")
    }

    @Test func anInformativeLabelThatTakesLongerIsNotWorse() {
        let v = EfficiencyVerdict.judge(before: Cost(gestures: 2, seconds: 1), after: Cost(gestures: 2, seconds: 2.2),
                                        labelBefore: "Btn", labelAfter: "Add to basket")
        #expect(v.kind == .same)
        #expect(v.reason == "same gestures (2); its label changed, so it takes 1.2 s longer to hear")
    }

    @Test func moreListeningOnTheWayWithTheSameLabelIsWorse() {
        let v = EfficiencyVerdict.judge(before: Cost(gestures: 2, seconds: 1), after: Cost(gestures: 2, seconds: 2),
                                        labelBefore: "Buy", labelAfter: "Buy")
        #expect(v.kind == .worse && v.reason == "same gestures (2); 1.0 s more listening on the way")
        let more = EfficiencyVerdict.judge(before: Cost(gestures: 2, seconds: 3), after: Cost(gestures: 3, seconds: 1),
                                           labelBefore: nil, labelAfter: nil)
        #expect(more.kind == .worse, "a gesture more outweighs seconds saved")
        #expect(EfficiencyVerdict.judge(before: nil, after: Cost(gestures: 1, seconds: 1), labelBefore: nil, labelAfter: "A").kind == .added)
        #expect(EfficiencyVerdict.judge(before: Cost(gestures: 1, seconds: 1), after: nil, labelBefore: "A", labelAfter: nil).kind == .removed)
    }

    /// A new heading brings the rows after it closer: better, though a row before it is one
    /// swipe farther (and the reason says why).
    @Test func aNewHeadingIsABetterScreen() throws {
        var rows = (1...12).map { "    - {id: r\($0), label: Row \($0), frame: [0, \($0 * 50), 390, 40]}" }
        let before = try #require(efficiency("earshot: 1\nscreen:\n  id: s\n  size: [390, 844]\n  elements:\n" + rows.joined(separator: "\n")))
        rows.insert("    - {id: h, label: More rows, traits: [header], frame: [0, 320, 390, 20]}", at: 6)
        let after = try #require(efficiency("earshot: 1\nscreen:\n  id: s\n  size: [390, 844]\n  elements:\n" + rows.joined(separator: "\n")))
        let c = EfficiencyComparison(before: before, after: after)
        let r7 = try #require(c.elements.first { $0.id == "r7" })
        // Before: six swipes (or `last` and five back). After: the rotor to Headings (first in the ring), a flick, a swipe.
        #expect(r7.before?.gestures == 6 && r7.after?.gestures == 3 && r7.verdict == .better, "\(r7)")
        #expect(c.elements.first { $0.id == "h" }?.verdict == .added)
        let text = EfficiencyText.comparison(c, before: "b.yaml", after: "a.yaml")
        #expect(text.contains("verdicts (touch, gestures first, then seconds):"))
    }
}
