/// How a driver makes the session's speech heard; the program adapts its speech engine to this,
/// tests record what reached it.
public protocol Speaker: AnyObject {
    /// Plays a gesture's output (interrupting, appending, pausing as it says), at `rate`.
    func play(_ output: NavigatorOutput, rate: Int)
}
