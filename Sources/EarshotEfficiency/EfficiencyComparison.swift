import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// Two versions of a screen side by side, elements matched by id (`earshot efficiency BEFORE
/// --compare AFTER`). An element that is gone because a group now speaks for it is matched to
/// that group.
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
        /// Better, worse, the same, added, removed or merged, gestures weighed first, with the reason.
        public var verdict: EfficiencyVerdict.Kind
        public var reason: String
        /// The element that speaks its words after, when it was merged into one (`merged`).
        public var mergedInto: String?

        package enum CodingKeys: String, CodingKey { case id, label, before, after, verdict, reason, mergedInto = "merged_into" }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(id, forKey: .id)
            try c.encode(label, forKey: .label)
            try c.encode(before, forKey: .before)
            try c.encode(after, forKey: .after)
            try c.encode(verdict, forKey: .verdict)
            try c.encode(reason, forKey: .reason)
            try c.encodeIfPresent(mergedInto, forKey: .mergedInto)
        }
    }

    /// One version of the screen as the verdicts read it: figures, paths and standing by id.
    package struct Side {
        package let report: EfficiencyReport
        package let entries: [String: EfficiencyReport.Entry]

        package init(_ report: EfficiencyReport) {
            self.report = report
            entries = Dictionary(report.elements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        }

        package func entry(_ id: String) -> EfficiencyReport.Entry? { entries[id] }
        /// Nil when the screen has no element of that id.
        package func standing(_ id: String) -> EfficiencyStanding? {
            entries[id] != nil ? .reachable : report.standing[id]
        }
        /// Where element `id` stands, in the words of the reader this side was heard with.
        package func standingWords(_ id: String) -> String? { standing(id)?.words(heardBy: report.reader) }
        package func cost(_ id: String) -> Cost? { entries[id].map { Cost(gestures: $0.gestures, seconds: $0.seconds) } }
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
        let old = Side(before), new = Side(after)
        let ids = Self.listed(before, after)
        // First who went where: an element merged into a group, so the group can say whose
        // stops it took over.
        var merges: [String: EfficiencyVerdict.Merge] = [:]
        var gathers: [String: [String]] = [:]
        for id in ids {
            guard let merge = EfficiencyVerdict.merge(id, before: old, after: new) else { continue }
            merges[id] = merge
            gathers[merge.into, default: []].append(id)
        }
        var entries: [Entry] = []
        for id in ids {
            let verdict = merges[id].map { EfficiencyVerdict.merged(id, $0, before: old, after: new) }
                ?? EfficiencyVerdict.judge(id, before: old, after: new, merges: merges, gathers: gathers[id] ?? [])
            entries.append(Entry(id: id, label: new.entry(id)?.label ?? old.entry(id)?.label, before: old.cost(id),
                                 after: new.cost(id), verdict: verdict.kind, reason: verdict.reason,
                                 mergedInto: merges[id]?.into))
        }
        elements = entries
    }

    /// Every element VoiceOver could focus on either side, once: the before side's in its
    /// reading order, then those only the after side has.
    static func listed(_ before: EfficiencyReport, _ after: EfficiencyReport) -> [String] {
        var seen = Set<String>()
        return (before.elements.map(\.id) + before.unreachable + after.elements.map(\.id) + after.unreachable)
            .filter { seen.insert($0).inserted }
    }
}
