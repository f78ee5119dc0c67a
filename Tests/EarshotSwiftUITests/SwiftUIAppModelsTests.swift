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

    /// A modifier that presents a sheet: the sheet's view is another view, so a call in it that
    /// the reader does not know (`rows()`) is not the modified view again, and no id is met twice.
    @Test func aModifiersContentStaysWhereItIsAndEveryIDIsOnce() throws {
        let modifier = swiftFile("App/Components/Menu.swift", """
            import SwiftUI
            struct MenuModifier: ViewModifier {
                @State private var showingSheet = false
                func body(content: Content) -> some View {
                    content
                    .sheet(isPresented: $showingSheet) { PickerSheet() }
                }
            }
            struct PickerSheet: View {
                var body: some View {
                    List {
                        Text("Add to playlist")
                        rows()
                    }
                }
            }
            """)
        let main = """
            struct V: View {
                var body: some View {
                    Text("Row").modifier(MenuModifier())
                }
            }
            """
        let layout = try SwiftUIImport.layout(main: swiftFile("App/Screens/V.swift", "import SwiftUI\n" + main), library: [modifier],
                                              readFile: { _ in nil }).get()
        var ids: [String] = []
        var sheetLabels: [String] = []
        func walk(_ e: Element, inSheet: Bool) {
            ids.append(e.id)
            if inSheet, let label = e.label { sheetLabels.append(label) }
            if let order = e.order { #expect(order == e.children.map(\.id), "the order names each child once") }
            for child in e.children { walk(child, inSheet: inSheet || e.modal) }
        }
        for e in layout.screens.first?.elements ?? [] { walk(e, inSheet: false) }
        #expect(Set(ids).count == ids.count, "ids: \(ids)")
        #expect(ids.filter { $0 == "row" }.count == 1)
        #expect(!sheetLabels.contains("Row"), "the sheet holds \(sheetLabels)")
    }

    /// The last guard before a layout is written: an id met twice is made unique, and the
    /// parent's order names the copy it means.
    @Test func anIDMetTwiceIsMadeUniqueWithItsOrder() {
        var mapper = SwiftUIMapper(sources: [], strings: [:])
        for id in ["group", "row", "row-2"] { _ = mapper.usedIDs.unique(id) }
        var group = Element(id: "group", label: nil, traits: [], frame: nil)
        group.children = [Element(id: "row", label: "A", traits: [], frame: nil), Element(id: "row", label: "B", traits: [], frame: nil)]
        group.order = ["row", "row"]
        var seen: Set<String> = []
        let out = mapper.distinctIDs([group, Element(id: "row-2", label: "C", traits: [], frame: nil)], seen: &seen)
        #expect(out.map(\.id) == ["group", "row-2"])
        #expect(out[0].children.map(\.id) == ["row", "row-3"])
        #expect(out[0].order == ["row", "row-3"])
        #expect(out[1].id == "row-2", "an id already unique keeps its name")
    }

    /// `.init(…)` and `.default` written where the type is declared: a constant's `: Self`, a
    /// property's, a computed property's result; a name in backticks is the name.
    @Test func aMemberWrittenWithoutItsTypeIsTheDeclaredTypes() {
        let icon = swiftFile("App/Helpers/AppIcon.swift", """
            import UIKit
            struct AppIcon: Equatable {
                let id: String?
                let name: String
                private init(id: String?, name: String) {
                    self.id = id
                    self.name = name
                }
            }
            extension AppIcon {
                static let `default`: Self = .init(id: nil, name: "Default")
                static let box: AppIcon = .init(id: "box", name: "Box")
                static var current: Self {
                    if let alternateIconName = UIApplication.shared.alternateIconName {
                        return box
                    } else {
                        return .default
                    }
                }
            }
            """)
        let main = """
            struct V: View {
                @State private var currentIcon: AppIcon = .current
                var body: some View {
                    VStack {
                        Text(currentIcon.name)
                        Text(AppIcon.box.name)
                    }
                }
            }
            """
        #expect(Self.stops(main, library: [icon]) == ["Default|", "Box|"])
    }

    /// A component whose footer closure defaults to `{ EmptyView() }`: no footer when none is given.
    @Test func aDefaultedViewParameterShowsItsDefault() {
        let section = swiftFile("App/Components/NormalizedSection.swift", """
            import SwiftUI
            struct NormalizedSection<Content: View, Footer: View>: View {
                @ViewBuilder var content: () -> Content
                @ViewBuilder var footer: () -> Footer
                init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder footer: @escaping () -> Footer = { EmptyView() }) {
                    self.content = content
                    self.footer = footer
                }
                var body: some View {
                    Section {
                        content()
                    } footer: {
                        footer()
                    }
                }
            }
            """)
        let main = """
            struct V: View {
                var body: some View {
                    Form {
                        NormalizedSection {
                            Text("Volumes")
                        }
                        NormalizedSection {
                            Text("Refresh")
                        } footer: {
                            Text("In the background.")
                        }
                    }
                }
            }
            """
        #expect(Self.stops(main, library: [section]) == ["Volumes|", "Refresh|", "In the background.|"])
    }

    /// A design system's row that holds its label as a view value (`let label: RowLabel<Icon>`),
    /// made by a static function of that view (`.plain(title:description:)`): the row shows that
    /// view with the fields the function gave it.
    @Test func aViewHeldAsAValueIsShownWithItsFields() {
        let compound = swiftFile("Compound/Sources/List/Row.swift", """
            import SwiftUI
            public struct RowLabel<Icon: View>: View {
                var title: String?
                var description: String?
                var icon: Icon?
                public var body: some View {
                    VStack {
                        if let title { Text(title) }
                        if let description { Text(description) }
                    }
                    .accessibilityElement(children: .combine)
                }
                public static func plain(title: String, description: String? = nil) -> RowLabel {
                    RowLabel(title: title, description: description)
                }
            }
            public struct Row<Icon: View>: View {
                let label: RowLabel<Icon>
                public enum Kind {
                    case label
                    case toggle(Binding<Bool>)
                }
                let kind: Kind
                public var body: some View {
                    switch kind {
                    case .label:
                        label
                    case .toggle(let binding):
                        HStack {
                            label
                            Toggle("", isOn: binding).labelsHidden()
                        }
                        .accessibilityElement(children: .combine)
                    }
                }
            }
            """)
        let main = """
            struct V: View {
                @State private var viewSource = true
                var body: some View {
                    Form {
                        Row(label: .plain(title: "View source", description: "Show the message source"), kind: .toggle($viewSource))
                        Row(label: .plain(title: "About"), kind: .label)
                    }
                }
            }
            """
        #expect(Self.stops(main, library: [compound]) == ["View source, Show the message source|1", "About|"])
    }

    /// `.onAppear { loadSettings() }` runs before VoiceOver reads the first frame: the state it
    /// copies from the app's settings (`@UserDefault(…, defaultValue: true) static var`) is the
    /// state read, and a case of an enum with a `description` is interpolated as that text.
    @Test func whatOnAppearSetsIsTheFirstState() {
        let preferences = swiftFile("App/Core/Preferences.swift", """
            import Foundation
            public enum Preferences {
                @UserDefault("demomode", defaultValue: true) public static var demomode: Bool
                @UserDefault("iconType", defaultValue: 0) public static var iconType: Int
            }
            public enum IconType: Int, CaseIterable, CustomStringConvertible {
                case png
                case svg
                public var description: String {
                    switch self {
                    case .png: "PNG"
                    case .svg: "SVG"
                    }
                }
            }
            """)
        let main = """
            struct V: View {
                @State var settingsDemomode = false
                @State var settingsUsername = ""
                @State var settingsIconType: IconType = .svg
                var body: some View {
                    Form {
                        Toggle("Demo Mode", isOn: $settingsDemomode)
                        if !settingsDemomode {
                            TextField("Username", text: $settingsUsername)
                        }
                        Text(verbatim: "Icons: \\(settingsIconType)")
                    }
                    .onAppear {
                        loadSettings()
                    }
                }
                func loadSettings() {
                    let saved = Preferences.demomode
                    settingsDemomode = saved
                    settingsIconType = IconType(rawValue: Preferences.iconType) ?? .png
                }
            }
            """
        #expect(Self.stops(main, library: [preferences]) == ["Demo Mode|1", "Icons: PNG|"])
        #expect(Self.stops(main.replacingOccurrences(of: ".onAppear", with: ".onDisappear"), library: [preferences])
                == ["Demo Mode|0", "Username|", "Icons: SVG|"], "without it, the state as declared")
    }
}
