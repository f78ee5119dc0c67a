import EarshotCore

/// How the reader loop makes sound; the program adapts its speech engine to this.
public protocol Speaker: AnyObject {
    /// Plays a gesture's output (interrupting or appending as it says), at `rate`.
    func play(_ output: NavigatorOutput, rate: Int)
}
