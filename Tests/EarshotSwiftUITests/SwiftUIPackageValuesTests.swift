import EarshotModel
import Testing
@testable import EarshotSwiftUI

/// Values of types declared in a package the app uses but Earshot does not read: a setting made
/// with `.init(title:value:)` and a case written `.toggle(.init())`, as a settings component
/// takes them.
@Suite struct SwiftUIPackageValuesTests {
    static let row = swiftFile("App/Components/SettingRow.swift", """
        import SwiftUI
        import SettingsKit

        struct SettingRow: View {
            let setting: Setting
            @State private var on = false

            init(setting: Setting) {
                var setting = setting
                setting.title = NSLocalizedString(setting.title, comment: "")
                self.setting = setting
            }

            var body: some View {
                content.disabled(disabled)
            }

            private var disabled: Bool { setting.requires != nil }

            @ViewBuilder private var content: some View {
                switch setting.value {
                case let .link(value):
                    Link(setting.title, destination: URL(string: value.url)!)
                case let .toggle(value):
                    VStack {
                        Toggle(setting.title, isOn: $on)
                        if let subtitle = value.subtitle {
                            Text(subtitle)
                        }
                    }
                case .custom:
                    Text("Custom")
                }
            }
        }
        """)

    /// The setting's labels are its properties; what it was not given is nil (no subtitle, no
    /// requirement); the `switch` takes the case it was made with, and no case is a guess.
    @Test func aSettingOfAPackagesTypeIsReadAsItWasMade() throws {
        let main = swiftFile("App/Screens/V.swift", """
            import SwiftUI
            struct V: View {
                var body: some View {
                    List {
                        SettingRow(setting: .init(title: "Sync", value: .toggle(.init())))
                        SettingRow(setting: .init(title: "Help", value: .link(.init(url: "https://example.com/help"))))
                        SettingRow(setting: .init(title: "Night", value: .toggle(.init(subtitle: "After sunset"))))
                    }
                }
            }
            """)
        let imported = try SwiftUIImport.yaml(main: main, library: [Self.row], readFile: { _ in nil }).get()
        let layout = try imported.layout.layout().get()
        func shown(_ e: Element) -> [Element] { e.hidden ? [] : (e.accessible ? [e] : []) + e.children.flatMap(shown) }
        let stops = (layout.screens.first?.elements ?? []).flatMap(shown)
        func said(_ e: Element) -> String {
            let roles: [(Traits, String)] = [(.switchButton, "switch"), (.link, "link"), (.notEnabled, "dimmed")]
            return ([e.label ?? ""] + roles.filter { e.traits.contains($0.0) }.map(\.1)).joined(separator: "|")
        }
        #expect(stops.map(said) == ["Sync|switch", "Help|link", "Night|switch", "After sunset"])
        #expect(!imported.approximations.contains { $0.kind == "condition" }, "\(imported.approximations)")
    }
}
