import EarshotModel
import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotSwiftUI

/// SwiftUI's accessibility defaults, one test each: break a default and its test fails.
@Suite struct SwiftUIDefaultsTests {
    func one(_ body: String, extra: String = "") -> [Element] { elements(swiftUI(view(body, extra: extra))) }

    @Test func textIsStaticText() {
        let e = one("Text(\"Hello\")")
        #expect(e.map(\.label) == ["Hello"] && e[0].traits == .staticText && !e[0].placeholder)
    }

    @Test func dynamicTextIsAPlaceholderInWordsNamedAfterItsLastName() {
        let e = one("Text(item.name)\nText(\"Hi \\(user.firstName)!\")\nText(viewModel.totalPerPerson)\nText($0.URLString)")
        #expect(e.map(\.label) == ["⟨name⟩", "Hi ⟨first name⟩!", "⟨total per person⟩", "⟨URL string⟩"])
        #expect(e.filter(\.placeholder).count == 4)
    }

    @Test func buttonAbsorbsItsLabelContent() {
        let e = one("Button { } label: { HStack { Image(systemName: \"cart\"); Text(\"Add to bag\") } }")
        #expect(e.count == 1 && e[0].label == "Cart, Add to bag" && e[0].traits == .button)
    }

    @Test func labelSpeaksItsTitle() {
        #expect(one("Label(\"Downloads\", systemImage: \"arrow.down\")").map(\.label) == ["Downloads"])
    }

    @Test func imagesByAssetNameSymbolOrNothing() {
        let e = one("Image(\"icn_close\")\nImage(systemName: \"cart\")\nImage(decorative: \"bg\")\nImage(\"x\").accessibilityHidden(true)")
        #expect(e.map(\.label) == ["icn_close", "Cart"])
        #expect(e.allSatisfy { $0.traits.contains(.image) })
        #expect(e[0].importMarks.contains(.assetName(nil)) && !e[1].importMarks.contains(.assetName(nil)))
    }

    @Test func toggleIsASwitchButtonWithItsState() {
        let e = one("Toggle(\"Wi-Fi\", isOn: $on)\nToggle(\"Bluetooth\", isOn: .constant(false))", extra: "@State var on = true")
        #expect(e.map(\.traits) == [[.button, .switchButton], [.button, .switchButton]])
        #expect(e.map(\.value) == ["1", "0"])
    }

    @Test func sliderAndStepperAreAdjustable() {
        let e = one("Slider(value: $v, in: 0...10) { Text(\"Volume\") }\nStepper(\"Guests\", value: $n, in: 1...8)",
                    extra: "@State var v = 5.0\n@State var n = 2")
        #expect(e.map(\.label) == ["Volume", "Guests"])
        #expect(e.map { $0.adjustable?.kind } == [.slider, .stepper])
        #expect(e.map { $0.adjustable?.valueText } == ["50%", "2"])
    }

    @Test func pickerPerStyle() {
        let picker = "Picker(\"Size\", selection: $size) { Text(\"S\").tag(0); Text(\"M\").tag(1) }"
        let extra = "@State var size = 1"
        let menu = one(picker, extra: extra)
        #expect(menu.count == 1 && menu[0].traits == .button && menu[0].label == "Size" && menu[0].value == "M")
        let segmented = one(picker + ".pickerStyle(.segmented)", extra: extra)
        #expect(segmented.first?.container == .segmented && segmented.dropFirst().map(\.label) == ["S", "M"])
        #expect(segmented.last?.traits.contains(.selected) == true)
        let wheel = one(picker + ".pickerStyle(.wheel)", extra: extra)
        #expect(wheel.first?.adjustable?.kind == .picker && wheel.first?.adjustable?.valueText == "M")
    }

