import EarshotTestSupport
import Testing
@testable import EarshotImport

/// Round three on real app screens: a cell is one element or its children are, never both;
/// invisible zero-size nodes are no stops; older dumps' back buttons; picker wheels.
@Suite struct DumpCellAndBackButtonTests {
    func el(_ type: String, _ attributes: String = "", frame: (Int, Int, Int, Int) = (0, 0, 10, 10), children: [String]? = nil) -> String {
        let (x, y, w, h) = frame
        let open = "<XCUIElementType\(type) type=\"XCUIElementType\(type)\" \(attributes) x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\""
        guard let children else { return open + "/>" }
        return open + ">\n" + children.joined(separator: "\n") + "\n</XCUIElementType\(type)>"
    }

    func say(_ xml: String...) -> [String] { importLayout(wda(xml.joined(separator: "\n"))).map(spoken) ?? ["(import failed)"] }

    /// An App Store search result: icon, name, subtitle, a hidden text, Get and More, a rating below.
    func result(cell: String = "visible=\"true\"", visible: String = "visible=\"true\"") -> String {
        el("Cell", cell, frame: (0, 84, 375, 132), children: [
            el("Image", "label=\"Keynote icon\" \(visible)", frame: (20, 92, 62, 62)),
            el("StaticText", "label=\"Keynote\" \(visible)", frame: (94, 96, 170, 20)),
            el("StaticText", "label=\"Presentations\" \(visible)", frame: (94, 118, 170, 18)),
            el("StaticText", "label=\"In-App Purchases\" visible=\"false\"", frame: (270, 158, 72, 12)),
            el("Button", "label=\"Get\" \(visible)", frame: (270, 108, 72, 28)),
            el("Button", "label=\"More\" \(visible)", frame: (346, 108, 22, 28)),
            el("Other", "label=\"4.5 stars\" \(visible)", frame: (94, 160, 140, 14)),
        ])
    }

    @Test func aCellWithButtonsKeepsEveryChildAStopInReadingOrder() {
        #expect(say(result()) == ["Keynote icon. Image.", "Keynote", "Get. Button.", "More. Button.", "Presentations", "4.5 stars"])
    }

    @Test func anOffScreenCellStaysReachable() {
        // Scrolled off, the cell and all it holds are `visible="false"`: VoiceOver scrolls to them.
        let said = say(result(cell: "visible=\"false\"", visible: "visible=\"false\""))
        #expect(said.contains("In-App Purchases") && said.contains("Get. Button."))
    }

    @Test func aCellOfTextsAndAChevronIsStillOneStop() {
        let cell = el("Cell", "visible=\"true\"", frame: (0, 100, 375, 44), children: [
            el("StaticText", "label=\"keynote templates\"", frame: (20, 112, 300, 20)),
            el("StaticText", "label=\"hidden\" visible=\"false\"", frame: (20, 112, 300, 20)),
            el("Image", "label=\"chevron\"", frame: (350, 116, 8, 13)),
        ])
        #expect(say(cell) == ["keynote templates. Button."])
    }

    @Test func anInvisibleZeroSizeUnlabelledNodeIsNoStop() {
        let nothing = el("Button", "visible=\"false\"", frame: (0, 0, 0, 0))
        let text = el("StaticText", "label=\"Hello\"", frame: (16, 100, 200, 22))
        #expect(say(nothing, text) == ["Hello"])
        // Labelled, or with a size, it is still a stop (an off-screen control).
        #expect(say(el("Button", "label=\"Later\" visible=\"false\"", frame: (0, 0, 0, 0)), text) == ["Later. Button.", "Hello"])
        #expect(say(el("Button", "visible=\"false\"", frame: (16, 900, 44, 44)), text) == ["Hello", "Button."])
    }

    func bar(_ buttons: String...) -> String {
        el("NavigationBar", "name=\"About\"", frame: (0, 20, 375, 44),
           children: buttons + [el("StaticText", "label=\"About\"", frame: (164, 32, 48, 20))])
    }

    @Test func anOlderDumpsLeadingButtonIsTheBackButton() {
        #expect(say(bar(el("Button", "name=\"General\" label=\"General\"", frame: (0, 20, 83, 44))))
                == ["General. Back Button.", "About. Heading."])
    }

    @Test func aLeadingCancelCloseOrDoneStaysAButton() {
        for word in ["Cancel", "Close", "Done", "取消"] {
            #expect(say(bar(el("Button", "label=\"\(word)\"", frame: (8, 20, 58, 44))))
                    == ["\(word). Button.", "About. Heading."])
        }
    }

    @Test func otherBarButtonsStayButtons() {
        // A trailing button, a button with a developer id, one whose traits are stated.
        #expect(say(bar(el("Button", "label=\"Edit\"", frame: (310, 20, 57, 44)))) == ["About. Heading.", "Edit. Button."])
        #expect(say(bar(el("Button", "name=\"sidebarToggle\" label=\"Library\"", frame: (0, 20, 83, 44))))
                == ["Library. Button.", "About. Heading."])
        #expect(say(bar(el("Button", "label=\"Library\" traits=\"Button\"", frame: (0, 20, 83, 44))))
                == ["Library. Button.", "About. Heading."])
        // An unlabelled leading button (a menu or close icon as likely as a back button).
        #expect(say(bar(el("Button", "", frame: (0, 20, 44, 44)))) == ["Button.", "About. Heading."])
        // A bar that names its back button already keeps its other leading buttons.
        #expect(say(bar(el("Button", "name=\"BackButton\" label=\"Settings\"", frame: (0, 20, 83, 44)),
                        el("Button", "label=\"Library\"", frame: (84, 20, 60, 44))))
                == ["Settings. Back Button.", "Library. Button.", "About. Heading."])
    }

    @Test func aPickerWheelIsAWheelInTheLayout() throws {
        let xml = wda(el("PickerWheel", "value=\"Medium\"", frame: (0, 150, 300, 100)))
        let yaml = try DumpImport.yaml(bytes: Array(xml.utf8), path: "t.xml").get().yaml
        #expect(yaml.contains("adjustable: {kind: values, values: [Medium], style: wheel}"))
        let layout = try #require(importLayout(xml))
        #expect(layout.screens[0].elements.first?.adjustable?.style == .wheel)
        #expect(spoken(layout) == ["Medium. Picker Item. Adjustable."])
    }
}
