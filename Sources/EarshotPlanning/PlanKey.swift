package import EarshotModel
import EarshotNarration
package import EarshotNavigation
/// A navigator state as the planner tells states apart: small integers, so millions of them
/// hash and compare quickly. Two navigators with the same key behave the same under every
/// gesture the planner uses.
package struct PlanKey: Hashable {
    /// The interned world: the screen shown, the changed elements of every screen, history.
    package var world: Int32
    package var focus: Int32
    package var landingRotor: Int16
    package var chosenRotor: Int16
    package var actionIndex: Int16
    package var editing: Bool
    package var cursorNode: Int32
    package var cursorLine: Int32
    package var cursorOffset: Int32
}

/// Everything of a navigator that effects change, as one hashable value; interned to an
/// `Int32` so a state key stays small. Screens never touched are left out, so visiting one
/// without changing it does not make a new world.
package struct WorldKey: Hashable {
    /// What effects, activation and adjusting change in an element (`Navigator+Activate`,
    /// `adjust`): its value, traits, visibility and adjustable value. Hashing these rather than
    /// the whole element keeps interning cheap; an effect that changed anything else would
    /// have to be added here.
    package struct Change: Hashable {
        package var node: Int
        package var value: String?
        package var traits: Traits
        package var hidden: Bool
        package var adjusted: Double?

        package init(node: Int, _ e: Element) {
            self.node = node
            value = e.value
            traits = e.traits
            hidden = e.hidden
            adjusted = e.adjustable?.value
        }
    }
    package struct ScreenChanges: Hashable {
        package var changes: [Change]
        package var shownModals: [Int]
    }
    package struct Back: Hashable {
        package var screen: Navigator.ScreenRef
        package var focus: Int?
    }
    package var current: Navigator.ScreenRef
    package var screens: [Navigator.ScreenRef: ScreenChanges]
    package var history: [Back]

    package init(_ navigator: Navigator) {
        current = navigator.current
        var screens: [Navigator.ScreenRef: ScreenChanges] = [:]
        for (ref, state) in navigator.screens where !state.overrides.isEmpty || !state.shownModals.isEmpty {
            let changes = state.overrides.map { Change(node: $0.key, $0.value) }.sorted { $0.node < $1.node }
            screens[ref] = ScreenChanges(changes: changes, shownModals: state.shownModals)
        }
        self.screens = screens
        history = navigator.history.map { Back(screen: $0.0, focus: $0.1) }
    }
}
