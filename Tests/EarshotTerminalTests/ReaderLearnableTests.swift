import EarshotSession
import EarshotTestSupport
import Testing
@testable import EarshotTerminal

/// What a newcomer sees: captions that wrap and read downwards, a status line that fits and
/// points at help, a key list on one screen, and captions that stay when nothing is heard.
@Suite struct ReaderLearnableTests {
    func session(_ name: String, silent: Bool = false) throws -> ReaderSession<PlainSession> {
        var s = ReaderSession(navigator: try #require(sampleNavigator(name)), layoutName: name, voice: "default",
                              audio: "audio off (--no-audio)", silent: silent)
        _ = s.start()
        return s
    }

    @Test func textWrapsAtSpacesWithinTheWidthAndIsBounded() {
        #expect(TextWrap.lines("Swipe up or down with one finger", width: 12, limit: 9) == ["Swipe up or", "down with", "one finger"])
        #expect(TextWrap.lines("abcdefghij", width: 4, limit: 9) == ["abcd", "efgh", "ij"], "a long word is cut")
        #expect(TextWrap.lines("one two three", width: 8, limit: 9, indent: "  ") == ["one two", "  three"])
        let huge = String(repeating: "word ", count: 200_000)
        let lines = TextWrap.lines(huge, width: 20, limit: 3)
        #expect(lines.count == 3 && lines[2].hasSuffix("…"), "\(lines)")
        #expect(TextWrap.lines("界界界", width: 4, limit: 9) == ["界界", "界"], "wide characters take two columns")
    }

