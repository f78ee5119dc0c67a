import EarshotLayoutTestSupport
import EarshotLoader
import EarshotModel
import EarshotSwiftUI
import Testing
@testable import EarshotAudit

/// The findings of `rules` on the SwiftUI file `main` of an app whose other files are `app`
/// (searched as the module is) and whose strings tables are `tables` (path → text), lengths a
/// quarter second a word.
func auditSwiftUI(_ main: (path: String, text: String), app: [String: String] = [:], tables: [String: String] = [:],
                  rules: Set<String>) -> [AuditFinding] {
    let library = app.sorted { $0.key < $1.key }.map { SwiftUIImport.File(path: $0.key, bytes: Array($0.value.utf8)) }
    let read = tables.mapValues { Array($0.utf8) }
    switch SwiftUIImport.layout(main: .init(path: main.path, bytes: Array(main.text.utf8)), library: library, readFile: { read[$0] }) {
    case .success(let layout): return Audit.run(Workspace(root: layout), options: .init(rules: ids(rules)), length: wordSeconds)
    case .failure(let list):
        return [AuditFinding(rule: .manual, severity: .error, path: main.path, line: 0, column: 0, element: nil,
                             message: "does not load: \(list.diagnostics.map(\.message))", speech: nil)]
    }
}

/// EAR011 judges the screens the app shows, wherever in the app it shows them: a view pushed
/// from another file is a screen, a preview's helper is not, a screen whose title the showing
/// code gives is judged where it is shown, and two files' private views of one name are two.
@Suite struct SwiftUIScreenAuditTests {
    /// Three switches and no title: the Headings rotor finds nothing once it is pushed.
    static let alerts = (path: "App/Settings/AlertsView.swift", text: """
        import SwiftUI
        struct AlertsView: View {
            @State private var mail = true
            @State private var push = false
            @State private var sound = true
            var body: some View {
                Form {
                    Toggle("Mail", isOn: $mail)
                    Toggle("Push", isOn: $push)
                    Toggle("Sound", isOn: $sound)
                }
            }
        }
        """)

    static func settings(pushing destination: String) -> [String: String] {
        ["App/Settings/SettingsView.swift": """
            import SwiftUI
            struct SettingsView: View {
                var body: some View {
                    NavigationStack {
                        List { NavigationLink("Alerts") { \(destination) } }
                            .navigationTitle("Settings")
                    }
                }
            }
            """]
    }

    static func headingless(_ findings: [AuditFinding]) -> [String] { findings.filter { $0.rule == .noHeading }.compactMap(\.element) }

    @Test func aViewPushedFromAnotherFileIsAScreen() {
        let found = auditSwiftUI(Self.alerts, app: Self.settings(pushing: "AlertsView()"), rules: ["EAR011"])
        #expect(Self.headingless(found) == ["AlertsView"])
    }

    @Test func aViewThePusherTitlesIsHeardWithItsTitle() {
        let found = auditSwiftUI(Self.alerts, app: Self.settings(pushing: "AlertsView().navigationTitle(\"Alerts\")"), rules: ["EAR011"])
        #expect(Self.headingless(found).isEmpty)
    }

    @Test func aViewTheAppShowsOnlyInsideAnotherIsAComponent() {
        let card = ["App/Home/HomeView.swift": """
            import SwiftUI
            struct HomeView: View {
                var body: some View { NavigationStack { VStack { AlertsView() }.navigationTitle("Home") } }
            }
            """]
        #expect(Self.headingless(auditSwiftUI(Self.alerts, app: card, rules: ["EAR011"])).isEmpty)
    }

    /// A helper only previews make, wrapping the view in a navigation stack to draw it: no
    /// screen of the app, and what it wraps is what the app makes it.
    static let filter = (path: "App/Filter/TagFilter.swift", text: """
        import SwiftUI
        struct TagFilter: View {
            @State private var red = true
            @State private var blue = false
            @State private var green = false
            var body: some View {
                List {
                    Toggle("Red", isOn: $red)
                    Toggle("Blue", isOn: $blue)
                    Toggle("Green", isOn: $green)
                }
            }
        }
        private struct TagFilterPreviewHost: View {
            @State private var tags: [String] = []
            var body: some View {
                NavigationStack {
                    TagFilter()
                    Text("Selected")
                    Text("None")
                }
            }
        }
        #Preview { TagFilterPreviewHost() }
        """)

    static let sheet = ["App/Filter/FilterBar.swift": """
        import SwiftUI
        struct FilterBar: View {
            @State private var showTags = false
            var body: some View {
                Button("Tags") { showTags = true }
                    .sheet(isPresented: $showTags) { Modal(title: "Tags") { TagFilter() } }
            }
        }
        struct Modal<Content: View>: View {
            var title: String
            @ViewBuilder var content: () -> Content
            var body: some View { NavigationStack { content().navigationTitle(title) } }
        }
        """]

    @Test func aPreviewHelperIsNoScreenOfTheApp() {
        let found = auditSwiftUI(Self.filter, app: Self.sheet, rules: ["EAR011"])
        #expect(Self.headingless(found).isEmpty)
    }

