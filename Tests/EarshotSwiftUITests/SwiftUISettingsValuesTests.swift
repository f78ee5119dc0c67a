import EarshotModel
import Testing
@testable import EarshotSwiftUI

/// Values a screen has when it first appears, from the app's settings and models: property
/// wrappers' defaults (the app's own, the Defaults library's, `UserDefaults` extensions,
/// `@SceneStorage`), models' initial values read through `@StateObject`, `@ObservedObject`,
/// `@Environment(Model.self)` and `@State`, state set in an initializer, optionals nil.
@Suite struct SwiftUISettingsValuesTests {
    /// The elements of the screen `V` in `source`.
    func one(_ source: String) -> [Element] { elements(swiftUI("import SwiftUI\n" + source + "\n#Preview { V() }\n")) }

    /// The toggles' values ("1" on, "0" off), in order.
    func switches(_ source: String) -> [String?] { one(source).filter { $0.traits.contains(.switchButton) }.map(\.value) }

    @Test func appWrapperWithAKeyPathReadsTheNamedPropertysDefault() {
        let source = """
            struct Values { var showBadges = true; var compact = false }
            @propertyWrapper struct Setting<T> {
                init(_ keyPath: WritableKeyPath<Values, T>) {}
                var wrappedValue: T { get { fatalError() } nonmutating set {} }
            }
            struct V: View {
                @Setting(\\.showBadges) var showBadges
                @Setting(\\Values.compact) var compact
                var body: some View {
                    Toggle("Badges", isOn: .constant(showBadges))
                    Toggle("Compact", isOn: .constant(compact))
                }
            }
            """
        #expect(switches(source) == ["1", "0"])
    }

    @Test func appWrapperWhoseInitializerCarriesADefault() {
        let source = """
            @propertyWrapper struct Flag {
                let key: String
                var wrappedValue: Bool
                init(wrappedValue: Bool = true, _ key: String) { self.key = key; self.wrappedValue = wrappedValue }
            }
            @propertyWrapper struct Stored {
                let key: String
                var wrappedValue: Bool { UserDefaults.standard.object(forKey: key) as? Bool ?? true }
            }
            struct V: View {
                @Flag("sounds") var sounds: Bool
                @Stored(key: "haptics") var haptics: Bool
                var body: some View {
                    Toggle("Sounds", isOn: .constant(sounds))
                    Toggle("Haptics", isOn: .constant(haptics))
                }
            }
            """
        #expect(switches(source) == ["1", "1"])
    }

    @Test func appWrapperWhoseKeyCarriesADefault() {
        let source = """
            struct SettingKey<Value> {
                let name: String
                let defaultValue: Value
                init(_ name: String, default value: Value) { self.name = name; self.defaultValue = value }
            }
            extension SettingKey {
                static var confirmDelete: SettingKey<Bool> { .init("confirmDelete", default: true) }
            }
            final class AppSettings {
                static let shared = AppSettings()
                @Setting(.confirmDelete) var confirmDelete: Bool
            }
            struct V: View {
                @Bindable var settings = AppSettings.shared
                var body: some View { Toggle("Confirm deletion", isOn: $settings.confirmDelete) }
            }
            """
        #expect(switches(source) == ["1"])
    }

    @Test func defaultsLibraryKeysCarryTheirDefaults() {
        let source = """
            extension Defaults.Keys {
                static let showDock = Key<Bool>("showDock", default: true)
                static let volume = Key<Double>("volume", default: 40)
            }
            struct V: View {
                @Default(.showDock) var showDock
                var body: some View {
                    Toggle("Dock", isOn: $showDock)
                    Text("Volume \\(Int(Defaults[.volume]))")
                }
            }
            """
        #expect(one(source).map(\.value) == ["1", nil])
        #expect(one(source).last?.label == "Volume 40")
    }

    @Test func userDefaultsExtensionsOnAFreshInstall() {
        let source = """
            extension UserDefaults {
                var autoplay: Bool { object(forKey: "autoplay") as? Bool ?? true }
                var muted: Bool { bool(forKey: "muted") }
                var soundOn: Bool { !bool(forKey: "muted") }
                var nickname: String { string(forKey: "nickname") ?? "Guest" }
                var launches: Int { integer(forKey: "launches") }
            }
            struct V: View {
                var body: some View {
                    Toggle("Autoplay", isOn: .constant(UserDefaults.standard.autoplay))
                    Toggle("Muted", isOn: .constant(UserDefaults.standard.muted))
                    Toggle("Sound", isOn: .constant(UserDefaults.standard.soundOn))
                    Text(UserDefaults.standard.nickname)
                    Text("\\(UserDefaults.standard.launches) launches")
                }
            }
            """
        #expect(one(source).map { $0.value ?? $0.label } == ["1", "0", "1", "Guest", "0 launches"])
    }

    @Test func sceneStorageAndAppStorageDefaults() {
        let source = """
            struct V: View {
                @SceneStorage("tab") var tab = "Inbox"
                @AppStorage("wifi") var wifi = true
                @SceneStorage("draft") var draft: String?
                var body: some View {
                    Text(tab)
                    Toggle("Wi-Fi", isOn: $wifi)
                    Text(draft != nil ? "Draft kept" : "No draft")
                }
            }
            """
        #expect(one(source).map { $0.value ?? $0.label } == ["Inbox", "1", "No draft"])
    }

