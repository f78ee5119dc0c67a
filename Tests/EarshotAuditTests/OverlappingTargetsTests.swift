import EarshotTestSupport
import Testing

/// EAR017 on crowds: a cluster of overlapping targets is reported once per target, naming a
/// bounded few of the others, not once per pair (1,000 buttons on one frame once gave
/// 1,000,964 findings and 923 MB).
@Suite struct OverlappingTargetsTests {
    /// `count` buttons, each at `frame(i)`.
    static func crowd(_ count: Int, frame: (Int) -> String) -> String {
        let rows = (1...count).map { "    - {id: b\($0), label: Item \($0), traits: [button], frame: \(frame($0))}" }
        return "earshot: 1\nscreen:\n  id: s\n  size: [390, 844]\n  elements:\n" + rows.joined(separator: "\n") + "\n"
    }

    @Test func buttonsOnOneFrameAreReportedOnceEach() {
        let findings = auditB(Self.crowd(150) { _ in "[10, 10, 100, 44]" }, rules: ["EAR017"])
        #expect(findings.count == 150)
        #expect(Set(findings.compactMap(\.element)).count == 150)
        let first = findings.first { $0.element == "b1" }
        #expect(first?.message == "has the same frame as 149 other targets ('b2', 'b3', 'b4', …): a touch may land on the wrong one")
        let last = findings.first { $0.element == "b150" }
        #expect(last?.message.hasPrefix("has the same frame as 149 other targets ('b1', 'b2', 'b3', …)") == true)
        #expect(findings.allSatisfy { $0.message.count < 200 })
    }

    @Test func staggeredClusterCountsEveryOtherTarget() {
        // Each frame is one point lower than the last: all 120 overlap each other, none coincide.
        let findings = auditB(Self.crowd(120) { "[10, \($0), 100, 200]" }, rules: ["EAR017"])
        #expect(findings.count == 120)
        #expect(findings.first { $0.element == "b60" }?.message
            == "overlaps 119 other targets ('b1', 'b2', 'b3', …): a touch may land on the wrong one")
    }

    @Test func mixedSameFrameAndOverlapAddUp() {
        // b1, b2 share a frame; b3 overlaps both; b4 stands apart.
        let frames = ["[0, 0, 50, 50]", "[0, 0, 50, 50]", "[25, 25, 50, 50]", "[200, 200, 50, 50]"]
        let findings = auditB(Self.crowd(4) { frames[$0 - 1] }, rules: ["EAR017"])
        let byElement = Dictionary(uniqueKeysWithValues: findings.map { ($0.element ?? "", $0.message) })
        #expect(byElement.count == 3)
        #expect(byElement["b1"] == "overlaps 2 other targets ('b2', 'b3'): a touch may land on the wrong one")
        #expect(byElement["b3"] == "overlaps 2 other targets ('b1', 'b2'): a touch may land on the wrong one")
        #expect(byElement["b4"] == nil)
    }
}