    /// What the helper hosts is heard on the screens the app shows it on, not on the helper.
    @Test func aPreviewHelperIsNotAmongTheScreensAFindingIsHeardOn() {
        let filter = (path: Self.filter.path, text: Self.filter.text.replacingOccurrences(
            of: "Toggle(\"Green\", isOn: $green)", with: "Toggle(\"Green\", isOn: $green)\n                    TextField(\"\", text: .constant(\"\"))"))
        let found = auditSwiftUI(filter, app: Self.sheet, rules: ["EAR001"])
        #expect(found.map(\.rule) == [.labelMissing], "\(found.map(\.message))")
        #expect(found.first?.screens.map(\.screen) == ["TagFilter"])
    }

    /// A screen only its preview shows yet (an onboarding screen not wired in): it hosts no view
    /// the app shows elsewhere, so it is the previewed screen, not a helper, and is judged.
    @Test func aScreenOnlyPreviewedIsStillJudged() {
        let welcome = (path: "App/Onboarding/WelcomeView.swift", text: """
            import SwiftUI
            struct WelcomeView: View {
                var body: some View {
                    NavigationStack {
                        VStack {
                            Text("Welcome").font(.largeTitle)
                            Text("Track your tasks")
                            NavigationLink("Continue") { SetupView() }
                        }
                    }
                }
            }
            struct SetupView: View { var body: some View { Text("Setup") } }
            #Preview { WelcomeView() }
            """)
        #expect(Self.headingless(auditSwiftUI(welcome, app: Self.sheet, rules: ["EAR011"])) == ["WelcomeView"])
    }

    @Test func theSameViewTheAppShowsAsASheetIsAScreen() {
        let app = ["App/Filter/FilterBar.swift": """
            import SwiftUI
            struct FilterBar: View {
                @State private var showTags = false
                var body: some View {
                    Button("Tags") { showTags = true }
                        .sheet(isPresented: $showTags) { TagFilter() }
                }
            }
            """]
        #expect(Self.headingless(auditSwiftUI(Self.filter, app: app, rules: ["EAR011"])) == ["TagFilter"])
    }

    static func ruleRows(private: Bool, pushed: Bool = false) -> (path: String, text: String) {
        (path: "App/Rules/RuleRows.swift", text: """
            import SwiftUI
            \(`private` ? "private " : "")struct Row: View {
                var body: some View { HStack { Text("Any"); Text("All"); Text("None") } }
            }
            struct RuleRows: View {
                var body: some View { \(pushed ? "NavigationLink(\"Open\") { Row() }" : "List { Row() }").navigationTitle("Rules") }
            }
            """)
    }

    /// A file's call of `Row` names its own `Row` when it declares one, else the app's one
    /// that is not private: a private view is made only by its own file.
    @Test func twoFilesViewsOfOneNameAreTwo() {
        let editor = ["App/Rules/RuleEditor.swift": """
            import SwiftUI
            private struct Row: View {
                var body: some View { Text("Edit") }
            }
            struct RuleEditor: View {
                var body: some View { NavigationStack { NavigationLink("Open") { Row() }.navigationTitle("Editor") } }
            }
            """]
        #expect(Self.headingless(auditSwiftUI(Self.ruleRows(private: false), app: editor, rules: ["EAR011"])).isEmpty)
        let shared = ["App/Rules/Row.swift": "import SwiftUI\nstruct Row: View { var body: some View { Text(\"Edit\") } }\n",
                      "App/Rules/RuleEditor.swift": """
                          import SwiftUI
                          struct RuleEditor: View {
                              var body: some View { NavigationStack { NavigationLink("Open") { Row() }.navigationTitle("Editor") } }
                          }
                          """]
        #expect(Self.headingless(auditSwiftUI(Self.ruleRows(private: true), app: shared, rules: ["EAR011"])).isEmpty)
        #expect(Self.headingless(auditSwiftUI(Self.ruleRows(private: true, pushed: true), app: editor, rules: ["EAR011"])) == ["Row"])
    }

    /// A bar of filter buttons: the navigation stacks of the modal type it declares and of its
    /// sheet make those screens, not the bar; a stack of its own makes it one.
    static func chipBar(ownStack: Bool) -> (path: String, text: String) {
        (path: "App/Filter/ChipBar.swift", text: """
            import SwiftUI
            struct ChipBar: View {
                @State private var showSaved = false
                private struct Modal: View {
                    var body: some View { NavigationStack { Text("Tags").navigationTitle("Tags") } }
                }
                var body: some View {
                    \(ownStack ? "NavigationStack {" : "Group {")
                        HStack {
                            Button("Tags") { }
                            Button("Owner") { }
                            Button("Saved") { showSaved = true }
                        }
                    }
                    .sheet(isPresented: $showSaved) { NavigationStack { Modal() } }
                }
            }
            """)
    }

    @Test func aBarWhoseSheetHasAStackIsNoScreen() {
        #expect(Self.headingless(auditSwiftUI(Self.chipBar(ownStack: false), rules: ["EAR011"])).isEmpty)
    }

