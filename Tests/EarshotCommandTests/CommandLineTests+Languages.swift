import Foundation
import Testing

/// `transcript --json` names the voice of each utterance spoken in another voice.
extension CommandLineTests {
    static let languages = """
        earshot: 1
        screen:
          id: main
          size: [390, 844]
          elements:
            - {id: zh, label: "今日天气很好", traits: [staticText], frame: [16, 50, 358, 40]}
            - {id: ja, label: "こんにちは", traits: [staticText], frame: [16, 100, 358, 40]}
            - {id: ar, label: "مرحبا بالعالم", traits: [staticText], frame: [16, 150, 358, 40]}
            - {id: mixed, label: "Today 今日", traits: [button], frame: [16, 200, 358, 40]}
            - {id: tagged, label: "東京", language: ja, frame: [16, 250, 358, 40]}
            - {id: plain, label: "Plain", traits: [button], frame: [16, 300, 358, 40]}
        """

    func rows(_ out: String) throws -> [[String: Any]] {
        try out.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    @Test func transcriptJSONGivesEachUtterancesVoiceAndRecordsItToWAV() throws {
        let layout = temporary("languages.yaml"), recording = temporary("languages.wav")
        try Self.languages.write(toFile: layout, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: layout); try? FileManager.default.removeItem(atPath: recording) }
        let run = try earshot(["transcript", layout, "--gestures", "first next next next next next", "--json",
                               "--wav", recording, "--no-audio"])
        #expect(run.status == 0, "\(run.err)")
        let rows = try rows(run.out)
        #expect(rows.map { $0["voices"] as? [String] } ==
                [["cmn"], ["ja"], ["ar"], ["en-us+cmn+en-us"], ["ja"], nil], "\(run.out)")
        #expect(run.out.split(separator: "\n").last.map { !$0.contains("voices") } == true, "no voices key for the profile voice")
        #expect(FileManager.default.fileExists(atPath: recording))
        // Each label in its own voice is short; en-us says "Chinese letter" six times (~3.4 s at 220 wpm).
        let ms = rows.compactMap { $0["ms"] as? Int }
        #expect(ms.count == 6 && ms[0] < 2_600 && ms[1] < 1_200 && ms[2] < 1_600, "\(ms)")

