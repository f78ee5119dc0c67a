import EarshotModel
import Testing
@testable import EarshotSwiftUI

/// Views placed by modifiers and containers: read where they show, and only when they show.
@Suite struct SwiftUIPlacementTests {
    /// The elements shown when the screen first appears (none inside a hidden group), as `label:traits`.
    func stops(_ source: String) -> [String] {
        var out: [String] = []
        func walk(_ e: Element) {
            guard !e.hidden else { return }
            if e.accessible { out.append((e.label ?? "") + ":" + e.traits.names.joined(separator: ",")) }
            e.children.forEach(walk)
        }
        swiftUI(source)?.screens.first?.elements.forEach(walk)
        return out
    }

    /// Elements of the screen outside its modal groups, and those inside them.
    func split(_ source: String) -> (screen: [String], modal: [String]) {
        var screen: [String] = [], modal: [String] = []
        func walk(_ e: Element, inModal: Bool) {
            if e.accessible, let label = e.label { inModal ? modal.append(label) : screen.append(label) }
            for child in e.children { walk(child, inModal: inModal || e.modal) }
        }
        for e in swiftUI(source)?.screens.first?.elements ?? [] { walk(e, inModal: false) }
        return (screen, modal)
    }

    @Test func aSafeAreaInsetIsReadWhereItShows() {
        let source = view("""
            List { Text("Row") }
                .safeAreaInset(edge: .bottom) { Button("Submit") { } }
                .safeAreaInset(edge: .top) { Text("Draft") }
            """)
        #expect(stops(source) == ["Draft:staticText", "Row:staticText", "Submit:button"])
        // The closure written in the parentheses, a closed sheet after it.
        let inParentheses = view("""
            List { Text("Row") }
                .safeAreaInset(edge: .bottom, content: { Button("Submit") { } })
                .sheet(isPresented: .constant(false)) { Text("More") }
            """)
        #expect(stops(inParentheses) == ["Row:staticText", "Submit:button"])
    }

    @Test func workStartedWithTheViewIsNoElement() {
        let source = view("""
            VStack {
                Text("Feed")
                Task { await refresh() }
            }
            .task { await refresh() }
            .onAppear { Task { await refresh() } }
            """)
        #expect(stops(source) == ["Feed:staticText"])
    }

    @Test func aButtonWithOnlyARoleSaysTheSystemLabel() {
        let source = view("""
            NavigationStack {
                Text("Receipt")
                    .toolbar { Button(role: .close) { dismiss() } }
            }
            """)
        #expect(stops(source).contains("Close:button"))
        #expect(!stops(source).contains(":button"))
    }

    @Test func aMarkdownLinkIsALink() {
        let source = view("""
            Text("Read the [terms](https://example.com/terms)")
            Text("[Privacy policy](https://example.com/privacy)")
            Text(verbatim: "[not](a link)")
            Text("Plain [brackets]")
            """)
        #expect(stops(source) == ["Read the terms:link", "Privacy policy:link", "[not](a link):staticText", "Plain [brackets]:staticText"])
    }

    @Test func aClosedSheetsTitleAndToolbarStayInTheSheet() {
        let source = view("""
            NavigationStack {
                Button("Help") { showHelp = true }
                    .navigationTitle("Orders")
            }
            .sheet(isPresented: $showHelp) {
                NavigationStack {
                    Text("Help text")
                        .navigationTitle("Help")
                        .toolbar { Button("Done") { showHelp = false } }
                }
            }
            """, extra: "@State private var showHelp = false")
        let (screen, modal) = split(source)
        #expect(screen == ["Orders", "Help"])
        #expect(modal == ["Done", "Help", "Help text"])
        #expect(stops(source) == ["Orders:staticText,header", "Help:button"])
    }

