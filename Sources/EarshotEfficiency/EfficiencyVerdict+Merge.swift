import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// An element that no navigation reaches after because a group now speaks for it is not worse
/// off: it is matched to that group, and the verdict `merged` gives both sides' figures.
extension EfficiencyVerdict {
    /// Where a merged element's words went.
    package struct Merge: Sendable, Equatable {
        /// The element that speaks them after.
        package var into: String
        /// True when the element is still in the file, inside the group; false when it is gone
        /// and the group's label holds its words.
        package var inside: Bool
    }

    /// Where element `id`'s words are heard after, when it is not reachable on its own there but
    /// a reachable element speaks for it: the accessible container around it, or (when it is
    /// gone or no longer an accessibility element) an element whose label holds its words.
    package static func merge(_ id: String, before: Side, after: Side) -> Merge? {
        guard after.entry(id) == nil else { return nil }
        if case .grouped(let group)? = after.standing(id) {
            // Inside the same group before is no change.
            if case .grouped(group)? = before.standing(id) { return nil }
            return after.entry(group) == nil ? nil : Merge(into: group, inside: true)
        }
        switch after.standing(id) {
        case nil, .notAccessible?, .hidden?: break
        case .reachable?, .unreachable?, .grouped?: return nil
        }
        guard let label = before.entry(id)?.label else { return nil }
        let words = Self.words(label)
        guard !words.isEmpty else { return nil }
        let holder = after.report.elements.first { other in
            guard other.id != id, let text = other.label else { return false }
            let theirs = Self.words(text)
            return theirs.count > words.count && contains(theirs, words)
        }
        return holder.map { Merge(into: $0.id, inside: false) }
    }

    /// The verdict of an element merged into `merge.into`: both sides' figures, the group's after.
    package static func merged(_ id: String, _ merge: Merge, before: Side, after: Side) -> EfficiencyVerdict {
        let was = before.entry(id).map { " (was " + figures($0) + ")" } ?? ""
        let group = after.entry(merge.into).map { ": " + figures($0) } ?? ""
        let how = merge.inside ? "grouped into \(merge.into)" : "its words are now in \(merge.into)"
        return EfficiencyVerdict(kind: .merged, reason: how + group + was)
    }

    /// A label's words, lowercased: letters and digits, punctuation dropped.
    static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// `words` appears in `text` as a run.
    static func contains(_ text: [String], _ words: [String]) -> Bool {
        guard !words.isEmpty, words.count <= text.count else { return false }
        return (0...(text.count - words.count)).contains { start in Array(text[start..<(start + words.count)]) == words }
    }
}
