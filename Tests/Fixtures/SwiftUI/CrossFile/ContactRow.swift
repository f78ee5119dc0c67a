import SwiftUI

struct ContactRow: View {
    let name: String
    let phone: String

    var body: some View {
        HStack {
            Image("avatar_placeholder")
            VStack(alignment: .leading) {
                Text(name)
                Text(phone)
            }
        }
        .accessibilityElement(children: .combine)
        .onTapGesture { }
    }
}
