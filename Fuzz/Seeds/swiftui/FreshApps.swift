import SwiftUI

enum TextContent {
    case verbatim(String)
    case localized(LocalizedStringKey, Bundle)
}

struct Row: View {
    let title: TextContent
    var body: some View { Text(title) }
}

struct FreshApps: View {
    @EnvironmentObject var store: DataStore
    @AppStorage("accentColor") private var accentColor: Color = .purple
    @AppStorage("localizationKey") var localizationKey: String = "en"
    @State private var zoom = 1.0
    var error: String? { store.lastError }

    var body: some View {
        switch store.currentUser {
        case .loading:
            ActivityIndicator(isAnimating: .constant(true))
        default:
            NavigationView {
                List {
                    if let error = self.error { Text(error) }
                    section("SECURITY") {
                        Row(title: .localized("Backup", .module))
                        Text(#localized("Biometric lock", bundle: .module))
                    }
                    Text(LocalString.settings_navigation_title)
                    Text(L10n.Reading.Zoom.title)
                    Text(LocalString.port_range(withArgs: "1", "65535"))
                    Text(zoom.formatted(.percent))
                    Picker(selection: $accentColor, label: Text("Accent")) {
                        ForEach(Color.allAccentOptions, id: \.self) { color in
                            Text(color.description.capitalized).tag(color)
                        }
                    }
                    Picker(selection: $localizationKey, label: Text("Language")) {
                        Group {
                            Text("English").tag("en")
                            Text("Deutsch").tag("de")
                        }
                    }
                }
            }
            .navigationTitle("Login")
        }
    }

    func section(_ title: LocalizedStringKey, @ViewBuilder content: () -> some View) -> some View {
        VStack {
            Text(title)
            content()
        }
    }
}

extension Color {
    static var allAccentOptions: [Color] { [.purple, .blue] }
}
