import EarshotModel
import Testing
@testable import EarshotSwiftUI

/// Patterns met reading apps Earshot had not seen, each written here in code of our own: a
/// loading branch, an error not yet shown, a title on the navigation container itself, strings
/// through accessors a build step generates, an app's localizing macro, a view function taking a
/// closure of views, a case carrying its text, a whole number as a percentage.
@Suite struct SwiftUIFreshAppTests {
    /// A state the code cannot decide: what shows while it loads is not the content.
    @Test func anAppsSpinnerIsNotTheContentShown() {
        let source = """
            struct V: View {
                @EnvironmentObject var store: DataStore
                var body: some View {
                    switch store.currentUser {
                    case .loading:
                        ActivityIndicator(isAnimating: .constant(true))
                    default:
                        VStack {
                            Text("Sign in to start")
                            Button("Log in") {}
                        }
                    }
                }
            }
            """
        #expect(stopLabels(source) == ["Sign in to start", "Log in"])
        let plain = source.replacingOccurrences(of: "ActivityIndicator(isAnimating: .constant(true))", with: "Text(\"Welcome\")")
        #expect(stopLabels(plain) == ["Welcome"], "an undecided first case that shows content is still read")
    }

    /// An error the code cannot decide is not on the screen when it first appears.
    @Test func anUndecidedErrorIsNotShown() {
        let source = """
            struct V: View {
                @EnvironmentObject var store: DataStore
                var error: String? { store.lastError }
                var body: some View {
                    VStack {
                        if let error = self.error { Text(error) }
                        if store.hasFailed { Text("Could not connect") }
                        if store.error == nil { Text("Ready") }
                        Button("Log in") {}
                    }
                }
            }
            """
        #expect(stopLabels(source) == ["Ready", "Log in"])
    }

    /// A title on the navigation container titles an enclosing one, not its own bar.
    @Test func aTitleOnTheContainerItselfIsNotItsBars() {
        let outside = """
            struct V: View {
                var body: some View {
                    NavigationView {
                        Text("Sign in")
                    }
                    .navigationTitle("Login")
                }
            }
            """
        #expect(stopLabels(outside) == ["Sign in"])
        let inside = outside.replacingOccurrences(of: "}\n        .navigationTitle(\"Login\")", with: ".navigationTitle(\"Login\")\n        }")
        #expect(stopLabels(inside) == ["Login", "Sign in"])
    }

    static let table = """
        "settings.navigation.title" = "Settings";
        "hotspot.settings.port_range" = "Use a port between %@ and %@";
        "reading_settings.zoom.title" = "Page zoom";
        """

