import EarshotModel
import EarshotTestSupport
import Testing
@testable import EarshotImport

/// VoiceOver's focus-stop rules and the type-to-trait map, one rule at a time, on small dumps.
@Suite struct DumpMapperTests {
    /// One WDA element line.
    func el(_ type: String, _ attributes: String = "", frame: (Int, Int, Int, Int) = (0, 0, 10, 10), children: String? = nil) -> String {
        let (x, y, w, h) = frame
        let open = "<XCUIElementType\(type) type=\"XCUIElementType\(type)\" \(attributes) x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\""
        guard let children else { return open + "/>" }
        return open + ">\n" + children + "\n</XCUIElementType\(type)>"
    }

    func say(_ xml: String) -> [String] { importLayout(wda(xml)).map(spoken) ?? ["(import failed)"] }

    @Test func aCellAbsorbsTitleDetailIconAndChevron() {
        let cell = el("Cell", frame: (0, 100, 390, 44), children: [
            el("Image", "name=\"gear\" label=\"gear\"", frame: (16, 108, 29, 29)),
            el("StaticText", "value=\"Wi-Fi\" name=\"Wi-Fi\" label=\"Wi-Fi\"", frame: (60, 111, 100, 22)),
            el("StaticText", "value=\"HomeNet\" name=\"HomeNet\" label=\"HomeNet\"", frame: (280, 111, 70, 22)),
            el("Image", "name=\"chevron\" label=\"chevron\"", frame: (360, 115, 8, 13)),
        ].joined(separator: "\n"))
        #expect(say(cell) == ["Wi-Fi: HomeNet. Button."])
    }

    @Test func aSubtitleBelowTheTitleJoinsTheLabel() {
        let cell = el("Cell", frame: (0, 100, 390, 60), children: [
            el("StaticText", "label=\"Kim\"", frame: (16, 104, 100, 22)),
            el("StaticText", "label=\"Last seen today\"", frame: (16, 130, 200, 18)),
        ].joined(separator: "\n"))
        #expect(say(cell) == ["Kim, Last seen today"])
    }

    @Test func aSwitchCellIsOneSwitchStop() {
        let cell = el("Cell", "value=\"0\"", frame: (0, 100, 390, 44), children: [
            el("StaticText", "value=\"Auto-Correction\" label=\"Auto-Correction\"", frame: (16, 111, 200, 22)),
            el("Switch", "value=\"0\" name=\"AutoCorrection\" label=\"Auto-Correction\"", frame: (320, 106, 51, 31)),
        ].joined(separator: "\n"))
        #expect(say(cell) == ["Auto-Correction. Switch Button. Off."])
        let layout = importLayout(wda(cell))
        #expect(layout?.screens[0].elements.map(\.id) == ["auto-correction"], "the switch's identifier names the stop")
    }

    @Test func aCellLeavesOtherControlsAsStopsOfTheirOwn() {
        let cell = el("Cell", frame: (0, 100, 390, 44), children: [
            el("StaticText", "label=\"HomeNet\"", frame: (16, 111, 200, 22)),
            el("Button", "name=\"More Info\" label=\"More Info\"", frame: (350, 110, 24, 24)),
        ].joined(separator: "\n"))
        #expect(say(cell) == ["HomeNet", "More Info. Button."])
    }

    @Test func aButtonAbsorbsItsTextAndImages() {
        let button = el("Button", frame: (16, 100, 300, 60), children: [
            el("Image", "name=\"thumb\"", frame: (16, 100, 60, 60)),
            el("StaticText", "label=\"Storm closes roads\"", frame: (90, 104, 200, 22)),
            el("StaticText", "label=\"2 hours ago\"", frame: (90, 130, 200, 18)),
        ].joined(separator: "\n"))
        #expect(say(button) == ["Storm closes roads, 2 hours ago. Button."])
        let labelled = el("Button", "name=\"menu\" label=\"Menu\"", frame: (0, 0, 44, 44),
                          children: el("Image", "name=\"line.3.horizontal\" label=\"line.3.horizontal\"", frame: (10, 10, 24, 24)))
        #expect(say(labelled) == ["Menu. Button."])
    }

