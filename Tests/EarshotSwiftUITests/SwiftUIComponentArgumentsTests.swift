import EarshotModel
import Testing
@testable import EarshotSwiftUI

/// What a call hands a component, read as the component declares it: a case of the parameter's
/// enum, a list of the element type it holds, a row its own view subscript makes.
@Suite struct SwiftUIComponentArgumentsTests {
    /// `.destructive(withArrow: false)` passed to a parameter of type `ButtonKind`: that enum's
    /// case, though another enum of the app has a case so named, so what the case carries decides.
    @Test func aCaseTwoEnumsShareIsTheParametersTypes() {
        let button = swiftFile("App/Shared/MainButton.swift", """
            import SwiftUI
            enum ButtonKind {
                case primary(withArrow: Bool)
                case destructive(withArrow: Bool)
                var hasArrow: Bool {
                    switch self {
                    case .primary(let hasArrow), .destructive(let hasArrow):
                        return hasArrow
                    }
                }
            }
            enum TagStyle {
                case plain
                case destructive
            }
            struct MainButton: View {
                var title: String
                var kind: ButtonKind
                var body: some View {
                    Button {} label: {
                        HStack {
                            Text(title)
                            if kind.hasArrow { Image(systemName: "arrow.right") }
                        }
                    }
                }
            }
            """)
        let main = """
            struct V: View {
                var body: some View {
                    VStack {
                        MainButton(title: "Sign Out", kind: .destructive(withArrow: false))
                        MainButton(title: "Continue", kind: .primary(withArrow: true))
                    }
                }
            }
            """
        #expect(SwiftUIAppModelsTests.stops(main, library: [button]) == ["Sign Out|", "Continue, Arrow right|"])
    }

    /// `Credit(contributors: [.ann, .bob])` where the component holds `[Contributor]`, an enum
    /// declared in a file of its own: the enum's file is brought, and each item is its case,
    /// though another enum has a case so named.
    @Test func aListOfCasesIsOfTheHeldElementType() {
        let credit = swiftFile("App/About/Credit.swift", """
            import SwiftUI
            struct Credit: View {
                let kind: String
                let contributors: [Contributor]
                var body: some View {
                    HStack {
                        Text(verbatim: kind)
                        VStack {
                            ForEach(contributors, id: \\.self) { item in
                                Text(verbatim: item.person.name)
                            }
                        }
                    }
                }
            }
            """)
        let people = swiftFile("App/Model/Contributor.swift", """
            struct Person { let name: String }
            enum Contributor: CaseIterable {
                case ann
                case bob
                var person: Person {
                    switch self {
                    case .ann: return Person(name: "Ann Lee")
                    case .bob: return Person(name: "Bob Ray")
                    }
                }
            }
            """)
        let reviewers = swiftFile("App/Model/Reviewer.swift", "enum Reviewer { case ann }\n")
        let main = """
            struct V: View {
                var body: some View {
                    List {
                        Text(verbatim: "\\(Reviewer.ann)")
                        Credit(kind: "Developers", contributors: [.ann, .bob])
                    }
                }
            }
            """
        #expect(SwiftUIAppModelsTests.stops(main, library: [credit, people, reviewers]) == ["ann|", "Developers|", "Ann Lee|", "Bob Ray|"])
    }

    /// `ForEach(options) { self[$0] }` with `@ViewBuilder subscript(option:) -> some View` in an
    /// extension: each row is what the subscript makes for its option.
    @Test func aViewSubscriptMakesEachRow() {
        let list = swiftFile("App/Settings/SettingsList.swift", """
            import SwiftUI
            enum Option: CaseIterable, Identifiable {
                case speed, captions
                var id: Self { self }
                var title: String {
                    switch self {
                    case .speed: return "Playback Speed"
                    case .captions: return "Subtitles"
                    }
                }
            }
            struct SettingsList {
                @State private var on = false
            }
            extension SettingsList: View {
                var body: some View {
                    VStack {
                        ForEach(Option.allCases) { self[$0] }
                    }
                }
            }
            private extension SettingsList {
                @ViewBuilder subscript(option: Option) -> some View {
                    switch option {
                    case .captions:
                        Toggle(option.title, isOn: $on)
                    case .speed:
                        Button(option.title) {}
                    }
                }
            }
            """)
        let main = """
            struct V: View {
                var body: some View { SettingsList() }
            }
            """
        #expect(SwiftUIAppModelsTests.stops(main, library: [list]) == ["Playback Speed|", "Subtitles|0"])
    }

    /// `KioskRow.label("Authentication", icon: "lock")`: a static view function of the app's enum,
    /// its overload chosen by its labels, and a sibling it calls by name; the row a toggle's
    /// label or a list shows is what the function makes.
    @Test func aStaticViewFunctionOfATypeMakesItsRow() {
        let rows = swiftFile("App/Settings/KioskRow.swift", """
            import SwiftUI
            enum KioskRow {
                static func label(_ title: String, subtitle: String? = nil, icon: String) -> some View {
                    Label {
                        VStack {
                            Text(title)
                            if let subtitle { Text(subtitle) }
                        }
                    } icon: {
                        Image(icon)
                    }
                }
                static func label(_ title: String, systemSymbol: String) -> some View {
                    Label { Text(title) } icon: { Image(systemName: systemSymbol) }
                }
                static func row(_ title: String, detail: String) -> some View {
                    HStack {
                        label(title, subtitle: detail, icon: "gear")
                        Spacer()
                    }
                }
            }
            """)
        let main = """
            struct V: View {
                @State private var on = true
                var body: some View {
                    Form {
                        Toggle(isOn: $on) { KioskRow.label("Authentication", icon: "lock") }
                        Toggle(isOn: $on) { KioskRow.label("Remote commands", systemSymbol: "antenna.radiowaves.left.and.right") }
                        KioskRow.row("Screensaver", detail: "Off")
                    }
                }
            }
            """
        #expect(SwiftUIAppModelsTests.stops(main, library: [rows]) == ["Authentication|1", "Remote commands|1", "Screensaver, Off|"])
    }
}