    @Test func longCaptionsWrapAndTheNewestIsLast() throws {
        var s = try session("cowboy-hat.yaml")
        _ = s.perform(.next); _ = s.perform(.next)
        let text = s.render(width: 40, height: 24).text
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rows.allSatisfy { CharacterWidth.of($0) <= 40 })
        // The description (far wider than 40 columns) is read whole, over several rows.
        #expect(text.contains("▶ Handcrafted from full-grain leather"), "\(text)")
        #expect(text.contains("One size fits most."), "the end of a long caption is shown:\n\(text)")
        // In the caption panel (the screen above draws the image's label too).
        let panel = try #require(rows.firstIndex { $0.contains(" Speech ") })
        let current = try #require(rows[panel...].firstIndex { $0.hasPrefix("▶") })
        let older = try #require(rows[panel...].firstIndex { $0.contains("Dark brown leather hat") })
        #expect(older < current, "older speech above, the newest last:\n\(text)")
    }

    @Test func theStatusLineFitsAndKeepsTheAudioStateAndTheHelpKey() throws {
        let s = try session("cowboy-hat.yaml")
        let full = s.view.status
        #expect(full.contains("default 220 wpm") && full.hasSuffix("audio off (--no-audio) │ ? keys"))
        for width in [60, 80, 100] {
            let line = s.view.status(width: width)
            #expect(CharacterWidth.of(line) <= width, "\(width): \(line)")
            #expect(line.contains("audio off (--no-audio)") && line.contains("? keys"), "\(width): \(line)")
        }
        #expect(s.view.status(width: 80).hasPrefix("Authentic Cowboy Hat │ rotor: none"), "\(s.view.status(width: 80))")
    }

    @Test func theSecondQuestionMarkShowsEveryKeyOnOneScreen() throws {
        var s = try session("cowboy-hat.yaml")
        _ = s.handle(.character("?"), time: 0, terminalSize: (80, 24))
        #expect(!s.render(width: 80, height: 24).text.contains("Keys (? leaves help)"), "help mode first, as VoiceOver")
        _ = s.handle(.character("?"), time: 1, terminalSize: (80, 24))
        let text = s.render(width: 80, height: 24).text
        #expect(text.hasPrefix("KEY LIST: ? leaves help"), "\(text)")
        for entry in ["→ ←", "next / previous element", "Enter", "activate", "quit", "screen curtain"] {
            #expect(text.contains(entry), "\(entry):\n\(text)")
        }
        _ = s.handle(.character("?"), time: 2, terminalSize: (80, 24))
        #expect(!s.view.help && !s.render(width: 80, height: 24).text.contains("KEY LIST"))
    }

    @Test func withNoSoundTheCurtainKeepsTheCaptionsAndSaysWhy() throws {
        var silent = try session("cowboy-hat.yaml", silent: true)
        _ = silent.perform(.curtain)
        _ = silent.perform(.next)
        let text = silent.render(width: 80, height: 24).text
        #expect(text.contains(ReaderWords.curtainSilent), "\(text)")
        #expect(text.contains("▶ Dark brown leather hat"), "\(text)")
        #expect(!text.contains("»"), "the screen itself stays hidden:\n\(text)")
        var heard = try session("cowboy-hat.yaml")
        _ = heard.perform(.curtain)
        _ = heard.perform(.next)
        let hidden = heard.render(width: 80, height: 24).text
        #expect(!hidden.contains("Dark brown") && hidden.contains(ReaderWords.curtainOnly), "\(hidden)")
    }

    /// The key list says "q quit", so q quits from it; in help mode before it, q is only named.
    @Test func qQuitsFromTheKeyListAndListsEveryQuickNavKey() throws {
        var s = try session("cowboy-hat.yaml")
        _ = s.handle(.character("?"), time: 0, terminalSize: (80, 24))
        #expect(s.handle(.character("q"), time: 1, terminalSize: (80, 24)).output.quit == false, "help names q")
        _ = s.handle(.character("?"), time: 2, terminalSize: (80, 24))
        let text = s.render(width: 80, height: 24).text
        #expect(text.contains("h b k g f e  next heading, button, link, image, form, field; Shift: previous"), "\(text)")
        #expect(text.contains("l d t        next list, landmark, table; Shift: previous"), "\(text)")
        #expect(s.handle(.character("q"), time: 3, terminalSize: (80, 24)).output.quit, "the list says q quits")
    }

    /// An announcement and the next screen's first words are said apart, and shown apart.
    @Test func anAnnouncementHasACaptionLineOfItsOwn() throws {
        var s = try session("cowboy-hat.yaml")
        _ = s.perform(.last)
        _ = s.perform(.activate)
        #expect(s.view.captions.current == "[activate] [screen-changed] Thanks for rating\nThank you for your rating. Heading.")
        let rows = s.render(width: 80, height: 24).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let now = try #require(rows.firstIndex { $0.hasPrefix("▶") })
        #expect(rows[now] == "▶ [activate] [screen-changed] Thanks for rating", "\(rows)")
        #expect(rows[now + 1] == "  Thank you for your rating. Heading.", "\(rows)")
        #expect(TextWrap.lines("one\ntwo three", width: 8, limit: 9, indent: "  ") == ["one", "  two", "  three"])
        #expect(TextWrap.lines("one\ntwo\nthree", width: 8, limit: 2) == ["one", "two…"], "still bounded")
    }

    /// A note longer than the terminal is wide keeps its end, where the typing is, in view.
    @Test func aLongNoteKeepsItsEndInViewWhileTyped() throws {
        var s = try session("cowboy-hat.yaml")
        _ = s.perform(.next)
        _ = s.handle(.character("n"), time: 0, terminalSize: (60, 24))
        let note = "the photo is announced but never says what the hat looks like END"
        for c in note { _ = s.handle(c == " " ? .character(" ") : .character(c), time: 0, terminalSize: (60, 24)) }
        let status = s.view.status(width: 60)
        #expect(status == "FINDING on photo (warning): …ys what the hat looks like END▏", "\(status)")
        #expect(CharacterWidth.of(status) == 60)
        #expect(s.view.status(width: 200) == "FINDING on photo (warning, Tab changes): \(note)▏", "whole when it fits")
        #expect(s.view.status(width: 12) == "…s like END▏", "no room for a lead")
        let first = s.render(width: 60, height: 24).text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first == status, "\(first)")
    }
}
