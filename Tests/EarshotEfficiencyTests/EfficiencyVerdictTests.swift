import EarshotEfficiencyTestSupport
import EarshotNarration
import EarshotTestSupport
import Testing
@testable import EarshotEfficiency

/// `--compare`'s verdicts: gestures weigh first, then seconds, and labels that say more are not
/// a regression.
@Suite struct EfficiencyVerdictTests {
    typealias Entry = EfficiencyReport.Entry

    static func entry(_ id: String, _ label: String?, _ gestures: Int, _ seconds: Double, _ path: String,
                      passes: [String] = []) -> Entry {
        var e = Entry(id: id, label: label, swipes: gestures, gestures: gestures, seconds: seconds, path: path)
        e.passes = .listed(passes)
        e.listeningPasses = .listed(passes)
        return e
    }

    /// One side: its reachable entries, and where everything else stands.
    static func side(_ entries: [Entry], standing: [String: EfficiencyStanding] = [:],
                     reader: any ScreenReader = .voiceover) -> EfficiencyComparison.Side {
        let summary = Efficiency.summarize(entries, unreachable: 0, readAll: 0, states: 0, budgetHit: false)
        var report = EfficiencyReport(layout: "t.yaml", screen: "s", rate: 220, elements: entries, unreachable: [], summary: summary)
        report.reader = reader
        report.standing = standing.merging(entries.map { ($0.id, .reachable) }, uniquingKeysWith: { _, new in new })
        return EfficiencyComparison.Side(report)
    }

    static func judge(_ before: [Entry], _ after: [Entry], _ id: String = "e",
                      beforeStanding: [String: EfficiencyStanding] = [:],
                      afterStanding: [String: EfficiencyStanding] = [:]) -> EfficiencyVerdict {
        EfficiencyVerdict.judge(id, before: side(before, standing: beforeStanding), after: side(after, standing: afterStanding))
    }

    @Test func fewerGesturesIsBetterEvenWhenItTakesLonger() {
        let v = Self.judge([Self.entry("e", "Middle", 6, 3, "next x6")], [Self.entry("e", "Middle", 3, 4.5, "rotor-next down next")])
        #expect(v.kind == .better)
        #expect(v.reason == "3 gestures fewer (6 → 3: next x6 → rotor-next down next); 1.5 s more listening (3.0 → 4.5 s)")
    }

    @Test func anInformativeLabelThatTakesLongerIsNotWorse() {
        let v = Self.judge([Self.entry("e", "Btn", 2, 1, "next x2")], [Self.entry("e", "Add to basket", 2, 2.2, "next x2")])
        #expect(v.kind == .same)
        #expect(v.reason == "same gestures (2); its label changed, so it takes 1.2 s longer to hear (1.0 → 2.2 s)")
        // A label on the way that says more is a fix too.
        let shared = Self.judge([Self.entry("a", nil, 1, 0.3, "next"), Self.entry("e", "Buy", 2, 1, "next x2", passes: ["a"])],
                                [Self.entry("a", "Share", 1, 0.9, "next"), Self.entry("e", "Buy", 2, 1.6, "next x2", passes: ["a"])])
        #expect(shared.kind == .same)
        #expect(shared.reason == "same gestures (2); the label of a on the way changed, so it takes 0.6 s longer to hear (1.0 → 1.6 s)")
    }

    @Test func moreListeningOnTheWayWithTheSameLabelIsWorse() {
        let v = Self.judge([Self.entry("e", "Buy", 2, 1, "next x2")], [Self.entry("e", "Buy", 2, 2, "next x2")])
        #expect(v.kind == .worse && v.reason == "same gestures (2); 1.0 s more listening on the way (1.0 → 2.0 s)")
        let more = Self.judge([Self.entry("e", nil, 2, 3, "next x2")], [Self.entry("e", nil, 3, 1, "next x3")])
        #expect(more.kind == .worse, "a gesture more outweighs seconds saved")
        #expect(more.reason == "1 gesture more (2 → 3: next x2 → next x3); 2.0 s less listening (3.0 → 1.0 s)")
        // A difference that does not show at the tenth of a second printed is none.
        let close = Self.judge([Self.entry("e", "Buy", 2, 1.01, "next x2")], [Self.entry("e", "Buy", 2, 1.04, "next x2")])
        #expect(close.kind == .same && close.reason == "same gestures (2) and listening time (1.0 s)")
    }

    @Test func newGoneAndMadeReachable() {
        let added = Self.judge([], [Self.entry("e", "A", 1, 1, "next")])
        #expect(added.kind == .added && added.reason == "new: now 1 gesture, 1.0 s (next)")
        let reachable = Self.judge([], [Self.entry("e", "A", 1, 1, "next")], beforeStanding: ["e": .notAccessible])
        #expect(reachable.kind == .better)
        #expect(reachable.reason == "made reachable (was not an accessibility element): now 1 gesture, 1.0 s (next)")
        let gone = Self.judge([Self.entry("e", "A", 1, 1, "next")], [])
        #expect(gone.kind == .removed && gone.reason == "not on the screen after (was 1 gesture, 1.0 s)")
        let hidden = Self.judge([Self.entry("e", "A", 1, 1, "next")], [], afterStanding: ["e": .notAccessible])
        #expect(hidden.kind == .removed)
        #expect(hidden.reason == "no longer a stop: not an accessibility element after (was 1 gesture, 1.0 s)")
        let trapped = Self.judge([Self.entry("e", "A", 1, 1, "next")], [], afterStanding: ["e": .unreachable])
        #expect(trapped.kind == .worse && trapped.reason == "not reached by any navigation after (was 1 gesture, 1.0 s)")
    }

    /// Where an element stands is said in the words of the reader that side was heard with.
    @Test func aGroupedElementIsReadAsOneByTheReaderHeard() {
        let before = Self.side([Self.entry("e", "A", 1, 1, "next")])
        for reader in [VoiceOver() as any ScreenReader, TalkBack()] {
            let after = Self.side([], standing: ["e": .grouped(in: "card")], reader: reader)
            let v = EfficiencyVerdict.judge("e", before: before, after: after)
            #expect(v.kind == .worse && v.reason == "inside card, which \(reader.name) reads as one after (was 1 gesture, 1.0 s)")
        }
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
