import EarshotModel
import EarshotNarration
import Foundation
import Synchronization

/// Moments in the life of queued speech, for captions and measurements.
public enum SpeechEvent: Sendable, Equatable {
    case firstSample(generation: UInt64)
    case itemFinished(generation: UInt64)
    case interrupted(generation: UInt64)
    /// Everything queued has played to the end.
    case idle
}

/// Speaks through libespeak-ng on its own worker thread, into an audio sink.
///
/// Interruption is immediate: `speak` and `stop` bump an atomic generation that the synthesis
/// callback checks on every buffer, so the old utterance aborts within one callback, and the
/// sink's queued audio is dropped. State shared with the worker is guarded by `condition`;
/// the sink and the engine are used on the worker thread only.
public final class SpeechController: @unchecked Sendable {
    private let engine: EspeakEngine
    private let sink: AudioSink
    private let onEvent: @Sendable (SpeechEvent) -> Void
    private let generation = Atomic<UInt64>(0)
    /// Mirrors `paused` so the synthesis callback checks it without taking the lock.
    private let pauseRequested = Atomic<Bool>(false)
    private let condition = NSCondition()
    private let finished = DispatchSemaphore(value: 0)
    // Guarded by `condition`:
    private var queue: [(generation: UInt64, item: SpeechItem)] = []
    private var flushPending = false
    private var busy = false
    private var running = true
    private var paused = false
    private var settings: EspeakEngine.Settings

    public init(sink: AudioSink, settings: EspeakEngine.Settings = .init(),
                onEvent: @escaping @Sendable (SpeechEvent) -> Void = { _ in }) throws(SpeechError) {
        self.engine = try EspeakEngine.shared.get()
        if let problem = engine.validate(voice: settings.voice) { throw problem }
        self.sink = sink
        self.settings = settings
        self.onEvent = onEvent
        let thread = Thread { [unowned self] in self.work() }
        thread.name = "earshot-speech"
        thread.qualityOfService = .userInteractive
        thread.start()
    }

    @discardableResult
    public func speak(_ items: [SpeechItem]) -> UInt64 {
        condition.lock()
        let next = generation.add(1, ordering: .sequentiallyConsistent).newValue
        condition.broadcast()
        queue = items.map { (next, $0) }
        flushPending = true
        paused = false
        pauseRequested.store(false, ordering: .sequentiallyConsistent)
        condition.signal()
        condition.unlock()
        return next
    }

    public func enqueue(_ items: [SpeechItem]) {
        condition.lock()
        let current = generation.load(ordering: .sequentiallyConsistent)
        queue.append(contentsOf: items.map { (current, $0) })
        condition.signal()
        condition.unlock()
    }

    public func stop() { speak([]) }

    /// Holds speech where it is (two-finger tap); `resume` goes on from there. New speech unpauses.
    public func pause() {
        condition.lock()
        paused = true
        pauseRequested.store(true, ordering: .sequentiallyConsistent)
        condition.unlock()
    }

    public func resume() {
        condition.lock()
        paused = false
        pauseRequested.store(false, ordering: .sequentiallyConsistent)
        condition.broadcast()
        condition.unlock()
    }

    public func update(settings: EspeakEngine.Settings) {
        condition.lock()
        self.settings = settings
        condition.unlock()
    }

    /// Blocks until everything queued has been handed to the sink.
    public func waitUntilIdle() {
        condition.lock()
        while busy || !queue.isEmpty || flushPending { condition.wait() }
        condition.unlock()
    }

    /// Stops the worker, lets the sink play out what it holds, and closes it.
    public func shutdown() throws {
        resume()
        waitUntilIdle()
        condition.lock()
        running = false
        condition.signal()
        condition.unlock()
        finished.wait()
        sink.drain()
        try sink.close()
    }

    // MARK: The worker

    private func work() {
        while true {
            condition.lock()
            busy = false
            condition.broadcast()
            while queue.isEmpty && !flushPending && running { condition.wait() }
            if !running && queue.isEmpty && !flushPending {
                condition.unlock()
                finished.signal()
                return
            }
            busy = true
            if flushPending {
                flushPending = false
                condition.unlock()
                sink.flush()
                continue
            }
            let (itemGeneration, item) = queue.removeFirst()
            let settings = self.settings
            condition.unlock()
            guard isCurrent(itemGeneration) else { continue }
            if perform(item, generation: itemGeneration, settings: settings) {
                condition.lock()
                let drained = queue.isEmpty && !flushPending
                condition.unlock()
                if drained { onEvent(.idle) }
            }
        }
    }

    private func isCurrent(_ g: UInt64) -> Bool { generation.load(ordering: .relaxed) == g }

    /// Plays one item; true when it played to the end.
    @discardableResult
    private func perform(_ item: SpeechItem, generation g: UInt64, settings: EspeakEngine.Settings) -> Bool {
        var first = true
        let deliver: (UnsafeBufferPointer<Int16>) -> Bool = { [sink, onEvent] samples in
            self.waitWhilePaused(generation: g)
            guard self.isCurrent(g) else { return false }
            sink.write(samples)
            if first { first = false; onEvent(.firstSample(generation: g)) }
            return true
        }
        var completed = writeSilence(milliseconds: item.delayMilliseconds, generation: g)
        if completed {
            switch item.content {
            case .text(let text):
                completed = engine.synthesize(text, language: item.language, settings: settings, onSamples: deliver)
                    && isCurrent(g)
            case .earcon(let earcon):
                completed = earcon.samples.withUnsafeBufferPointer { chunked($0, deliver) }
            }
        }
        onEvent(completed ? .itemFinished(generation: g) : .interrupted(generation: g))
        return completed
    }

    /// Blocks the worker while paused; new speech (a new generation) or `resume` ends the wait.
    private func waitWhilePaused(generation g: UInt64) {
        guard pauseRequested.load(ordering: .relaxed) else { return }
        condition.lock()
        while paused && isCurrent(g) { condition.wait() }
        condition.unlock()
    }

    /// Silence in 10 ms pieces, so an interruption during a hint delay is immediate too.
    private func writeSilence(milliseconds: Int, generation g: UInt64) -> Bool {
        guard milliseconds > 0 else { return true }
        let piece = [Int16](repeating: 0, count: AudioFormat.samples(milliseconds: 10))
        for _ in 0..<max(1, milliseconds / 10) {
            guard isCurrent(g) else { return false }
            piece.withUnsafeBufferPointer { sink.write($0) }
        }
        return isCurrent(g)
    }

    private func chunked(_ samples: UnsafeBufferPointer<Int16>, _ deliver: (UnsafeBufferPointer<Int16>) -> Bool) -> Bool {
        let size = AudioFormat.samples(milliseconds: 10)
        var start = 0
        while start < samples.count {
            let end = min(samples.count, start + size)
            if !deliver(UnsafeBufferPointer(rebasing: samples[start..<end])) { return false }
            start = end
        }
        return true
    }
}
