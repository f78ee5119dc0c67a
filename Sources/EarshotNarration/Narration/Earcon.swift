import EarshotLoader
import EarshotModel
/// A short sound that stands for an event, with a text name for captions and transcripts.
public enum Earcon: String, Sendable, Hashable, CaseIterable {
    /// Focus is already at the first or last element, or a value at its bound.
    case boundary
    /// A different screen appeared (`goto`, `back`).
    case screenChanged = "screen-changed"
    /// A rotor move found nothing.
    case notFound = "not-found"
    /// An element was activated.
    case activate
    /// A lab's task was done.
    case taskComplete = "task-complete"
}
