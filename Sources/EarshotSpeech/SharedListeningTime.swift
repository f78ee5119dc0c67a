public import EarshotNarration
import Synchronization

/// One run's listening time asked from several threads (a folder's screens audited side by
/// side): each call holds the lock, so the caches are kept as one thread would keep them and
/// every utterance is still measured once.
public final class SharedListeningTime: Sendable {
    private let time: Mutex<ListeningTime>

    public init(_ time: consuming sending ListeningTime) { self.time = Mutex(time) }

    /// As `ListeningTime.lengths(worker:)`. Lengths asked for ahead are measured (by workers,
    /// as one thread would) before `meanwhile` runs: the lock is not held while it does, so the
    /// other threads go on.
    public func lengths(worker: LengthWorkers.Command) -> SpeechLengths {
        SpeechLengths(seconds: { utterance in self.time.withLock { $0.seconds(utterance) } },
                      bound: { utterance in self.time.withLock { $0.bound(utterance) } },
                      ahead: { utterances, meanwhile in
                          self.time.withLock { $0.warm(utterances, worker: worker) }
                          meanwhile()
                      })
    }

    /// Keeps what was measured for the next run (`ListeningTime.save`).
    public func save() { time.withLock { $0.save() } }
}
