import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// Whether an element got easier or harder to reach between two versions of a screen, and why.
/// What a listener gains counts: fewer gestures first (each is a deliberate act and a chance to
/// get lost), then less listening, an element made reachable, a group that takes several stops'
/// words in one. Time that only comes from labels saying more is not counted against an element:
/// an informative label is a fix, not a regression. Every figure and element a reason names is
/// one of the two sides' plans.
public struct EfficiencyVerdict: Sendable, Codable, Equatable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        case better, worse, same, added, removed, merged
    }

    public var kind: Kind
    /// In words, with the figures that decided it.
    public var reason: String

    public init(kind: Kind, reason: String) {
        self.kind = kind
        self.reason = reason
    }

    package typealias Side = EfficiencyComparison.Side

    /// The verdict for element `id` from both sides. `merges` says which elements a group now
    /// speaks for (`merge(_:before:after:)`); `gathers`, those merged into this one.
    package static func judge(_ id: String, before: Side, after: Side, merges: [String: Merge] = [:],
                              gathers: [String] = []) -> EfficiencyVerdict {
        switch (before.entry(id), after.entry(id)) {
        case (let b?, let a?):
            return compare(b, a, before: before, after: after, merges: merges)
        case (nil, let a?):
            let now = "now " + figures(a) + " (" + path(a.path) + ")"
            if gathers.count > 1 {
                return EfficiencyVerdict(kind: .better, reason: "groups \(gathers.count) stops in one ("
                                         + gathers.joined(separator: ", ") + "): " + now)
            }
            guard let was = before.standingWords(id) else { return EfficiencyVerdict(kind: .added, reason: "new: " + now) }
            return EfficiencyVerdict(kind: .better, reason: "made reachable (was \(was)): " + now)
        case (let b?, nil):
            let was = " (was " + figures(b) + ")"
            switch after.standing(id) {
            case nil:
                return EfficiencyVerdict(kind: .removed, reason: "not on the screen after" + was)
            case .notAccessible?, .hidden?:
                return EfficiencyVerdict(kind: .removed, reason: "no longer a stop: \(after.standingWords(id) ?? "") after" + was)
            case let standing?:
                return EfficiencyVerdict(kind: .worse, reason: "\(standing.words(heardBy: after.report.reader)) after" + was)
            }
        case (nil, nil):
            let was = before.standingWords(id) ?? "not on the screen", now = after.standingWords(id) ?? "not on the screen"
            return EfficiencyVerdict(kind: .same, reason: was == now ? "reachable on neither side: \(now) on both"
                                     : "reachable on neither side (before \(was); after \(now))")
        }
    }

    /// Both sides reach the element: gestures first, then listening time.
    static func compare(_ b: EfficiencyReport.Entry, _ a: EfficiencyReport.Entry, before: Side, after: Side,
                        merges: [String: Merge]) -> EfficiencyVerdict {
        let g = a.gestures - b.gestures
        let tenths = EfficiencyText.tenths(a.seconds) - EfficiencyText.tenths(b.seconds)
        let listening = tenths == 0 ? "" : "; " + secondsChange(tenths, b.seconds, a.seconds, more: "more listening", less: "less listening")
        if g != 0 {
            let n = abs(g)
            let words = "\(n) \(n == 1 ? "gesture" : "gestures") \(g < 0 ? "fewer" : "more")"
                + " (\(b.gestures) → \(a.gestures): \(path(b.path)) → \(path(a.path)))"
            return EfficiencyVerdict(kind: g < 0 ? .better : .worse,
                                     reason: words + listening
                                         + passing(b.passes.ids, a.passes.ids, better: g < 0, before: before, after: after, merges: merges))
        }
        guard tenths != 0 else {
            return EfficiencyVerdict(kind: .same, reason: "same gestures (\(a.gestures)) and listening time "
                                     + "(\(EfficiencyText.seconds(a.seconds)) s)")
        }
        // The time is the labels' doing when the element's own label, or one it is reached
        // past on both sides, says something else.
        let own = b.label != a.label
        let was = Set(b.listeningPasses.ids)
        let onTheWay = a.listeningPasses.ids.filter { pass in
            was.contains(pass) && before.entry(pass)?.label != after.entry(pass)?.label
        }
        if own || !onTheWay.isEmpty {
            var changed = own ? "its label" : ""
            if !onTheWay.isEmpty {
                changed += (own ? " and " : "") + "the label\(onTheWay.count == 1 ? "" : "s") of "
                    + onTheWay.joined(separator: ", ") + " on the way"
            }
            return EfficiencyVerdict(kind: .same, reason: "same gestures (\(a.gestures)); \(changed) changed, so it takes "
                                     + secondsChange(tenths, b.seconds, a.seconds, more: "longer to hear", less: "less to hear"))
        }
        return EfficiencyVerdict(kind: tenths < 0 ? .better : .worse,
                                 reason: "same gestures (\(a.gestures)); "
                                     + secondsChange(tenths, b.seconds, a.seconds, more: "more listening on the way",
                                                   less: "less listening on the way")
                                     + passing(b.listeningPasses.ids, a.listeningPasses.ids, better: tenths < 0, before: before,
                                               after: after, merges: merges))
    }

    /// `1.2 s less listening (4.0 → 2.8 s)`, from the figures as printed.
    static func secondsChange(_ tenths: Int, _ before: Double, _ after: Double, more: String, less: String) -> String {
        "\(EfficiencyText.format1(Double(abs(tenths)) / 10)) s \(tenths < 0 ? less : more)"
            + " (\(EfficiencyText.seconds(before)) → \(EfficiencyText.seconds(after)) s)"
    }

    /// Why the way got shorter or longer, as the two paths show it: what the after path no
    /// longer passes because it is no stop there (for a better verdict), or what it passes that
    /// the before side could not reach (for a worse one).
    static func passing(_ was: [String], _ now: [String], better: Bool, before: Side, after: Side,
                        merges: [String: Merge]) -> String {
        if better {
            let gone = was.filter { !now.contains($0) && after.entry($0) == nil }
            guard !gone.isEmpty else { return "" }
            return "; no longer passes " + gone.map { id in
                if let merge = merges[id] { return "\(id) (in \(merge.into))" }
                return "\(id) (\(after.standingWords(id) ?? "not on the screen") after)"
            }.joined(separator: ", ")
        }
        let new = now.filter { !was.contains($0) && before.entry($0) == nil }
        return new.isEmpty ? "" : "; passes newly reachable " + new.joined(separator: ", ")
    }

    /// `2 gestures, 1.5 s`.
    static func figures(_ e: EfficiencyReport.Entry) -> String {
        "\(e.gestures) \(e.gestures == 1 ? "gesture" : "gestures"), \(EfficiencyText.seconds(e.seconds)) s"
    }

    /// A path as the reason shows it.
    static func path(_ script: String) -> String { script.isEmpty ? "where focus starts" : script }
}
