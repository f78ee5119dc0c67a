import SwiftUI

// Common forms of common controls, as apps write them: sections in every spelling, labeled
// content, a prompt, a badge, swipe and context actions, search, an empty state.

struct FormControlsView: View {
    @State private var query = ""
    @State private var name = ""
    @State private var showAbout = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    LabeledContent("Version", value: "2.1")
                    LabeledContent("Build") { Text("42") }
                    TextField("Name", text: $name, prompt: Text("Required"))
                } header: {
                    Text("General").font(.headline)
                } footer: {
                    Text("Applies to all lists")
                }
                Section(header: Text("Mail"), footer: Text("Swipe a message for more")) {
                    Text("Inbox").badge(3)
                    Text("Receipts")
                        .swipeActions { Button("Archive") {}; Button("Delete", role: .destructive) {} }
                        .contextMenu { Button("Copy") {} }
                    ForEach(["Drafts", "Sent"], id: \.self) { Text($0) }
                        .onDelete { _ in }
                }
                Button("About") { showAbout = true }
                ContentUnavailableView("No results", systemImage: "magnifyingglass", description: Text("Try another search"))
            }
            .searchable(text: $query, prompt: "Find a setting")
            .navigationTitle("Settings")
            .alert("Earshot", isPresented: $showAbout) {
                Button("OK") {}
            } message: {
                Text("Version 2.1")
            }
        }
    }
}
