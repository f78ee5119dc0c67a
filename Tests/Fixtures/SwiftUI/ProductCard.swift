import SwiftUI

struct ProductCard: View {
    @State private var rating = 3

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text("Authentic Cowboy Hat")
                    .font(.title)
                    .accessibilityAddTraits(.isHeader)
                Image("hat_photo")
                    .resizable()
                    .frame(height: 240)
                    .accessibilityLabel("Dark brown leather hat with embellishments")
                Image("icn_close")
                Image(decorative: "divider_flourish")
                HStack {
                    ForEach(1...5, id: \.self) { star in
                        Image(systemName: "star.fill")
                    }
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("Rating")
                .accessibilityValue("\(rating) out of 5")
                .accessibilityAdjustableAction { direction in }
                Text("$89.00")
                Button {
                    buy()
                } label: {
                    HStack {
                        Image(systemName: "cart")
                        Text("Buy now")
                    }
                }
                .frame(height: 50)
            }
            .padding()
        }
    }

    func buy() {}
}
