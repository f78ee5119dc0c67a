import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR006 hint-names-gesture: an authored hint that tells the listener how to touch ("Double tap
/// to open") — VoiceOver says that itself, and the gesture differs with Switch Control or a
/// keyboard — or that only says the label again.
package enum HintNamesGesture {
    package static func check(_ c: AuditContext) -> [AuditFinding] {
        c.everyStop.compactMap { i in
            let e = c.state.element(i)
            // A text field's own hint replaces an authored one: nobody hears it.
            guard let hint = e.hint, !AuditWords.isBlank(hint),
                  !(e.traits.contains(.textField) && !e.traits.contains(.notEnabled)) else { return nil }
            let spoken = AuditWords.name(hint)
            if let gesture = gesture(opening: spoken) {
                return c.stopFinding(.hintNamesGesture, i, "hint starts with the gesture \"\(gesture)\"; say what happens instead")
            }
            if let label = e.label, AuditWords.name(label) == spoken {
                return c.stopFinding(.hintNamesGesture, i, "hint repeats the label")
            }
            return nil
        }
    }

    /// The gesture a hint (in `AuditWords.name` form) opens with, as a whole word.
    package static func gesture(opening hint: String) -> String? {
        AuditWords.gestureOpenings.first { g in
            guard hint.hasPrefix(g) else { return false }
            let rest = hint.dropFirst(g.count)
            return rest.first.map { !($0.isLetter || $0.isNumber) } ?? true
        }
    }
}
