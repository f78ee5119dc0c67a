import EarshotModel
import EarshotNavigation
import EarshotSession
import EarshotLoader
import Testing
@testable import EarshotSwiftUI

/// Patterns real apps write (measured with `earshot-bench corpus` on public apps), each
/// reproduced in code of our own: compile conditions, values before names, toolbar placement.
@Suite struct SwiftUIRealAppTests {
    func labels(_ body: String, extra: String = "", before: String = "") -> [String?] {
        let source = before + view(body, extra: extra)
        return elements(swiftUI(source)).filter(\.accessible).map(\.label)
    }

    // MARK: Compile conditions

    @Test func ifInAViewBuilderTakesTheIPhoneBranch() {
        let body = """
            Form {
                #if os(iOS)
                Text("Phone")
                #elseif os(macOS)
                Text("Mac")
                #else
                Text("Other")
                #endif
                #if targetEnvironment(macCatalyst) || os(visionOS)
                Text("Catalyst")
                #endif
                #if canImport(UIKit) && DEBUG && compiler(>=5.9)
                Text("Debug")
                #endif
            }
            """
        #expect(labels(body) == ["Phone", "Debug"])
    }

    @Test func ifInAModifierChainAppliesTheIPhoneModifiers() {
        let body = """
            Text("Save")
                #if os(iOS)
                .accessibilityLabel("Save the draft")
                #else
                .accessibilityLabel("Mac")
                #endif
                .accessibilityHint("Keeps it")
            """
        let e = elements(swiftUI(view(body)))
        #expect(e.map(\.label) == ["Save the draft"] && e.first?.hint == "Keeps it")
    }

    @Test func ifAroundMembersAndDeclarationsIsEvaluated() {
        let source = """
            import SwiftUI
            #if os(macOS)
            struct MacView: View { var body: some View { Text("Mac") } }
            #else
            struct PhoneView: View {
                #if os(iOS)
                var title: String { "Phone" }
                #else
                var title: String { "Mac" }
                #endif
                var body: some View { Text(title) }
            }
            #endif
            """
        let layout = swiftUI(source)
        #expect(layout?.screens.map(\.id) == ["PhoneView"])
        #expect(elements(layout).map(\.label) == ["Phone"])
    }

    @Test func anAppsOwnFlagIsNotSetAndIsSaid() throws {
        let source = view("#if PRO\nText(\"Pro\")\n#else\nText(\"Free\")\n#endif")
        let imported = try SwiftUIImport.yaml(main: SwiftUIImport.File(path: "V.swift", bytes: Array(source.utf8))).get()
        #expect(elements(try imported.layout.layout().get()).map(\.label) == ["Free"])
        #expect(imported.approximations.map(\.description) == ["V.swift:5:5: 'PRO' is not a flag the reader knows: read as not set"])
        #expect(imported.layout.summary.hasSuffix("1 place approximated (1 unknown compile flag)"))
    }

    // MARK: Values before names

    @Test func stateAndConstantsGiveTheirInitialValues() {
        let extra = """
            @State private var tipPercentage = 20
            @State private var checkAmount = 0.0
            let tipPercentages = [10, 15, 20]
            """
        let body = """
            Text("Tip: \\(tipPercentage)%")
            Text("Options: \\(tipPercentages.count)")
            Text("Amount \\(checkAmount, specifier: "%.2f")")
            Text(checkAmount, format: .currency(code: "USD"))
            ForEach(0..<tipPercentages.count, id: \\.self) { Text("\\(tipPercentages[$0])%") }
            """
        let got = labels(body, extra: extra)
        #expect(Array(got.prefix(4)) == ["Tip: 20%", "Options: 3", "Amount 0.00", "$0.00"])
        #expect(got.count == 7)
    }

