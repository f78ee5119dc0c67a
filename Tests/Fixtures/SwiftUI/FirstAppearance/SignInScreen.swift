import SwiftUI

/// A sign-in screen as it first appears: no error yet, no account chosen, the help sheet
/// closed, a submit bar at the bottom.
struct SignInScreen: View {
    enum Phase { case idle, signingIn, failed(String) }

    @State private var email = ""
    @State private var password = ""
    @State private var showError = false
    @State private var showHelp = false
    @State private var phase = Phase.idle
    @State private var savedAccount: String?
    @AppStorage("remember") private var remember = true

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Email", text: $email)
                    SecureField("Password", text: $password)
                    if showError {
                        Text("Invalid email or password")
                    }
                    Toggle("Remember me", isOn: $remember)
                } header: {
                    Text("Account")
                }
                if let savedAccount {
                    Button("Continue as \(savedAccount)") { }
                }
                switch phase {
                case .idle:
                    Text("Read our [privacy policy](https://example.com/privacy)")
                case .signingIn:
                    ProgressView("Signing in")
                case .failed(let reason):
                    Text(reason)
                }
                Task { await warmUp() }
            }
            .navigationTitle("Sign In")
            .toolbar {
                Button(role: .close) { }
            }
            .safeAreaInset(edge: .bottom) {
                Button("Sign In") { phase = .signingIn }
            }
            .sheet(isPresented: $showHelp) {
                NavigationStack {
                    Text("Use the email you signed up with.")
                        .navigationTitle("Help")
                        .toolbar { Button("Done") { showHelp = false } }
                }
            }
        }
    }

    func warmUp() async {}
}

#Preview {
    SignInScreen()
}
