import EarshotModel
public import EarshotNarration
public import Foundation
import Synchronization

extension ListeningTime {
    /// Fewer unknown utterances than this are measured in-process, as they are asked for: a
    /// worker costs about 40 ms to start (espeak-ng loading its voice), about 35 utterances' worth.
    public static let workerThreshold = 200

    /// Worker processes measuring at once: one per core, at most four. `EARSHOT_WORKERS=N`
    /// sets it (1: none, everything measured in this process).
    public static func shares(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        if let n = environment["EARSHOT_WORKERS"].flatMap(Int.init), n >= 1 { return min(n, 16) }
        return max(1, min(ProcessInfo.processInfo.activeProcessorCount, 4))
    }

    /// Measures ahead of time the utterances a command is about to ask for (those not known
    /// yet), split over `shares` worker processes; later `seconds` calls find them known. This
    /// process runs `meanwhile` (work that asks for no lengths) while they measure.
    /// `worker` starts one (a program that answers as `LengthWorkers.serve` does).
    ///
    /// espeak-ng's lengths move a little (a few percent) with what it said before, so each worker
    /// starts fresh and measures a fixed share in a fixed order: the same utterances on the same
    /// machine always measure the same. What a failed worker took is measured here, so the
    /// lengths are always espeak-ng's own.
    public func warm(_ utterances: [Utterance], worker command: LengthWorkers.Command,
                     shares: Int = ListeningTime.shares(), meanwhile: () -> Void = {}) {
        // One item per distinct length (utterances that say the same words share one).
        var seen = Set<String>(), unknown: [Utterance] = []
        for u in utterances {
            let key = DurationCache.key(SpeechItem(u))
            if seen.insert(key).inserted, !isKnown(u, key: key) { unknown.append(u) }
        }
        guard shares > 1, unknown.count >= Self.workerThreshold else {
            meanwhile()
            return
        }
        // Interleaved, so long and short utterances spread evenly.
        let queues = (0..<shares).map { s in LengthQueue(stride(from: s, to: unknown.count, by: shares).map { unknown[$0] }) }
        let results = WorkerResults(count: shares)
        let group = DispatchGroup()
        let settings = self.settings, version = engineVersion
        for (share, queue) in queues.enumerated() {
            guard let worker = LengthWorkers.start(command) else {
                results.set(share, nil)
                continue
            }
            group.enter()
            Thread {
                results.set(share, LengthWorkers.drain(queue, settings: settings, version: version, on: worker))
                group.leave()
            }.start()
        }
        meanwhile()
        group.wait()
        // Share by share, in the order measured: the cache's contents never depend on timing.
        for share in queues.indices {
            guard let answer = results.get(share) else { workerFailures += 1; continue }
            prime(answer)
        }
        // What a failed worker (or one that never started) left.
        for queue in queues {
            while let taken = queue.take(LengthWorkers.chunk) { for u in taken { _ = seconds(u) } }
        }
    }

    /// Lengths for the core's searches and checks: measured here, bounded by `LengthBound`, and
    /// measured ahead by `shares` workers that `worker` starts (see `warm`).
    public func lengths(worker: LengthWorkers.Command, shares: Int = ListeningTime.shares()) -> SpeechLengths {
        SpeechLengths(seconds: seconds, bound: bound, ahead: { utterances, meanwhile in
            self.warm(utterances, worker: worker, shares: shares, meanwhile: meanwhile)
        })
    }
}

/// What each worker answered (nil: it failed), filled from the threads that feed them.
private final class WorkerResults: Sendable {
    private let answers: Mutex<[[(Utterance, Int)]?]>

    init(count: Int) { answers = Mutex(Array(repeating: nil, count: count)) }

    func set(_ share: Int, _ answer: [(Utterance, Int)]?) { answers.withLock { $0[share] = answer } }
    func get(_ share: Int) -> [(Utterance, Int)]? { answers.withLock { $0[share] } }
}
