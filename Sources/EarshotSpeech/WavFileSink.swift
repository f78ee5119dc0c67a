import Foundation

/// Records audio to a RIFF/WAVE file (PCM, 22,050 Hz, mono, 16-bit), written on `close`.
/// Interruptions do not cut the recording: it keeps what was heard.
public final class WavFileSink: AudioSink {
    public let path: String
    private var data = Data()

    public init(path: String) { self.path = path }
    public var name: String { "WAV \(path)" }
    public var sampleCount: Int { data.count / 2 }

    public func write(_ samples: UnsafeBufferPointer<Int16>) {
        for sample in samples {
            let le = sample.littleEndian
            data.append(UInt8(truncatingIfNeeded: le))
            data.append(UInt8(truncatingIfNeeded: le >> 8))
        }
    }
    public func flush() {}
    public func drain() {}

    public func close() throws {
        var file = WavFileSink.header(dataBytes: data.count)
        file.append(data)
        do { try file.write(to: URL(fileURLWithPath: path)) } catch {
            throw SpeechError.cannotWrite(path: path, reason: error.localizedDescription)
        }
    }

    /// The 44-byte canonical WAVE header.
    public static func header(dataBytes: Int) -> Data {
        var h = Data()
        func u32(_ v: Int) { withUnsafeBytes(of: UInt32(v).littleEndian) { h.append(contentsOf: $0) } }
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
