import EarshotEfficiencyTestSupport
import EarshotLayoutTestSupport
import EarshotLoader
import EarshotModel
import EarshotNavigation
import EarshotTestSupport
import Testing
@testable import EarshotEfficiency

/// `--compare` after real fixes: a label added, two decorative images hidden, three elements
/// grouped into one, a photo made reachable. Every row's verdict is checked, and every reason
/// against the two sides' plans: the figures it states are theirs, and the elements it says a
/// path passes are the ones replaying that path lands on.
@Suite struct EfficiencyComparisonTests {
    static let reviews = (1...6).map { "    - {id: r\($0), label: Review \($0), traits: [staticText], frame: [16, \(500 + $0 * 40), 358, 36]}" }

    static let before = """
        earshot: 1
        screen:
          id: shop
          size: [390, 844]
          elements:
            - {id: title, label: Hats, traits: [header], frame: [16, 40, 300, 40]}
            - {id: share, traits: [button], frame: [330, 40, 44, 40]}
            - {id: banner, label: banner final v2, traits: [image], frame: [0, 90, 390, 100]}
            - {id: photo, traits: [image], accessible: false, frame: [16, 200, 358, 100]}
            - {id: name, label: Cowboy Hat, traits: [staticText], frame: [16, 310, 358, 30]}
            - {id: price, label: 40 dollars, traits: [staticText], frame: [16, 345, 358, 30]}
            - {id: stars, label: 4 stars, traits: [staticText], frame: [16, 380, 358, 30]}
            - {id: divider, label: line, traits: [image], frame: [0, 420, 390, 4]}
            - {id: buy, label: Buy, traits: [button], frame: [16, 430, 358, 50]}

        """ + reviews.joined(separator: "\n")

    static let after = """
        earshot: 1
        screen:
          id: shop
          size: [390, 844]
          elements:
            - {id: title, label: Hats, traits: [header], frame: [16, 40, 300, 40]}
            - {id: share, label: Share, traits: [button], frame: [330, 40, 44, 40]}
            - {id: banner, label: banner final v2, traits: [image], accessible: false, frame: [0, 90, 390, 100]}
            - {id: photo, label: Brown leather cowboy hat, traits: [image], frame: [16, 200, 358, 100]}
            - id: card
              label: Cowboy Hat, 40 dollars, 4 stars
              accessible: true
              frame: [16, 310, 358, 100]
              children:
                - {id: name, label: Cowboy Hat, traits: [staticText], frame: [16, 310, 358, 30]}
                - {id: price, label: 40 dollars, traits: [staticText], frame: [16, 345, 358, 30]}
            - {id: divider, label: line, traits: [image], accessible: false, frame: [0, 420, 390, 4]}
            - {id: buy, label: Buy, traits: [button], frame: [16, 430, 358, 50]}

        """ + reviews.joined(separator: "\n")

