/// Where synthesized audio goes: 22,050 Hz, mono, signed 16-bit samples.
///
/// A sink is written from the speech worker thread only; `flush` is called there too.
public protocol AudioSink: AnyObject {
    /// A name for status lines: the device, a file, "no audio".
    var name: String { get }
    /// Queues samples for output.
    func write(_ samples: UnsafeBufferPointer<Int16>)
    /// Drops audio queued but not yet played (interruption).
    func flush()
    /// Waits until queued audio has played.
    func drain()
    /// Finishes output (a file is written out here).
    func close() throws
}

public enum AudioFormat {
    public static let sampleRate = 22_050
    public static let channels = 1
    public static let bitsPerSample = 16

    public static func milliseconds(samples: Int) -> Int { samples * 1_000 / sampleRate }
    public static func samples(milliseconds: Int) -> Int { milliseconds * sampleRate / 1_000 }
}

/// Discards audio; for `--no-audio` and machines without a sound device.
public final class NullSink: AudioSink {
    public let name: String
    public init(name: String = "no audio") { self.name = name }
    public func write(_ samples: UnsafeBufferPointer<Int16>) {}
    public func flush() {}
    public func drain() {}
    public func close() throws {}
}

/// Sends the same audio to several sinks (the device and a WAV recording).
public final class TeeSink: AudioSink {
    let sinks: [AudioSink]
    public init(_ sinks: [AudioSink]) { self.sinks = sinks }
    public var name: String { sinks.map(\.name).joined(separator: " + ") }
    public func write(_ samples: UnsafeBufferPointer<Int16>) { for s in sinks { s.write(samples) } }
    public func flush() { for s in sinks { s.flush() } }
    public func drain() { for s in sinks { s.drain() } }
    /// Closes every sink, even after one fails (a recording is still put in place), and throws
    /// the first failure.
    public func close() throws {
        var first: Error?
        for s in sinks {
            do { try s.close() } catch { first = first ?? error }
        }
        if let first { throw first }
    }
}

/// Keeps every sample in memory; for tests and for measuring lengths.
public final class MemorySink: AudioSink {
    public private(set) var samples: [Int16] = []
    public private(set) var flushes = 0
    public init() {}
    public var name: String { "memory" }
    public func write(_ samples: UnsafeBufferPointer<Int16>) { self.samples.append(contentsOf: samples) }
    public func flush() { flushes += 1 }
    public func drain() {}
    public func close() throws {}
}
