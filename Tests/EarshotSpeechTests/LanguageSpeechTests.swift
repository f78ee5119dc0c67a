import EarshotNarration
import EarshotNavigation
import Testing
@testable import EarshotSpeech

/// Other scripts really synthesized in their own voices (issue 10, part 2): never "Chinese
/// letter" per character, and a switch that comes back.
@Suite struct LanguageSpeechTests {
    let settings = EspeakEngine.Settings(voice: "en-us", rate: 175)

    func samples(_ text: String, language: String? = nil, settings: EspeakEngine.Settings) throws -> Int {
        try EspeakEngine.shared.get().stream(text, language: language, settings: settings, into: nil)
    }

    /// en-us reads each Han character as "Chinese letter", each kana as "Japanese letter", and
    /// names each Arabic letter: with detection the label is far shorter.
    @Test(arguments: [("今日天气很好", "cmn", 80), ("こんにちは", "ja", 45), ("مرحبا بالعالم", "ar", 45)])
    func aLabelInAnotherScriptIsReadInItsVoiceNotLetterByLetter(text: String, voice: String, percent: Int) throws {
        let engine = try EspeakEngine.shared.get()
        #expect(engine.runs(text, language: nil, settings: settings).map(\.voice) == [voice])
        var spelled = settings
        spelled.detectLanguages = false
        let detected = try samples(text, settings: settings), letters = try samples(text, settings: spelled)
        #expect(detected > 0 && detected * 100 < letters * percent,
                "\(voice): \(AudioFormat.milliseconds(samples: detected)) ms detected vs \(AudioFormat.milliseconds(samples: letters)) ms letter by letter")
        // The same as asking that voice directly: the switch really reached espeak-ng. Lengths
        // move a few per cent with what the engine said before, and other
        // suites speak in between, so the margin is 10%; letter by letter is 2–5 times longer.
        var direct = settings
        direct.voice = voice
        let own = try samples(text, settings: direct)
        #expect(abs(detected - own) * 100 <= own * 10, "\(detected) vs \(own) in \(voice) directly")
    }

    @Test func aMixedLabelSwitchesMidwayAndBack() throws {
        let engine = try EspeakEngine.shared.get()
        #expect(engine.runs("Today 今日. Button.", language: nil, settings: settings).map(\.voice) == ["en-us", "cmn", "en-us"])
        let mixed = try samples("Today 今日. Button.", settings: settings)
        var cmn = settings
        cmn.voice = "cmn"
        let parts = try samples("Today ", settings: settings) + samples("今日. ", settings: cmn)
            + samples("Button.", settings: settings)
        #expect(abs(mixed - parts) * 100 <= parts * 8, "\(mixed) vs \(parts)")
        // Back in en-us afterwards: a plain phrase sounds as it did before any switch.
        let before = try samples("Back in English.", settings: settings)
        _ = try samples("今日", settings: settings)
        let after = try samples("Back in English.", settings: settings)
        #expect(abs(before - after) * 100 <= before * 5, "\(before) vs \(after)")
    }

    @Test func aLanguageOverridesDetectionAndAMissingVoiceFallsBack() throws {
        let engine = try EspeakEngine.shared.get()
        #expect(engine.runs("東京", language: "ja", settings: settings).map(\.voice) == ["ja"])
        #expect(engine.available("no-such-voice-xyz", or: "en-us") == "en-us")
        #expect(engine.available("cmn", or: "en-us") == "cmn")
        #expect(try samples("Hello 今日", settings: settings) > 0)
    }

    @Test func anAbortStopsTheRunsAfterIt() throws {
        let engine = try EspeakEngine.shared.get()
        var chunks = 0
        let finished = engine.synthesize("Today 今日 and Привет and more words", language: nil, settings: settings) { _ in
            chunks += 1
            return false
        }
        #expect(!finished && chunks == 1)
    }

    @Test func transcriptVoicesArePresentOnlyWhenAVoiceDiffers() throws {
        let engine = try EspeakEngine.shared.get()
        let plain = NavigatorOutput(utterances: [Utterance(.description, "Hello. Button.")])
        #expect(engine.voices(for: plain, settings: settings) == nil)
        let mixed = NavigatorOutput(utterances: [Utterance(.announcement, "Loaded."), Utterance(.description, "Today 今日"),
                                                 Utterance(.hint, "Double tap 今日")])
        #expect(engine.voices(for: mixed, settings: settings) == ["en-us", "en-us+cmn"])
        let tagged = NavigatorOutput(utterances: [Utterance(.description, "Hello").speaking("fr")])
        #expect(engine.voices(for: tagged, settings: settings) == ["fr"])
    }
}
