import EarshotLoader
public import EarshotModel
import EarshotNarration
public import EarshotNavigation
public import EarshotAudit
/// What a driver feeds the session: keys, gestures, pointer clicks, speech going idle.
public enum SessionInput: Sendable, Hashable {
    /// A key by its key-map name (`right`, `h`, `ctrl+c`), with the character it types, if any
    /// (typed into a text field while editing).
    case key(String, character: Character?)
    /// A gesture from a script (or a test).
    case gesture(Gesture)
    /// A pointer click at a point of the screen in points, at a time in seconds (double clicks).
    case click(x: Double, y: Double, time: Double)
    /// Everything queued has been spoken: a read-all goes on to the next element.
    case speechIdle
    /// The automatic audit findings for the focused element, which the driver looked up
    /// because the session asked (`SessionOutput.findingsWanted`).
    case findings([AuditFinding])
    /// Something the driver must tell the user.
    case notice(String)
    /// The driver wrote the finding the session asked it to record (`SessionOutput.recorded`)
    /// and flushed it to disk: only now is it confirmed.
    case findingSaved
    /// The driver could not write the finding it was asked to record, and why: the note is kept,
    /// so Enter tries again and Escape cancels.
    case findingNotSaved(String)
    /// The driver found at start-up that findings cannot be saved where they would go, and why.
    case findingsUnavailable(String)
}
