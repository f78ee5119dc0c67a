import EarshotModel
import Testing
@testable import EarshotSwiftUI

/// Localized text through the app's own helpers, each followed to the call that looks the key
/// up: the key's text in the named table (source language), else the value given; the key is
/// never said when either exists, and a key with neither is a placeholder in words.
@Suite struct SwiftUILocalizationHelpersTests {
    /// The labels of `source` (at `App/V.swift`) with `tables` (path → text) beside it.
    func labels(_ source: String, tables: [String: String] = [:]) -> [String?] {
        let files = tables.mapValues { Array($0.utf8) }
        let main = SwiftUIImport.File(path: "App/V.swift", bytes: Array(("import SwiftUI\n" + source).utf8))
        return elements(try? SwiftUIImport.layout(main: main, readFile: { files[$0] }).get()).map(\.label)
    }

    func placeholders(_ source: String) -> [Bool] {
        let main = SwiftUIImport.File(path: "App/V.swift", bytes: Array(("import SwiftUI\n" + source).utf8))
        return elements(try? SwiftUIImport.layout(main: main).get()).map(\.placeholder)
    }

    @Test func wrapperFunctionWithAValue() {
        let source = """
            func OBALoc(_ key: String, value: String, comment: String) -> String {
                NSLocalizedString(key, tableName: nil, bundle: .main, value: value, comment: comment)
            }
            struct V: View {
                var body: some View { Button(OBALoc("loc.button", value: "Use My Location", comment: "Button")) {} }
            }
            """
        #expect(labels(source) == ["Use My Location"])
        #expect(labels(source, tables: ["App/en.lproj/Localizable.strings": "\"loc.button\" = \"Use Current Location\";"]) == ["Use Current Location"])
    }

    @Test func staticLetOfAClosureCalledOnce() {
        let source = """
            enum Strings {
                static let title = { NSLocalizedString("settings.title", value: "Settings", comment: "") }()
            }
            struct V: View { var body: some View { Text(Strings.title) } }
            """
        #expect(labels(source) == ["Settings"])
    }

    @Test func stringLocalizedWithDefaultValueTableAndInterpolation() {
        let source = """
            struct V: View {
                let count = 3
                var body: some View {
                    Text(String(localized: "inbox.title", defaultValue: "Inbox", table: "Mail"))
                    Text(String(localized: "Unread: \\(count)", table: "Mail"))
                    Text(LocalizedStringResource("archive", defaultValue: "Archive"))
                }
            }
            """
        let tables = ["App/Mail.strings": "\"inbox.title\" = \"All Inboxes\";\n\"Unread: %lld\" = \"%lld unread\";"]
        #expect(labels(source, tables: tables) == ["All Inboxes", "3 unread", "Archive"])
        #expect(labels(source) == ["Inbox", "Unread: 3", "Archive"])
    }

    @Test func bundleLocalizedStringForKey() {
        let source = """
            extension String {
                func loc(_ table: String? = nil) -> String { Bundle.main.localizedString(forKey: self, value: "Fallback", table: table) }
            }
            struct V: View {
                var body: some View {
                    Text("welcome".loc("Onboarding"))
                    Text("missing".loc())
                }
            }
            """
        #expect(labels(source, tables: ["App/Onboarding.xcstrings": Self.catalog]) == ["Hello there", "Fallback"])
    }

    static let catalog = #"{"sourceLanguage":"en","strings":{"welcome":{"localizations":{"en":{"stringUnit":{"value":"Hello there"}}}}}}"#

    @Test func swiftGenTrAndTypedAccessors() {
        let source = """
            enum L10n {
                enum Settings {
                    static let title = L10n.tr("Localizable", "settings.title", fallback: "Settings")
                    static var subtitle: String { L10n.tr("Localizable", "settings.subtitle", fallback: "Preferences") }
                    static func greeting(_ p1: Any) -> String { L10n.tr("Localizable", "settings.greeting", String(describing: p1), fallback: "Hi %@") }
                }
                private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
                    let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
                    return String(format: format, locale: Locale.current, arguments: args)
                }
            }
            struct V: View {
                var body: some View {
                    Text(L10n.Settings.title)
                    Text(L10n.Settings.subtitle)
                    Text(L10n.Settings.greeting("Ada"))
                }
            }
            """
        #expect(labels(source) == ["Settings", "Preferences", "Hi Ada"])
        let table = "\"settings.title\" = \"Options\";\n\"settings.greeting\" = \"Welcome, %@\";"
        #expect(labels(source, tables: ["App/Localizable.strings": table]) == ["Options", "Preferences", "Welcome, Ada"])
    }

    @Test func catalogAccessorsGeneratedFromAStringCatalog() {
        let source = """
            struct V: View {
                var body: some View {
                    Text(.settings(.confirmDeletion))
                    Toggle(String(localized: .settings(.lockWith("Face ID"))), isOn: .constant(false))
                }
            }
            """
        let catalog = #"{"sourceLanguage":"en","strings":{"confirmDeletion":{"localizations":{"en":{"stringUnit":{"value":"Ask before deleting"}}}},"# +
            #""lockWith":{"localizations":{"en":{"stringUnit":{"value":"Lock app with %@"}}}}}}"#
        #expect(labels(source, tables: ["App/Resources/Settings.xcstrings": catalog]) == ["Ask before deleting", "Lock app with Face ID"])
    }

    /// A key with no text anywhere is a placeholder said as words, never the key.
    @Test func unresolvedKeyIsAPlaceholderInWords() {
        let source = "struct V: View { var body: some View { Text(NSLocalizedString(\"profile.edit_button\", comment: \"\")) } }"
        #expect(labels(source) == ["⟨profile edit button⟩"])
        #expect(placeholders(source) == [true])
    }

    /// R.swift's `R.string.localizable.key(args)`: the key so spelled in `Localizable`, filled.
    /// The table beside the module is found from a file given by its name alone, in its folder,
    /// as from a path: the search goes up through `..` as through a folder's name.
    @Test func rSwiftAccessorsFromAFileInItsOwnFolder() {
        let source = """
            struct V: View {
                var body: some View {
                    VStack {
                        Text(R.string.localizable.aboutIrisMeetIris())
                        Text(R.string.localizable.greeting("Ada"))
                    }
                }
            }
            """
        let table = "\"aboutIrisMeetIris\" = \"Meet Iris\";\n\"greeting\" = \"Hello %@\";\n"
        let files = ["../Resources/en.lproj/Localizable.strings": Array(table.utf8),
                     "../../Faq/Resources/en.lproj/Localizable.strings": Array("\"greeting\" = \"Wrong\";\n".utf8)]
        let main = SwiftUIImport.File(path: "V.swift", bytes: Array(("import SwiftUI\n" + source).utf8))
        let layout = try? SwiftUIImport.layout(main: main, readFile: { files[$0] }).get()
        #expect(elements(layout).map(\.label) == ["Meet Iris", "Hello Ada"])
    }
}
