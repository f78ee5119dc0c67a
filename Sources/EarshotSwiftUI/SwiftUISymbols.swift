/// What VoiceOver says for an SF Symbol: Apple gives many symbols an accessibility name; the
/// rest are read as their name's words (`cart.fill` → "Cart", `chevron.right` → "Forward").
enum SwiftUISymbols {
    /// Names that are not the words of the symbol's name (measured on iOS 17 devices and
    /// listed in Apple's SF Symbols app under "Accessibility label").
    static let named: [String: String] = [
        "chevron.right": "Forward", "chevron.left": "Back", "chevron.forward": "Forward", "chevron.backward": "Back",
        "chevron.down": "Down", "chevron.up": "Up", "xmark": "Close", "xmark.circle.fill": "Close", "xmark.circle": "Close",
        "plus": "Add", "plus.circle.fill": "Add", "plus.circle": "Add", "minus": "Remove", "minus.circle": "Remove",
        "trash": "Delete", "trash.fill": "Delete", "square.and.arrow.up": "Share", "ellipsis": "More",
        "ellipsis.circle": "More", "magnifyingglass": "Search", "gearshape": "Settings", "gearshape.fill": "Settings",
        "gear": "Settings", "house": "Home", "house.fill": "Home", "person": "Person", "person.fill": "Person",
        "person.crop.circle": "Person", "heart": "Love", "heart.fill": "Love", "star": "Favorite", "star.fill": "Favorite",
        "star.leadinghalf.filled": "Favorite", "bell": "Notifications", "bell.fill": "Notifications",
        "checkmark": "Checkmark", "checkmark.circle.fill": "Checkmark", "info.circle": "Info", "cart": "Cart",
        "cart.fill": "Cart", "bag": "Bag", "bag.fill": "Bag", "envelope": "Mail", "envelope.fill": "Mail",
        "paperplane": "Send", "paperplane.fill": "Send", "pencil": "Edit", "square.and.pencil": "Compose",
        "arrow.clockwise": "Refresh", "play.fill": "Play", "pause.fill": "Pause", "play": "Play", "pause": "Pause",
        "list.bullet": "List", "line.3.horizontal": "Menu", "line.3.horizontal.decrease.circle": "Filter",
        "bookmark": "Bookmark", "bookmark.fill": "Bookmark", "lock": "Lock", "lock.fill": "Lock",
        "eye": "Show", "eye.slash": "Hide", "mic": "Microphone", "mic.fill": "Microphone", "camera": "Camera",
        "photo": "Photo", "globe": "Globe", "map": "Map", "calendar": "Calendar", "clock": "Clock",
        "questionmark.circle": "Help", "exclamationmark.triangle": "Warning", "wifi": "Wi-Fi",
    ]

    /// The spoken name of `symbol`: the table's, else its first name part's words capitalized.
    static func spokenName(_ symbol: String) -> String {
        if let name = named[symbol] { return name }
        let modifiers: Set<String> = ["fill", "circle", "square", "slash", "badge", "rectangle", "inverse", "fi"]
        let parts = symbol.split(separator: ".").map(String.init)
        let kept = parts.enumerated().filter { $0.offset == 0 || !modifiers.contains($0.element) }.map(\.element)
        let words = kept.joined(separator: " ")
        guard let first = words.first else { return symbol }
        return first.uppercased() + words.dropFirst()
    }
}
