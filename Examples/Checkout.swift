import SwiftUI

/// A checkout screen as a team might write it before it is built: hear it with
/// `earshot Examples/Checkout.swift`, audit it with `earshot audit Examples/Checkout.swift`.
struct CheckoutView: View {
    @State private var quantity = 1
    @State private var giftWrap = false
    @State private var delivery = "Standard"
    @State private var showConfirmation = false
    let deliveries = ["Standard", "Express", "Next day"]

    var body: some View {
        NavigationStack {
            Form {
                Section("Your order") {
                    HStack {
                        Image("hat_brown_01")
                        VStack(alignment: .leading) {
                            Text("Authentic Cowboy Hat")
                            Text("$89.00")
                        }
                    }
                    .accessibilityElement(children: .combine)
                    Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
                    Toggle("Gift wrap", isOn: $giftWrap)
                }
                Section("Delivery") {
                    Picker("Delivery", selection: $delivery) {
                        ForEach(["Standard", "Express", "Next day"], id: \.self) { option in
                            Text(option)
                        }
                    }
                    Image(systemName: "info.circle")
                        .onTapGesture { }
                }
                Section {
                    Button("Place order") {
                        showConfirmation = true
                    }
                }
            }
            .navigationTitle("Checkout")
            .alert("Order placed", isPresented: $showConfirmation) {
                Button("OK", role: .cancel) { }
            } message: {
                Text("Your hat is on its way.")
            }
        }
    }
}

#Preview {
    CheckoutView()
}
