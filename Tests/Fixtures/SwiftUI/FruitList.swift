import SwiftUI

struct FruitList: View {
    let fruits = ["Apple", "Banana", "Cherry"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(["Apple", "Banana", "Cherry"], id: \.self) { fruit in
                    Text(fruit)
                }
                Section("Numbered") {
                    ForEach(1..<4) { number in
                        Text("Item \(number)")
                    }
                }
                Section("From the model") {
                    ForEach(store.items) { item in
                        Text(item.name)
                    }
                }
            }
            .navigationTitle("Fruit")
        }
    }
}
