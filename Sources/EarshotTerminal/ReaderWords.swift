import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotSession

/// What the reader's screen shows in words of its own (the spoken words are the session's).
public enum ReaderWords {
    public static let tooSmall = "Terminal too small for the layout view: captions only."
    public static let speech = " Speech "
    /// Under the curtain, above the captions: why the screen is blank and the captions are not.
    public static let curtainCaptions = "Screen curtain on: the screen is hidden; captions stay."
    public static let curtainOnly = "Screen curtain on: the screen is hidden."
    public static let curtainSilent = "Screen curtain on: the screen is hidden. No sound here, so captions stay on."
    public static func historyBack(_ lines: Int) -> String { " history: \(lines) back, PgDn for newer " }
    public static var keyListTitle: String { SessionWords.keyListTitle }
}
