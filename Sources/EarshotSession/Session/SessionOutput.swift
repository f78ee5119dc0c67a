import EarshotLoader
public import EarshotModel
import EarshotNarration
public import EarshotNavigation
public import EarshotAudit
/// What one input makes the session do, for a driver to carry out: speech and sounds (with
/// whether they interrupt), the rate to speak at, and whether to quit.
public struct SessionOutput: Sendable, Hashable {
    public var speech: NavigatorOutput
    /// The speaking rate to use from now on (words per minute).
    public var rate: Int
    public var quit = false
    /// A finding the tester asked to save: the driver stamps the time, appends it to the findings
    /// file, flushes, and only then reports back `SessionInput.findingSaved` (or
    /// `.findingNotSaved(why)`), so "Finding saved" is never heard before it is on disk.
    public var recorded: RecordedFinding?
    /// The tester asked for the focused element's automatic findings: the driver audits the
    /// screen and sends them back as `SessionInput.findings`.
    public var findingsWanted = false
    /// The gestures the navigator performed for this input, in order: none for keyboard help,
    /// the curtain, captions or quit; `continueReading` for a read-all going on. Labs count them.
    public var performed: [Gesture] = []

    public init(speech: NavigatorOutput = NavigatorOutput(control: .none), rate: Int, quit: Bool = false) {
        self.speech = speech; self.rate = rate; self.quit = quit
    }

    /// True when there is nothing to say, play or change.
    public var isSilent: Bool { speech.control == .none && speech.utterances.isEmpty && speech.sounds.isEmpty }
}