    @Test func modelsInitialValuesThroughEveryWrapper() {
        let source = """
            final class Player: ObservableObject {
                @Published var isShuffling = true
                @Published var title = "Now Playing"
                @Published var volume = 0.5
            }
            @Observable final class Library { var sortAscending = true; var name = "My Library" }
            struct V: View {
                @StateObject private var player = Player()
                @ObservedObject var observed: Player
                @Environment(Library.self) private var library
                @State private var local = Library()
                var body: some View {
                    Toggle(player.title, isOn: $player.isShuffling)
                    Toggle("Observed", isOn: $observed.isShuffling)
                    Toggle(library.name, isOn: .constant(library.sortAscending))
                    Text(local.name)
                }
            }
            """
        let e = one(source)
        #expect(e.map(\.label) == ["Now Playing", "Observed", "My Library", "My Library"])
        #expect(e.prefix(3).map(\.value) == ["1", "1", "1"])
    }

    @Test func modelsInitializerSetsItsProperties() {
        let source = """
            final class Timer: ObservableObject {
                @Published var rounds: Int
                @Published var label: String
                init(rounds: Int = 3) { self.rounds = rounds; label = "Round \\(rounds)" }
            }
            struct V: View {
                @StateObject var timer = Timer(rounds: 5)
                var body: some View { Text(timer.label) }
            }
            """
        #expect(one(source).map(\.label) == ["Round 5"])
    }

    @Test func stateSetInAViewsInitializer() {
        let source = """
            struct Editor: View {
                @State private var title: String
                @State private var notify: Bool
                @State private var count = 0
                init(name: String) {
                    _title = State(initialValue: name)
                    _notify = .init(initialValue: true)
                    self.count = 4
                }
                var body: some View {
                    Text(title)
                    Toggle("Notify", isOn: $notify)
                    Text("\\(count) items")
                }
            }
            struct V: View { var body: some View { Editor(name: "Groceries") } }
            """
        #expect(one(source).map { $0.value ?? $0.label } == ["Groceries", "1", "4 items"])
    }

    @Test func enumDisplayTitleByItsSwitch() {
        let source = """
            enum Filter { case all, unread, flagged, archived, trash
                var displayTitle: String {
                    switch self {
                    case .all: return "All Mail"
                    case .unread, .flagged: return "Needs Attention"
                    default: return "Elsewhere"
                    }
                }
            }
            struct V: View {
                var body: some View {
                    Text(Filter.all.displayTitle)
                    Text(Filter.flagged.displayTitle)
                    Text(Filter.trash.displayTitle)
                }
            }
            """
        #expect(one(source).map(\.label) == ["All Mail", "Needs Attention", "Elsewhere"])
    }

    @Test func forEachOverAFunctionReturningALiteralArray() {
        let source = """
            struct V: View {
                var body: some View { List { ForEach(sections(), id: \\.self) { Text($0) } } }
                private func sections() -> [String] { ["General", "Privacy", "About"] }
            }
            """
        #expect(one(source).map(\.label) == ["General", "Privacy", "About"])
    }

    @Test func optionalsAreNilUnlessSet() {
        let source = """
            final class Session { var user: String?; var token: String? = "abc" }
            struct V: View {
                @State private var selection: String?
                @StateObject var session = Session()
                var greeting: String { if let user = session.user { return "Hi \\(user)" } else { return "Sign in" } }
                var body: some View {
                    Text(selection ?? "Nothing selected")
                    Text(selection != nil ? "Chosen" : "Empty")
                    Text(session.token == nil ? "No token" : "Signed token")
                    Text(session.user != nil ? "Known" : "Anonymous")
                    Text(greeting)
                }
            }
            """
        #expect(one(source).map(\.label) == ["Nothing selected", "Empty", "Signed token", "Anonymous", "Sign in"])
    }

    @Test func pickerKeepsTheSettingsValue() {
        let source = """
            enum Theme: String, CaseIterable { case system, light, dark
                var title: String { switch self { case .system: "Automatic"; case .light: "Light"; case .dark: "Dark" } }
            }
            final class Prefs: ObservableObject { @Published var theme: Theme = .dark }
            struct V: View {
                @EnvironmentObject var prefs: Prefs
                var body: some View {
                    Form {
                        Picker("Theme", selection: $prefs.theme) {
                            ForEach(Theme.allCases, id: \\.self) { Text($0.title).tag($0) }
                        }
                    }
                }
            }
            """
        #expect(one(source).first?.value == "Dark")
    }

    /// A model in a file of its own, with its settings keys in another: both are read because
    /// the screen names the model and the key.
    @Test func modelAndKeysInOtherFilesAreRead() throws {
        let main = SwiftUIImport.File(path: "App/V.swift", bytes: Array("""
            import SwiftUI
            struct V: View {
                @ObservedObject var store = Store.shared
                var body: some View { Toggle("Sync", isOn: $store.sync) }
            }
            """.utf8))
        let store = SwiftUIImport.File(path: "App/Store.swift", bytes: Array("""
            final class Store: ObservableObject {
                static let shared = Store()
                @Preference(.sync) var sync: Bool
            }
            """.utf8))
        let keys = SwiftUIImport.File(path: "App/Keys.swift", bytes: Array("""
            extension PreferenceKey { static let sync = PreferenceKey<Bool>("sync", default: true) }
            """.utf8))
        let layout = try SwiftUIImport.layout(main: main, library: [store, keys]).get()
        #expect(elements(layout).map(\.value) == ["1"])
    }
}
