import EarshotModel
import EarshotNarration
import Foundation

/// One worker's share of the utterances to measure, handed out a few at a time by the thread
/// that feeds it; a worker that fails gives back what it took, for this process to measure.
final class LengthQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [Utterance]
    private var next = 0

    init(_ utterances: [Utterance]) { waiting = utterances }

    /// Up to `count` utterances, in order; nil when none are left.
    func take(_ count: Int) -> [Utterance]? {
        lock.withLock {
            guard next < waiting.count else { return nil }
            let end = min(waiting.count, next + count)
            defer { next = end }
            return Array(waiting[next..<end])
        }
    }

    /// Utterances a failed worker took, to be measured by someone else.
    func giveBack(_ utterances: [Utterance]) {
        guard !utterances.isEmpty else { return }
        lock.withLock { waiting += utterances }
    }
}
