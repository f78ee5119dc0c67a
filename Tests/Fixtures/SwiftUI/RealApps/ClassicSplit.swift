import SwiftUI

// A bill splitter in the shape tip calculators take: a computed share worked out from state
// (let lines, arithmetic, a subscript), a picker over a range by index, a value text field with
// a currency format, an old-style navigation title.

struct BillSplitterView: View {
    @State private var bill = 0.0
    @State private var guests = 3
    @State private var serviceIndex = 1
    let serviceRates = [5, 12, 18]
    var share: Double {
        let diners = Double(guests + 1)
        let rate = Double(serviceRates[serviceIndex])
        let service = bill * rate / 100
        return (bill + service) / diners
    }

    var body: some View {
        NavigationView {
            Form {
                Section {
                    TextField("Bill", value: $bill, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
                    Picker("Guests", selection: $guests) {
                        ForEach(1 ..< 20) {
                            Text("\($0) guests")
                        }
                    }
                }
                Section(header: Text("Service")) {
                    Picker("Service rate", selection: $serviceIndex) {
                        ForEach(0 ..< serviceRates.count) {
                            Text("\(self.serviceRates[$0])%")
                        }
                    }
                }
                Section {
                    Text("Each pays $\(share, specifier: "%.2f")")
                }
            }
            .navigationBarTitle("Bill splitter")
        }
    }
}
