import EarshotModel
import Testing
@testable import EarshotSwiftUI

/// What a view uses from the app's other files, as apps write it: a localizing function of the
/// app's own, an alert modifier that shows only when an error is set, a button whose convenience
/// `init` hands its label to the memberwise one; and a field whose placeholder is a host name.
@Suite struct SwiftUIAppFilesTests {
    static func labels(_ main: String, library: [SwiftUIImport.File], read: [String: String] = [:]) -> [String?] {
        let bytes = read.mapValues { Array($0.utf8) }
        let layout = try? SwiftUIImport.layout(main: swiftFile("App/Screens/V.swift", "import SwiftUI\n" + main), library: library,
                                               readFile: { bytes[$0] }).get()
        // The stops on screen: what a closed alert or sheet holds is not.
        func shown(_ e: Element) -> [Element] { e.hidden ? [] : (e.accessible ? [e] : []) + e.children.flatMap(shown) }
        return (layout?.screens.first?.elements ?? []).flatMap(shown).map(\.label)
    }

    /// `OBALoc(key, value:, comment:)` declared in a file of its own: found by its name, its key
    /// looked up, else its `value:` said.
    @Test func aLocalizingFunctionInAnotherFileIsFollowed() {
        let helper = swiftFile("App/Strings/Localization.swift", """
            import Foundation
            fileprivate class Localization: NSObject {}
            internal nonisolated func AppLoc(_ key: String, value: String, comment: String) -> String {
                return NSLocalizedString(key, tableName: nil, bundle: Bundle(for: Localization.self), value: value, comment: comment)
            }
            """)
        let main = """
            struct V: View {
                var body: some View {
                    Form {
                        Text(AppLoc("report.route", value: "Route", comment: "A label."))
                        Text(AppLoc("report.stop", value: "Stop", comment: "A label."))
                    }
                }
            }
            """
        let table = "\"report.stop\" = \"Bus stop\";"
        #expect(Self.labels(main, library: [helper], read: ["App/Screens/en.lproj/Localizable.strings": table]) == ["Route", "Bus stop"])
        #expect(Self.labels(main, library: []) == ["⟨app loc⟩", "⟨app loc⟩"], "without the helper's file, each is a guess")
    }

    /// An alert modifier of the app's that shows when `LocalizedAlertError(error:)` is made:
    /// that failable initializer gives nil for a nil error, so the form is what shows.
    @Test func anAlertOnAFailableInitOfANilErrorIsClosed() {
        let modifier = swiftFile("App/Controls/ErrorAlert.swift", """
            import SwiftUI
            struct LocalizedAlertError: LocalizedError {
                let underlyingError: LocalizedError
                init?(error: Error?) {
                    guard let error else { return nil }
                    guard let localizedError = error as? LocalizedError else { return nil }
                    underlyingError = localizedError
                }
            }
            extension View {
                func errorAlert(error: Binding<Error?>, buttonTitle: String = "OK") -> some View {
                    let alertError = LocalizedAlertError(error: error.wrappedValue)
                    return alert(isPresented: .constant(alertError != nil), error: alertError) { _ in
                        Button(buttonTitle) { error.wrappedValue = nil }
                    } message: { error in
                        Text(error.recoverySuggestion ?? "")
                    }
                }
            }
            """)
        let main = """
            struct V: View {
                @State private var error: Error?
                @State private var name = ""
                var body: some View {
                    Form {
                        TextField("Name", text: $name)
                        Button("Save") {}
                        Text(LocalizedAlertError(error: nil) == nil ? "Saved" : "Not saved")
                    }
                    .errorAlert(error: $error)
                }
            }
            """
        #expect(Self.labels(main, library: [modifier]) == ["Name", "Save", "Saved"])
    }

    /// `TaskButton("Save") { … }`: an extension's `init` calling the memberwise one with
    /// `{ Text(label) }`, whose `label` is that `init`'s, not the caller's.
    @Test func aConvenienceInitPassesItsLabelToTheMemberwiseOne() {
        let button = swiftFile("App/Controls/TaskButton.swift", """
            import SwiftUI
            struct TaskButton<Label: View>: View {
                var action: () async -> Void
                var disables = true
                @ViewBuilder var label: () -> Label
                var body: some View {
                    Button(action: { Task { await action() } }, label: { label() })
                }
            }
            extension TaskButton where Label == Text {
                init(_ label: String, disables: Bool = true, action: @escaping () async -> Void) {
                    self.init(action: action, disables: disables) {
                        Text(label)
                    }
                }
            }
            """)
        let main = """
            struct V: View {
                var body: some View {
                    Form {
                        TaskButton("Save", disables: false, action: {})
                        TaskButton("Send") {}
                        TaskButton(action: {}) { Text("Plain") }
                    }
                }
            }
            """
        #expect(Self.labels(main, library: [button]) == ["Save", "Send", "Plain"])
    }

