import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// Whether an element got easier or harder to reach between two versions of a screen, and why.
/// Gestures weigh first — each is a deliberate act and a chance to get lost — then listening
/// time. Time that only comes from the element's own label saying more is not counted against
/// it: an informative label is a fix, not a regression.
public struct EfficiencyVerdict: Sendable, Codable, Equatable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        case better, worse, same, added, removed
    }

    public var kind: Kind
    /// In words, with the figures that decided it.
    public var reason: String

    /// Differences in listening time below this are noise of the synthesizer, not a change.
    public static let secondsTolerance = 0.05

    public init(kind: Kind, reason: String) {
        self.kind = kind
        self.reason = reason
    }

    /// The verdict for one element from its costs on each side (nil: not reachable there).
    public static func judge(before: EfficiencyComparison.Cost?, after: EfficiencyComparison.Cost?,
                             labelBefore: String?, labelAfter: String?) -> EfficiencyVerdict {
        guard let before else {
            return after == nil ? EfficiencyVerdict(kind: .same, reason: "unreachable on both sides")
                : EfficiencyVerdict(kind: .added, reason: "reachable only after")
        }
        guard let after else { return EfficiencyVerdict(kind: .removed, reason: "reachable only before") }
        let g = after.gestures - before.gestures
        let s = after.seconds - before.seconds
        if g != 0 {
            let n = abs(g)
            let words = "\(n) \(n == 1 ? "gesture" : "gestures") \(g < 0 ? "fewer" : "more")"
                + " (\(before.gestures) → \(after.gestures))"
            return EfficiencyVerdict(kind: g < 0 ? .better : .worse, reason: words + secondsNote(s))
        }
        guard abs(s) >= secondsTolerance else {
            return EfficiencyVerdict(kind: .same, reason: "same gestures (\(after.gestures)) and listening time")
        }
        if (labelBefore ?? "") != (labelAfter ?? "") {
            return EfficiencyVerdict(kind: .same, reason: "same gestures (\(after.gestures)); its label changed, "
                                     + "so it takes \(EfficiencyText.seconds(abs(s))) s \(s > 0 ? "longer" : "less") to hear")
        }
        return EfficiencyVerdict(kind: s < 0 ? .better : .worse,
                                 reason: "same gestures (\(after.gestures)); \(EfficiencyText.seconds(abs(s))) s "
                                     + "\(s < 0 ? "less" : "more") listening on the way")
    }

    private static func secondsNote(_ s: Double) -> String {
        guard abs(s) >= secondsTolerance else { return "" }
        return "; \(EfficiencyText.seconds(abs(s))) s \(s < 0 ? "less" : "more") listening"
    }
}
