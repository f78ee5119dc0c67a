import EarshotModel
import EarshotNarration
import Synchronization

/// One worker's share of the utterances to measure, handed out a few at a time by the thread
/// that feeds it; a worker that fails gives back what it took, for this process to measure.
final class LengthQueue: Sendable {
    private struct State {
        var waiting: [Utterance]
        var next = 0
    }
    private let state: Mutex<State>

    init(_ utterances: [Utterance]) { state = Mutex(State(waiting: utterances)) }

    /// Up to `count` utterances, in order; nil when none are left.
    func take(_ count: Int) -> [Utterance]? {
        state.withLock { s in
            guard s.next < s.waiting.count else { return nil }
            let end = min(s.waiting.count, s.next + count)
            defer { s.next = end }
            return Array(s.waiting[s.next..<end])
        }
    }

    /// Utterances a failed worker took, to be measured by someone else.
    func giveBack(_ utterances: [Utterance]) {
        guard !utterances.isEmpty else { return }
        state.withLock { $0.waiting += utterances }
    }
}
