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

/// What a screen's body names before its views, what a list is given to show, what the system
/// answers a fresh install, and an inline tip: each read as the screen first shows them.
@Suite struct SwiftUIFirstAppearanceDataTests {
    func labels(_ source: String) -> [String?] {
        elements(swiftUI(source)).filter(\.accessible).map(\.label)
    }

    @Test func aNameTheBodyDeclaresDecidesTheViewsAfterIt() {
        let source = view("""
            let empty = items.isEmpty
            let greeting = "Hello, " + name
            return VStack {
                Text(greeting)
                if empty { Text("Nothing yet") } else { Text("Your items") }
            }
            """, extra: "@State private var items: [String] = []\nlet name = \"Ada\"")
        #expect(labels(source) == ["Hello, Ada", "Nothing yet"])
        let full = source.replacingOccurrences(of: "[String] = []", with: "[String] = [\"Pen\"]")
        #expect(labels(full) == ["Hello, Ada", "Your items"])
    }

    @Test func aListGivenItsDataHasARowPerItem() {
        let source = """
            import SwiftUI
            enum Shelf: String, CaseIterable { case books = "Books", films = "Films", games = "Games" }
            struct Library: View {
                var body: some View {
                    List(Shelf.allCases, id: \\.self) { shelf in
                        Text(shelf.rawValue)
                    }
                }
            }
            """
        #expect(labels(source) == ["Books", "Films", "Games"])
    }

    @Test func aFreshInstallHasAskedNoPermissionAndPlaysNothing() throws {
        let source = view("""
            let status = MPMediaLibrary.authorizationStatus()
            return VStack {
                if status == .denied || status == .restricted { Text("Allow access in Settings") }
                if CLLocationManager().authorizationStatus == .notDetermined { Button("Share location") { } }
                Text(player.nowPlayingItem?.title ?? "Not playing")
                if player.playbackState == .playing { Text("Now playing") }
            }
            """, extra: "let player = MPMusicPlayerController.applicationMusicPlayer")
        #expect(labels(source) == ["Share location", "Not playing"])
        let guessed = try SwiftUIImport.yaml(main: SwiftUIImport.File(path: "View.swift", bytes: Array(source.utf8))).get()
            .approximations.filter { $0.kind == "condition" }
        #expect(guessed.isEmpty)
    }

    @Test func anInlineTipSaysItsTitleMessageAndClose() throws {
        let tip = """
            import SwiftUI
            import TipKit
            struct FavoritesTip: Tip {
                var title: Text { Text("Save favourites") }
                var message: Text? { Text("Tap the heart on any recipe.") }
            RULES}
            struct Recipes: View {
                private let favoritesTip = FavoritesTip()
                var body: some View {
                    VStack {
                        TipView(favoritesTip, arrowEdge: .none)
                        Text("Recipes")
                    }
                }
            }
            """
        let plain = tip.replacingOccurrences(of: "RULES", with: "")
        let stops = elements(swiftUI(plain)).filter(\.accessible).map { "\($0.label ?? ""):\($0.traits.names.joined(separator: ","))" }
        #expect(stops == ["Save favourites:staticText", "Tap the heart on any recipe.:staticText", "Close:button", "Recipes:staticText"])
        let ruled = tip.replacingOccurrences(of: "RULES", with: "    var rules: [Rule] { [#Rule(Self.$opened) { $0 > 2 }] }\n")
        let guessed = try SwiftUIImport.yaml(main: SwiftUIImport.File(path: "View.swift", bytes: Array(ruled.utf8))).get()
            .approximations.filter { $0.kind == "condition" }.map(\.what)
        #expect(guessed == ["whether the tip's rules hold is known only when the app runs: the tip is read"])
    }

    @Test func anImageStillLoadingShowsItsPlaceholder() {
        let source = view("""
            VStack {
                AsyncImage(url: cover) { image in
                    image.resizable()
                } placeholder: {
                    Image(systemName: "photo")
                }
                AsyncImage(url: cover) { phase in
                    switch phase {
                    case .empty: Text("Loading cover")
                    case .success(let image): image.resizable()
                    case .failure: Text("No cover")
                    @unknown default: EmptyView()
                    }
                }
                AsyncImage(url: cover) { phase in
                    if let image = phase.image { image } else if phase.error != nil { Text("Failed") } else { Text("Still loading") }
                }
                AsyncImage(url: cover)
            }
            """, extra: "let cover = URL(string: \"https://example.com/cover.png\")")
        #expect(labels(source) == ["Photo", "Loading cover", "Still loading"])
    }
}
