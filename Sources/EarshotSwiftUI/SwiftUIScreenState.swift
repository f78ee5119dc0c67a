import EarshotModel

/// What reading one screen gathers as it goes: its navigation title and bars, modal groups,
/// which buttons present and dismiss them, sort priorities, rotors, and the work it has spent.
/// The mapper starts each screen with a new one, so nothing is carried from the screen before.
struct SwiftUIScreenState {
    /// Elements made and views visited so far, and whether the cut was said.
    var made = 0, visits = 0, budgetSaid = false
    /// The navigation title, tab bar, modal containers, and buttons' presentations.
    var navigationTitle: (text: String, element: Element)?
    /// `.navigationBarTitleDisplayMode(.inline)` (true) or `.large` (false); unset, a screen's
    /// title is large, as a navigation stack's root and its sheets show it.
    var inlineTitle: Bool?
    var modals: [Element] = []
    var tabBar: Element?
    /// `.searchable`: the search field under the navigation bar.
    var searchField: Element?
    var presentedBy: [String: [String]] = [:]
    /// Buttons whose action sets a presentation's binding to false (`showingSheet = false`).
    var dismissedBy: [String: [String]] = [:]
    var modalForBinding: [String: String] = [:]
    /// Toolbar items by where they go.
    var toolbar: [ToolbarPlacement: [Element]] = [:]
    /// `.accessibilitySortPriority` by element id.
    var sortPriority: [String: Double] = [:]
    /// `.accessibilityRotor`: the element it is on, its name, and its entries' labels.
    var pendingRotors: [(element: String, name: String, entries: [String])] = []
}