    @Test func aBindingReadsTheCallersState() {
        let before = """
            struct Stars: View {
                @Binding var rating: Int
                var maximum = 5
                var body: some View { Text("Rating: \\(rating) out of \\(maximum)") }
            }

            """
        let source = before + view("Stars(rating: $rating)", extra: "@State private var rating = 4")
        let layout = swiftUI(source.replacingOccurrences(of: "struct V: View", with: "struct V: View"))
        let screen = layout?.screens.first { $0.id == "V" }
        var spoken: [String] = []
        screen?.forEachElement { if $0.accessible, let l = $0.label { spoken.append(l) } }
        #expect(spoken == ["Rating: 4 out of 5"])
    }

    @Test func enumCasesRawValuesAndSwitchProperties() {
        let before = """
            enum Flavor: String, CaseIterable { case vanilla, chocolate = "Dark chocolate" }
            enum Size: Int, CaseIterable {
                case small, large
                var title: String {
                    switch self {
                    case .small: return "Small cup"
                    case .large: "Large cup"
                    }
                }
            }

            """
        let body = """
            ForEach(Flavor.allCases, id: \\.self) { Text($0.rawValue.capitalized) }
            ForEach(Size.allCases, id: \\.self) { size in Text(size.title) }
            Text("Sizes: \\(Size.allCases.count)")
            """
        #expect(labels(body, before: before) == ["Vanilla", "Dark Chocolate", "Small cup", "Large cup", "Sizes: 2"])
    }

