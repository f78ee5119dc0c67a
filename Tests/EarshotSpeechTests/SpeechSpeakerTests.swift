import EarshotNarration
import EarshotNavigation
import Foundation
import Testing
@testable import EarshotSpeech

/// What the reader does with session output: a gesture interrupts, read-all queues.
@Suite(.serialized) struct SpeechSpeakerTests {
    typealias Events = SpeechControllerTests.Events

    /// Starts a long utterance and holds it paused mid-way; returns its generation.
    func holdLongSpeech(_ speaker: SpeechSpeaker, _ events: Events) throws -> UInt64 {
        speaker.play(NavigatorOutput(utterances: [Utterance(.description, SpeechControllerTests.long)]), rate: 220)
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let first = events.lock.withLock { events.seen.first { if case .firstSample = $0 { true } else { false } } }
            if case .firstSample(let g)? = first {
                speaker.play(NavigatorOutput(control: .pause), rate: 220)
                return g
            }
            usleep(200)
        }
        throw SpeechError.engineUnavailable("no first sample within 10 s")
    }

    @Test func readAllQueuesAfterWhatIsPlaying() throws {
        let events = Events()
        let speech = try SpeechController(sink: NullSink(), onEvent: events.add)
        let speaker = SpeechSpeaker(speech: speech, settings: .init())
        let g = try holdLongSpeech(speaker, events)
        speaker.play(NavigatorOutput(utterances: [Utterance(.description, "Next element.")], control: .append), rate: 220)
        speaker.play(NavigatorOutput(control: .resume), rate: 220)
        #expect(events.wait(for: .itemFinished(generation: g)), "the element being read is finished, not cut")
        #expect(!events.has(.interrupted(generation: g)))
        speech.waitUntilIdle()
        #expect(events.lock.withLock { events.seen.filter { $0 == .itemFinished(generation: g) }.count } == 2,
                "the queued element plays after it")
        try speech.shutdown()
    }

    @Test func aGestureInterruptsAtOnce() throws {
        let events = Events()
        let speech = try SpeechController(sink: NullSink(), onEvent: events.add)
        let speaker = SpeechSpeaker(speech: speech, settings: .init())
        let g = try holdLongSpeech(speaker, events)
        speaker.play(NavigatorOutput(utterances: [Utterance(.description, "Rating.")]), rate: 220)
        #expect(events.wait(for: .interrupted(generation: g)))
        #expect(!events.has(.itemFinished(generation: g)))
        try speech.shutdown()
    }
}
