import SwiftUI

// Patterns measured on public apps, written for Earshot: state and constants read as values,
// formats as an en-US iPhone shows them, enums, a binding to the caller's state, #if for an
// iPhone build, toolbar placement, a guarded branch.

enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
}

enum CupSize: Int, CaseIterable {
    case small, large
    var title: String {
        switch self {
        case .small: return "Small cup"
        case .large: "Large cup"
        }
    }
}

struct RatingRow: View {
    @Binding var rating: Int
    var maximum = 5
    var body: some View {
        Text("Rating: \(rating) out of \(maximum)")
    }
}

struct TipCalculatorView: View {
    @State private var checkAmount = 0.0
    @State private var tipPercentage = 18
    @State private var rating = 3
    @State private var flavor = Flavor.vanilla
    @State private var orders: [String] = []
    let tipPercentages = [8, 12, 18, 22]
    var totalPerPerson: Double { 0 }

    var body: some View {
        NavigationStack {
            Form {
                Section("Tip for the table") {
                    Picker("Tip", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) {
                            Text($0, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section {
                    Text(totalPerPerson, format: .currency(code: "USD"))
                    Text("Amount \(checkAmount, specifier: "%.2f")")
                } header: {
                    Text("Amount per person")
                }
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { flavor in
                        Text(flavor.rawValue.capitalized)
                    }
                }
                ForEach(CupSize.allCases, id: \.self) { size in
                    Text(size.title)
                }
                RatingRow(rating: $rating)
                if orders.isEmpty {
                    EmptyView()
                } else {
                    Text("Orders: \(orders.count)")
                }
                #if os(macOS)
                Text("Press Return to split")
                #else
                Text("Tap Split to share")
                #endif
            }
            .navigationTitle("Split the check")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) { Button("Split") {} }
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
            }
        }
    }
}

#Preview {
    TipCalculatorView()
}