    @Test func textFieldsAndSecureFields() {
        let e = one("TextField(\"Email\", text: $email)\nSecureField(\"Password\", text: $password)\nTextEditor(text: $notes)",
                    extra: "@State var email = \"\"\n@State var password = \"hunter2\"\n@State var notes = \"\"")
        #expect(e.map(\.label) == ["Email", "Password", nil])
        #expect(e.allSatisfy { $0.traits.contains(.textField) })
        #expect(e[1].isSecure && e[1].value == nil)
    }

    @Test func linksNavigationLinksDisclosureAndProgress() {
        let e = one("""
            Link("Terms", destination: url)
            NavigationLink("Details") { Text("x") }
            DisclosureGroup("Advanced") { Text("hidden") }
            ProgressView(value: 0.25)
            """)
        #expect(e.map(\.traits) == [.link, .button, .button, .updatesFrequently])
        #expect(e[2].value == "Collapsed" && e[3].value == "25%")
    }

    @Test func sectionHeadersAreHeadings() {
        let e = one("Form { Section(\"Account\") { Text(\"Name\") }; Section { Text(\"x\") } header: { Text(\"More\") } }")
        #expect(e.filter { $0.traits.contains(.header) }.map(\.label) == ["Account", "More"])
    }

    @Test func navigationTitleIsAHeadingAtTheTop() {
        let e = one("NavigationStack { Text(\"Body\").navigationTitle(\"Inbox\") }")
        #expect(e.first?.label == "Inbox" && e.first?.traits.contains(.header) == true)
        #expect((e.first?.frame?.y ?? 999) < (e.last?.frame?.y ?? 0))
    }

    @Test func tabViewIsATabBar() {
        let e = one("TabView { Text(\"A\").tabItem { Label(\"One\", systemImage: \"1.circle\") }; Text(\"B\").tabItem { Text(\"Two\") } }")
        let bar = e.first { $0.container == .tabBar }
        #expect(bar?.children.map(\.label) == ["One", "Two"])
        #expect(bar?.children.first?.traits.contains(.selected) == true)
    }

    @Test func accessibilityModifiers() {
        let e = one("""
            Text("Star").accessibilityLabel("Favorite").accessibilityValue("On").accessibilityHint("Adds it")
            Text("Title").accessibilityAddTraits(.isHeader)
            Button("Go") { }.accessibilityRemoveTraits(.isButton).accessibilityAddTraits(.isLink)
            Text("Sub").accessibilityHeading(.h2)
            Button("Off") { }.disabled(true)
            """)
        #expect(e[0].label == "Favorite" && e[0].value == "On" && e[0].hint == "Adds it")
        #expect(e[1].traits.contains(.header) && e[2].traits == .link && e[3].level == 2)
        #expect(e[4].traits.contains(.notEnabled))
    }

    @Test func accessibilityElementChildren() {
        let combined = one("HStack { Text(\"A\"); Text(\"B\") }.accessibilityElement(children: .combine)")
        #expect(combined.map(\.label) == ["A, B"])
        let ignored = one("HStack { Text(\"A\"); Text(\"B\") }.accessibilityElement(children: .ignore).accessibilityLabel(\"C\")")
        #expect(ignored.map(\.label) == ["C"])
        let contained = one("VStack { Text(\"A\"); Text(\"B\") }.accessibilityElement(children: .contain)")
        #expect(contained.first?.container == .semanticGroup && contained.first?.children.count == 2)
    }

    @Test func sortPriorityOrders() {
        let e = one("HStack { Text(\"Later\"); Text(\"Sooner\").accessibilitySortPriority(1) }")
        let group = e.first { $0.order != nil }
        #expect(group.flatMap { g in g.order?.compactMap { id in g.children.first { $0.id == id }?.label } } == ["Sooner", "Later"])
    }