    /// A field's example host name is text to show, not a strings key.
    @Test func aHostNameIsNotAKey() {
        let source = """
            struct V: View {
                @State private var host = ""
                @State private var key = ""
                var body: some View {
                    Form {
                        TextField("api.example.org", text: $host)
                        TextField("settings.api_key", text: $key)
                    }
                }
            }
            """
        #expect(stopLabels(source) == ["api.example.org", "⟨settings api key⟩"])
    }

    /// A settings screen as a media app writes it: `@Default(.key)` whose key an app helper makes
    /// (`AppKey("…", default: true)`), a row whose `@Environment(\.isEditing)` is the app's own
    /// `@Entry` (false), a close button added by an `extension View` function whose `disabled:`
    /// is left to its default while its action is a trailing closure, declared both for the
    /// iPhone and, doing nothing, in a TV target's folder; and a row whose convenience `init`
    /// hands `{ Text(title) }` to another `init` of its own.
    @Test func aSettingsScreenReadsTheAppsKeysEnvironmentAndRows() {
        let library = [
            swiftFile("App/Defaults.swift", """
                import Defaults
                private extension Defaults.Keys {
                    static func AppKey<Value: Defaults.Serializable>(_ name: String, default: Value) -> Key<Value> {
                        Key(name, default: `default`, suite: .appSuite)
                    }
                }
                extension Defaults.Keys {
                    static let useSplash: Key<Bool> = AppKey("useSplash", default: true)
                    static let signOutOnClose: Key<Bool> = AppKey("signOutOnClose", default: false)
                }
                """),
            swiftFile("App/Environment.swift", """
                import SwiftUI
                extension EnvironmentValues {
                    @Entry var isEditing: Bool = false
                }
                """),
            swiftFile("App/Rows/ChevronRow.swift", """
                import SwiftUI
                struct ChevronRow<Label: View>: View {
                    @Environment(\\.isEditing) private var isEditing
                    private let action: () -> Void
                    private let label: Label
                    var body: some View {
                        Button(action: action) {
                            HStack {
                                label
                                if isEditing { Text("Select") } else { Image(systemName: "chevron.right") }
                            }
                        }
                    }
                }
                extension ChevronRow {
                    init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
                        self.action = action
                        self.label = label()
                    }
                }
                extension ChevronRow where Label == Text {
                    init(_ title: String, action: @escaping () -> Void) {
                        self.init(action: action) { Text(title) }
                    }
                }
                """),
            swiftFile("App tvOS/CloseButton.swift", """
                import SwiftUI
                extension View {
                    func closeButton(disabled: Bool = false, _ action: @escaping () -> Void) -> some View { self }
                }
                """),
            swiftFile("App/iOS/CloseButton.swift", """
                import SwiftUI
                extension View {
                    func closeButton(disabled: Bool = false, _ action: @escaping () -> Void) -> some View {
                        toolbar {
                            ToolbarItem(placement: .topBarLeading) {
                                Button(role: .close, action: action).disabled(disabled)
                            }
                        }
                    }
                }
                """),
        ]
        let main = """
            import Defaults
            struct V: View {
                @Default(.useSplash) private var useSplash
                @Default(.signOutOnClose) private var signOutOnClose
                var body: some View {
                    NavigationStack {
                        Form {
                            ChevronRow("About") {}
                            Toggle("Use splash screen", isOn: $useSplash)
                            Toggle("Sign out on close", isOn: $signOutOnClose)
                        }
                        .navigationTitle("Advanced")
                        .closeButton {}
                    }
                }
            }
            """
        let bytes: [String: [UInt8]] = [:]
        let layout = try? SwiftUIImport.layout(main: swiftFile("App/Screens/V.swift", "import SwiftUI\n" + main), library: library,
                                               readFile: { bytes[$0] }).get()
        let stops = elements(layout).filter(\.accessible).map { e in
            [e.label, e.value, e.traits.contains(.notEnabled) ? "dimmed" : nil].compactMap { $0 }.joined(separator: " | ")
        }
        #expect(stops == ["Close", "Advanced", "About, Forward", "Use splash screen | 1", "Sign out on close | 0"])
    }

    /// `.myTint()` whose body is `self.apply { $0.modifier(MyTint()) }`, and `apply` is the app's
    /// `func apply<V: View>(_ block: (Self) -> V) -> V { block(self) }`: the screen is still
    /// there, with what the closure adds.
    @Test func aClosureGivenTheViewModifiesIt() {
        let library = [
            swiftFile("App/Extensions/View.swift", """
                import SwiftUI
                extension View {
                    func apply<V: View>(@ViewBuilder _ block: (Self) -> V) -> V { block(self) }
                    func myTint(neutral: Bool = false) -> some View {
                        self.apply {
                            if neutral && Device.isVision { $0.tint(nil) } else { $0.accessibilityHint("Tinted") }
                        }
                    }
                    func labelled(_ text: String) -> some View { apply { view in view.accessibilityLabel(text) } }
                }
                """)
        ]
        let main = """
            struct V: View {
                var body: some View {
                    Form {
                        Button("Save") {}
                        Button("Send") {}.labelled("Send now")
                    }
                    .myTint()
                }
            }
            """
        let layout = try? SwiftUIImport.layout(main: swiftFile("App/Screens/V.swift", "import SwiftUI\n" + main), library: library).get()
        let stops = elements(layout).filter(\.accessible)
        #expect(stops.map(\.label) == ["Save", "Send now"])
        #expect(stops.map(\.hint) == ["Tinted", "Tinted"])
    }