    @Test func aBarWithAStackOfItsOwnIsAScreen() {
        #expect(Self.headingless(auditSwiftUI(Self.chipBar(ownStack: true), rules: ["EAR011"])) == ["ChipBar"])
    }

    /// A sheet only the Mac build shows (`#if os(macOS)`) does not make a view a screen on the phone.
    @Test func aMacOnlyPresentationIsNotTheIPhones() {
        let mac = ["App/Mac/MacWindow.swift": """
            #if os(macOS)
            import SwiftUI
            struct MacWindow: View {
                var body: some View { NavigationStack { AlertsView() } }
            }
            #endif
            """]
        #expect(Self.headingless(auditSwiftUI(Self.alerts, app: mac, rules: ["EAR011"])).isEmpty)
        let phone = ["App/Phone/PhoneWindow.swift": mac["App/Mac/MacWindow.swift"]!.replacingOccurrences(of: "os(macOS)", with: "os(iOS)")]
        #expect(Self.headingless(auditSwiftUI(Self.alerts, app: phone, rules: ["EAR011"])) == ["AlertsView"])
    }

    /// An error's actions, kept in a view of their own: "More info" opens the details.
    static let errorActions = (path: "App/Errors/ErrorActions.swift", text: """
        import SwiftUI
        struct ErrorActions: View {
            @Binding var showDetails: Bool
            var body: some View {
                Button("More info") { showDetails = true }
                Button("OK", role: .cancel) {}
            }
        }
        """)

    static func presenter(_ use: String) -> [String: String] {
        ["App/Errors/UploadView.swift": """
            import SwiftUI
            struct UploadView: View {
                @State private var failed = false
                @State private var showDetails = false
                var body: some View {
                    Button("Upload") { failed = true }
                        \(use)
                }
            }
            """]
    }

    /// The alert's title and message are read before its buttons: "More info" there is heard in
    /// context, and the view holding the actions is no screen.
    @Test func anAlertsActionsViewIsHeardAfterTheAlertsWords() {
        let alert = Self.presenter(#".alert("Upload failed", isPresented: $failed) { ErrorActions(showDetails: $showDetails) } message: { Text("The server did not answer.") }"#)
        #expect(auditSwiftUI(Self.errorActions, app: alert, rules: ["EAR005", "EAR011"]).isEmpty)
        let dialog = Self.presenter(#".confirmationDialog("Upload failed", isPresented: $failed, actions: { ErrorActions(showDetails: $showDetails) })"#)
        #expect(auditSwiftUI(Self.errorActions, app: dialog, rules: ["EAR005"]).isEmpty)
    }

    /// The same view shown in a screen's own stack is the app's vague button.
    @Test func theSameActionsInAScreenAreVague() {
        let inline = Self.presenter(#".overlay { ErrorActions(showDetails: $showDetails) }"#)
        let found = auditSwiftUI(Self.errorActions, app: inline, rules: ["EAR005"])
        #expect(found.map(\.rule) == [.vagueName], "\(found.map(\.message))")
        let message = Self.presenter(#".alert("Upload failed", isPresented: $failed) { Button("OK") {} } message: { ErrorActions(showDetails: $showDetails) }"#)
        #expect(auditSwiftUI(Self.errorActions, app: message, rules: ["EAR005"]).map(\.rule) == [.vagueName],
                "a view in the alert's message is no action")
    }

    /// A tab bar over the app's first tab, declared in its own file: the container adds only the
    /// bar, and the missing heading is the tab's, one finding where the tab is declared.
    static let tabs = (path: "App/Main/MainTabView.swift", text: """
        import SwiftUI
        struct MainTabView: View {
            var body: some View {
                TabView {
                    HomeView().tabItem { Label("Home", systemImage: "house") }
                    Text("Stats").tabItem { Label("Stats", systemImage: "chart.bar") }
                }
            }
        }
        """)
    static let home = ["App/Home/HomeView.swift": """
        import SwiftUI
        struct HomeView: View {
            var body: some View {
                VStack {
                    Text("Budget")
                    Text("Spent this month")
                    Button("Add expense") {}
                }
            }
        }
        """]

    @Test func aTabContainerIsJudgedThroughItsTab() {
        #expect(Self.headingless(auditSwiftUI(Self.tabs, app: Self.home, rules: ["EAR011"])).isEmpty)
        let home = (path: "App/Home/HomeView.swift", text: Self.home["App/Home/HomeView.swift"]!)
        #expect(Self.headingless(auditSwiftUI(home, app: [Self.tabs.path: Self.tabs.text], rules: ["EAR011"])) == ["HomeView"])
    }

    /// The same tab written inline is the container's own content, judged with it.
    @Test func aTabContainerWithItsOwnContentIsJudged() {
        let inline = (path: Self.tabs.path, text: Self.tabs.text.replacingOccurrences(
            of: "HomeView()", with: "VStack { Text(\"Budget\"); Text(\"Spent this month\"); Button(\"Add expense\") {} }"))
        #expect(Self.headingless(auditSwiftUI(inline, rules: ["EAR011"])) == ["MainTabView"])
    }
}
