import EarshotNarration
import Foundation
import Testing
@testable import EarshotSpeech

/// The persistent cache of utterance lengths: right answers, kept per settings, safe against
/// damage. Every test uses its own temporary directory, never the user's cache.
@Suite(.serialized) struct DurationCacheTests {
    let engine: EspeakEngine
    let directory: String

    init() throws {
        engine = try EspeakEngine.shared.get()
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("earshot-durations-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
    }

    func time(_ settings: EspeakEngine.Settings) -> ListeningTime {
        ListeningTime(engine: engine, settings: settings,
                      durations: DurationCache(directory: directory, engineVersion: engine.version, settings: settings))
    }

    static let utterances = [Utterance(.description, "Rating: 3 out of 5. Adjustable."),
                             Utterance(.description, "Tab\there, a newline\nthere, a backslash \\ too"),
                             Utterance(.rotorName, "Headings")]

    @Test func aSecondRunSynthesizesNothingAndAgrees() {
        let settings = EspeakEngine.Settings(voice: "en-us", rate: 220)
        let first = time(settings)
        let measured = Self.utterances.map(first.seconds)
        #expect(first.synthesizedCount == 3)
        first.save()
        let second = time(settings)
        #expect(second.durations?.count == 3)
        #expect(Self.utterances.map(second.seconds) == measured)
        #expect(second.synthesizedCount == 0)
    }

    /// Two utterances that say the same words (another kind, the words in other segments) are
    /// one length, measured once, with or without a cache on disk.
    @Test func theSameWordsAreOneLength() {
        let settings = EspeakEngine.Settings(voice: "en-us", rate: 220)
        let a = Utterance(.description, "Rating: 3 out of 5. Adjustable.")
        let b = Utterance(.announcement, segments: [.text("Rating: 3 out of 5.", .label), .text("Adjustable.", .trait)])
        #expect(a != b && a.text == b.text)
        for time in [time(settings), ListeningTime(engine: engine, settings: settings)] {
            #expect(time.seconds(a) == time.seconds(b))
            #expect(time.synthesizedCount == 1)
        }
    }

    @Test func anotherRateOrVoiceIsMeasuredAfresh() {
        let first = time(EspeakEngine.Settings(voice: "en-us", rate: 220))
        let slow = Self.utterances.map(first.seconds)
        first.save()
        let faster = time(EspeakEngine.Settings(voice: "en-us", rate: 440))
        #expect(faster.durations?.count == 0)
        let fast = Self.utterances.map(faster.seconds)
        #expect(faster.synthesizedCount == 3)
        #expect(zip(slow, fast).allSatisfy { $0 > $1 })
        let british = time(EspeakEngine.Settings(voice: "en-gb", rate: 220))
        #expect(british.durations?.count == 0 && british.durations?.path != first.durations?.path)
        // Another espeak-ng version is another file too.
        let other = DurationCache(directory: directory, engineVersion: "9.99", settings: EspeakEngine.Settings(voice: "en-us", rate: 220))
        #expect(other.count == 0)
    }

    @Test func aDamagedOrForeignFileIsIgnoredAndRebuilt() throws {
        let settings = EspeakEngine.Settings(voice: "en-us", rate: 220)
        let first = time(settings)
        let right = first.seconds(Self.utterances[0])
        first.save()
        let path = try #require(first.durations?.path)
        let good = try #require(FileManager.default.contents(atPath: path))
        for damage in [good.prefix(good.count - 3), Data("not a cache\n".utf8), good + Data("x\ty\n".utf8), Data()] {
            try damage.write(to: URL(fileURLWithPath: path))
            let again = time(settings)
            #expect(again.durations?.count == 0)
            // Synthesized afresh: espeak-ng's lengths drift with what it said before (tens of
            // milliseconds), so a 10% margin; a rebuilt cache that kept damage would be far off.
            #expect(again.synthesizedCount == 0)
            #expect(abs(again.seconds(Self.utterances[0]) - right) < max(0.05, right * 0.1))
            #expect(again.synthesizedCount == 1)
            again.save()
            #expect(time(settings).durations?.count == 1, "rebuilt")
        }
    }

    @Test func theOldestEntriesGoPastTheLimit() {
        let settings = EspeakEngine.Settings(voice: "en-us", rate: 220)
        let cache = DurationCache(directory: directory, engineVersion: "t", settings: settings, limit: 3)
        for i in 0..<5 { cache.store(i, for: "k\(i)") }
        cache.save()
        let back = DurationCache(directory: directory, engineVersion: "t", settings: settings, limit: 3)
        #expect(back.count == 3 && back.samples(for: "k0") == nil && back.samples(for: "k4") == 4)
    }

    @Test func twoRunsSavingKeepBoth() {
        let settings = EspeakEngine.Settings(voice: "en-us", rate: 220)
        let a = DurationCache(directory: directory, engineVersion: "t", settings: settings)
        let b = DurationCache(directory: directory, engineVersion: "t", settings: settings)
        a.store(1, for: "a")
        b.store(2, for: "b")
        a.save()
        b.save()
        let back = DurationCache(directory: directory, engineVersion: "t", settings: settings)
        #expect(back.samples(for: "a") == 1 && back.samples(for: "b") == 2)
    }

    @Test func theEnvironmentNamesTheDirectory() {
        #expect(DurationCache.directory(environment: ["EARSHOT_CACHE_DIR": "/x", "HOME": "/h"]) == "/x")
        #expect(DurationCache.directory(environment: ["EARSHOT_CACHE_DIR": ""]) == nil)
        #expect(DurationCache.directory(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]) == "/c/earshot")
        #expect(DurationCache.directory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"]) == "/h/.cache/earshot")
        #expect(DurationCache.directory(environment: [:]) == nil)
    }
}