    @Test func aSheetPresentedAtStartIsWhatShows() {
        let source = view("""
            Text("Calculator")
                .sheet(isPresented: $showCaution) {
                    Text("Check your measurements")
                    Button("I understand") { showCaution = false }
                }
            """, extra: "@State private var showCaution = true")
        let modal = swiftUI(source)?.screens.first?.elements.first { $0.modal }
        #expect(modal?.hidden == false)
        let closed = source.replacingOccurrences(of: "showCaution = true\n", with: "showCaution = false\n")
        #expect(swiftUI(closed)?.screens.first?.elements.first { $0.modal }?.hidden == true)
    }

    @Test func aNavigationLinkByValueIsNamedByItsLabel() {
        let source = view("""
            List {
                NavigationLink(value: Route.settings) { Label("Settings", systemImage: "gear") }
                NavigationLink("Profile", value: Route.profile)
            }
            """)
        #expect(stops(source) == ["Settings:button", "Profile:button"])
    }

    @Test func aPickerLabelledByAViewSaysThatLabel() {
        let source = view("""
            Form {
                Picker(selection: $priority, label: Text("Priority")) {
                    Text("Low").tag(0)
                    Text("Medium").tag(1)
                }
            }
            """, extra: "@State private var priority = 1")
        #expect(elements(swiftUI(source)).first { $0.accessible }?.label == "Priority")
    }

    @Test func aRowAddedByTheAppsOwnModifierIsRead() {
        let source = """
            import SwiftUI
            struct Inbox: View {
                var body: some View {
                    List { Text("Mail") }
                        .filterRow()
                }
            }
            extension View {
                func filterRow() -> some View {
                    self.safeAreaInset(edge: .top) { Button("Filter") { } }
                }
            }
            """
        #expect(stops(source) == ["Filter:button", "Mail:staticText"])
    }

    @Test func anImageMadeByTheAppsOwnInitializerIsAGuessNotAMissingLabel() {
        let source = """
            import SwiftUI
            enum Icon: String { case close, share }
            extension Image { init(icon: Icon) { self.init(icon.rawValue) } }
            struct Bar: View {
                var body: some View {
                    Button { } label: { Image(icon: .close) }
                    Image(icon: .share)
                    Image(uiImage: UIImage())
                }
            }
            """
        let made = elements(swiftUI(source)).filter(\.accessible)
        #expect(made.map(\.label) == ["⟨close⟩", "⟨share⟩", nil])
        #expect(made.map(\.placeholder) == [true, true, false])
    }

    @Test func aTitleThroughTheAppsOwnInitializerIsAGuessNotAMissingLabel() {
        let source = view("""
            List {
                Button(action: { }) { Label(localized: .app(.clearFilters), systemImage: "arrow.counterclockwise") }
                Toggle(isOn: $on) { Text("Wi-Fi") }
                TextEditor(text: $notes)
            }
            """, extra: "@State private var on = true\n@State private var notes = \"\"")
        let made = elements(swiftUI(source)).filter(\.accessible)
        #expect(made.map(\.label) == ["⟨clear filters⟩", "Wi-Fi", nil])
        #expect(made.map(\.placeholder) == [true, false, false])
    }

    @Test func labeledContentHoldingAControlKeepsTheControl() {
        let source = view("""
            Form {
                LabeledContent {
                    TextField("What did you buy?", text: $note)
                } label: {
                    Image(systemName: "cart")
                }
                LabeledContent("Due") {
                    DatePicker("", selection: $due, displayedComponents: .date)
                }
                LabeledContent("Version") { Text("2.1") }
            }
            """, extra: "@State private var note = \"\"\n@State private var due = Date()")
        #expect(stops(source) == ["Cart:image", "What did you buy?:textField", "Due:staticText", ":button", "Version:staticText"])
        let layout = swiftUI(source)
        var date: Element?
        for e in layout?.screens.first?.elements ?? [] { e.forEachInTree { if $0.traits == .button { date = $0 } } }
        // A date the app picks when it runs: a guess, and no label made up for it.
        #expect(date?.label == nil && date?.value == "⟨date⟩" && date?.placeholder == true)
    }
}
