import EarshotCore
import EarshotTestSupport
import Testing
@testable import EarshotTerminal

@Suite struct RendererTests {
    func session(_ name: String, gestures: [Gesture]) throws -> ReaderSession {
        var s = ReaderSession(navigator: try #require(sampleNavigator(name)), layoutName: name, voice: "default",
                              audio: "no audio: captions only")
        _ = s.start()
        for g in gestures { _ = s.perform(g) }
        return s
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func drawsTheLayoutWithCursorAndCaptions(_ width: Int, _ height: Int) throws {
        let s = try session("cowboy-hat.yaml", gestures: [.next, .next, .next, .up])
        let text = s.render(width: width, height: height).text
        expectSnapshot(text + "\n", named: "cowboy-\(width)x\(height)")
        #expect(text.contains("»Rating«") || text.contains("┏"), "the focused element is outlined")
        #expect(text.contains("▶ 4 out of 5"))
    }

    @Test func drawsTabsAndSwitches() throws {
        let s = try session("settings.yaml", gestures: [.last])
        expectSnapshot(s.render(width: 100, height: 36).text + "\n", named: "settings-100x36")
    }

    @Test func curtainBlanksTheScreen() throws {
        var s = try session("cowboy-hat.yaml", gestures: [.next])
        _ = s.perform(.curtain)
        let text = s.render(width: 80, height: 24).text
        expectSnapshot(text + "\n", named: "cowboy-curtain-80x24")
        #expect(!text.contains("Dark brown"), "nothing of the layout shows under the curtain")
        #expect(!text.contains("Speech"), "captions are hidden unless asked for")
        var withCaptions = try session("cowboy-hat.yaml", gestures: [.next])
        withCaptions = ReaderSession(navigator: withCaptions.navigator, layoutName: "cowboy-hat.yaml", voice: "default",
                                     audio: "no audio", curtainShowsCaptions: true)
        _ = withCaptions.perform(.curtain)
        _ = withCaptions.perform(.next)
        let captioned = withCaptions.render(width: 80, height: 24).text
        #expect(captioned.contains("▶ Handcrafted") && !captioned.contains("┌"))
    }

    @Test func tooSmallShowsCaptionsAndStatusOnly() throws {
        let s = try session("cowboy-hat.yaml", gestures: [.next])
        let text = s.render(width: 30, height: 9).text
        #expect(text.contains("Terminal too small"))
        #expect(text.contains("▶ Dark brown"))
    }

    @Test func controlCharactersInLabelsAreEscaped() {
        var buffer = CellBuffer(width: 40, height: 1)
        buffer.put("Bad\u{1B}[2J\u{07}label", x: 0, y: 0)
        #expect(buffer.text == "Bad\\u{1B}[2J\\u{7}label")
        #expect(!buffer.cells.contains { $0.character?.unicodeScalars.first?.properties.generalCategory == .control })
    }

    @Test func wideCharactersTakeTwoCells() {
        var buffer = CellBuffer(width: 10, height: 1)
        let used = buffer.put("日本x", x: 0, y: 0)
        #expect(used == 5 && buffer.text == "日本x")
    }
}

@Suite struct ReaderSessionTests {
    @Test func helpModeNamesKeysInsteadOfActing() throws {
        var s = ReaderSession(navigator: try #require(sampleNavigator("cowboy-hat.yaml")), layoutName: "c", voice: "v", audio: "a")
        _ = s.start()
        _ = s.handle(.character("?"), time: 0, terminalSize: (80, 24))
        let r = s.handle(.right, time: 1, terminalSize: (80, 24))
        #expect(r.speech.speech == ["Swipe right. Next item. Keys: right."])
        #expect(s.navigator.focusedID == "title", "help mode does not move focus")
        #expect(s.handle(.character("q"), time: 2, terminalSize: (80, 24)).quit == false)
        _ = s.handle(.character("?"), time: 3, terminalSize: (80, 24))
        _ = s.handle(.right, time: 4, terminalSize: (80, 24))
        #expect(s.navigator.focusedID == "photo")
        #expect(s.handle(.character("q"), time: 5, terminalSize: (80, 24)).quit)
    }

    @Test func clickTouchesAndDoubleClickActivates() throws {
        var s = ReaderSession(navigator: try #require(sampleNavigator("image-toggle.yaml")), layoutName: "i", voice: "v", audio: "a")
        _ = s.start()
        // The bell's frame [120, 150, 150, 150] on a 100x40 terminal.
        let g = try #require(Renderer().geometry(for: s.view, width: 100, height: 40))
        let column = g.x + Int(195 * g.scaleX), row = g.y + Int(225 * g.scaleY)
        let touch = s.handle(.click(x: column, y: row), time: 10, terminalSize: (100, 40))
        #expect(s.navigator.focusedID == "bell" && touch.speech.speech.first == "Bell. Button. Image.")
        let activate = s.handle(.click(x: column, y: row), time: 10.2, terminalSize: (100, 40))
        #expect(activate.speech.sounds == [.activate] && activate.speech.speech == ["Selected."])
    }

    @Test func typingGoesToTheFieldBeingEdited() throws {
        var s = ReaderSession(navigator: try #require(sampleNavigator("settings.yaml")), layoutName: "s", voice: "v", audio: "a")
        _ = s.start()
        for _ in 0..<5 { _ = s.handle(.right, time: 0, terminalSize: (80, 24)) }
        _ = s.handle(.enter, time: 0, terminalSize: (80, 24))
        let r = s.handle(.character("h"), time: 0, terminalSize: (80, 24))
        #expect(r.speech.speech == ["h"])
        #expect(s.navigator.focusedElement?.value == "Kim's iPhoneh")
    }
}

@Suite struct CaptionHistoryTests {
    @Test func pageUpScrollsTheHistoryAndNewSpeechReturnsToTheNewest() throws {
        var s = ReaderSession(navigator: try #require(sampleNavigator("weather.yaml")), layoutName: "w", voice: "v", audio: "a")
        _ = s.start()
        for _ in 0..<8 { _ = s.handle(.right, time: 0, terminalSize: (80, 24)) }
        #expect(KeyDecoder.decode(Array("\u{1B}[5~".utf8)).events == [.pageUp])
        let before = s.render(width: 80, height: 24).text
        _ = s.handle(.pageUp, time: 0, terminalSize: (80, 24))
        #expect(s.view.captions.scrollBack == 3)
        let scrolled = s.render(width: 80, height: 24).text
        #expect(scrolled != before && scrolled.contains("history: 3 back"))
        #expect(scrolled.contains("San Francisco"), "older lines come into view")
        _ = s.handle(.right, time: 0, terminalSize: (80, 24))
        #expect(s.view.captions.scrollBack == 0)
    }
}
