package import EarshotModel
import EarshotNarration
package import EarshotNavigation
/// Which gestures the planner may use.
public enum PlanGestures: String, Sendable, Hashable, CaseIterable {
    /// `next`, `previous`, `first`, `last`: a listener who only swipes, with the swipes the reader
    /// has (`ScreenReader.swipes`: TalkBack has no default gesture for first and last).
    case swipes
    /// Every navigation that neither activates nor changes anything: swipes, rotor turns,
    /// rotor flicks over element, item and mark rotors, and (keyboard only) quick-nav keys.
    case navigation
    /// Navigation plus what changes the screen: activation, escape, magic tap, adjusting and
    /// stepping through custom actions (labs).
    case interaction

    /// The gestures worth trying from `navigator`'s state, in a fixed order (ties resolve to the
    /// earliest, so paths are repeatable). Left out, because they can never bring a goal closer:
    /// flicks that only say "not found" or bump a boundary, text-unit flicks (they move a cursor
    /// inside the focused element, which no element rotor reads), the speaking-rate and hints
    /// items (settings), touch (a listener cannot aim) and read-all.
    /// `hasMatch` says whether an element filter matches anything on the screen now.
    package func candidates(for navigator: Navigator, quickNav kinds: [QuickNavKind],
                    hasMatch: (ElementFilter) -> Bool) -> [Gesture] {
        var gestures = navigator.verbosity.reader.swipes
        guard self != .swipes else { return gestures }
        gestures += [.rotorNext, .rotorPrevious]
        if let item = navigator.currentRotorItem, flicks(item.kind) {
            if case .elements(let filter) = item.kind, !hasMatch(filter) {} else { gestures += [.up, .down] }
        }
        for kind in kinds { gestures += [.quickNav(kind, forward: true), .quickNav(kind, forward: false)] }
        if self == .interaction { gestures += [.activate, .escape, .magicTap] }
        return gestures
    }

    private func flicks(_ kind: RotorItem.Kind) -> Bool {
        switch kind {
        case .elements, .items, .mark: return true
        case .adjust, .actions: return self == .interaction
        case .text, .speakingRate, .hints: return false
        }
    }

    /// Whether `gesture` may change more than focus and rotor: effects, values, screens. Every
    /// gesture is listed, so a new one must be placed: one wrongly counted as changing nothing
    /// would let the planner merge states that differ.
    package static func changesWorld(_ gesture: Gesture) -> Bool {
        switch gesture {
        case .activate, .escape, .magicTap, .up, .down, .type: return true
        case .next, .previous, .first, .last, .rotorNext, .rotorPrevious, .selectRotor, .readAll, .readFromHere,
             .continueReading, .pause, .touch, .quickNav, .curtain, .help, .rateUp, .rateDown:
            return false
        }
    }
}