    /// `LocalString.settings_navigation_title`, `L10n.Settings.Navigation.title`: enums a build
    /// step writes from the table, so no file declares them; the key is found by its letters.
    @Test func generatedAccessorsReadTheirKeys() {
        let source = """
            struct V: View {
                var body: some View {
                    VStack {
                        Text(LocalString.settings_navigation_title)
                        Text(L10n.ReadingSettings.Zoom.title)
                        Text(LocalString.hotspot_settings_port_range(withArgs: "1", "65535"))
                        Text(LocalString.no_such_key)
                    }
                }
            }
            """
        #expect(stopLabels(source, tables: ["App/en.lproj/Localizable.strings": Self.table])
            == ["Settings", "Page zoom", "Use a port between 1 and 65535", "⟨no such key⟩"])
        // An enum the app declares is read as its code says, not by the table.
        let declared = "enum LocalString { static let settings_navigation_title = \"Preferences\" }\n" + source
        #expect(stopLabels(declared, tables: ["App/en.lproj/Localizable.strings": Self.table]).first == "Preferences")
    }

    /// An app's macro that expands to a localized string.
    @Test func aLocalizingMacroReadsItsKey() {
        let source = """
            struct V: View {
                var body: some View {
                    VStack {
                        Text(#localized("lock.title", bundle: .module))
                        Text(#localized("Hide codes"))
                    }
                }
            }
            """
        #expect(stopLabels(source, tables: ["App/en.lproj/Localizable.strings": "\"lock.title\" = \"Biometric lock\";"])
            == ["Biometric lock", "Hide codes"])
    }

    /// A view function taking a closure of views shows the caller's views where it calls it.
    @Test func aViewFunctionShowsTheClosureItIsGiven() {
        let source = """
            struct V: View {
                var body: some View {
                    List {
                        security
                        section("APPEARANCE") { Text("Theme") }
                    }
                }
            }
            private extension V {
                var security: some View {
                    section("SECURITY") {
                        Toggle("Biometric lock", isOn: .constant(false))
                    }
                }
                func section(_ title: LocalizedStringKey, @ViewBuilder content: () -> some View) -> some View {
                    VStack {
                        Text(title)
                        VStack { content() }
                    }
                }
            }
            """
        #expect(stopLabels(source) == ["SECURITY", "Biometric lock", "APPEARANCE", "Theme"])
    }

    /// A case carrying text (`.localized("Backup", .module)`) shows that text.
    @Test func aCaseCarryingTextShowsIt() {
        let source = """
            enum TextContent {
                case verbatim(String)
                case localized(LocalizedStringKey, Bundle)
                case none
            }
            struct V: View {
                var body: some View {
                    VStack {
                        Row(title: .localized("Backup", .module))
                        Row(title: .verbatim("Proton Pass"))
                        Row(title: .none)
                    }
                }
            }
            struct Row: View {
                let title: TextContent
                var body: some View { Text(title) }
            }
            """
        #expect(stopLabels(source) == ["Backup", "Proton Pass", "none"])
    }

    /// The same made with a type in a package the files given do not hold: made from text, it
    /// shows the text; made from anything else, it is not known.
    @Test func aCaseOfATypeNotReadShowsItsText() {
        let source = """
            struct V: View {
                var body: some View {
                    VStack {
                        Row(title: .localized("Backup", .module))
                        Row(title: .named(name))
                    }
                }
            }
            struct Row: View {
                let title: TextContent
                var body: some View { Text(title) }
            }
            """
        #expect(stopLabels(source) == ["Backup", "⟨named⟩"])
    }

    /// `formatted(.percent)`: a fraction and a whole one are fractions, a larger whole number is
    /// already a percentage.
    @Test func percentagesOfWholeNumbers() {
        let source = """
            struct V: View {
                @State private var zoom = 1.0
                @State private var half = 0.5
                @State private var battery = 20
                var body: some View {
                    VStack {
                        Text(zoom.formatted(.percent))
                        Text(half.formatted(.percent))
                        Text(battery.formatted(.percent))
                    }
                }
            }
            """
        #expect(stopLabels(source) == ["100%", "50%", "20%"])
    }

    /// A menu picker whose options are the app's colours (a static list an extension of
    /// `Color` in another file adds), each a swatch and its name: the selection says the name.
    @Test func aPickerOfColoursFromAnotherFileSaysTheColoursName() {
        let main = SwiftUIImport.File(path: "App/Settings/V.swift", bytes: Array("""
            import SwiftUI
            struct V: View {
                @AppStorage("accentColor") private var accentColor: Color = .purple
                @State private var icon = "Default"
                var body: some View {
                    Form {
                        Picker(selection: $accentColor, label: Text("Accent Color")) {
                            ForEach(Color.allAccentOptions, id: \\.self) { color in
                                HStack {
                                    Circle().frame(width: 20)
                                    Text(color.description.capitalized)
                                }
                                .tag(color)
                            }
                        }
                        Picker(selection: $icon, label: Text("App Icon")) {
                            ForEach(["Default", "Dark"], id: \\.self) { name in
                                HStack {
                                    Image("Icons/\\(name)")
                                    Text(name)
                                }
                            }
                        }
                    }
                }
            }
            """.utf8))
        let colours = SwiftUIImport.File(path: "App/Extensions/Color+Accent.swift", bytes: Array("""
            import SwiftUI
            extension Color: RawRepresentable {
                static var allAccentOptions: [Color] { [.purple, .blue, .red] }
                public init?(rawValue: String) { self = .purple }
                public var rawValue: String { description }
            }
            """.utf8))
        let layout = try? SwiftUIImport.layout(main: main, library: [colours]).get()
        let pickers = elements(layout).filter { $0.label == "Accent Color" || $0.label == "App Icon" }
        #expect(pickers.map(\.value) == ["Purple", "Default"])
    }

    /// A long picker keeps its options in groups: each is an option, the selection says one.
    @Test func aPickersGroupedOptionsAreOptions() {
        let source = """
            struct V: View {
                @AppStorage("localizationKey") var localizationKey: String = "de"
                var body: some View {
                    Form {
                        Picker(selection: $localizationKey, label: Text("App language")) {
                            Group {
                                Text("English").tag("en")
                                Text("Deutsch").tag("de")
                            }
                            Group {
                                Text("Français").tag("fr")
                            }
                        }
                    }
                }
            }
            """
        func value(_ source: String) -> String? {
            let main = SwiftUIImport.File(path: "App/V.swift", bytes: Array(("import SwiftUI\n" + source).utf8))
            return elements(try? SwiftUIImport.layout(main: main).get()).first { $0.label == "App language" }?.value
        }
        #expect(value(source) == "Deutsch")
        #expect(value(source.replacingOccurrences(of: "= \"de\"", with: "= \"fr\"")) == "Français")
    }

    /// Texts joined with `+`, one kept in a name with its own styling: one text saying them all.
    @Test func joinedTextsWithOneKeptInAName() {
        let source = """
            struct V: View {
                var body: some View {
                    let nio = Text("Nio").foregroundColor(.accentColor).bold()
                    return VStack {
                        (Text("👋") + Text("Welcome to ") + nio + Text("!"))
                            .font(.title)
                        Text("Sign in")
                    }
                }
            }
            """
        #expect(stopLabels(source) == ["👋Welcome to Nio!", "Sign in"])
    }

    /// `self.$limit` binds the same state as `$limit`: the picker says the option it starts on.
    @Test func aBindingWrittenWithSelfSaysItsState() {
        let source = """
            struct V: View {
                @State private var limit: Int = 20
                private let options = [10, 20, 30]
                var body: some View {
                    Form {
                        Picker("Cards per session", selection: self.$limit) {
                            ForEach(self.options, id: \\.self) { n in Text("\\(n) cards").tag(n) }
                        }
                    }
                }
            }
            """
        let main = SwiftUIImport.File(path: "App/V.swift", bytes: Array(("import SwiftUI\n" + source).utf8))
        #expect(elements(try? SwiftUIImport.layout(main: main).get()).first { $0.label == "Cards per session" }?.value == "20 cards")
    }

    /// A struct made a view by an extension (`extension Settings: View { var body … }`), as some
    /// apps write every view: a screen like any other.
    @Test func aViewDeclaredByItsExtensionIsAScreen() {
        let source = """
            struct Settings {
                @AppStorage("isICloudOn") private var isICloudOn = false
                private let title = "Settings"
            }
            extension Settings: View {
                var body: some View {
                    Form {
                        Toggle("iCloud", isOn: $isICloudOn)
                    }
                    .navigationTitle(title)
                }
            }
            """
        let main = SwiftUIImport.File(path: "App/V.swift", bytes: Array(("import SwiftUI\n" + source).utf8))
        let layout = try? SwiftUIImport.layout(main: main).get()
        #expect(layout?.screens.first?.id == "Settings")
        #expect(elements(layout).filter(\.accessible).map { [$0.label ?? "", $0.value ?? ""] } == [["Settings", ""], ["iCloud", "0"]])
    }

    /// The device a screen is read on: `UIDevice.current.userInterfaceIdiom` is `.phone`, the app
    /// does not run on a Mac, and a property that is one `#if os(iOS)` block is that block's value.
    @Test func theDeviceIsAnIPhone() {
        let source = """
            enum Device {
                static var isPad: Bool {
                    #if os(iOS)
                    UIDevice.current.userInterfaceIdiom == .pad
                    #else
                    false
                    #endif
                }
                static var isMac: Bool {
                    #if os(macOS)
                    true
                    #else
                    false
                    #endif
                }
            }
            struct V: View {
                var body: some View {
                    VStack {
                        if Device.isPad { Text("Pad") } else { Text("Phone") }
                        Text(Device.isMac ? "Mac" : "iOS")
                        if ProcessInfo.processInfo.isiOSAppOnMac { Text("On a Mac") }
                        if UIDevice.current.userInterfaceIdiom == .pad { Text("Sidebar") }
                    }
                }
            }
            """
        #expect(stopLabels(source) == ["Phone", "iOS"])
    }

    /// An `AttributedString` a function builds and styles in part (`if let range = text.range(of:)
    /// { text[range].link = url }`): the styling leaves its words, which are known.
    @Test func aTextStyledInPartKeepsItsWords() {
        let source = """
            struct V: View {
                var body: some View {
                    Text(linked())
                }
                func linked() -> AttributedString {
                    var fullText = AttributedString("You can update the permissions from settings.")
                    if let range = fullText.range(of: "settings") {
                        fullText[range].link = URL(string: UIApplication.openSettingsURLString)!
                        fullText[range].foregroundColor = .blue
                    }
                    return fullText
                }
            }
            """
        #expect(stopLabels(source) == ["You can update the permissions from settings."])
    }
}
