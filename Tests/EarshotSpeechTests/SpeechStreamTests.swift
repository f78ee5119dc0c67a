import EarshotFiles
import EarshotNarration
import EarshotNavigation
import Foundation
import Testing
@testable import EarshotSpeech

/// Lengths are counted while audio streams into a sink; nothing is held.
@Suite struct SpeechStreamTests {
    /// Counts what reaches it and keeps the largest chunk: streaming hands over engine-sized
    /// buffers, never the whole utterance.
    final class CountingSink: AudioSink {
        var samples = 0, largestChunk = 0
        var name: String { "count" }
        func write(_ chunk: UnsafeBufferPointer<Int16>) { samples += chunk.count; largestChunk = max(largestChunk, chunk.count) }
        func flush() {}
        func drain() {}
        func close() throws {}
    }

    @Test func streamingCountsWhatItDeliversInEngineSizedChunks() throws {
        let engine = try EspeakEngine.shared.get()
        let sink = CountingSink()
        let count = engine.stream(SpeechControllerTests.long, settings: .init(), into: sink)
        #expect(count == sink.samples && AudioFormat.milliseconds(samples: count) > 60_000)
        #expect(sink.largestChunk <= AudioFormat.samples(milliseconds: 100), "largest chunk \(sink.largestChunk)")
        #expect(engine.stream(SpeechControllerTests.long, settings: .init(), into: nil) > count * 9 / 10, "counting needs no sink")
    }

    /// A gesture's length: its earcons, the delays before its utterances, and their words.
    @Test func aGesturesLengthCountsEarconsDelaysAndWords() throws {
        let engine = try EspeakEngine.shared.get()
        let output = NavigatorOutput(utterances: [Utterance(.description, "Submit. Button."), Utterance(.hint, "Sends your rating.", delayMilliseconds: 300)],
                                     sounds: [.activate])
        let sink = CountingSink()
        let streamed = SpeechPlan.stream(output, engine: engine, settings: .init(), into: sink)
        #expect(streamed == sink.samples)
        let words = engine.stream("Submit. Button.", settings: .init(), into: nil) + engine.stream("Sends your rating.", settings: .init(), into: nil)
        let expected = words + Earcon.activate.samples.count + AudioFormat.samples(milliseconds: 300)
        #expect(abs(streamed - expected) < expected / 20, "\(streamed) vs \(expected)")
    }
}

@Suite struct WavFileSinkTests {
    /// A fresh directory for one test.
    func directory(_ name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-wav-\(getpid())-\(name)").path
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    func bytes(_ path: String) -> [UInt8] { FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? [] }

    func u32(_ b: [UInt8], _ o: Int) -> Int { Int(b[o]) | Int(b[o + 1]) << 8 | Int(b[o + 2]) << 16 | Int(b[o + 3]) << 24 }

    @Test func streamsSamplesToATemporaryFileKeptValidAndPutInPlaceOnClose() throws {
        let dir = try directory("stream")
        let path = dir + "/stream.wav"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        let sink = WavFileSink(path: path)
        #expect(sink.problem == nil)
        let samples = (0..<100_000).map { Int16(truncatingIfNeeded: $0 &* 37) }
        for start in stride(from: 0, to: samples.count, by: 7_000) {
            samples[start..<min(samples.count, start + 7_000)].withUnsafeBufferPointer { sink.write($0) }
        }
        // Before close the old file is untouched, and what was flushed is already a valid WAV in
        // the temporary file beside it (a kill leaves a playable recording there).
        #expect(bytes(path) == Array("old".utf8))
        let temporary = try #require(try FileManager.default.contentsOfDirectory(atPath: dir).first { $0.hasPrefix(".stream.wav.") })
        let early = bytes(dir + "/" + temporary)
        #expect(early.count > 44 + 65_536 && u32(early, 40) == early.count - 44 && u32(early, 4) == early.count - 8)
        try sink.close()
        let file = bytes(path)
        #expect(file.count == 44 + 200_000 && u32(file, 40) == 200_000 && u32(file, 4) == 200_036)
        #expect(sink.sampleCount == 100_000 && !sink.truncated)
        let back = stride(from: 44, to: file.count, by: 2).map { Int16(bitPattern: UInt16(file[$0]) | UInt16(file[$0 + 1]) << 8) }
        #expect(back == samples)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["stream.wav"])
    }

    @Test func anUnwritablePathIsKnownAtOnceAndThrownOnClose() {
        let sink = WavFileSink(path: "/nonexistent-dir/x.wav")
        #expect(sink.problem?.description == "/nonexistent-dir/x.wav: error: no such file or directory")
        #expect(throws: OutputError.self) { try WavFileSink.open("/nonexistent-dir/x.wav") }
        [Int16](repeating: 1, count: 10).withUnsafeBufferPointer { sink.write($0) }
        #expect(throws: OutputError(path: "/nonexistent-dir/x.wav", code: ENOENT)) { try sink.close() }
    }

    @Test func anAbandonedRecordingLeavesTheOldFile() throws {
        let dir = try directory("abandoned")
        let path = dir + "/walk.wav"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        do {
            let sink = WavFileSink(path: path)
            [Int16](repeating: 1, count: 100_000).withUnsafeBufferPointer { sink.write($0) }
        }
        #expect(bytes(path) == Array("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["walk.wav"])
    }
}

@Suite struct SpeechTextTests {
    @Test func controlAndFormatCharactersBecomeSpacesAndTheRestIsKept() {
        #expect(SpeechText.sanitize("a\u{0}b\u{7F}c\u{9B}d\u{202E}e\u{2066}f\u{AD}g") == "a b c d e f g")
        #expect(SpeechText.sanitize("Привет, 日本, café. Tab\there") == "Привет, 日本, café. Tab here")
        let plain = String(repeating: "Rating three out of five ", count: 1_000)
        #expect(SpeechText.sanitize(plain) == plain)
    }
}

@Suite struct EngineSettingsTests {
    /// A rate from anywhere (a profile, many `rate+`) reaches espeak-ng clamped, never trapping.
    @Test func anyRateSynthesizes() throws {
        let engine = try EspeakEngine.shared.get()
        for rate in [Int.min, -1, 0, 80, 5_000, Int(Int32.max) + 1, Int.max] {
            #expect(engine.stream("Hi.", settings: .init(rate: rate), into: nil) > 0, "rate \(rate)")
        }
    }
}
