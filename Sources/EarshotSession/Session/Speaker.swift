import EarshotLoader
import EarshotModel
import EarshotNarration
public import EarshotNavigation
public import EarshotAudit
/// How a driver makes the session's speech heard; the program adapts its speech engine to this,
/// tests record what reached it.
public protocol Speaker: AnyObject {
    /// Plays a gesture's output (interrupting, appending, pausing as it says), at `rate`.
    func play(_ output: NavigatorOutput, rate: Int)
}

/// Where the reader keeps testers' findings and looks up automatic ones: the findings file and
/// the audit, at the I/O edge.
public protocol FindingStore: AnyObject {
    /// Appends `finding` to the findings file and flushes it to disk; a message when that failed.
    func save(_ finding: RecordedFinding) -> String?
    /// Why no finding could be saved, if that is known before one is typed (the path is a link,
    /// a FIFO, a device, or its folder is missing); nil when saving should work.
    var problem: String? { get }
    /// The automatic audit findings for the focused element of `navigator`'s screen.
    func automaticFindings(on navigator: Navigator) -> [AuditFinding]
}

extension FindingStore {
    public var problem: String? { nil }
}
