import EarshotCore
import Foundation

extension ListeningTime {
    /// Fewer unknown utterances than this are measured in-process, as they are asked for: a
    /// worker costs about 40 ms to start (espeak-ng loading its voice), about 35 utterances' worth.
    public static let workerThreshold = 200

    /// Shares the work is split into: one per core, at most four (this process measures one).
    /// `EARSHOT_WORKERS=N` sets it (1: no workers).
    public static func shares(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        if let n = environment["EARSHOT_WORKERS"].flatMap(Int.init), n >= 1 { return min(n, 16) }
        return max(1, min(ProcessInfo.processInfo.activeProcessorCount, 4))
    }

    /// Measures ahead of time, spread over worker processes, the utterances a command is about
    /// to ask for (those not known yet); later `seconds` calls find them known. `executable`
    /// run with `arguments` must be a worker (`LengthWorkers.serve`). This process measures one
    /// share itself while the workers measure the rest; a worker's share it cannot trust is
    /// measured here too, so the lengths are always espeak-ng's own.
    public func warm(_ utterances: [Utterance], executable: String = "/proc/self/exe", arguments: [String],
                     shares: Int = ListeningTime.shares()) {
        var seen = Set<Utterance>(), unknown: [Utterance] = []
        for u in utterances where !seen.contains(u) {
            seen.insert(u)
            if known(u) == nil { unknown.append(u) }
        }
        guard shares > 1, unknown.count >= Self.workerThreshold else { return }
        // Interleaved, so long and short utterances spread evenly.
        let split = (0..<shares).map { s in stride(from: s, to: unknown.count, by: shares).map { unknown[$0] } }
        let results = WorkerResults(count: shares)
        let group = DispatchGroup()
        let settings = self.settings, version = engineVersion
        for s in 1..<shares {
            guard let worker = LengthWorkers.start(executable: executable, arguments: arguments) else { continue }
            let items = split[s].map(SpeechItem.init)
            DispatchQueue.global().async(group: group) {
                results.set(s, LengthWorkers.measure(items, settings: settings, version: version, on: worker))
            }
        }
        for u in split[0] { _ = seconds(u) }
        group.wait()
        for s in 1..<shares {
            guard let samples = results.get(s) else {
                workerFailures += 1
                for u in split[s] { _ = seconds(u) }
                continue
            }
            prime(Dictionary(zip(split[s], samples), uniquingKeysWith: { a, _ in a }))
        }
    }
}

/// What each worker answered, filled from the threads that wait for them.
private final class WorkerResults: @unchecked Sendable {
    private let lock = NSLock()
    private var samples: [[Int]?]

    init(count: Int) { samples = Array(repeating: nil, count: count) }

    func set(_ i: Int, _ value: [Int]?) { lock.withLock { samples[i] = value } }
    func get(_ i: Int) -> [Int]? { lock.withLock { samples[i] } }
}
