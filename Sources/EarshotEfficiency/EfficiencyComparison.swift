import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// Two versions of a screen side by side, elements matched by id (`earshot efficiency BEFORE
/// --compare AFTER`).
public struct EfficiencyComparison: Sendable, Codable, Equatable {
    /// What reaching an element costs on one side.
    public struct Cost: Sendable, Codable, Equatable {
        public var gestures: Int
        public var seconds: Double

        public init(gestures: Int, seconds: Double) {
            self.gestures = gestures
            self.seconds = seconds
        }
    }

    public struct Entry: Sendable, Codable, Equatable {
        public var id: String
        public var label: String?
        /// Nil where the element is missing, not focusable or not reachable on that side.
        public var before: Cost?
        public var after: Cost?
        /// Better, worse or the same, gestures weighed first, with the reason.
        public var verdict: EfficiencyVerdict.Kind
        public var reason: String

        package enum CodingKeys: String, CodingKey { case id, label, before, after, verdict, reason }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(id, forKey: .id)
            try c.encode(label, forKey: .label)
            try c.encode(before, forKey: .before)
            try c.encode(after, forKey: .after)
            try c.encode(verdict, forKey: .verdict)
            try c.encode(reason, forKey: .reason)
        }
    }

    /// The input mode both sides were measured for.
    public var input: String
    public var before: EfficiencyReport.Summary
    public var after: EfficiencyReport.Summary
    /// The before side's elements in its reading order, then those only the after side has.
    public var elements: [Entry]

    /// How many elements got each verdict.
    public func count(_ kind: EfficiencyVerdict.Kind) -> Int { elements.filter { $0.verdict == kind }.count }

    public init(before: EfficiencyReport, after: EfficiencyReport) {
        input = before.input
        self.before = before.summary
        self.after = after.summary
        func costs(_ report: EfficiencyReport) -> [String: (Cost, String?)] {
            Dictionary(report.elements.map { ($0.id, (Cost(gestures: $0.gestures, seconds: $0.seconds), $0.label)) },
                       uniquingKeysWith: { first, _ in first })
        }
        let old = costs(before), new = costs(after)
        // Newly reachable elements, by their place in the after side's reading order: one that
        // comes before an element explains a swipe more to reach it (a fix, not a regression).
        let afterOrder = Dictionary(after.elements.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        let addedPlaces = after.elements.enumerated().filter { old[$1.id] == nil }.map(\.offset)
        var seen = Set<String>()
        var entries: [Entry] = []
        for id in before.elements.map(\.id) + before.unreachable + after.elements.map(\.id) + after.unreachable
        where seen.insert(id).inserted {
            var verdict = EfficiencyVerdict.judge(before: old[id]?.0, after: new[id]?.0,
                                                  labelBefore: old[id]?.1, labelAfter: new[id]?.1)
            if verdict.kind == .worse, let place = afterOrder[id] {
                let earlier = addedPlaces.filter { $0 < place }.count
                if earlier > 0 {
                    verdict.reason += "; \(earlier) newly reachable element\(earlier == 1 ? " comes" : "s come") before it"
                }
            }
            entries.append(Entry(id: id, label: new[id]?.1 ?? old[id]?.1, before: old[id]?.0, after: new[id]?.0,
                                 verdict: verdict.kind, reason: verdict.reason))
        }
        elements = entries
    }
}
