package import EarshotModel
package import EarshotNavigation
/// What the searches over one screen share (the audit's by gestures and by seconds,
/// efficiency's too): worlds and rotor items interned to the same small numbers, what each
/// focus-only move does and says, and each focus's rotor ring, worked out once for all of
/// them. What a move costs is each search's own.
package final class PlanTables {
    var worlds: [WorldKey: Int32] = [:]
    var rotorIDs: [RotorID: Int16] = [:]
    var quickNavKinds: [Int32: [QuickNavKind]] = [:]
    var filterMatches: [FilterKey: Bool] = [:]
    var moves: [MoveKey: MoveOutcome] = [:]
    var moveIDs: [FocusMove: Int32] = [:]
    /// The focused element's rotor ring, by world and focus: rotating and flicking ask for it
    /// from every rotor state of a focus.
    var rings: [RingKey: [RotorItem]] = [:]

    package init() {}

    package struct FocusMove: Hashable {
        package var gesture: Gesture
        package var rotor: RotorID?
    }
    package struct FilterKey: Hashable {
        package var world: Int32
        package var filter: ElementFilter
    }
    package struct MoveKey: Hashable {
        package var world: Int32
        package var focus: Int32
        package var move: Int32
    }
    package struct RingKey: Hashable {
        package var world: Int32
        package var focus: Int32
    }
    /// Where a focus-only move lands (nil: nowhere, nothing changes) and what it says.
    package struct MoveOutcome {
        package var focus: Int?
        /// The rotor item landing selects there (interned).
        package var landingRotor: Int16
        package var output: NavigatorOutput
    }
}