    @Test func formatsAsAnEnglishIPhone() {
        #expect(SwiftUIFormat.currency(1234.5, code: "USD") == "$1,234.50")
        #expect(SwiftUIFormat.currency(-3, code: "EUR") == "-€3.00")
        #expect(SwiftUIFormat.currency(12, code: "CHF") == "CHF\u{00A0}12.00")
        #expect(SwiftUIFormat.printf("%d of %.1f%%", [3, 2.25]) == "3 of 2.2%")
        #expect(SwiftUIFormat.grouped(1_234_567.125, maxFraction: 3) == "1,234,567.125")
        #expect(labels("Text(0.25, format: .percent)\nText(20, format: .percent)\nText(String(format: \"%.1f km\", 3.25))")
            == ["25%", "20%", "3.2 km"])
    }

    @Test func keysWithNoTableAreWordsAndMarkdownIsRead() {
        let e = elements(swiftUI(view("""
            Text("settings.about.title")
            Text("GENERAL_HEADER".localized())
            Text("Use **VoiceOver** and `Rotor` [here](https://example.com)")
            Text("iPhone")
            """)))
        #expect(e.map(\.label) == ["⟨settings about title⟩", "⟨general header⟩", "Use VoiceOver and Rotor here", "iPhone"])
        #expect(e.map(\.placeholder) == [true, true, false, false])
    }

    // MARK: Toolbar placement

    @Test func toolbarItemsReadAsANavigationBar() {
        let body = """
            Form { Text("Body") }
                .navigationTitle(Text("Edit"))
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                    ToolbarItemGroup(placement: .bottomBar) { Button("Archive") {}; Button("Delete") {} }
                    ToolbarItem(placement: .keyboard) { Button("Done") {} }
                }
            """
        let layout = try! #require(swiftUI(view(body)))
        let script = walk(layout, title: "toolbar")
        let spoken = script.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("  @") && !$0.hasPrefix("»") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        // A large title (the default) sits below the bar: its items come first.
        #expect(spoken.prefix(6) == ["Cancel. Button.", "Save. Button.", "Edit. Heading.", "Body", "Archive. Button.", "Delete. Button."])
    }

    @Test(arguments: [".navigationBarTitleDisplayMode(.inline)", ".navigationBarTitle(\"Edit\", displayMode: .inline)"])
    func anInlineTitleReadsBetweenTheBarItems(_ inline: String) {
        let body = """
            Form { Text("Body") }
                .navigationTitle(Text("Edit"))
                \(inline)
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                }
            """
        let layout = try! #require(swiftUI(view(body)))
        let spoken = walk(layout, title: "toolbar").split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("  @") && !$0.hasPrefix("»") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(spoken.prefix(4) == ["Cancel. Button.", "Edit. Heading.", "Save. Button.", "Body"])
    }

    @Test func navigationBarItemsAndOldTitleSpelling() {
        let body = """
            List { Text("Row") }
                .navigationBarTitle("Inbox", displayMode: .inline)
                .navigationBarItems(leading: EditButton(), trailing: Button("Add") {})
            """
        #expect(labels(body) == ["Edit", "Inbox", "Add", "Row"])
    }

    @Test func segmentedPickerOldAndNewSpellings() {
        for style in [".segmented", "SegmentedPickerStyle()"] {
            let body = "Picker(\"Size\", selection: $size) { Text(\"S\").tag(0); Text(\"L\").tag(1) }.pickerStyle(\(style))"
            let e = elements(swiftUI(view(body, extra: "@State var size = 1")))
            #expect(e.filter(\.accessible).map(\.label) == ["S", "L"], "\(style)")
            #expect(e.first { $0.label == "L" }?.traits.contains(.selected) == true, "\(style)")
        }
    }

    @Test func stacksReadInCodeOrderWhateverTheirFrames() {
        let body = """
            HStack {
                VStack { Text("Name"); Text("Detail") }
                Text("Price")
            }
            """
        #expect(labels(body) == ["Name", "Detail", "Price"])
        let layout = try! #require(swiftUI(view(body)))
        #expect(walk(layout, title: "order").contains("Detail\n  @ detail\n» next\n  Price"))
    }

    // MARK: Every common form of every control

    @Test func sectionsInEveryFormReadHeadersAndFooters() {
        let body = """
            List {
                Section(header: Text("Account"), footer: Text("Signed in")) { Text("Anna") }
                Section { Text("On") } header: { Text("Alerts").font(.headline) } footer: { Text("Daily") }
                Section("Plain") { Text("Row") }
            }
            """
        let e = elements(swiftUI(view(body))).filter(\.accessible)
        #expect(e.map(\.label) == ["Account", "Anna", "Signed in", "Alerts", "On", "Daily", "Plain", "Row"])
        #expect(e.filter { $0.traits.contains(.header) }.map(\.label) == ["Account", "Alerts", "Plain"])
    }

    @Test func labeledContentGroupBoxBadgeAndPrompt() {
        let body = """
            Form {
                LabeledContent("Version", value: "2.1")
                LabeledContent("Build") { Text("42") }
                GroupBox("Storage") { Text("12 GB used") }
                Text("Inbox").badge(3)
                TextField("Name", text: $name, prompt: Text("Required"))
            }
            """
        let e = elements(swiftUI(view(body, extra: "@State private var name = \"\""))).filter(\.accessible)
        #expect(e.map(\.label) == ["Version", "Build", "Storage", "12 GB used", "Inbox", "Name"])
        #expect(e.map(\.value) == ["2.1", "42", nil, nil, "3", "Required"])
    }

    @Test func swipeActionsContextMenusAndDeleteAreCustomActions() {
        let body = """
            List {
                Text("Mail")
                    .swipeActions { Button("Archive") {}; Button("Delete", role: .destructive) {} }
                    .contextMenu { Button("Copy") {} }
                ForEach(["a", "b"], id: \\.self) { Text($0) }
                    .onDelete { _ in }
            }
            """
        let e = elements(swiftUI(view(body))).filter(\.accessible)
        #expect(e.map { $0.actions.map(\.name) } == [["Archive", "Delete", "Copy"], ["Delete"], ["Delete"]])
    }

    @Test func searchableAndContentUnavailable() {
        let body = """
            NavigationStack {
                List { ContentUnavailableView("No recipes", systemImage: "fork.knife", description: Text("Add one to start")) }
                    .searchable(text: $query, prompt: "Find a recipe")
                    .navigationTitle("Recipes")
            }
            """
        let e = elements(swiftUI(view(body, extra: "@State private var query = \"\""))).filter(\.accessible)
        #expect(e.map(\.label) == ["Recipes", "Find a recipe", "No recipes", "Add one to start"])
        #expect(e[1].traits == .searchField)
        #expect(labels("ContentUnavailableView.search") == ["No Results", "Check the spelling or try a new search."])
    }

    // MARK: Guesses are said

    @Test func transcriptRowsMarkPlaceholderWords() throws {
        let layout = try #require(swiftUI(view("Text(\"Total\")\nText(viewModel.totalPerPerson)")))
        var session = SessionState(navigator: Navigator(workspace: Workspace(root: layout)))
        _ = session.start()
        let rows = try GestureScript.parse("first next").get().map { TranscriptFormat.json(session.run(script: $0), milliseconds: 0) }
        #expect(!rows[0].contains("approximate"))
        #expect(rows[1].contains(#""approximate":true"#) && rows[1].contains(#""reason":"placeholder: the words stand for text the app shows only when it runs""#))
        #expect(rows[1].contains(#""speech":["⟨total per person⟩"]"#))
    }

    // MARK: Names resolved across the app

    @Test func generatedStringConstantsAndStaticLets() throws {
        let strings = """
            internal enum L10n {
              internal enum Settings {
                internal static let title = L10n.tr("Localizable", "settings.title", fallback: "Settings")
                internal static let alerts = L10n.tr("Localizable", "settings.alerts")
              }
            }
            """
        let main = view("""
            Text(L10n.Settings.title)
            Text(L10n.Settings.alerts)
            ForEach(Self.sizes, id: \\.self) { Text($0) }
            Text(String(localized: "Welcome back"))
            """, extra: "static let sizes = [\"Small\", \"Large\"]")
        let layout = try SwiftUIImport.layout(main: SwiftUIImport.File(path: "App/V.swift", bytes: Array(main.utf8)),
                                              library: [SwiftUIImport.File(path: "App/Strings.swift", bytes: Array(strings.utf8))]).get()
        let e = elements(layout)
        #expect(e.map(\.label) == ["Settings", "⟨settings alerts⟩", "Small", "Large", "Welcome back"])
        #expect(e.map(\.placeholder) == [false, true, false, false, false])
    }

    @Test func aGuardedBranchShowsWhatItGuards() {
        let body = """
            if items.isEmpty {
                EmptyView()
            } else if loading {
                ProgressView()
            } else {
                Text("Loaded")
            }
            switch state {
            case .idle: EmptyView()
            case .ready: Text("Ready")
            }
            Text(title.trimmingCharacters(in: .whitespaces))
            """
        #expect(labels(body) == ["Loaded", "Ready", "⟨title⟩"])
    }

    @Test func viewFunctionsReadTheirArgumentsAndSelfCallsAreNoModifiers() {
        let extra = """
            func row(_ title: String, detail: String) -> some View {
                HStack { Text(title); Text(detail) }
            }
            """
        let body = """
            VStack {
                self.row("Plan", detail: "Pro")
                row("Renews", detail: nextDate)
                AnyView(Text("Wrapped"))
            }
            """
        #expect(labels(body, extra: extra) == ["Plan", "Pro", "Renews", "⟨next date⟩", "Wrapped"])
    }

    @Test func anUnknownButtonReadsItsLabelNotItsAction() throws {
        let source = view("""
            AsyncButton {
                try await model.follow()
            } label: {
                Text("Follow")
            }
            """)
        let imported = try SwiftUIImport.yaml(main: SwiftUIImport.File(path: "V.swift", bytes: Array(source.utf8))).get()
        #expect(elements(try imported.layout.layout().get()).filter(\.accessible).map(\.label) == ["Follow"])
        #expect(imported.approximations.map(\.kind) == ["unresolved view"])
    }

    @Test func toolbarContentOfTheAppsOwnIsPlacedAndNeverAScreen() {
        let before = """
            struct CancelItem: ToolbarContent {
                var body: some ToolbarContent {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                }
            }

            """
        let body = """
            Form { CloseButton(mode: .text) { dismiss() } }
                .navigationTitle("Edit")
                .toolbar { CancelItem() }
            """
        let layout = swiftUI(before + view(body))
        #expect(layout?.screens.map(\.id) == ["V"])
        #expect(elements(layout).filter(\.accessible).map(\.label) == ["Cancel", "Edit", "⟨close button⟩"])
    }

    @Test func previewArgumentsAndForEachWithAViewFunction() {
        let source = """
            import SwiftUI
            struct Stars: View {
                @Binding var rating: Int
                let names: [String]
                func row(_ name: String) -> some View { Text("Hi \\(name)") }
                var body: some View {
                    Text("Rating: \\(rating) out of 5")
                    ForEach(names, id: \\.self, content: row)
                }
            }
            #Preview {
                Stars(rating: .constant(4), names: ["Ann", "Bo"])
            }
            """
        #expect(elements(swiftUI(source)).map(\.label) == ["Rating: 4 out of 5", "Hi Ann", "Hi Bo"])
    }

    @Test func tabsMadeByForEachOverAnEnumAndTheTabAPI() {
        let source = """
            import SwiftUI
            enum Screen: CaseIterable {
                case home, settings
            }
            extension Screen {
                @ViewBuilder var label: some View {
                    switch self {
                    case .home: Label("Home", systemImage: "house")
                    case .settings: Label("Settings", systemImage: "gear")
                    }
                }
                @ViewBuilder var destination: some View {
                    switch self {
                    case .home: Text("Welcome")
                    case .settings: Text("Preferences")
                    }
                }
            }
            struct Tabs: View {
                var body: some View {
                    TabView {
                        ForEach(Screen.allCases, id: \\.self) { screen in
                            screen.destination.tabItem { screen.label }
                        }
                    }
                }
            }
            struct NewTabs: View {
                var body: some View {
                    TabView {
                        Tab("Inbox", systemImage: "tray") { Text("No mail") }
                        Tab("Sent", systemImage: "paperplane") { Text("Sent mail") }
                    }
                }
            }
            """
        let layout = swiftUI(source)
        for (screen, expected) in [("Tabs", ["Welcome", "Home", "Settings"]), ("NewTabs", ["No mail", "Inbox", "Sent"])] {
            var spoken: [String] = []
            layout?.screen(id: screen)?.forEachElement { if $0.accessible, let l = $0.label { spoken.append(l) } }
            #expect(spoken == expected, "\(screen)")
        }
    }

    @Test func computedValuesAreWorkedOut() {
        let extra = """
            @State private var people = 2
            @State private var amount = 50.0
            let tips = [10, 15, 20]
            var perPerson: Double {
                let count = Double(people + 2)
                let tip = amount / 100 * Double(tips[2])
                return (amount + tip) / count
            }
            var currency: String { Locale.current.currency?.identifier ?? "USD" }
            """
        let body = """
            Text(perPerson, format: .currency(code: currency))
            Text("\\(self.tips[1])% of \\(people > 1 ? "many" : "one")")
            Text("Range \\(people - 5)")
            """
        #expect(labels(body, extra: extra) == ["$15.00", "15% of many", "Range -3"])
    }

    @Test func sheetsWithOnDismissShowTheirContentAndKeysWithArgumentsAreWords() {
        let body = """
            Button("Photos") { show = true }
                .fullScreenCover(isPresented: $show) {
                    cleanUp()
                } content: {
                    Text("Photo viewer")
                }
            Text("account.moved-to \\(name)")
            """
        let e = elements(swiftUI(view(body, extra: "@State private var show = false"))).filter(\.accessible)
        #expect(e.map(\.label) == ["Photos", "⟨account moved to⟩ ⟨name⟩", "Photo viewer"])
        #expect(e.map(\.placeholder) == [false, true, false])
    }

    @Test func textsJoinedWithPlusAreOneText() {
        let body = """
            (Text("Score") + Text(": \\(score)")).font(.title)
            Text("SwiftUI ").foregroundColor(.red) + Text("is ").bold() + Text("awesome")
            switch state {
            case .idle: Text("").onAppear {}
            case .loaded: Text("Loaded")
            }
            Text(Image(systemName: "star.fill")) + Text("Favorites")
            """
        #expect(labels(body, extra: "@State private var score = 3") == ["Score: 3", "SwiftUI is awesome", "Loaded", "Favorite, Favorites"])
    }
}
