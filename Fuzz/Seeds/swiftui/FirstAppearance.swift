import SwiftUI
import TipKit

// A seed for the SwiftUI fuzz target: the constructs a screen's first appearance is worked out
// from (values, the app's own functions and enums, branches, loops, formats, plurals, tips,
// images still loading, large and inline titles).
enum Plan: String, CaseIterable {
    case free = "Free", pro = "Pro", team
    var title: String { switch self { case .free: "Free plan"; case .pro: "Pro plan"; case .team: rawValue.capitalized } }
}

enum Load { case idle, failed(String) }

struct PlanTip: Tip {
    var title: Text { Text("Try Pro") }
    var message: Text? { Text("Unlock \(Plan.allCases.count) plans.") }
}

func price(_ n: Int) -> String { n == 0 ? "Free" : String(format: "%d,%02d €", n / 100, n % 100) }

func countdown(_ n: Int) -> Int { n <= 0 ? 0 : countdown(n - 1) + 1 }

struct PlansScreen: View {
    @State private var plan = Plan.free
    @State private var load = Load.idle
    @State private var names: [String] = []
    @AppStorage("seats") private var seats = 3
    private let tip = PlanTip()
    private let cover = URL(string: "https://example.com/cover.png")

    var body: some View {
        let status = CLLocationManager().authorizationStatus
        let total = (1...seats).map { $0 * 2 }.filter { $0 > 2 }.reduce(0, +)
        return NavigationStack {
            List {
                TipView(tip, arrowEdge: .none)
                AsyncImage(url: cover) { phase in
                    if let image = phase.image { image } else { Text("Loading") }
                }
                Section(plan.title) {
                    ForEach(Array(Plan.allCases.enumerated()), id: \.offset) { index, item in
                        Button("\(index + 1). \(item.title)") { plan = item }
                    }
                }
                List(names, id: \.self) { name in Text(name) }
                LabeledContent {
                    TextField("Seats", value: $seats, format: .number)
                } label: {
                    Image(systemName: "person.2")
                }
                switch load {
                case .idle: Text(price(total * 100 + countdown(40)))
                case .failed(let why): Text("Failed: \(why)")
                }
                if status == .denied { Text("Location is off") }
                Text("^[\(seats) seat](inflect: true)")
            }
            .navigationTitle(seats > 1 ? "Plans" : "Plan")
            .navigationBarTitleDisplayMode(.large)
            .toolbar { Button(role: .close) { } }
        }
    }
}
