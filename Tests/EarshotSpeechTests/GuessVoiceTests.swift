import EarshotNarration
import Testing
@testable import EarshotSpeech

/// A guess (`⟨total per person⟩`) is heard as one: libespeak-ng really speaks its words in the
/// changed voice, and never its marks.
@Suite(.serialized) struct GuessVoiceTests {
    let engine: EspeakEngine

    init() throws { engine = try EspeakEngine.shared.get() }

    @Test func guessedWordsAreSpokenWithTheChangedSettings() {
        let settings = EspeakEngine.Settings(rate: 220)
        let chunks = EspeakEngine.chunks("Total: ⟨total per person⟩. Button.", settings: settings)
        #expect(chunks.map(\.text) == ["Total: ", "total per person", ". Button."])
        #expect(chunks.map(\.settings.pitch) == [50, 80, 50])
        #expect(chunks.allSatisfy { $0.settings.voice == settings.voice && $0.settings.rate == settings.rate })
        // A high voice goes down instead; a lone comma between two guesses says nothing.
        #expect(EspeakEngine.Settings(pitch: 90).guessing.pitch == 60)
        #expect(EspeakEngine.chunks("⟨a⟩, ⟨b⟩", settings: settings).map(\.text) == ["a", "b"])
        #expect(EspeakEngine.chunks("No guess here", settings: settings).map(\.settings) == [settings])
    }

    @Test func aGuessIsHeardAtTheGuessPitch() {
        let settings = EspeakEngine.Settings(rate: 175)
        let guessed = engine.render("⟨total per person⟩", settings: settings)
        let plain = engine.render("total per person", settings: settings)
        let changed = engine.render("total per person", settings: settings.guessing)
        let (g, p, c) = (Self.pitch(guessed), Self.pitch(plain), Self.pitch(changed))
        #expect(g > p * 1.1, "guessed \(g) Hz, plain \(p) Hz")
        // espeak-ng starts each call from the pitch the last call left (another suite's, at
        // times), so the estimate moves by a few hertz: the guess must sit with the guess
        // settings, far nearer them than the plain voice.
        #expect(abs(g - c) < abs(g - p) / 2, "guessed \(g) Hz, the guess settings \(c) Hz, plain \(p) Hz")
        // The marks are not said: the same words, about as long.
        let ratio = Double(guessed.count) / Double(changed.count)
        #expect((0.9...1.1).contains(ratio), "ratio \(ratio)")
    }

    @Test func anUtteranceSpeaksOnlyItsGuessedPartInTheChangedVoice() {
        let settings = EspeakEngine.Settings(rate: 175)
        let item = SpeechItem(Utterance(.description, segments: [.text("Total per person: ⟨total per person⟩", .label)]))
        guard case .text(let text) = item.content else {
            Issue.record("not text")
            return
        }
        let whole = engine.render(item, settings: settings)
        let head = engine.render("Total per person: ", settings: settings)
        #expect(whole.count > head.count)
        // The words before the guess sound as ever; those after them, higher.
        let before = Self.pitch(Array(whole.prefix(head.count)))
        let after = Self.pitch(Array(whole.dropFirst(head.count)))
        #expect(after > before * 1.1, "before \(before) Hz, after \(after) Hz in \(text)")
    }

    /// The median fundamental frequency of the voiced frames (autocorrelation, 60–400 Hz).
    static func pitch(_ samples: [Int16]) -> Double {
        let rate = Double(AudioFormat.sampleRate)
        let frame = 1_024, hop = 512
        let lags = Int(rate / 400)...Int(rate / 60)
        let x = samples.map { Double($0) }
        var found: [Double] = []
        var start = 0
        while start + frame + lags.upperBound < x.count {
            let window = x[start..<start + frame]
            let energy = window.reduce(0) { $0 + $1 * $1 }
            if energy / Double(frame) > 1_000_000 {
                var best = (lag: 0, score: 0.0)
                for lag in lags {
                    var sum = 0.0
                    for i in start..<start + frame { sum += x[i] * x[i + lag] }
                    let score = sum / energy
                    if score > best.score { best = (lag, score) }
                }
                if best.score > 0.5 { found.append(rate / Double(best.lag)) }
            }
            start += hop
        }
        guard !found.isEmpty else { return 0 }
        return found.sorted()[found.count / 2]
    }
}