    @Test func navigationBarTitleIsAHeadingAndItsBackButtonABackButton() {
        let bar = el("NavigationBar", "name=\"Keyboards\"", frame: (0, 47, 390, 44), children: [
            el("Button", "name=\"BackButton\" label=\"General\"", frame: (0, 47, 90, 44)),
            el("Other", "name=\"Keyboards\" label=\"Keyboards\"", frame: (150, 58, 90, 22)),
            el("Button", "name=\"Edit\" label=\"Edit\"", frame: (330, 47, 50, 44)),
        ].joined(separator: "\n"))
        // Back, title, right button: the bar's order, though the title sits lower than the buttons.
        #expect(say(bar) == ["General. Back Button.", "Keyboards. Heading.", "Edit. Button."])
        let back = el("NavigationBar", frame: (0, 47, 390, 44), children: el("Button", "name=\"Back\" label=\"Back\"", frame: (0, 47, 60, 44)))
        #expect(say(back) == ["Back Button."])
        // Outside a navigation bar a button labelled Back is a button.
        #expect(say(el("Button", "name=\"Back\" label=\"Back\"")) == ["Back. Button."])
    }

    @Test func aTabBarMakesItsButtonsTabs() {
        let bar = el("TabBar", "name=\"Tab Bar\" label=\"Tab Bar\"", frame: (0, 760, 390, 84), children: [
            el("Other", frame: (0, 760, 390, 1)),
            el("Button", "name=\"Home\" label=\"Home\" value=\"1\"", frame: (0, 761, 130, 48)),
            el("Button", "name=\"Search\" label=\"Search\"", frame: (130, 761, 130, 48)),
            el("Button", "name=\"Profile\" label=\"Profile\" value=\"2 new\"", frame: (260, 761, 130, 48)),
        ].joined(separator: "\n"))
        #expect(say(bar) == ["Selected: Home. Tab. 1 of 3.", "Search. Tab. 2 of 3.", "Profile: 2 new. Tab. 3 of 3."])
        let layout = importLayout(wda(bar))
        #expect(layout?.screens[0].elements.first?.container == .tabBar)
        #expect(layout?.screens[0].elements.first?.label == nil, "the bar's own label is not spoken")
    }

