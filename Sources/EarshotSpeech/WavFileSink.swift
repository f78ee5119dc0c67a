import Foundation

/// Records audio to a RIFF/WAVE file (PCM, 22,050 Hz, mono, 16-bit), streamed to disk as it
/// comes: memory stays at one 64 KB buffer (and a chunk) however long the recording. The header is rewritten
/// at every buffer flush, so even a recording cut short by a kill is a valid file up to there.
/// Interruptions do not cut the recording: it keeps what was heard. Owns its file descriptor.
public final class WavFileSink: AudioSink {
    public let path: String
    private var fd: Int32 = -1
    private var failure: String?
    private var pending: [UInt8] = []
    private var dataBytes = 0
    /// Samples beyond what a WAV file can describe (4 GB, about 27 hours) are left out.
    public private(set) var truncated = false
    static let bufferBytes = 1 << 16
    static let maximumDataBytes = (Int(UInt32.max) - 36) & ~1

    /// Creates (or empties) the file at once, so a path that cannot be written is known early.
    public init(path: String) {
        self.path = path
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if fd < 0 { failure = String(cString: strerror(errno)); return }
        pending.reserveCapacity(Self.bufferBytes)
        writeOut()
    }

    deinit { if fd >= 0 { Foundation.close(fd) } }

    public var name: String { "WAV \(path)" }
    public var sampleCount: Int { dataBytes / 2 }
    /// Why the file cannot be written, when it cannot.
    public var problem: SpeechError? { failure.map { .cannotWrite(path: path, reason: $0) } }

    public func write(_ samples: UnsafeBufferPointer<Int16>) {
        guard fd >= 0 else { return }
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

    public func close() throws {
        if fd >= 0 {
            writeOut()
            if Foundation.close(fd) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
            fd = -1
        }
        if let problem { throw problem }
    }

    /// Appends the pending samples, then rewrites the header with the sizes so far.
    private func writeOut() {
        guard fd >= 0, failure == nil else { return }
        let appended = pending.withUnsafeBytes { Self.writeAll(fd, $0, at: 44 + dataBytes) }
        if appended { dataBytes += pending.count }
        pending.removeAll(keepingCapacity: true)
        let header = Self.header(dataBytes: dataBytes)
        if !appended || !header.withUnsafeBytes({ Self.writeAll(fd, $0, at: 0) }) {
            failure = String(cString: strerror(errno))
        }
    }

    private static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var done = 0
        while done < bytes.count {
            let n = pwrite(fd, base + done, bytes.count - done, off_t(offset + done))
            if n > 0 { done += n } else if n < 0 && errno == EINTR { continue } else { return false }
        }
        return true
    }

    /// The 44-byte canonical WAVE header.
    public static func header(dataBytes: Int) -> Data {
        var h = Data()
        func u32(_ v: Int) { withUnsafeBytes(of: UInt32(clamping: v).littleEndian) { h.append(contentsOf: $0) } }
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
