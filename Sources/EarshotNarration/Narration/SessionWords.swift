import EarshotLoader
import EarshotModel
/// What the reader itself says about its own modes. Words are data.
public enum SessionWords {
    public static let helpOn = "Keyboard help on. Press keys to hear what they do. Question mark again lists the keys."
    public static let helpOff = "Keyboard help off."
    public static let curtainOn = "Screen curtain on."
    public static let curtainOff = "Screen curtain off."
    public static let quitHelp = "Quit Earshot."
    public static let captionsHelp = "Scroll the caption history."
    public static let notBound = "Not a key of Earshot."
    public static let recordFindingHelp = "Record a finding on the focused element: type a note, Tab changes the severity, Enter saves, Escape cancels."
    public static let speakFindingsHelp = "Speak the automatic audit findings for the focused element."
    public static let findingStarted = "Finding. Type a note, then Enter."
    public static let findingSaved = "Finding saved"
    /// A finding the driver could not write, and why; the note is kept for another try.
    public static func findingNotSaved(_ why: String) -> String { "Finding not saved: \(why)" }
    /// Said once at start-up when the findings file cannot be written, and why.
    public static func findingsUnavailable(_ why: String) -> String { "Findings cannot be saved: \(why)" }
    public static let findingCancelled = "Finding cancelled"
    public static let findingEmpty = "Type a note first"
    public static let nothingFocused = "Nothing focused"
    public static let noFindings = "No findings"

    /// In keyboard help: what a gesture does, then the keys that do it.
    public static func help(_ description: String, keys: [String]) -> String {
        keys.isEmpty ? description : "\(description) Keys: \(keys.joined(separator: ", "))."
    }
}
