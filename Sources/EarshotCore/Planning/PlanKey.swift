/// A navigator state as the planner tells states apart: small integers, so millions of them
/// hash and compare quickly. Two navigators with the same key behave the same under every
/// gesture the planner uses.
struct PlanKey: Hashable {
    /// The interned world: the screen shown, the changed elements of every screen, history.
    var world: Int32
    var focus: Int32
    var landingRotor: Int16
    var chosenRotor: Int16
    var actionIndex: Int16
    var editing: Bool
    var cursorNode: Int32
    var cursorLine: Int32
    var cursorOffset: Int32
}

/// Everything of a navigator that effects change, as one hashable value; interned to an
/// `Int32` so a state key stays small. Screens never touched are left out, so visiting one
/// without changing it does not make a new world.
struct WorldKey: Hashable {
    /// What effects, activation and adjusting change in an element (`Navigator+Activate`,
    /// `adjust`): its value, traits, visibility and adjustable value. Hashing these rather than
    /// the whole element keeps interning cheap; an effect that changed anything else would
    /// have to be added here.
    struct Change: Hashable {
        var node: Int
        var value: String?
        var traits: Traits
        var hidden: Bool
        var adjusted: Double?

        init(node: Int, _ e: Element) {
            self.node = node
            value = e.value
            traits = e.traits
            hidden = e.hidden
            adjusted = e.adjustable?.value
        }
    }
    struct ScreenChanges: Hashable {
        var changes: [Change]
        var shownModals: [Int]
    }
    struct Back: Hashable {
        var screen: Navigator.ScreenRef
        var focus: Int?
    }
    var current: Navigator.ScreenRef
    var screens: [Navigator.ScreenRef: ScreenChanges]
    var history: [Back]

    init(_ navigator: Navigator) {
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
