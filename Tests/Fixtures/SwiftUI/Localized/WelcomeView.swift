import SwiftUI

struct WelcomeView: View {
    var body: some View {
        VStack {
            Text("welcome_title")
                .accessibilityAddTraits(.isHeader)
            Text("welcome_body")
            Button("get_started") { }
            Text(verbatim: "welcome_title")
            Text("Not in the catalog")
        }
    }
}
