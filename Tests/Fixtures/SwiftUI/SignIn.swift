import SwiftUI

struct SignInView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var remember = true

    var body: some View {
        VStack(spacing: 16) {
            Text("Sign in")
                .font(.largeTitle)
                .accessibilityHeading(.h1)
            TextField("Email address", text: $email)
                .textContentType(.emailAddress)
            SecureField("Password", text: $password)
            Toggle(isOn: $remember) {
                Text("Remember me")
            }
            Button("Sign in") { }
                .buttonStyle(.borderedProminent)
            Link("Forgot your password?", destination: URL(string: "https://example.com/reset")!)
            Button("Create account") { }
                .disabled(true)
        }
        .padding()
    }
}
