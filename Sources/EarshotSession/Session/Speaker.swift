import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotAudit
/// How a driver makes the session's speech heard; the program adapts its speech engine to this,
/// tests record what reached it.
public protocol Speaker: AnyObject {
    /// Plays a gesture's output (interrupting, appending, pausing as it says), at `rate`.
    func play(_ output: NavigatorOutput, rate: Int)
}

/// Where the reader keeps testers' findings and looks up automatic ones: the findings file and
/// the audit, at the I/O edge.
public protocol FindingStore: AnyObject {
    /// Appends `finding` to the findings file and flushes it; a message when that failed.
    func save(_ finding: RecordedFinding) -> String?
    /// The automatic audit findings for the focused element of `navigator`'s screen.
    func automaticFindings(on navigator: Navigator) -> [AuditFinding]
}
