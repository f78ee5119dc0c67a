import EarshotNarration
import Foundation
import Synchronization
import Testing
@testable import EarshotSpeech

/// These tests really synthesize with libespeak-ng.
@Suite(.serialized) struct EspeakEngineTests {
    let engine: EspeakEngine

    init() throws { engine = try EspeakEngine.shared.get() }

    @Test func producesAudio() {
        let samples = engine.render("Rating: 3 out of 5. Adjustable.", settings: .init())
        #expect(samples.count > AudioFormat.samples(milliseconds: 500))
        #expect(samples.contains { abs(Int($0)) > 1_000 }, "the audio is not silent")
        #expect(engine.sampleRate == AudioFormat.sampleRate)
    }

    @Test(arguments: [(175, 350), (200, 400), (300, 600)])
    func doubleRateIsAboutHalfAsLong(_ slow: Int, _ fast: Int) {
        let text = "Selected: Home. Tab. 1 of 4. Swipe up or down with one finger to adjust the value."
        let a = engine.render(text, settings: .init(rate: slow)).count
        let b = engine.render(text, settings: .init(rate: fast)).count
        let ratio = Double(b) / Double(a)
        #expect((0.38...0.65).contains(ratio), "ratio \(ratio) at \(slow)/\(fast) wpm")
    }

    @Test func sonicPathAboveFourHundredFiftyIsFaster() {
        let text = "Apple, Chestnut Street, 0.9 miles. Button."
        let at400 = engine.render(text, settings: .init(rate: 400)).count
        let at800 = engine.render(text, settings: .init(rate: 800)).count
        #expect(at800 > 0 && Double(at800) < Double(at400) * 0.75)
    }

    @Test func missingVoiceIsAClearError() {
        let problem = engine.validate(voice: "klingon-xx")
        #expect(problem?.description.hasPrefix("no espeak-ng voice named 'klingon-xx'") == true)
        #expect(engine.validate(voice: "en-us") == nil)
    }

    @Test func markupInLabelsIsReadAsText() {
        let plain = engine.render("less than b greater than", settings: .init())
        let markup = engine.render("<b>", settings: .init())
        #expect(markup.count > AudioFormat.samples(milliseconds: 150), "SSML must not swallow <b>")
        #expect(plain.count > 0)
        #expect(SpeechText.sanitize("A\u{1B}[2JB\u{7}") == "A [2JB ")
    }

    @Test func installedVoicesAreListed() {
        #expect(engine.installedVoices().contains { $0.language == "en-us" })
    }
}

@Suite(.serialized) struct SpeechControllerTests {
    /// Counts samples as the worker delivers them; readable from the test thread.
    final class CountingSink: AudioSink, @unchecked Sendable {
        let count = Atomic<Int>(0)
        let flushes = Atomic<Int>(0)
        var name: String { "counting" }
        func write(_ samples: UnsafeBufferPointer<Int16>) { count.add(samples.count, ordering: .relaxed) }
        func flush() { flushes.add(1, ordering: .relaxed) }
        func drain() {}
        func close() throws {}
    }

