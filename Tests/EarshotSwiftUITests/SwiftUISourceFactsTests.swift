import Foundation
import Testing
@testable import EarshotSwiftUI

/// What an import needs of a file, worked out once when it is parsed: the same screens and
/// components as looking at every file again per import, and what each declaration calls.
@Suite struct SwiftUISourceFactsTests {
    /// Every SwiftUI fixture, and the screen-kind test's app, parsed as one import's files.
    static func sources() throws -> [SwiftUISource] {
        let folder = swiftUIDirectory.path
        var texts = [("App.swift", SwiftUIScreenKindTests.app)]
        for case let name as String in FileManager.default.enumerator(atPath: folder)?.allObjects ?? [] where name.hasSuffix(".swift") {
            texts.append((name, try String(contentsOfFile: folder + "/" + name, encoding: .utf8)))
        }
        return try texts.sorted { $0.0 < $1.0 }.map { try SwiftUISource.parse(text: $0.1, path: $0.0, sourceFile: nil).get() }
    }

    @Test func factsAreWorkedOutForEveryFixture() throws {
        let sources = try Self.sources()
        #expect(sources.count > 10)
        let facts = sources.map { SwiftUISourceFacts($0) }
        #expect(facts.contains { !$0.evident.isEmpty })
        #expect(facts.contains { $0.uses.values.contains { $0.contains { $0.how == .screen } } })
    }

    /// Each call of a view is recorded with whose code makes it and how it is shown.
    @Test func usesSayWhoseCodeAndHow() throws {
        let text = """
            import SwiftUI
            struct Feed: View {
                var body: some View {
                    NavigationStack { List { Row() } }
                        .sheet(isPresented: .constant(false)) { Compose() }
                }
            }
            struct Tasks: View {
                var body: some View { NavigationStack { TaskList().navigationTitle("Tasks") } }
            }
            private struct Helper: View { var body: some View { NavigationStack { Feed() } } }
            #Preview { Helper() }
            """
        let facts = SwiftUISourceFacts(try SwiftUISource.parse(text: text, path: "Feed.swift", sourceFile: nil).get())
        #expect(facts.uses["Row"] == [SwiftUIViewUse(caller: .type("Feed"), how: .part)])
        #expect(facts.uses["Compose"] == [SwiftUIViewUse(caller: .type("Feed"), how: .screen)])
        #expect(facts.uses["TaskList"] == [SwiftUIViewUse(caller: .type("Tasks"), how: .titledScreen)])
        #expect(facts.uses["Feed"] == [SwiftUIViewUse(caller: .type("Helper"), how: .screen)])
        #expect(facts.uses["Helper"] == [SwiftUIViewUse(caller: .preview, how: .part)])
        #expect(facts.views == ["Feed", "Tasks", "Helper"] && facts.privateViews == ["Helper"])
    }

    /// A file pulled in for one view brings what that view calls, not what its neighbours do:
    /// a card's file does not bring every screen the file's other views lead to.
    @Test func callsAreByDeclaration() throws {
        let text = """
            import SwiftUI
            struct Card: View { var body: some View { Label(Theme.name, systemImage: "star") } }
            struct Feed: View { var body: some View { NavigationLink("More", destination: Details()) } }
            extension Card { var extra: some View { Badge() } }
            extension View { func framed() -> some View { modifier(Frame()) } }
            struct List2 { struct Row: View { var body: some View { Cell() } } }
            #Preview { Feed() }
            """
        let source = try SwiftUISource.parse(text: text, path: "Card.swift", sourceFile: nil).get()
        let facts = SwiftUISourceFacts(source)
        // Counted as the whole file's are (`View {` too), with the code outside types but a
        // preview's: what a file's preview shows is not what its card needs.
        let outside: Set<String> = []
        #expect(facts.calls[SwiftUISourceFacts.Walked.previewKey] == ["Preview", "Feed"])
        #expect(facts.calls(of: ["Card"], in: source) == outside.union(["Card", "View", "Label", "Theme", "Badge"]))
        // Where a link leads is another import's screen: not needed here.
        #expect(facts.calls(of: ["Feed"], in: source) == outside.union(["View", "NavigationLink"]))
        #expect(facts.linkedOnly == ["Details"])
        // (`modifier(` is called as a function the app could declare; `func framed(` is declared.)
        #expect(facts.calls(of: [SwiftUIImport.viewExtensionName], in: source) == outside.union(["View", "Frame", "func modifier"]))
        // A type declared inside another: taken to need all the file calls.
        // (But where its links lead, and what its previews show.)
        let whole = source.calledNames.subtracting(["Details", "Preview", "Feed"])
        #expect(facts.calls(of: ["Row"], in: source) == whole)
        // A model, a settings key or an extension the file declares: all the file calls; one
        // it does not declare (every view file names its types as possible models): nothing.
        #expect(facts.calls(of: ["extension Card"], in: source) == whole)
        #expect(facts.calls(of: ["class Store", "static showBadges", "extension Theme"], in: source) == outside)
        #expect(facts.unknownFlags.isEmpty)
    }

    /// Every way a link is written leads somewhere; a name called where a link leads and also
    /// shown in place is needed.
    @Test func namesCalledOnlyWhereLinksLeadAreLinkedOnly() throws {
        let text = """
            import SwiftUI
            struct Feed: View {
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink(destination: VStack { Profile(); Badge() }) { Text("Me") }
                            NavigationLink { Settings() } label: { Text("Settings") }
                            NavigationLink("Help") { Help() }
                            NavigationLink(value: 1) { Badge() }
                            Row()
                        }
                        .navigationDestination(for: Int.self) { Item(id: $0) }
                        .sheet(isPresented: .constant(false)) { Compose() }
                    }
                }
            }
            """
        let source = try SwiftUISource.parse(text: text, path: "Feed.swift", sourceFile: nil).get()
        let facts = SwiftUISourceFacts(source)
        #expect(facts.linkedOnly == ["VStack", "Profile", "Settings", "Help", "Item"])
        #expect(facts.calls(of: ["Feed"], in: source).isSuperset(of: ["Badge", "Row", "Compose"]))
        #expect(facts.calls(of: ["Feed"], in: source).isDisjoint(with: facts.linkedOnly))
    }
}
