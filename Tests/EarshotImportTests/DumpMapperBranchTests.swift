import EarshotLoader
import EarshotModel
import EarshotTestSupport
import Testing
@testable import EarshotImport

/// Branches of the mapper the fixtures pass only in passing, each on a small synthetic dump in
/// the format that carries it, checked through what VoiceOver says and what the layout holds.
@Suite struct DumpMapperBranchTests {
    func el(_ type: String, _ attributes: String = "", frame: (Int, Int, Int, Int) = (0, 0, 10, 10), children: [String]? = nil) -> String {
        let (x, y, w, h) = frame
        let open = "<XCUIElementType\(type) type=\"XCUIElementType\(type)\" \(attributes) x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\""
        guard let children else { return open + "/>" }
        return open + ">\n" + children.joined(separator: "\n") + "\n</XCUIElementType\(type)>"
    }

    func layout(_ xml: String) throws -> Layout { try #require(importLayout(wda(xml))) }

    @Test func aCellWithSeveralSwitchesKeepsEachSwitchAStop() throws {
        let cell = el("Cell", frame: (0, 100, 390, 88), children: [
            el("StaticText", "label=\"Alerts\"", frame: (16, 104, 200, 22)),
            el("Switch", "value=\"1\" name=\"sound\" label=\"Sound\"", frame: (320, 100, 51, 31)),
            el("Switch", "value=\"0\" name=\"badge\" label=\"Badges\"", frame: (320, 140, 51, 31)),
        ])
        let imported = try layout(cell)
        #expect(spoken(imported) == ["Alerts", "Sound. Switch Button. On.", "Badges. Switch Button. Off."])
        #expect(imported.screens[0].elements.map(\.id) == ["alerts", "sound", "badge"])
    }

    @Test func aCellWithAChevronIsAButtonAndWithoutOneIsNot() throws {
        let chevron = el("Image", "name=\"chevron\" label=\"chevron\"", frame: (360, 115, 8, 13))
        let title = el("StaticText", "label=\"General\"", frame: (16, 111, 200, 22))
        #expect(spoken(try layout(el("Cell", frame: (0, 100, 390, 44), children: [title, chevron]))) == ["General. Button."])
        #expect(spoken(try layout(el("Cell", frame: (0, 100, 390, 44), children: [title]))) == ["General"])
    }

    @Test func aCellWithAButtonKeepsTheButtonAStopAfterTheCell() throws {
        let cell = el("Cell", frame: (0, 100, 390, 44), children: [
            el("StaticText", "label=\"Track #1\"", frame: (16, 111, 200, 22)),
            el("Button", "name=\"Play\" label=\"Play\"", frame: (340, 106, 32, 32)),
        ])
        #expect(spoken(try layout(cell)) == ["Track #1", "Play. Button."])
    }

    @Test func aHashInALabelIsQuotedAndReadBack() throws {
        let xml = wda(el("Button", "name=\"Track #1\" label=\"Track #1\"", frame: (0, 100, 200, 44)))
        let yaml = try DumpImport.yaml(bytes: Array(xml.utf8), path: "shot.xml", from: nil).get().yaml
        #expect(yaml.contains("label: \"Track #1\""), "\(yaml)")
        let back = try LayoutLoader().load(bytes: Array(yaml.utf8), path: "t.yaml").get()
        #expect(back.screens[0].elements[0].label == "Track #1")
    }

    @Test func ctrlHInALabelIsEscapedAndReadBackAsBackspace() throws {
        let json = #"[{"type":"Button","AXLabel":"Undo\bRedo","traits":["Button"],"frame":{"x":0,"y":100,"width":200,"height":44}}]"#
        let yaml = try DumpImport.yaml(bytes: Array(json.utf8), path: "t.json", from: nil).get().yaml
        #expect(yaml.contains(#""Undo\x08Redo""#), "\(yaml)")
        let back = try LayoutLoader().load(bytes: Array(yaml.utf8), path: "t.yaml").get()
        #expect(back.screens[0].elements[0].label == "Undo\u{08}Redo")
    }

    @Test func navigationBarTitleTabBarAndHeadings() throws {
        let xml = [
            el("NavigationBar", "name=\"Music\"", frame: (0, 44, 390, 44), children: [
                el("Button", "name=\"Back\" label=\"Back\"", frame: (0, 44, 60, 44)),
                el("StaticText", "label=\"Music\"", frame: (160, 55, 70, 22)),
            ]),
            el("Other", "name=\"Recently Played\" label=\"Recently Played\" traits=\"Header\"", frame: (16, 100, 300, 30)),
            el("TabBar", frame: (0, 760, 390, 84), children: [
                el("Button", "name=\"Library\" label=\"Library\" value=\"1\"", frame: (0, 760, 195, 49)),
                el("Button", "name=\"Search\" label=\"Search\"", frame: (195, 760, 195, 49)),
            ]),
        ].joined(separator: "\n")
        let imported = try layout(xml)
        let said = spoken(imported)
        #expect(said.first == "Back Button.")
        #expect(said.contains("Music. Heading."))
        #expect(said.contains { $0.hasPrefix("Library. Tab.") || $0.hasPrefix("Selected: Library. Tab.") }, "\(said)")
        #expect(said.contains { $0.hasPrefix("Search. Tab.") }, "\(said)")
        #expect(imported.screens[0].title == "Music")
    }

    @Test func linksImagesTextFieldsAndSecureFields() throws {
        let xml = [
            el("Link", "name=\"Terms\" label=\"Terms\"", frame: (16, 100, 100, 22)),
            el("Image", "name=\"Sunset over the bay\" label=\"Sunset over the bay\"", frame: (16, 130, 300, 200)),
            el("TextField", "name=\"Email\" label=\"Email\" placeholderValue=\"name@example.com\"", frame: (16, 340, 300, 44)),
            el("SecureTextField", "name=\"Password\" label=\"Password\"", frame: (16, 390, 300, 44)),
        ].joined(separator: "\n")
        let elements = try layout(xml).screens[0].elements
        #expect(elements.map(\.traits) == [[.link], [.image], [.textField], [.textField, .secureTextField]])
        #expect(spoken(try layout(xml)).prefix(2) == ["Terms. Link.", "Sunset over the bay. Image."])
    }

    /// A stepper is its two buttons, as UIStepper exposes them; a picker wheel is adjustable.
    @Test func steppersAndPickersInAnXCUIDump() throws {
        let text = """
            Application, 0x1, {{0.0, 0.0}, {390.0, 844.0}}, label: 'App'
              Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                Stepper, 0x3, {{16.0, 100.0}, {94.0, 32.0}}, label: 'Guests'
                  Button, 0x5, {{16.0, 100.0}, {47.0, 32.0}}, label: 'Decrement'
                  Button, 0x6, {{63.0, 100.0}, {47.0, 32.0}}, label: 'Increment'
                PickerWheel, 0x4, {{16.0, 150.0}, {300.0, 100.0}}, value: Large
            """
        let imported = try #require(importLayout(text, path: "t.txt"))
        #expect(spoken(imported) == ["Decrement. Button.", "Increment. Button.", "Large. Picker Item. Adjustable."])
        #expect(imported.screens[0].elements.last?.adjustable?.options == ["Large"])
    }
}
