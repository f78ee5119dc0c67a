import EarshotModel
import Testing
@testable import EarshotSwiftUI

/// What the importer knows about each view: screens from components, guesses from words.
@Suite struct SwiftUIScreenKindTests {
    static let app = """
        import SwiftUI

        struct PostRow: View {
            let title: String
            var body: some View { HStack { Text(title); Button("Upvote") { }; Button("Share") { } } }
        }

        struct CheckboxRow: View {
            var body: some View { HStack { Image(systemName: "square"); Text("Agree"); Text("Required") } }
        }

        struct FeedView: View {
            var body: some View {
                NavigationStack {
                    List {
                        PostRow(title: "One")
                        NavigationLink("Open") { DetailView() }
                    }
                }
                .sheet(isPresented: .constant(false)) { ComposeView() }
            }
        }

        struct DetailView: View {
            var body: some View { VStack { CheckboxRow(); Text("A"); Text("B") } }
        }

        struct ComposeView: View {
            var body: some View { VStack { Text("A"); Text("B"); Text("C") } }
        }

        struct SettingsView: View {
            var body: some View { Form { Text("A") }.navigationTitle("Settings") }
        }

        #Preview { PostRow(title: "Preview") }
        """

    static func kinds() throws -> [String: Screen.Kind] {
        let layout = try SwiftUIImport.layout(main: .init(path: "App.swift", bytes: Array(app.utf8))).get()
        return Dictionary(uniqueKeysWithValues: layout.screens.map { ($0.id, $0.kind) })
    }

    @Test func screensAreKnownByHowTheCodeShowsThem() throws {
        let kinds = try Self.kinds()
        #expect(kinds["FeedView"] == .screen)
        #expect(kinds["DetailView"] == .screen)
        #expect(kinds["ComposeView"] == .screen)
        #expect(kinds["SettingsView"] == .screen)
    }

    @Test func rowsAndCheckboxesAreComponents() throws {
        let kinds = try Self.kinds()
        #expect(kinds["PostRow"] == .component)
        #expect(kinds["CheckboxRow"] == .component)
    }

    @Test func theKindIsWrittenAndReadBack() throws {
        let yaml = try SwiftUIImport.yaml(main: .init(path: "App.swift", bytes: Array(Self.app.utf8))).get().yaml
        #expect(yaml.contains("kind: component"))
    }

    @Test func aMenuIsAPopUpButton() throws {
        let source = """
            import SwiftUI
            struct V: View {
                var body: some View { Menu { Button("Sort") { } } label: { Image(systemName: "ellipsis.circle") } }
            }
            """
        let layout = try SwiftUIImport.layout(main: .init(path: "V.swift", bytes: Array(source.utf8))).get()
        var traits: [Traits] = []
        layout.screens[0].forEachElement { if $0.label == "More" { traits.append($0.traits) } }
        #expect(traits == [[.button, .popupButton]])
    }
}

/// A `??` fallback or a ternary's blank branch is a value the reader does not know, not an empty label.
@Suite struct SwiftUIFallbackTests {
    static func labels(_ body: String) throws -> [(String?, Bool)] {
        let source = "import SwiftUI\nstruct Post { var title: String? }\nstruct V: View {\n    let post: Post\n    let title: String\n    @State private var isAtTop = true\n    var body: some View {\n" + body + "\n    }\n}\n"
        let layout = try SwiftUIImport.layout(main: .init(path: "V.swift", bytes: Array(source.utf8))).get()
        var out: [(String?, Bool)] = []
        layout.screens[0].forEachElement { if $0.accessible { out.append(($0.label, $0.placeholder)) } }
        return out
    }

    @Test func aBlankFallbackIsAPlaceholder() throws {
        let found = try Self.labels("Text(post.title ?? \"\")")
        #expect(found.count == 1 && found[0].1 && found[0].0 == "⟨title⟩")
    }

    @Test func aRealFallbackIsKept() throws {
        let found = try Self.labels("Text(post.title ?? \"Untitled\")")
        #expect(found.count == 1 && found[0].0 == "Untitled")
    }

    @Test func aTernarysBlankBranchIsAPlaceholder() throws {
        let found = try Self.labels("Text(isAtTop ? \"\" : title)")
        #expect(found.count == 1 && found[0].1 && found[0].0 == "⟨title⟩")
    }
}
