import SwiftUI

// Tabs made by a ForEach over an enum whose label and destination are view properties
// switching on the case, as Apple's sample apps write them.

enum AppSection: CaseIterable {
    case home, library, settings
}

extension AppSection {
    @ViewBuilder var label: some View {
        switch self {
        case .home: Label("Home", systemImage: "house")
        case .library: Label("Library", systemImage: "books.vertical")
        case .settings: Label("Settings", systemImage: "gear")
        }
    }

    @ViewBuilder var destination: some View {
        switch self {
        case .home: Text("Welcome back")
        case .library: Text("Your books")
        case .settings: Text("Preferences")
        }
    }
}

struct AppTabsView: View {
    var body: some View {
        TabView {
            ForEach(AppSection.allCases, id: \.self) { section in
                section.destination
                    .tabItem { section.label }
            }
        }
    }
}
