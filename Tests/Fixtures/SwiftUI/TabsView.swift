import SwiftUI

struct TabsView: View {
    var body: some View {
        TabView {
            HomeTab()
                .tabItem {
                    Label("Home", systemImage: "house")
                }
            Text("Search")
                .tabItem {
                    Label("Search", systemImage: "magnifyingglass")
                }
            Text("Library")
                .tabItem {
                    Label("Library", systemImage: "books.vertical")
                }
            Text("Profile")
                .tabItem {
                    Image(systemName: "person")
                    Text("Profile")
                }
        }
    }
}

struct HomeTab: View {
    var body: some View {
        NavigationStack {
            VStack {
                Text("Good morning")
                Button("Start a workout") { }
            }
            .navigationTitle("Home")
        }
    }
}
