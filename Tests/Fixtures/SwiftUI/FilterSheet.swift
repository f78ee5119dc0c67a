import SwiftUI

struct FilterSheetView: View {
    @State private var showingFilters = false
    @State private var inStock = true

    var body: some View {
        NavigationStack {
            VStack {
                Text("24 results")
                Button {
                    showingFilters.toggle()
                } label: {
                    Label("Filters", systemImage: "line.3.horizontal.decrease.circle")
                }
            }
            .navigationTitle("Results")
            .sheet(isPresented: $showingFilters) {
                VStack {
                    Text("Filters")
                        .accessibilityAddTraits(.isHeader)
                    Toggle("In stock only", isOn: $inStock)
                    Button("Done") {
                        showingFilters = false
                    }
                }
            }
        }
    }
}