    @Test func textFieldsWithPlaceholdersAndSecureFields() {
        let fields = [
            el("TextField", "name=\"email\" label=\"Email\" placeholderValue=\"name@example.com\" value=\"name@example.com\"", frame: (0, 100, 300, 44)),
            el("TextField", "name=\"city\" placeholderValue=\"City\"", frame: (0, 150, 300, 44)),
            el("SecureTextField", "name=\"pw\" label=\"Password\" value=\"••••\"", frame: (0, 200, 300, 44)),
            el("SearchField", "name=\"Search\" label=\"Search\" value=\"Search\"", frame: (0, 250, 300, 44)),
        ].joined(separator: "\n")
        #expect(say(fields) == ["Email: name@example.com. Text Field.", "City. Text Field.", "Password. Secure Text Field. 4 characters.",
                                "Search. Search Field."])
    }

    @Test func secureFieldsAreCountedNeverKept() {
        let fields = [
            el("SecureTextField", "name=\"pw\" label=\"Password\" value=\"hunter2secret\"", frame: (0, 100, 300, 44)),
            el("SecureTextField", "name=\"pin\" label=\"PIN\" value=\"•\"", frame: (0, 150, 300, 44)),
            el("SecureTextField", "name=\"code\" label=\"Code\" value=\"Required\" placeholderValue=\"Required\"", frame: (0, 200, 300, 44)),
            el("SecureTextField", "name=\"new\" value=\"\" placeholderValue=\"New password\"", frame: (0, 250, 300, 44)),
        ].joined(separator: "\n")
        #expect(say(fields) == ["Password. Secure Text Field. 13 characters.", "PIN. Secure Text Field. 1 character.",
                                "Code. Secure Text Field.", "New password. Secure Text Field."])
        let layout = importLayout(wda(fields))
        let yaml = layout.map { LayoutYAMLWriter.yaml($0) } ?? ""
        #expect(!yaml.contains("hunter2") && !yaml.contains("•") && yaml.contains("secure-length: 13"), "\(yaml)")
    }

    @Test func valuesAreKeptUnlessTheyRepeatTheLabelAndNamesAreNeverSpoken() {
        let xml = [
            el("StaticText", "value=\"Storage\" name=\"storage.title\" label=\"Storage\"", frame: (0, 100, 300, 22)),
            el("StaticText", "value=\"64 GB\" name=\"storage.size\" label=\"Capacity\"", frame: (0, 130, 300, 22)),
        ].joined(separator: "\n")
        #expect(say(xml) == ["Storage", "Capacity: 64 GB"])
        #expect(importLayout(wda(xml))?.screens[0].elements.map(\.id) == ["storage.title", "storage.size"])
    }

    @Test func accessibleIsBelievedWhenTheDumpHasIt() {
        // WDA says the whole view is one element (a custom control), so its texts are not stops.
        let xml = el("Other", "name=\"card\" label=\"Order 42, shipped\" accessible=\"true\"", frame: (0, 100, 390, 80), children: [
            el("StaticText", "label=\"Order 42\" accessible=\"false\"", frame: (16, 104, 200, 22)),
            el("Button", "label=\"Track\" accessible=\"false\"", frame: (300, 110, 60, 44)),
        ].joined(separator: "\n"))
        #expect(say(xml) == ["Order 42, shipped"])
        // And a text WDA calls not accessible is not a stop.
        #expect(say(el("StaticText", "label=\"decor\" accessible=\"false\"")) == [])
    }

    @Test func explicitTraitsWinButTypesKeepThePrivateKinds() {
        let xml = [
            el("StaticText", "label=\"Account\" traits=\"Header\"", frame: (0, 100, 300, 22)),
            el("Switch", "label=\"Wi-Fi\" value=\"1\" traits=\"Button, ToggleButton\"", frame: (0, 130, 300, 31)),
            el("TextField", "label=\"Name\" traits=\"\"", frame: (0, 170, 300, 31)),
            el("Button", "label=\"Plain\" traits=\"\"", frame: (0, 210, 300, 31)),
        ].joined(separator: "\n")
        #expect(say(xml) == ["Account. Heading.", "Wi-Fi. Switch Button. On.", "Name. Text Field.", "Plain"])
    }

    @Test func idbTraitNamesIncludingPrivateOnes() throws {
        let json = #"""
            [{"type":"Button","AXLabel":"Welcome","traits":["Button","BackButton"],"frame":{"x":16,"y":62,"width":44,"height":44}},
             {"type":"TextField","AXLabel":"Code","traits":["TextEntry","SecureTextField"],"frame":{"x":16,"y":120,"width":300,"height":44}},
             {"type":"CheckBox","AXLabel":"Remember","AXValue":1,"traits":["Button","Toggle"],"frame":{"x":16,"y":180,"width":300,"height":31}},
             {"type":"Button","AXLabel":"Home","AXValue":"1","subrole":"AXTabButton","traits":["Button","TabButton","Selected"],"frame":{"x":0,"y":800,"width":100,"height":48}}]
            """#
        let layout = try #require(importLayout(json, path: "t.json"))
        #expect(spoken(layout) == ["Welcome. Back Button.", "Code. Secure Text Field.", "Remember. Switch Button. On.",
                                   "Selected: Home. Tab."])
    }

    @Test func idbFlatArrayIsPutInReadingOrderAndItsTabsInATabBar() throws {
        let json = #"""
            [{"type":"Application","AXLabel":"App","frame":{"x":0,"y":0,"width":402,"height":874}},
             {"type":"Group","AXLabel":"Tab Bar","frame":{"x":0,"y":791,"width":402,"height":83}},
             {"type":"RadioButton","AXLabel":"Search","AXValue":0,"subrole":"AXTabButton","role_description":"tab","frame":{"x":201,"y":792,"width":200,"height":48}},
             {"type":"RadioButton","AXLabel":"Home","AXValue":1,"subrole":"AXTabButton","role_description":"tab","frame":{"x":0,"y":792,"width":200,"height":48}},
             {"type":"StaticText","AXLabel":"Below","frame":{"x":16,"y":300,"width":300,"height":22}},
             {"type":"Heading","AXLabel":"Top","frame":{"x":16,"y":100,"width":300,"height":40}},
             {"type":"RadioButton","AXLabel":"Day","AXValue":1,"frame":{"x":16,"y":200,"width":100,"height":32}},
             {"type":"RadioButton","AXLabel":"Week","AXValue":0,"frame":{"x":116,"y":200,"width":100,"height":32}}]
            """#
        let layout = try #require(importLayout(json, path: "t.json"))
        #expect(spoken(layout) == ["Top. Heading.", "Selected: Day. Button. 1 of 2.", "Week. Button. 2 of 2.", "Below",
                                   "Selected: Home. Tab. 1 of 2.", "Search. Tab. 2 of 2."])
        #expect(layout.screens[0].sizeWidth == 402 && layout.screens[0].sizeHeight == 874)
    }

    @Test func sectionHeadersBeforeCellsAreHeadingsAndFootersAreNot() {
        let table = el("Table", frame: (0, 0, 390, 844), children: [
            el("Other", frame: (0, 100, 390, 40), children: el("StaticText", "label=\"NETWORKS\"", frame: (16, 120, 200, 18))),
            el("Cell", frame: (0, 140, 390, 44), children: el("StaticText", "label=\"HomeNet\"", frame: (16, 151, 200, 22))),
            el("Other", frame: (0, 184, 390, 40), children: el("StaticText", "label=\"Known networks join automatically.\"", frame: (16, 190, 358, 30))),
            el("Other", "name=\"Known networks join automatically.\" label=\"Known networks join automatically.\" visible=\"false\"", frame: (16, 190, 358, 30)),
        ].joined(separator: "\n"))
        #expect(say(table) == ["NETWORKS. Heading.", "HomeNet", "Known networks join automatically."])
    }

    @Test func statusBarKeyboardAndUnlabelledViewsAreLeftOut() {
        let xml = [
            el("StatusBar", frame: (0, 0, 390, 47), children: el("Other", "label=\"9:41\"", frame: (20, 10, 50, 20))),
            el("Other", frame: (0, 100, 390, 100), children: el("Image", "name=\"hairline\"", frame: (0, 100, 390, 1))),
            el("StaticText", "label=\"Hello\"", frame: (16, 300, 200, 22)),
            el("Keyboard", frame: (0, 500, 390, 300), children: el("Key", "label=\"q\"", frame: (3, 510, 35, 42))),
        ].joined(separator: "\n")
        #expect(say(xml) == ["Hello"])
    }

    @Test func slidersAndPickersAreAdjustable() throws {
        let xml = [
            el("Slider", "label=\"Volume\" value=\"40%\"", frame: (0, 100, 300, 31)),
            el("PickerWheel", "value=\"Medium\"", frame: (0, 150, 300, 100)),
        ].joined(separator: "\n")
        let layout = try #require(importLayout(wda(xml)))
        #expect(spoken(layout) == ["Volume: 40%. Adjustable.", "Medium. Picker Item. Adjustable."])
        #expect(layout.screens[0].elements[0].adjustable == Adjustable(kind: .slider, min: 0, max: 100, value: 40, step: 10))
        #expect(layout.screens[0].elements[1].adjustable?.options == ["Medium"])
    }

    @Test func idsAreSlugsMadeUnique() throws {
        let xml = [
            el("Button", "label=\"Add to Cart\"", frame: (0, 100, 100, 44)),
            el("Button", "label=\"Add to Cart\"", frame: (0, 150, 100, 44)),
            el("Button", "name=\"checkoutButton\" label=\"Pay\"", frame: (0, 200, 100, 44)),
            el("Button", "label=\"購入する\"", frame: (0, 250, 100, 44)),
            el("Button", frame: (0, 300, 100, 44)),
        ].joined(separator: "\n")
        #expect(importLayout(wda(xml))?.screens[0].elements.map(\.id) == ["add-to-cart", "add-to-cart-2", "checkout-button", "購入する", "button"])
    }
}
