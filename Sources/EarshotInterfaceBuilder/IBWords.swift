/// Words UIKit speaks for views that carry no text of their own, and the names of
/// system bar button items (`UIBarButtonItem.SystemItem`) as VoiceOver says them.
package enum IBWords {
    /// UIActivityIndicatorView's label while it animates.
    package static let inProgress = "In progress"
    /// UIProgressView's label.
    package static let progress = "Progress"
    /// A back button when the previous screen has no title.
    package static let back = "Back"
    /// The tab a tab bar with more than five tabs ends with.
    package static let more = "More"
    /// `systemItem` values and what VoiceOver says for them.
    package static let systemItems: [String: String] = [
        "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "add": "Add", "compose": "Compose",
        "reply": "Reply", "action": "Share", "organize": "Organize", "bookmarks": "Bookmarks", "search": "Search",
        "refresh": "Refresh", "stop": "Stop", "camera": "Camera", "trash": "Delete", "play": "Play", "pause": "Pause",
        "rewind": "Rewind", "fastForward": "Fast Forward", "undo": "Undo", "redo": "Redo", "close": "Close",
        // Tab bar system items.
        "more": "More", "favorites": "Favorites", "featured": "Featured", "topRated": "Top Rated", "recents": "Recents",
        "contacts": "Contacts", "history": "History", "mostRecent": "Most Recent", "downloads": "Downloads",
        "mostViewed": "Most Viewed",
    ]
}
