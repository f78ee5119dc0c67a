import SwiftUI

/// A shared bill: words the app knows only when it runs (the bill's figures and names) beside
/// words it always says. Only the guessed words are marked when this screen is read.
struct BillSummary: View {
    let bill: Bill
    @State private var showsTip = false

    var body: some View {
        NavigationStack {
            List {
                Section("Split") {
                    Text("Total: \(bill.totalPerPerson)")
                    Text("Hello, ") + Text(bill.payer)
                    Text(bill.restaurant.name.uppercased())
                    Text(bill.tip.description.capitalized)
                    Text("Seats ⟨A–D⟩ by the window")
                    Text(bill.note ?? "No note")
                    Text("bill.shared.with \(bill.guestCount)")
                    ProgressView(value: bill.paidShare)
                    Button("Pay \(bill.amountDue)") { }
                }
                Section {
                    ForEach(bill.guests) { guest in
                        Text(guest.name)
                    }
                } header: {
                    Text("Guests")
                }
            }
            .navigationTitle("Bill")
        }
    }
}

#Preview {
    BillSummary(bill: .sample)
}
