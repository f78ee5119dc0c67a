import SwiftUI

struct MessageRow: View {
    var body: some View {
        VStack {
            Text("Inbox")
                .accessibilityAddTraits(.isHeader)
            VStack(alignment: .leading) {
                Text("Anna Lee")
                Text("Lunch tomorrow?")
            }
            .accessibilityElement(children: .combine)
            .accessibilityAction(named: "Reply") { }
            .accessibilityAction(named: "Archive") { }
            .accessibilityAction(named: "Delete") { }
            Text("Marcus")
                .accessibilityHint("Opens the conversation")
            Text("Urgent: server down")
            Text("Weekly report")
                .accessibilityRotor("Urgent") {
                    AccessibilityRotorEntry("Urgent: server down", id: 1)
                }
        }
    }
}
