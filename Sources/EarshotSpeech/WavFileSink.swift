public import EarshotFiles
public import Foundation
/// Records audio to a RIFF/WAVE file (PCM, 22,050 Hz, mono, 16-bit), streamed out as it
/// comes: memory stays at one 64 KB buffer (and a chunk) however long the recording.
/// Interruptions do not cut the recording: it keeps what was heard.
///
/// The file is written by Earshot's one writer (`OutputFile`). A regular file (or a new path) is
/// recorded into a temporary file beside it whose header is rewritten at every buffer flush, and
/// renamed over the path on `close`: until then the old file is untouched, and a recording cut
/// short by a kill is a valid file up to there (left as the hidden temporary). A FIFO, device or
/// standard output (`-`) is streamed in place: it cannot seek back, so its header gives the
/// "unknown length" sizes (0xFFFFFFFF) that streaming players read to the end.
public final class WavFileSink: AudioSink {
    public let path: String
    private var file: OutputFile?
    private var failure: OutputError?
    private var pending: [UInt8] = []
    private var dataBytes = 0
    /// Samples beyond what a WAV file can describe (4 GB, about 27 hours) are left out.
    public private(set) var truncated = false
    static let bufferBytes = 1 << 16
    static let maximumDataBytes = (Int(UInt32.max) - 36) & ~1

    /// Opens the file at once, so a path that cannot be written is known early (`problem`).
    public init(path: String) {
        self.path = path
        do {
            let file = try OutputFile(path: path)
            if !file.isSeekable {
                try file.write([UInt8](Self.header(dataBytes: nil)))
            }
            self.file = file
        } catch {
            failure = error
            return
        }
        pending.reserveCapacity(Self.bufferBytes)
        writeOut()
    }

    /// A sink for `path`, or why `path` cannot be written.
    public static func open(_ path: String) throws(OutputError) -> WavFileSink {
        let sink = WavFileSink(path: path)
        if let problem = sink.problem { throw problem }
        return sink
    }

    public var name: String { "WAV \(path)" }
    public var sampleCount: Int { dataBytes / 2 }
    /// Why the file cannot be written, when it cannot: `path: error: reason`.
    public var problem: OutputError? { failure }

    public func write(_ samples: UnsafeBufferPointer<Int16>) {
        guard file != nil, failure == nil else { return }
        let take = min(samples.count, (Self.maximumDataBytes - dataBytes - pending.count) / 2)
        if take < samples.count { truncated = true }
        let part = UnsafeBufferPointer(rebasing: samples[0..<max(0, take)])
        #if _endian(little)
        pending.append(contentsOf: UnsafeRawBufferPointer(part))
        #else
        for sample in part { withUnsafeBytes(of: sample.littleEndian) { pending.append(contentsOf: $0) } }
        #endif
        if pending.count >= Self.bufferBytes { writeOut() }
    }
    public func flush() {}
    public func drain() {}

    /// Writes out the rest and puts the recording in place; a failure leaves the old file.
    public func close() throws {
        if let file {
            writeOut()
            if failure == nil {
                do { try file.commit() } catch { failure = error }
            }
            file.discard()
            self.file = nil
        }
        if let failure { throw failure }
    }

    /// Appends the pending bytes; a seekable file then gets its header rewritten with the sizes so far.
    private func writeOut() {
        guard let file, failure == nil else { return }
        do {
            if file.isSeekable {
                try file.write(pending, at: 44 + dataBytes)
                dataBytes += pending.count
                try file.write([UInt8](Self.header(dataBytes: dataBytes)), at: 0)
            } else {
                try file.write(pending)
                dataBytes += pending.count
            }
        } catch {
            failure = error
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// The 44-byte canonical WAVE header; `nil` bytes of data means a stream of unknown length.
    public static func header(dataBytes: Int?) -> Data {
        var h = Data()
        func u32(_ v: Int) { withUnsafeBytes(of: UInt32(clamping: v).littleEndian) { h.append(contentsOf: $0) } }
        let dataBytes = dataBytes ?? Int(UInt32.max)
        func u16(_ v: Int) { withUnsafeBytes(of: UInt16(v).littleEndian) { h.append(contentsOf: $0) } }
        let byteRate = AudioFormat.sampleRate * AudioFormat.channels * AudioFormat.bitsPerSample / 8
        h.append(contentsOf: Array("RIFF".utf8)); u32(36 + dataBytes)
        h.append(contentsOf: Array("WAVE".utf8))
        h.append(contentsOf: Array("fmt ".utf8)); u32(16); u16(1); u16(AudioFormat.channels)
        u32(AudioFormat.sampleRate); u32(byteRate); u16(AudioFormat.channels * AudioFormat.bitsPerSample / 8)
        u16(AudioFormat.bitsPerSample)
        h.append(contentsOf: Array("data".utf8)); u32(dataBytes)
        return h
    }
}