    final class Events: @unchecked Sendable {
        let lock = NSLock()
        var seen: [SpeechEvent] = []
        func add(_ e: SpeechEvent) { lock.lock(); seen.append(e); lock.unlock() }
        func has(_ e: SpeechEvent) -> Bool { lock.lock(); defer { lock.unlock() }; return seen.contains(e) }
        func wait(for e: SpeechEvent, seconds: Double = 10) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline { if has(e) { return true }; usleep(200) }
            return false
        }
    }

    static let long = String(repeating: "This sentence is long enough to keep the synthesizer busy for a while. ", count: 40)

    @Test func interruptedUtteranceStopsDeliveringSamples() throws {
        let sink = CountingSink(), events = Events()
        let speech = try SpeechController(sink: sink, onEvent: events.add)
        let g = speech.speak([.text(Self.long)])
        #expect(events.wait(for: .firstSample(generation: g)))
        speech.stop()
        #expect(events.wait(for: .interrupted(generation: g)))
        let afterStop = sink.count.load(ordering: .relaxed)
        usleep(100_000)
        #expect(sink.count.load(ordering: .relaxed) == afterStop, "samples kept coming after the stop")
        let full = try EspeakEngine.shared.get().render(Self.long, settings: .init()).count
        #expect(afterStop < full / 2)
        #expect(sink.flushes.load(ordering: .relaxed) >= 1, "queued audio is dropped on interruption")
        try speech.shutdown()
    }

    @Test func newSpeechReplacesOldAndQueuedItemsFollow() throws {
        let sink = CountingSink(), events = Events()
        let speech = try SpeechController(sink: sink, onEvent: events.add)
        let old = speech.speak([.text(Self.long)])
        #expect(events.wait(for: .firstSample(generation: old)))
        let new = speech.speak([.text("Rating."), SpeechItem(.earcon(.boundary)), .text("Hint.", delayMilliseconds: 100)])
        #expect(events.wait(for: .interrupted(generation: old)))
        speech.waitUntilIdle()
        let finished = events.seen.filter { $0 == .itemFinished(generation: new) }.count
        #expect(finished == 3)
        try speech.shutdown()
    }

    @Test func pauseHoldsSpeechAndResumeGoesOnFromThere() throws {
        let sink = CountingSink(), events = Events()
        let speech = try SpeechController(sink: sink, onEvent: events.add)
        let g = speech.speak([.text(Self.long)])
        #expect(events.wait(for: .firstSample(generation: g)))
        speech.pause()
        usleep(50_000)
        let held = sink.count.load(ordering: .relaxed)
        usleep(100_000)
        #expect(sink.count.load(ordering: .relaxed) == held, "no samples while paused")
        speech.resume()
        #expect(events.wait(for: .itemFinished(generation: g)), "resumed speech plays to the end")
        #expect(sink.count.load(ordering: .relaxed) > held)
        // New speech during a pause is heard at once.
        let g2 = speech.speak([.text(Self.long)])
        #expect(events.wait(for: .firstSample(generation: g2)))
        speech.pause()
        let g3 = speech.speak([.text("Heading not found")])
        #expect(events.wait(for: .itemFinished(generation: g3)))
        try speech.shutdown()
    }

    @Test func unknownVoiceFailsToStart() {
        #expect(throws: SpeechError.self) { try SpeechController(sink: NullSink(), settings: .init(voice: "xx-nope")) }
    }
}

@Suite struct LongTextTests {
    @Test func longTextSynthesizesCompletely() throws {
        let engine = try EspeakEngine.shared.get()
        var n = 0
        let ok = engine.synthesize(SpeechControllerTests.long, settings: .init()) { n += $0.count; return true }
        #expect(ok)
        #expect(AudioFormat.milliseconds(samples: n) > 60_000)
    }
}

@Suite struct DeviceSinkTests {
    @Test func aMissingDeviceIsAnErrorNotACrash() {
        #expect(throws: SpeechError.self) { try DeviceSink(device: "earshot-no-such-device") }
    }

    @Test func wavHeaderIsCanonical() {
        let h = [UInt8](WavFileSink.header(dataBytes: 100))
        #expect(h.count == 44)
        #expect(String(decoding: h[0..<4], as: UTF8.self) == "RIFF" && h[4] == 136)
        #expect(String(decoding: h[36..<40], as: UTF8.self) == "data" && h[40] == 100)
    }

    @Test func earconsHaveSoundAndNames() {
        for earcon in Earcon.allCases {
            #expect(earcon.samples.count == AudioFormat.samples(milliseconds: earcon.milliseconds) || abs(earcon.samples.count - AudioFormat.samples(milliseconds: earcon.milliseconds)) < 5)
            #expect(earcon.samples.contains { abs(Int($0)) > 1_000 })
            #expect(!earcon.rawValue.isEmpty)
        }
    }
}
