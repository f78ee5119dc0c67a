import EarshotModel
import Testing
@testable import EarshotSwiftUI

/// Conditions decided by the values a screen has when it first appears: state at its initial
/// value, optionals nil, a store query empty on a fresh install; only what cannot be known
/// falls back to the branch that shows content, and is counted as a guess where it is written.
@Suite struct SwiftUIFirstAppearanceTests {
    func labels(_ source: String) -> [String?] {
        elements(swiftUI(source)).filter(\.accessible).map(\.label)
    }

    func guesses(_ source: String) throws -> [String] {
        try SwiftUIImport.yaml(main: SwiftUIImport.File(path: "View.swift", bytes: Array(source.utf8))).get()
            .approximations.filter { $0.kind == "condition" }.map { "\($0.location.line): \($0.what)" }
    }

    @Test func anErrorHiddenByStateIsNotRead() throws {
        let source = view("""
            Form {
                TextField("Username", text: $name)
                if showError {
                    Text("Invalid username or password")
                }
                Button("Sign In") { showError = true }
            }
            """, extra: "@State private var name = \"\"\n@State private var showError = false")
        #expect(labels(source) == ["Username", "Sign In"])
        #expect(try guesses(source) == [])
        let shown = source.replacingOccurrences(of: "showError = false", with: "showError = true")
        #expect(labels(shown) == ["Username", "Invalid username or password", "Sign In"])
        let negated = source.replacingOccurrences(of: "if showError", with: "if !showError && name.isEmpty")
        #expect(labels(negated) == ["Username", "Invalid username or password", "Sign In"])
    }

    @Test func anOptionalWithNoValueIsNil() {
        let source = view("""
            VStack {
                if let selected {
                    Text("Chosen: \\(selected)")
                } else {
                    Text("Choose a colour")
                }
                Text(note ?? "No note")
                if draft != nil { Button("Discard draft") { } }
            }
            """, extra: "@State private var selected: String?\nvar note: String?\nvar draft: String? = nil")
        #expect(labels(source) == ["Choose a colour", "No note"])
        let set = source.replacingOccurrences(of: "@State private var selected: String?", with: "@State private var selected: String? = \"Teal\"")
        #expect(labels(set) == ["Chosen: Teal", "No note"])
    }

    @Test func aSwitchTakesTheCaseTheStateStartsIn() throws {
        let source = """
            import SwiftUI
            enum Connection { case idle, connecting, connected(String) }
            struct Pairing: View {
                @State private var state = Connection.idle
                var body: some View {
                    switch state {
                    case .connecting: ProgressView("Connecting")
                    case .connected(let name): Text("Connected to \\(name)")
                    case .idle: Button("Connect") { state = .connecting }
                    }
                    if state == .connecting { Text("Hold the phone near the speaker") }
                }
            }
            """
        #expect(labels(source) == ["Connect"])
        #expect(try guesses(source) == [])
    }

    @Test func aStoreQueryIsEmptyOnAFreshInstall() {
        let source = view("""
            NavigationStack {
                if trips.isEmpty {
                    ContentUnavailableView("No Trips", systemImage: "car")
                } else {
                    List(trips) { trip in Text(trip.name) }
                }
            }
            """, extra: "@Query private var trips: [Trip]")
        #expect(labels(source).first == "No Trips")
        #expect(!labels(source).contains("name"))
    }

    @Test func whatCannotBeKnownShowsContentAndIsCountedAsAGuess() throws {
        let source = view("""
            VStack {
                if isSignedIn {
                    Text("Welcome back")
                } else {
                    EmptyView()
                }
            }
            """, extra: "let isSignedIn: Bool")
        #expect(labels(source) == ["Welcome back"])
        #expect(try guesses(source) == ["6: whether 'isSignedIn' holds is known only when the app runs: the branch that shows content is read"])
    }

    @Test func theNewestSystemIsAssumed() {
        let source = view("""
            if #available(iOS 26, *) {
                Text("Liquid")
            } else {
                Text("Classic")
            }
            """)
        #expect(labels(source) == ["Liquid"])
    }
}