    @Test func actionsRotorsAndAdjustableActions() {
        let e = one("""
            Text("Mail").accessibilityAction(named: "Delete") { }.accessibilityRotor("Flags") { AccessibilityRotorEntry("Mail", id: 1) }
            Text("Stars").accessibilityValue("4 out of 5").accessibilityAdjustableAction { _ in }
            """)
        #expect(e[0].actions.map(\.name) == ["Delete"] && e[0].rotors.map(\.name) == ["Flags"])
        #expect(e[1].adjustable?.kind == .rating && e[1].adjustable?.valueText == "4 out of 5")
    }

    @Test func forEachExpandsLiteralsAndConditionalsShowTheirFirstBranch() {
        let e = one("ForEach([\"a\", \"b\"], id: \\.self) { Text($0) }\nForEach(0..<2) { i in Text(\"Row \\(i)\") }\nif on { Text(\"Yes\") } else { Text(\"No\") }")
        #expect(e.map(\.label) == ["a", "b", "Row 0", "Row 1", "Yes"])
    }

    @Test func alertsAreHiddenModalsShownByTheirButton() {
        let e = one("Button(\"Delete\") { confirm = true }.alert(\"Sure?\", isPresented: $confirm) { Button(\"Yes\") { } }",
                    extra: "@State var confirm = false")
        let alert = e.first { $0.modal }
        #expect(alert?.hidden == true && alert?.children.map(\.label) == ["Sure?", "Yes"])
        #expect(e[0].onActivate == [.show(alert?.id ?? "")])
    }

    @Test func onTapGestureIsTagged() {
        #expect(one("Text(\"Tap\").onTapGesture { }").first?.importMarks == [.tapGesture])
    }

    @Test func unresolvedViewsArePlaceholders() throws {
        let imported = try SwiftUIImport.yaml(main: SwiftUIImport.File(path: "V.swift", bytes: Array(view("Fancy(x: 1)").utf8))).get()
        #expect(imported.approximations.map(\.description) == ["V.swift:5:1: 'Fancy' is not a view in the files given; shown as a placeholder",
                                                                "V.swift:5:1: '⟨fancy⟩' stands for what the app shows when it runs"])
        #expect(imported.yaml.contains("placeholder: true"))
    }

    @Test func viewsFromOtherFilesKeepTheirFile() throws {
        let main = SwiftUIImport.File(path: "App/Main.swift", bytes: Array(view("Row(title: \"Hi\")").utf8))
        let row = SwiftUIImport.File(path: "App/Rows/Row.swift", bytes: Array("struct Row: View {\n  let title: String\n  var body: some View { Text(title) }\n}\n".utf8))
        let layout = try SwiftUIImport.layout(main: main, given: [row]).get()
        let text = try #require(elements(layout).first)
        #expect(text.label == "Hi" && text.sourceFile == "Rows/Row.swift" && text.location.line == 3)
    }

    @Test func containerViewsShowTheViewsTheyAreGiven() {
        let card = "struct Card<Content: View>: View {\n  let title: String\n  @ViewBuilder let content: Content\n"
            + "  var body: some View { VStack { Text(title); content } }\n}\n"
        let e = elements(swiftUI(view("Card(title: \"Profile\") { Text(\"Anna\") }") + card))
        #expect(e.map(\.label) == ["Profile", "Anna"])
    }

    @Test func sheetsCloseByDismissOrTheirBinding() {
        let e = one("""
            Button("Open") { showing = true }
                .sheet(isPresented: $showing) { Button("Close") { showing = false }; Button("Done") { dismiss() } }
            """, extra: "@State var showing = false")
        let sheet = e.first { $0.modal }
        #expect(sheet?.children.map(\.onActivate) == [[.hide(sheet?.id ?? "")], [.hide(sheet?.id ?? "")]])
    }

    /// A sheet whose content is built at run time still loads: a placeholder stands for it.
    @Test func sheetWithNothingToShowIsAPlaceholder() {
        let e = one("Text(\"A\").sheet(item: $selected) { item in if let x = item.detail { } }", extra: "@State var selected: Item?")
        let sheet = e.first { $0.modal }
        #expect(sheet?.children.map(\.placeholder) == [true])
    }
}