    /// An app's modifier whose body starts `self` on a line of its own, then `.modifier(…)`:
    /// the screen is what it modifies, not a guess named "modifier".
    @Test func aChainStartingWithSelfOnItsOwnLineModifiesTheView() {
        let library = [
            swiftFile("App/Navigation/Inject.swift", """
                import SwiftUI
                struct AttachModifier: ViewModifier {
                    var holder: Int
                    func body(content: Content) -> some View { content.accessibilityHint("Attached") }
                }
                extension View {
                    func inject(holder: Int) -> some View {
                        self
                            .modifier(AttachModifier(holder: holder))
                            .navigationDestination(for: String.self, destination: { dest in Text(dest) })
                    }
                }
                """)
        ]
        let main = """
            struct V: View {
                var body: some View {
                    NavigationStack {
                        List { Button("General") {} }
                            .navigationTitle("Settings")
                            .inject(holder: 1)
                    }
                }
            }
            """
        let layout = try? SwiftUIImport.layout(main: swiftFile("App/Screens/V.swift", "import SwiftUI\n" + main), library: library).get()
        let stops = elements(layout).filter(\.accessible)
        #expect(stops.map(\.label) == ["Settings", "General"])
        #expect(stops.last?.hint == "Attached")
    }

    /// Settings kept in a `class Storage` nested in the model, where another type of the app
    /// nests a `Storage` of its own: the model's is the one its `Storage()` makes.
    @Test func aNestedTypeIsTheOneInsideTheTypeThatNamesIt() {
        let library = [
            swiftFile("App/AAA/Tabs.swift", """
                import SwiftUI
                enum AppTabs {
                    static let title = "Playback"
                    class Storage { @AppStorage("autoplay") var autoPlayVideo = false }
                }
                """),
            swiftFile("App/Env/UserPreferences.swift", """
                import SwiftUI
                @Observable public class UserPreferences {
                    class Storage {
                        @AppStorage("autoplay") public var autoPlayVideo = true
                        init() { prepare() }
                        private func prepare() {
                            if let old = UserDefaults.standard.object(forKey: "old") as? Bool { _ = old }
                        }
                    }
                    private let storage = Storage()
                    public var autoPlayVideo: Bool { didSet { storage.autoPlayVideo = autoPlayVideo } }
                    init() { autoPlayVideo = storage.autoPlayVideo }
                }
                """),
        ]
        let main = """
            struct V: View {
                @Environment(UserPreferences.self) private var userPreferences
                var body: some View {
                    @Bindable var userPreferences = userPreferences
                    Form {
                        Text(AppTabs.title)
                        Toggle(isOn: $userPreferences.autoPlayVideo) { Text("Auto-play videos") }
                    }
                }
            }
            """
        let layout = try? SwiftUIImport.layout(main: swiftFile("App/Screens/V.swift", "import SwiftUI\n" + main), library: library).get()
        #expect(elements(layout).filter(\.accessible).map { [$0.label, $0.value].compactMap { $0 } } == [["Playback"], ["Auto-play videos", "1"]])
    }

    /// A settings struct kept under one key, `Key<PostSettings>("post", default: .init())`, in a
    /// file of its own: its fields' defaults are the toggles' starting states.
    @Test func aKeyHoldingAStructMadeByInitGivesItsFields() {
        let library = [
            swiftFile("App/Defaults/Keys.swift", """
                import Defaults
                extension Defaults.Keys {
                    static let PostSettings = Key<PostSettings>("PostSettings", default: .init())
                }
                """),
            swiftFile("App/Defaults/PostSettings.swift", """
                import Defaults
                struct PostSettings: Codable, Defaults.Serializable {
                    var blurNSFW: Bool = true
                    var readOnScroll: Bool = false
                }
                """),
        ]
        let main = """
            import Defaults
            struct V: View {
                @Default(.PostSettings) var postSettings
                var body: some View {
                    Form {
                        Toggle("Blur NSFW", isOn: $postSettings.blurNSFW)
                        Toggle("Read on scroll", isOn: $postSettings.readOnScroll)
                    }
                }
            }
            """
        let layout = try? SwiftUIImport.layout(main: swiftFile("App/Screens/V.swift", "import SwiftUI\n" + main), library: library).get()
        #expect(elements(layout).filter(\.accessible).map(\.value) == ["1", "0"])
    }
}