        let plain = try earshot(["transcript", layout, "--gestures", "first", "--no-audio"])
        #expect(plain.status == 0 && !plain.out.contains("cmn") && plain.out.contains("今日天气很好"), "\(plain.out)")
    }

    @Test func aProfileWithDetectionOffSpeaksEverythingInItsVoice() throws {
        let layout = temporary("languages-off.yaml"), profile = temporary("no-detect.yaml")
        try Self.languages.write(toFile: layout, atomically: true, encoding: .utf8)
        try "name: no-detect\nvoice: en-us\nrate: 220\ndetect-languages: false\n".write(toFile: profile, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: layout); try? FileManager.default.removeItem(atPath: profile) }
        let run = try earshot(["transcript", layout, "--gestures", "first next next next next", "--json", "--no-audio",
                               "--voice", profile])
        #expect(run.status == 0, "\(run.err)")
        let rows = try rows(run.out)
        #expect(rows.map { $0["voices"] as? [String] } == [nil, nil, nil, nil, ["ja"]], "\(run.out)")
        // Letter by letter, as en-us reads them with no switch.
        let ms = rows.compactMap { $0["ms"] as? Int }
        #expect(ms.count == 5 && ms[0] > 2_800 && ms[1] > 2_000 && ms[2] > 2_000, "\(ms)")
    }

    /// `--language` and a dump's locale choose TalkBack's words; an unknown code lists the known ones.
    @Test func theReadersWordsAreInTheLanguageAskedForOrTheDumpsOwn() throws {
        let page = temporary("language-page.xml"), japanese = temporary("language-ja.xml")
        let button = #"<node class="android.widget.Button" text="OK" clickable="true" bounds="[0,0][540,150]"/></hierarchy>"#
        try (#"<hierarchy rotation="0">"# + button).write(toFile: page, atomically: true, encoding: .utf8)
        try (#"<hierarchy rotation="0" locale="ja-JP">"# + button).write(toFile: japanese, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: page); try? FileManager.default.removeItem(atPath: japanese) }
        let asked = try earshot(["transcript", page, "--gestures", "first", "--no-audio", "--language", "de"])
        #expect(asked.status == 0 && asked.out.hasSuffix("» first\n  OK, Schaltfläche\n      Zum Aktivieren doppeltippen\n"), "\(asked.out)\(asked.err)")
        let named = try earshot(["transcript", japanese, "--gestures", "first", "--no-audio"])
        #expect(named.status == 0 && named.out.hasSuffix("» first\n  OK, ボタン\n      有効にするにはダブルタップします\n"), "\(named.out)\(named.err)")
        let over = try earshot(["transcript", japanese, "--gestures", "first", "--no-audio", "--language", "en"])
        #expect(over.out.hasSuffix("» first\n  OK, Button\n      Double-tap to activate\n"), "\(over.out)")
        let unknown = try earshot(["transcript", page, "--gestures", "first", "--no-audio", "--language", "xx"])
        #expect(unknown.status == 2, "\(unknown.err)")
        #expect(unknown.err.contains("--language: unknown language 'xx'; the languages there are: en (English), ja (Japanese), "
            + "ko (Korean), zh (Chinese), es (Spanish), de (German), fr (French)"), "\(unknown.err)")
    }

    /// `audit --language` quotes the reader's words in that language; an unknown code is a usage error.
    @Test func auditQuotesTheReadersWordsInTheLanguageAskedFor() throws {
        let page = temporary("language-audit.xml")
        try #"<hierarchy rotation="0"><node class="android.widget.ImageButton" content-desc="" clickable="true" bounds="[0,0][60,60]"/></hierarchy>"#
            .write(toFile: page, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: page) }
        let asked = try earshot(["audit", page, "--rules", "EAR001", "--language", "ja"])
        #expect(asked.status == 1 && asked.out.contains(#"error: EAR001 has no content description or text [image-button]: says "ラベルなし, ボタン""#),
                "\(asked.out)\(asked.err)")
        let english = try earshot(["audit", page, "--rules", "EAR001"])
        #expect(english.out.contains(#"[image-button]: says "Unlabelled, Button""#), "\(english.out)")
        let unknown = try earshot(["audit", page, "--language", "xx"])
        #expect(unknown.status == 2 && unknown.out.isEmpty, "\(unknown.out)")
        #expect(unknown.err.contains("--language: unknown language 'xx'; the languages there are: en (English), ja (Japanese), "
            + "ko (Korean), zh (Chinese), es (Spanish), de (German), fr (French)"), "\(unknown.err)")
    }

    /// `snapshot --language ja` records TalkBack's Japanese words for an Android dump; an unknown
    /// code is a usage error that writes nothing.
    @Test func snapshotRecordsTheReadersWordsInTheLanguageAskedFor() throws {
        let dir = temporary("language-snapshot")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try (#"<hierarchy rotation="0"><node class="android.widget.CheckBox" text="Wi-Fi" checkable="true" checked="true" "#
            + #"clickable="true" bounds="[0,0][540,150]"/><node class="android.widget.Button" text="OK" clickable="true" "#
            + #"bounds="[0,200][540,350]"/></hierarchy>"#).write(toFile: dir + "/page.xml", atomically: true, encoding: .utf8)
        let unknown = try earshot(["snapshot", "page.xml", "--language", "xx"], directory: dir)
        #expect(unknown.status == 2 && unknown.err.contains("--language: unknown language 'xx'; the languages there are: en (English), "), "\(unknown.err)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/Snapshots"), "nothing written on a usage error")
        let run = try earshot(["snapshot", "page.xml", "--language", "ja"], directory: dir)
        #expect(run.status == 0, "\(run.err)")
        let text = try String(contentsOfFile: dir + "/Snapshots/page.xml/page.txt", encoding: .utf8)
        #expect(text == """
            # What TalkBack says
            source: ../page.xml
            screen: page
            reader: TalkBack
            grammar: 1

            ## Focus stops, swiping right from the first
            1. ON, Wi-Fi, チェックボックス
               hint: 切り替えるにはダブルタップします
            2. OK, ボタン
               hint: 有効にするにはダブルタップします

            ## Activating
            1. ON, Wi-Fi, チェックボックス → 未選択

            """, "\(text)")
    }
}
