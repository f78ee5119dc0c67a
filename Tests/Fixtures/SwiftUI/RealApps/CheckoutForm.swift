import SwiftUI

// A checkout form as a designer writes one: a star rating fed by a binding that adjusts through
// its adjustable action, a picker over an enum, toolbar placement, a sheet that returns focus.

enum Shipping: String, CaseIterable, Identifiable {
    case standard = "Standard", express = "Express"
    var id: Self { self }
}

struct StarRating: View {
    @Binding var rating: Int
    var maximum = 5
    var body: some View {
        HStack {
            ForEach(1..<maximum + 1, id: \.self) { number in
                Image(systemName: number > rating ? "star" : "star.fill")
                    .onTapGesture { rating = number }
            }
        }
        .accessibilityElement()
        .accessibilityLabel("Rating")
        .accessibilityValue(rating == 1 ? "1 star" : "\(rating) stars")
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: if rating < maximum { rating += 1 }
            case .decrement: if rating > 1 { rating -= 1 }
            @unknown default: break
            }
        }
    }
}

struct CheckoutForm: View {
    @State private var rating = 4
    @State private var shipping = Shipping.standard
    @State private var showConfirm = false
    var body: some View {
        NavigationStack {
            Form {
                StarRating(rating: $rating)
                Picker("Shipping", selection: $shipping) {
                    ForEach(Shipping.allCases) { option in
                        Text(option.rawValue).tag(option)
                    }
                }
                Button("Place order") { showConfirm = true }
            }
            .navigationTitle("Checkout")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
            }
            .sheet(isPresented: $showConfirm) {
                VStack {
                    Text("Order placed")
                    Button("Done") { showConfirm = false }
                }
            }
        }
    }
}

#Preview { CheckoutForm() }
