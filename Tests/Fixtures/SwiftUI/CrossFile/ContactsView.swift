import SwiftUI

struct ContactsView: View {
    var body: some View {
        NavigationStack {
            List {
                ContactRow(name: "Anna Lee", phone: "555 0101")
                ContactRow(name: "Marcus Chen", phone: "555 0199")
                FancyBadge(count: 3)
            }
            .navigationTitle("Contacts")
        }
    }
}
