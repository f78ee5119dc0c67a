import EarshotLayoutTestSupport
import EarshotLoader
import EarshotNavigation
import EarshotTestSupport
import Testing
@testable import EarshotNarration

/// Runs of script: each script its own voice, neutral characters
/// with the run they follow, `language:` over detection, detection that can be turned off.
@Suite struct LanguageRunsTests {
    func runs(_ text: String, language: String? = nil, detect: Bool = true) -> [String] {
        LanguageRuns.split(text, language: language, profileVoice: "en-us", detect: detect).map { "\($0.voice):\($0.text)" }
    }

    @Test(arguments: [
        ("今日天气很好", "cmn"), ("こんにちは", "ja"), ("カタカナ", "ja"), ("안녕하세요", "ko"), ("Привет", "ru"),
        ("مرحبا", "ar"), ("שלום", "he"), ("Καλημέρα", "el"), ("สวัสดี", "th"), ("नमस्ते", "hi"),
    ])
    func everyScriptHasItsVoice(text: String, voice: String) {
        #expect(runs(text) == ["\(voice):\(text)"])
    }

    @Test func everyScriptInTheTableIsDetected() {
        let samples: [LanguageTable.Script: String] = [
            .han: "中", .kana: "か", .hangul: "한", .cyrillic: "Ж", .arabic: "ع", .hebrew: "ש",
            .greek: "Ω", .thai: "ก", .devanagari: "क",
        ]
        for script in LanguageTable.Script.allCases {
            let text = samples[script] ?? ""
            #expect(text.unicodeScalars.first.flatMap(LanguageTable.Script.of) == script, "\(script)")
        }
    }

    @Test func aMixedLabelSwitchesAndSwitchesBack() {
        #expect(runs("Today 今日") == ["en-us:Today ", "cmn:今日"])
        #expect(runs("Today 今日. Button.") == ["en-us:Today ", "cmn:今日. ", "en-us:Button."])
        #expect(runs("Say Привет to Мир") == ["en-us:Say ", "ru:Привет ", "en-us:to ", "ru:Мир"])
    }

    @Test func neutralCharactersJoinTheRunTheyFollow() {
        #expect(runs("第3章 2024") == ["cmn:第3章 2024"])
        #expect(runs("「東京」、2") == ["cmn:「東京」、2"])
        #expect(runs("  (Привет!) ok") == ["ru:  (Привет!) ", "en-us:ok"])
        #expect(runs("3 €, café — 5") == ["en-us:3 €, café — 5"])
        #expect(runs("...") == ["en-us:..."])
        #expect(runs("") == [])
    }

    @Test func hanBesideKanaIsJapanese() {
        #expect(runs("今日は晴れです") == ["ja:今日は晴れです"])
        #expect(runs("東京タワー 東京") == ["ja:東京タワー 東京"])
        #expect(runs("東京 Tower") == ["cmn:東京 ", "en-us:Tower"])
        #expect(runs("日本 and かな") == ["cmn:日本 ", "en-us:and ", "ja:かな"])
    }

    @Test func aLanguageSpeaksTheWholeTextInItsVoice() {
        #expect(runs("東京", language: "ja") == ["ja:東京"])
        #expect(runs("Today 今日", language: "zh-Hans") == ["cmn:Today 今日"])
        #expect(runs("你好", language: "zh-Hant-TW") == ["cmn:你好"])
        #expect(runs("你好", language: "zh-HK") == ["yue:你好"])
        #expect(runs("مرحبا", language: "ar_EG") == ["ar:مرحبا"])
        #expect(runs("Hello", language: "en-GB") == ["en-gb:Hello"])
        #expect(runs("Hello", language: "en") == ["en-us:Hello"], "the profile's own language keeps its voice")
        #expect(LanguageRuns.split("Hi", language: "en", profileVoice: "en-gb").map(\.voice) == ["en-gb"])
    }

    @Test func anUnknownLanguageFallsBackToDetection() {
        #expect(runs("Today 今日", language: "x-klingon") == ["en-us:Today ", "cmn:今日"])
        #expect(runs("Today 今日", language: "") == ["en-us:Today ", "cmn:今日"])
    }

    @Test func detectionOffKeepsTheProfileVoiceButALanguageStillCounts() {
        #expect(runs("Today 今日", detect: false) == ["en-us:Today 今日"])
        #expect(runs("今日", language: "zh-Hans", detect: false) == ["cmn:今日"])
    }

    @Test func theVoiceLabelJoinsSwitchesWithPlus() {
        let mixed = LanguageRuns.split("Today 今日. Button.", profileVoice: "en-us")
        #expect(LanguageRuns.voiceLabel(mixed, profileVoice: "en-us") == "en-us+cmn+en-us")
        #expect(LanguageRuns.voiceLabel([], profileVoice: "en-us") == "en-us")
    }

    @Test func theNavigatorGivesDescriptionsTheElementsOrScreensLanguage() throws {
        let (layout, errors) = load("""
            earshot: 1
            screen:
              id: s
              language: ar
              elements:
                - {id: a, label: "مرحبا", hint: Say hello, frame: [0, 0, 100, 40]}
                - {id: b, label: "東京", language: ja, frame: [0, 50, 100, 40]}
            """)
        #expect(errors == [])
        var nav = Navigator(workspace: Workspace(root: try #require(layout)))
        let first = nav.perform(.first).utterances
        #expect(first.filter { $0.kind != .hint }.map(\.language) == ["ar"])
        #expect(first.filter { $0.kind == .hint }.map(\.language) == [nil], "hints stay in the profile's language")
        #expect(nav.perform(.next).utterances.map(\.language) == ["ja"])
    }

    @Test func aVoiceProfileTurnsDetectionOff() throws {
        let text = "name: plain\nvoice: en-us\nrate: 200\ndetect-languages: false\n"
        #expect(try VoiceProfile.load(bytes: Array(text.utf8), path: "v.yaml").get().detectLanguages == false)
        let standard = "name: plain\nvoice: en-us\nrate: 200\n"
        #expect(try VoiceProfile.load(bytes: Array(standard.utf8), path: "v.yaml").get().detectLanguages == true)
    }
}