    @Test func fixesAreCreditedAndEveryReasonIsTrueOfThePlans() throws {
        let before = try #require(efficiency(Self.before, rotorItems: []))
        let after = try #require(efficiency(Self.after, rotorItems: []))
        let c = EfficiencyComparison(before: before, after: after)
        let expected: [(String, EfficiencyVerdict.Kind, String)] = [
            ("title", .same, "same gestures (0) and listening time (0.0 s)"),
            ("share", .same, "same gestures (1); its label changed, so it takes 0.2 s longer to hear (0.3 → 0.5 s)"),
            ("banner", .removed, "no longer a stop: not an accessibility element after (was 2 gestures, 1.3 s)"),
            ("name", .merged, "grouped into card: 3 gestures, 3.3 s (was 3 gestures, 1.8 s)"),
            ("price", .merged, "grouped into card: 3 gestures, 3.3 s (was 4 gestures, 2.3 s)"),
            ("stars", .merged, "its words are now in card: 3 gestures, 3.3 s (was 5 gestures, 2.8 s)"),
            ("divider", .removed, "no longer a stop: not an accessibility element after (was 6 gestures, 3.3 s)"),
            ("buy", .better, "3 gestures fewer (7 → 4: next x7 → next x4); no longer passes banner (not an accessibility "
                + "element after), name (in card), price (in card), stars (in card), divider (not an accessibility element after)"),
            ("r1", .better, "1 gesture fewer (6 → 5: last previous x5 → next x5)"),
            ("r2", .same, "same gestures (5) and listening time (2.5 s)"),
            ("r3", .same, "same gestures (4) and listening time (2.0 s)"),
            ("r4", .same, "same gestures (3) and listening time (1.5 s)"),
            ("r5", .same, "same gestures (2) and listening time (1.0 s)"),
            ("r6", .same, "same gestures (1) and listening time (0.5 s)"),
            ("photo", .better, "made reachable (was not an accessibility element): now 2 gestures, 1.8 s (next x2)"),
            ("card", .better, "groups 3 stops in one (name, price, stars): now 3 gestures, 3.3 s (next x3)"),
        ]
        #expect(c.elements.map(\.id) == expected.map(\.0))
        for (id, kind, reason) in expected {
            let row = try #require(c.elements.first { $0.id == id })
            #expect(row.verdict == kind, "\(id)")
            #expect(row.reason == reason, "\(id)")
            try Self.check(row, before: (before, Self.before), after: (after, Self.after))
        }
        #expect(c.elements.first { $0.id == "stars" }?.mergedInto == "card")
        let text = EfficiencyText.comparison(c, before: "b.yaml", after: "a.yaml")
        #expect(text.contains("verdicts (touch, gestures first, then seconds): 4 better, 7 same, 2 removed, 3 merged"))
        #expect(text.contains("3 → — (in card)  1.8 → —    merged   grouped into card"), "\(text)")
        let json = JSONOutput.line(c)
        #expect(json.contains("\"id\":\"name\",\"label\":\"Cowboy Hat\",\"merged_into\":\"card\","
            + "\"reason\":\"grouped into card: 3 gestures, 3.3 s (was 3 gestures, 1.8 s)\",\"verdict\":\"merged\""), "\(json)")
        #expect(json.components(separatedBy: "\"merged_into\"").count == 4, "only the merged rows name where they went")
    }

    /// The row's reason against the plans: every figure it states is the side's, every path
    /// replays to the element in its count, and the elements it says a path passes (or no longer
    /// passes) are where replaying the paths lands.
    static func check(_ row: EfficiencyComparison.Entry, before: (EfficiencyReport, String), after: (EfficiencyReport, String)) throws {
        let b = before.0.elements.first { $0.id == row.id }, a = after.0.elements.first { $0.id == row.id }
        func seconds(_ value: Double) -> String { EfficiencyText.seconds(value) }
        func figures(_ e: EfficiencyReport.Entry) -> String {
            "\(e.gestures) gesture\(e.gestures == 1 ? "" : "s"), \(seconds(e.seconds)) s"
        }
        var wasPasses: [String] = [], nowPasses: [String] = []
        if let b { wasPasses = try replay(b, on: before.1) }
        if let a { nowPasses = try replay(a, on: after.1) }
        switch (b, a) {
        case (let b?, let a?):
            #expect(row.before?.gestures == b.gestures && row.after?.gestures == a.gestures)
            if b.gestures != a.gestures {
                #expect(row.reason.contains("(\(b.gestures) → \(a.gestures): \(b.path) → \(a.path))"), "\(row.reason)")
            } else {
                #expect(row.reason.hasPrefix("same gestures (\(a.gestures))"), "\(row.reason)")
            }
            if seconds(b.seconds) != seconds(a.seconds) {
                #expect(row.reason.contains("(\(seconds(b.seconds)) → \(seconds(a.seconds)) s)"), "\(row.reason)")
            } else if b.gestures == a.gestures {
                #expect(row.reason.hasSuffix("listening time (\(seconds(a.seconds)) s)"), "\(row.reason)")
            }
        case (let b?, nil):
            #expect(row.reason.hasSuffix("(was \(figures(b)))"), "\(row.reason)")
            if let group = row.mergedInto {
                let holder = try #require(after.0.elements.first { $0.id == group })
                #expect(row.reason.contains("\(group): \(figures(holder)) (was"), "\(row.reason)")
            }
        case (nil, let a?):
            #expect(row.reason.hasSuffix("now \(figures(a)) (\(a.path))"), "\(row.reason)")
        case (nil, nil):
            break
        }
        for clause in row.reason.components(separatedBy: "; ") {
            if clause.hasPrefix("no longer passes ") {
                for id in named(in: clause.dropFirst("no longer passes ".count)) {
                    #expect(wasPasses.contains(id) && !nowPasses.contains(id), "\(row.id): \(id)")
                    #expect(!after.0.elements.contains { $0.id == id }, "\(id) is no stop after")
                }
            } else if clause.hasPrefix("passes newly reachable ") {
                for id in named(in: clause.dropFirst("passes newly reachable ".count)) {
                    #expect(nowPasses.contains(id) && !before.0.elements.contains { $0.id == id }, "\(row.id): \(id)")
                }
            }
        }
    }

    /// The ids in `a (why), b, c (why)`.
    static func named(in list: Substring) -> [String] {
        var depth = 0, text = ""
        for c in list {
            if c == "(" { depth += 1 } else if c == ")" { depth -= 1 } else if depth == 0 { text.append(c) }
        }
        return text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Replays an entry's path on the layout: it takes exactly `gestures` gestures and ends on
    /// the element; the elements landed on before it, in order.
    static func replay(_ entry: EfficiencyReport.Entry, on yaml: String) throws -> [String] {
        let (layout, errors) = load(yaml)
        try #require(errors.isEmpty)
        var navigator = Navigator(workspace: Workspace(root: try #require(layout)), rotorItems: [])
        let gestures = try GestureScript.parse(entry.path).get()
        #expect(gestures.count == entry.gestures, "\(entry.id)")
        var landed: [String] = []
        let start = navigator.focusedID
        for gesture in gestures {
            _ = navigator.perform(gesture)
            if let id = navigator.focusedID, id != (landed.last ?? start) { landed.append(id) }
        }
        #expect(navigator.focusedID == entry.id)
        return landed.filter { $0 != entry.id }
    }
}
