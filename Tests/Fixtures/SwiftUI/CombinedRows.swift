import SwiftUI

struct CombinedRows: View {
    var body: some View {
        List {
            HStack {
                Image(systemName: "envelope")
                VStack(alignment: .leading) {
                    Text("Mail")
                    Text("3 unread")
                }
            }
            .accessibilityElement(children: .combine)
            HStack {
                Text("Storage")
                Spacer()
                Text("12 GB of 64 GB")
            }
            .accessibilityElement(children: .combine)
            VStack {
                Text("Grouped title")
                Text("Grouped detail")
            }
            .accessibilityElement(children: .contain)
            HStack {
                Text("Second")
                    .accessibilitySortPriority(1)
                Text("First")
                    .accessibilitySortPriority(2)
            }
        }
    }
}
