import SwiftUI

struct DeleteAccountView: View {
    @State private var showDelete = false

    var body: some View {
        VStack {
            Text("Account")
                .font(.title)
                .accessibilityAddTraits(.isHeader)
            Text("Deleting your account removes all your data.")
            Button("Delete account", role: .destructive) {
                showDelete = true
            }
        }
        .alert("Delete account?", isPresented: $showDelete) {
            Button("Delete", role: .destructive) { }
            Button("Cancel", role: .cancel) { }
        } message: {
            Text("This cannot be undone.")
        }
    }
}
