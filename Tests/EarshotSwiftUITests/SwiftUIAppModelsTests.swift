import EarshotModel
import Testing
@testable import EarshotSwiftUI

/// What a screen reads from the models an app hands down from its root, and from components
/// whose initializers make their own views, as apps write them.
@Suite struct SwiftUIAppModelsTests {
    static func stops(_ main: String, library: [SwiftUIImport.File]) -> [String] {
        let layout = try? SwiftUIImport.layout(main: swiftFile("App/Screens/V.swift", "import SwiftUI\n" + main), library: library,
                                               readFile: { _ in nil }).get()
        func shown(_ e: Element) -> [Element] { e.hidden ? [] : (e.accessible ? [e] : []) + e.children.flatMap(shown) }
        return (layout?.screens.first?.elements ?? []).flatMap(shown).map { [$0.label ?? "", $0.value ?? ""].joined(separator: "|") }
    }

    static let environment = swiftFile("App/Core/AppEnvironment.swift", """
        import SwiftUI
        final class AppEnvironment {
            let settingsManager: SettingsManager
            init(settingsManager: SettingsManager? = nil) {
                let settings = settingsManager ?? SettingsManager()
                self.settingsManager = settings
            }
        }
        private struct AppEnvironmentKey: EnvironmentKey {
            static let defaultValue: AppEnvironment? = nil
        }
        extension EnvironmentValues {
            var appEnvironment: AppEnvironment? {
                get { self[AppEnvironmentKey.self] }
                set { self[AppEnvironmentKey.self] = newValue }
            }
        }
        """)

    static let settings = swiftFile("App/Core/SettingsManager.swift", """
        import Foundation
        @Observable final class SettingsManager {
            let localDefaults = UserDefaults.standard
            private var _saveHistory: Bool?
            private var _historyLimit: Int?
            var saveHistory: Bool {
                get {
                    if let cached = _saveHistory { return cached }
                    if localDefaults.object(forKey: "saveHistory") == nil {
                        return true
                    }
                    return localDefaults.bool(forKey: "saveHistory")
                }
                set { _saveHistory = newValue }
            }
            var historyLimit: Int {
                get {
                    if let cached = _historyLimit { return cached }
                    let value = localDefaults.integer(forKey: "historyLimit")
                    return value > 0 ? value : 25
                }
                set { _historyLimit = newValue }
            }
        }
        """)

    /// `@Environment(\\.appEnvironment)` whose key defaults to nil: the app sets it at its root,
    /// so the screen has the model as it is first made, and reads its settings' getters on a
    /// fresh install (`Bindable(model).x`, `Binding(get: { model.y }, …)`).
    @Test func anEnvironmentModelTheAppHandsDownIsItsFirstValue() {
        let main = """
            struct V: View {
                @Environment(\\.appEnvironment) private var appEnvironment
                var body: some View {
                    Form {
                        if let settingsManager = appEnvironment?.settingsManager {
                            Toggle("Save history", isOn: Bindable(settingsManager).saveHistory)
                            Picker("History limit", selection: Binding(get: { settingsManager.historyLimit }, set: { settingsManager.historyLimit = $0 })) {
                                ForEach([10, 25, 50], id: \\.self) { n in
                                    Text("\\(n) queries").tag(n)
                                }
                            }
                        }
                    }
                }
            }
            """
        #expect(Self.stops(main, library: [Self.environment, Self.settings]) == ["Save history|1", "History limit|25 queries"])
    }

    /// `self.footer = { Text(footer) }` in a component's initializer: the closure reads the
    /// initializer's `footer`, the key the caller gave.
    @Test func aViewAnInitializerWritesReadsItsParameters() {
        let section = swiftFile("App/Components/SettingsSection.swift", """
            import SwiftUI
            struct SettingsSection<Content: View, Footer: View>: View {
                let header: LocalizedStringKey?
                @ViewBuilder let content: () -> Content
                @ViewBuilder let footer: () -> Footer
                var body: some View {
                    Section {
                        content()
                    } header: {
                        if let header { Text(header) }
                    } footer: {
                        footer()
                    }
                }
            }
            extension SettingsSection where Footer == Text {
                init(_ header: LocalizedStringKey? = nil, footer: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
                    self.header = header
                    self.content = content
                    self.footer = { Text(footer) }
                }
            }
            """)
        let main = """
            struct V: View {
                @State private var on = false
                var body: some View {
                    Form {
                        SettingsSection("History", footer: "Kept for 90 days.") {
                            Toggle("Save history", isOn: $on)
                        }
                    }
                }
            }
            """
        #expect(Self.stops(main, library: [section]) == ["History|", "Save history|0", "Kept for 90 days.|"])
    }

    /// A view by a library's protocol (`struct MyLists: ConnectedView` with `func body(props:)`):
    /// a screen, its props not known here.
    @Test func aViewByAProtocolNamedLikeOneIsAScreen() {
        let main = """
            struct MyLists: ConnectedView {
                struct Props { let wishlist: [Int] }
                @State private var selectedList = 0
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props { Props(wishlist: state.wishlist) }
                func body(props: Props) -> some View {
                    List {
                        Button("Create custom list") {}
                        Picker(selection: $selectedList, label: Text("")) {
                            Text("Wishlist").tag(0)
                            Text("Seenlist").tag(1)
                        }
                        .pickerStyle(.segmented)
                    }
                }
            }
            """
        #expect(Self.stops(main, library: []) == ["Create custom list|", "Wishlist|", "Seenlist|"])
        #expect(Self.stops(main.replacingOccurrences(of: "-> some View", with: "-> Int"), library: []).isEmpty,
                "a body that makes no view makes no screen")
    }
}
