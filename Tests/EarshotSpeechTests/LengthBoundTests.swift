import EarshotAudit
import EarshotLayoutTestSupport
import EarshotLoader
import EarshotNarration
import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotSpeech

/// The phoneme bound is never below what espeak-ng really makes: every sample's descriptions,
/// rotor names and hints, and 10,000 generated strings, synthesized for real.
@Suite(.serialized) struct LengthBoundTests {
    let engine: EspeakEngine
    init() throws { engine = try EspeakEngine.shared.get() }

    static let samples = ["color-rows", "cowboy-hat-before", "cowboy-hat", "image-toggle", "map-stores-parks",
                          "park-brochure", "pizza", "release-notes", "settings", "weather"]

    /// Every utterance landing on each element of each sample says.
    func sampleUtterances() throws -> [Utterance] {
        var all: [Utterance] = []
        for name in Self.samples {
            let nav = try #require(navigator(name + ".yaml"), "\(name)")
            for i in 0..<nav.state.count { all += nav.describe(i) }
            all += nav.ring.map { nav.composer.rotorName($0.name) }
        }
        return all
    }

    /// Words, numbers and punctuation VoiceOver reads, strung together at random (seeded).
    static func generated(_ count: Int) -> [Utterance] {
        let words = ["Rating", "3", "out", "of", "5", "Adjustable", "Button", "Heading", "Swipe", "up", "or", "down",
                     "with", "one", "finger", "Wi-Fi", "Bluetooth", "Reset", "All", "Settings", "12:45", "PM", "$4.99",
                     "Dimmed", "Selected", "Link", "Image", "Alamo", "Square", "0.9", "miles", "Tab", "2", "of", "4",
                     "Thunderstorms", "antidisestablishmentarianism", "e-mail", "iPhone", "Kim's", "OK", "URL", "3rd",
                     "1,000,000", "Mon", "Tue", "-", "...", "(beta)", "#hashtag", "@user", "A/B", "x", "zz", "AE"]
        let marks = ["", "", "", ".", ",", ";", ":", "!", "?"]
        var rng = SplitMix(seed: 0x5eed)
        return (0..<count).map { i in
            let n = 1 + Int(rng.next() % UInt64(i % 10 == 0 ? 60 : 12))
            let text = (0..<n).map { _ in
                words[Int(rng.next() % UInt64(words.count))] + marks[Int(rng.next() % UInt64(marks.count))]
            }.joined(separator: " ")
            return Utterance(.description, text)
        }
    }

    func check(_ utterances: [Utterance], rate: Int) -> (checked: Int, worst: Double, failures: [String]) {
        let settings = EspeakEngine.Settings(voice: "en-us", rate: rate)
        let bound = LengthBound(engine: engine, settings: settings)
        var checked = 0, worst = 0.0, failures: [String] = []
        for u in utterances {
            guard let limit = bound.seconds(u) else { continue }
            let measured = Double(engine.stream(SpeechItem(u), settings: settings, into: nil)) / Double(AudioFormat.sampleRate)
            checked += 1
            worst = max(worst, measured / limit)
            if measured > limit { failures.append("\(u.text): \(measured) > \(limit)") }
        }
        return (checked, worst, failures)
    }

    @Test(arguments: [80, 140, 220, 500])
    func theBoundHoldsOnEverySampleUtterance(_ rate: Int) throws {
        let r = check(try sampleUtterances(), rate: rate)
        #expect(r.checked > 150)
        #expect(r.failures.isEmpty, "\(r.failures.prefix(5)) (worst ratio \(r.worst))")
    }

    /// A guess is a call of its own (its lead-in and clause pause counted again).
    @Test func theBoundHoldsOnGuesses() {
        let guesses = Self.generated(400).enumerated().map { i, u in
            let words = u.text.split(separator: " ")
            let cut = words.count / 2
            let marked = words[..<cut].joined(separator: " ") + " ⟨" + words[cut...].joined(separator: " ") + "⟩"
            return Utterance(.description, segments: [.text(i % 2 == 0 ? marked : "⟨" + u.text + "⟩. Button.", .label)])
        }
        let r = check(guesses, rate: 220)
        #expect(r.checked == 400)
        #expect(r.failures.isEmpty, "\(r.failures.prefix(5)) (worst ratio \(r.worst))")
    }

    @Test func theBoundHoldsOnTenThousandGeneratedStrings() {
        let r = check(Self.generated(10_000), rate: 220)
        #expect(r.checked == 10_000)
        #expect(r.failures.isEmpty, "\(r.failures.prefix(5)) (worst ratio \(r.worst))")
        print("length bound: worst measured/bound \(r.worst) over \(r.checked) strings")
    }

    /// EAR018 with the bound finds exactly what it finds by synthesizing everything, and
    /// synthesizes far less.
    @Test func verboseStopFindsTheSameWithTheBound() throws {
        var yaml = "earshot: 1\nscreen:\n  id: s\n  size: [390, 20000]\n  elements:\n"
        for i in 0..<200 {
            let label = i % 25 == 0 ? String(repeating: "A long paragraph that goes on and on. ", count: 4) : "Row \(i)"
            yaml += "    - {id: e\(i), label: \"\(label)\", frame: [0, \(i * 50), 390, 40]}\n"
        }
        let (layout, errors) = load(yaml)
        #expect(errors.isEmpty)
        let root = try #require(layout)
        let settings = EspeakEngine.Settings(voice: "en-us", rate: 220)
        var options = Audit.Options(rules: [.verboseStop])
        options.budget = 1_000
        let plain = ListeningTime(engine: engine, settings: settings)
        let all = Audit.run(Workspace(root: root), options: options, length: plain.seconds)
        let bounded = ListeningTime(engine: engine, settings: settings)
        let some = Audit.run(Workspace(root: root), options: options, length: bounded.seconds, lengthBound: bounded.bound)
        #expect(all.count == 8 && some.map(\.line) == all.map(\.line), "\(all.map(\.message)) \(some.map(\.message))")
        #expect(plain.synthesizedCount > 150 && bounded.synthesizedCount < 20, "\(plain.synthesizedCount) \(bounded.synthesizedCount)")
    }

    @Test func theBoundIsTightEnoughToSpareShortDescriptions() throws {
        let bound = LengthBound(engine: engine, settings: EspeakEngine.Settings(voice: "en-us", rate: 220))
        let short = try #require(bound.seconds(Utterance(.description, "Row 1234. Button.")))
        #expect(short < 5, "a short description is known to be under EAR018's limit without synthesis")
        let row = try #require(bound.seconds(Utterance(.description, "Favorite, Row 3 of screen 276, Detail")))
        #expect(row < 5, "a row's usual description needs no synthesis either: \(row)")
        let guess = try #require(bound.seconds(Utterance(.description, segments: [.text("⟨screen 312 toggle⟩. Switch Button. On.", .label)])),
                                 "a guess is bounded: its own call, in its own pitch")
        #expect(guess < 5)
        #expect(bound.seconds(Utterance(.description, "今日")) == nil, "another script: no bound")
    }
}

/// A small seeded generator, so the strings are the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
