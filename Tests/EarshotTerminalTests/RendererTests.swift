import EarshotLoader
import EarshotModel
import EarshotNavigation
import EarshotSession
import EarshotTestSupport
import Testing
@testable import EarshotTerminal

@Suite struct RendererTests {
    func session(_ name: String, gestures: [Gesture]) throws -> ReaderSession<PlainSession> {
        var s = ReaderSession(navigator: try #require(sampleNavigator(name)), layoutName: name, voice: "default",
                              audio: "no audio: captions only")
        _ = s.start()
        for g in gestures { _ = s.perform(g) }
        return s
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func drawsTheLayoutWithCursorAndCaptions(_ width: Int, _ height: Int) throws {
        let s = try session("cowboy-hat.yaml", gestures: [.next, .next, .next, .up])
        let buffer = s.render(width: width, height: height)
        let text = buffer.text
        expectSnapshot(buffer.snapshot + "\n", named: "cowboy-\(width)x\(height)")
        #expect(text.contains("»Rating«") || text.contains("┏"), "the focused element is outlined")
        #expect(text.contains("▶ 4 out of 5"))
    }

    @Test func drawsTabsAndSwitches() throws {
        let s = try session("settings.yaml", gestures: [.last])
        expectSnapshot(s.render(width: 100, height: 36).snapshot + "\n", named: "settings-100x36")
    }

    @Test func curtainBlanksTheScreen() throws {
        var s = try session("cowboy-hat.yaml", gestures: [.next])
        _ = s.perform(.curtain)
        let buffer = s.render(width: 80, height: 24)
        let text = buffer.text
        expectSnapshot(buffer.snapshot + "\n", named: "cowboy-curtain-80x24")
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
        #expect(s.view.keyList, "the second ? shows the key list")
        _ = s.handle(.character("?"), time: 3.5, terminalSize: (80, 24))
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

/// Screens built in code, bypassing the loader, with every kind of hostile number: drawing must
/// never trap, at any terminal size, whatever the element is focused.
@Suite struct HostileGeometryTests {
    static let numbers: [Double] = [.nan, .infinity, -.infinity, 1e20, -1e20, 1e308, -1e308, 1e-300, -1e-300,
                                    0, -5, .greatestFiniteMagnitude, .leastNonzeroMagnitude, Double(Int.max)]
    static let terminals: [(width: Int, height: Int)] = [(0, 0), (1, 1), (0, 24), (80, 0), (2, 1), (22, 11),
                                                          (80, 24), (300, 90)]

    /// A sane anchor, then elements with each number in each frame field, then a shown modal
    /// alert whose frame is the number: every drawing path (plain, boxed, focused, modal).
    static func navigator(width: Double = 390, height: Double = 844, modal: Double? = nil) -> Navigator {
        var elements = [Element(id: "anchor", label: "Anchor", traits: .button, frame: Rect(x: 16, y: 16, width: 200, height: 40))]
        for (n, v) in numbers.enumerated() {
            for (k, frame) in [Rect(x: v, y: 100, width: 50, height: 20), Rect(x: 10, y: v, width: 50, height: 20),
                               Rect(x: 10, y: 100, width: v, height: v), Rect(x: v, y: v, width: v, height: v)].enumerated() {
                elements.append(Element(id: "e\(n)-\(k)", label: "Number \(v)", frame: frame))
            }
        }
        if let modal {
            let inside = Element(id: "ok", label: "OK", traits: .button, frame: Rect(x: modal, y: 2 * modal, width: 60, height: modal))
            elements.append(Element(id: "alert", frame: Rect(x: modal, y: modal, width: modal, height: -modal), children: [inside], modal: true))
        }
        let screen = Screen(id: "hostile", width: width, height: height, elements: elements)
        return Navigator(workspace: Workspace(root: Layout(path: "hostile.yaml", screens: [screen])))
    }

    /// Renders at every terminal size with focus on each element in turn; returns what the 80×24
    /// render of the anchor shows.
    @discardableResult
    static func renderEverywhere(_ navigator: Navigator, steps: Int = numbers.count * 4 + 2) -> String {
        var s = ReaderSession(navigator: navigator, layoutName: "hostile.yaml", voice: "v", audio: "a")
        _ = s.start()
        var anchorText = ""
        for step in 0...steps {
            for t in terminals {
                let buffer = s.render(width: t.width, height: t.height)
                #expect(buffer.width == max(0, t.width) && buffer.height == max(0, t.height))
                if step == 0 && t.width == 80 && t.height == 24 { anchorText = buffer.text }
                // A click anywhere (touch exploration goes through the same geometry).
                _ = s.handle(.click(x: t.width / 2, y: t.height / 2), time: Double(step) * 10, terminalSize: t)
            }
            _ = s.perform(.next)
        }
        return anchorText
    }

    @Test func anyFrameDrawsWithoutTrapping() throws {
        let text = Self.renderEverywhere(Self.navigator())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(text.contains("Anchor"), "the sane element still draws:\n\(text)")
        #expect(lines.count == 24 && lines[1].hasPrefix("┌───") && lines[1].hasSuffix("───┐"),
                "frames beyond the screen do not draw over its border:\n\(text)")
        let speech = try #require(lines.firstIndex { $0.hasPrefix("── Speech") }, "the captions show:\n\(text)")
        #expect(lines[speech - 1].hasPrefix("└───") && lines[speech - 1].hasSuffix("───┘"), "nor over the captions:\n\(text)")
    }

    @Test(arguments: HostileGeometryTests.numbers)
    func anyScreenSizeDrawsWithoutTrapping(_ size: Double) {
        Self.renderEverywhere(Self.navigator(width: size, height: size), steps: 12)
        Self.renderEverywhere(Self.navigator(width: 390, height: size), steps: 12)
    }

    @Test(arguments: HostileGeometryTests.numbers)
    func aModalWithAnyFrameDrawsWithoutTrapping(_ frame: Double) {
        Self.renderEverywhere(Self.navigator(modal: frame), steps: 3)
    }

    @Test func cellsAreClampedNotTrapped() {
        let reach = Renderer.Geometry.reach
        #expect(Renderer.Geometry.cell(.nan, scale: 1) == -reach)
        #expect(Renderer.Geometry.cell(1e20, scale: 0.2) == reach && Renderer.Geometry.cell(-.infinity, scale: 1) == -reach)
        #expect(Renderer.Geometry.cell(1e300, scale: 1e300) == reach, "an overflowing product is clamped")
        #expect(Renderer.Geometry.cell(39.9, scale: 0.5) == 19)
        for size in [0, -1, .nan, .infinity, .leastNonzeroMagnitude] as [Double] { #expect(Renderer.Geometry.scale(80, over: size) == 1) }
        #expect(Renderer.Geometry.scale(80, over: 390) == 80.0 / 390)
    }

    @Test func cellBufferClipsAnyRectangle() {
        var b = CellBuffer(width: 10, height: 3)
        b.box(x: .min, y: .min, width: .max, height: .max)
        b.box(x: -3, y: -1, width: 8, height: 3, style: .bold)
        b.clear(x: .max, y: 0, width: .max, height: 1)
        b.fill("x", x: .max - 1, y: 2, count: .max)
        #expect(b.put("far", x: .min, y: 1, limit: .max) == 0 && b.put("far", x: .max, y: 1) == 0)
        #expect(b.text == "    │\n────┘\n", "\(b.text)")
        #expect(b.clip(x: 50, y: 50, width: 5, height: 5).rows.isEmpty)
    }
}
