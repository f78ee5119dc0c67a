import EarshotImport
import Testing
@testable import EarshotSwiftUI

/// The index of what a library's files declare is made once: later look-ups read no file.
@Suite struct SwiftUILibraryIndexTests {
    @Test func theIndexIsBuiltOnce() {
        let reads = ReadCounts()
        let library = SwiftUILibrary(files: (0..<10).map { SwiftUILibrary.Entry(path: "L\($0).swift") })
        let read: SwiftUIImport.ReadFile = { path in
            reads.add(path)
            return Array("struct \(path.dropLast(6)): View {}\n".utf8)
        }
        #expect(library.files(declaring: ["L3", "L7", "Nope"], read: read).map(\.path) == ["L3.swift", "L7.swift"])
        #expect(reads.all.values.reduce(0, +) == 10)
        #expect(library.files(declaring: ["L1"], read: read).map(\.path) == ["L1.swift"])
        #expect(reads.all.values.reduce(0, +) == 10)
    }

    /// Parsed files are kept up to a bound of their bytes: past it those used longest ago are
    /// let go and parsed again when next needed, the same; those in use stay.
    @Test func parsedFilesAreKeptWithinTheBound() throws {
        let text: @Sendable (Int) -> [UInt8] = { i in Array("struct L\(i): View { var body: some View { Text(\"\(i)\") } }\n".utf8) }
        let library = SwiftUILibrary(files: (0..<10).map { SwiftUILibrary.Entry(path: "L\($0).swift") }, budget: 3 * text(0).count)
        let read: SwiftUIImport.ReadFile = { path in text(Int(path.dropFirst().dropLast(6)) ?? -1) }
        for i in 0..<10 { #expect(library.parsed(i, read: read)?.source.views.map(\.name) == ["L\(i)"]) }
        #expect(library.work.parses == 10)
        #expect(library.parsed(9, read: read) != nil)
        #expect(library.work.parses == 10, "the last used is kept")
        #expect(library.parsed(0, read: read)?.source.views.map(\.name) == ["L0"])
        #expect(library.work.parses == 11, "the first was let go, and is parsed again")
    }
}


/// The files an import of `main` brings from a library of `files` (in `App/`), and the import.
private func importing(_ main: String, among files: [String: String]) throws -> (found: [String], imported: SwiftUIImport.Imported) {
    let library = SwiftUILibrary(files: files.keys.sorted().map { SwiftUILibrary.Entry(path: $0) })
    let read: SwiftUIImport.ReadFile = { files[$0].map { Array($0.utf8) } }
    let source = try SwiftUISource.parse(text: try #require(files[main]), path: main, sourceFile: nil).get()
    let found = SwiftUIImport.searched((library, read), skipping: [main], for: [source], facts: [SwiftUISourceFacts(source)], base: "App")
    let imported = try SwiftUIImport.yaml(main: SwiftUIImport.File(path: main, bytes: try #require(read(main))), library: library,
                                          readLibrary: read, skipping: [main]).get()
    return (found.map(\.source.path), imported)
}

/// An import brings the files of the views its screen shows, not of the screens its links open
/// (each heard in an import of its own) nor of what those files' previews show: in an app whose
/// screens link to each other, one import parsing half the app made a folder run slow.
@Suite struct SwiftUILinkedScreensTests {
    static let files: [String: String] = [
        "App/Feed.swift": """
            import SwiftUI
            struct Feed: View {
                var body: some View {
                    NavigationStack {
                        List {
                            Card()
                            NavigationLink("Profile", destination: Profile())
                        }
                        .navigationDestination(for: Int.self) { Item(id: $0) }
                        .navigationTitle("Feed")
                    }
                }
            }
            """,
        "App/Card.swift": "import SwiftUI\nstruct Card: View { var body: some View { Text(\"Today\") } }\n#Preview { Gallery() }\n",
        "App/Gallery.swift": "import SwiftUI\nstruct Gallery: View { var body: some View { Profile() } }\n",
        "App/Profile.swift": """
            import SwiftUI
            struct Profile: View { var body: some View { ProfileHeader() } }
            """,
        "App/ProfileHeader.swift": "import SwiftUI\nstruct ProfileHeader: View { var body: some View { Text(\"Me\") } }\n",
        "App/Item.swift": "import SwiftUI\nstruct Item: View { let id: Int; var body: some View { Text(\"Item\") } }\n",
    ]

    @Test func linkedScreensAreNotBrought() throws {
        let (found, imported) = try importing("App/Feed.swift", among: Self.files)
        #expect(found == ["App/Card.swift"])
        // Heard as ever: the card's words, and the link, which opens nothing of this import.
        var labels: [String] = []
        try imported.layout.layout().get().screens[0].forEachElement { if $0.accessible, let label = $0.label { labels.append(label) } }
        #expect(labels == ["Feed", "Today", "Profile"], "\(labels)")
        #expect(imported.approximations.isEmpty, "\(imported.approximations.map(\.what))")
    }
}

/// The strings tables a folder's files read are looked for once per run: each import of the
/// folder after the first reads no table file, and hears the same words.
@Suite struct SwiftUITablesOncePerRunTests {
    static let files: [String: String] = [
        "App/A.swift": "import SwiftUI\nstruct A: View { var body: some View { Text(\"greeting\") } }\n",
        "App/B.swift": "import SwiftUI\nstruct B: View { var body: some View { Text(\"greeting\").accessibilityHint(\"hint\") } }\n",
        "App/en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n\"hint\" = \"Says hello\";\n",
    ]

    @Test func tablesAreLookedForOncePerFolder() throws {
        let reads = ReadCounts()
        let library = SwiftUILibrary(files: ["App/A.swift", "App/B.swift"].map { SwiftUILibrary.Entry(path: $0) })
        let read: SwiftUIImport.ReadFile = { path in
            reads.add(path)
            return Self.files[path].map { Array($0.utf8) }
        }
        func heard(_ path: String) throws -> [String] {
            let main = SwiftUIImport.File(path: path, bytes: Array(Self.files[path]!.utf8))
            let imported = try SwiftUIImport.yaml(main: main, library: library, readLibrary: read, skipping: [path], readFile: read).get()
            var words: [String] = []
            try imported.layout.layout().get().screens[0].forEachElement { e in
                if e.accessible { words += [e.label, e.hint].compactMap { $0 } }
            }
            return words
        }
        #expect(try heard("App/A.swift") == ["Hello"])
        let first = reads.all.filter { !$0.key.hasSuffix(".swift") }
        #expect(first["App/en.lproj/Localizable.strings", default: 0] >= 1)
        #expect(try heard("App/B.swift") == ["Hello", "Says hello"])
        #expect(reads.all.filter { !$0.key.hasSuffix(".swift") } == first, "the second import read tables again")
    }
}

/// Of the files that extend `View`, an import brings those declaring a modifier its files use,
/// and what those modifiers use in turn: not every one of them (a 5,000-file app had 499, brought
/// to every import).
@Suite struct SwiftUIModifierFilesTests {
    static let files: [String: String] = [
        "App/Feed.swift": "import SwiftUI\nstruct Feed: View { var body: some View { Text(\"Hi\").cardStyle() } }\n",
        "App/Style.swift": "import SwiftUI\nextension View { func cardStyle() -> some View { padding().badged() } }\n",
        "App/Badge.swift": """
            import SwiftUI
            extension View { func badged() -> some View { overlay { Badge() } } }
            struct Badge: View { var body: some View { Text("New") } }
            """,
        "App/Other.swift": "import SwiftUI\nextension View { func unused() -> some View { self } }\nstruct Big: View { var body: some View { Text(\"Big\") } }\n",
    ]

    @Test func onlyTheModifiersUsedAreBrought() throws {
        let (found, imported) = try importing("App/Feed.swift", among: Self.files)
        #expect(found == ["App/Style.swift", "App/Badge.swift"])
        #expect(!imported.approximations.contains { $0.kind.contains("modifier") }, "\(imported.approximations.map(\.what))")
    }
}

/// A table the code names that no folder near its files holds is looked for among the app's
/// table files wherever they are: the source language's (`en.lproj`), not another's.
@Suite struct SwiftUITablesAnywhereTests {
    static let files: [String: String] = [
        "App/Features/Settings/Deep/PrivacyView.swift": """
            import SwiftUI
            struct PrivacyView: View { var body: some View { Text(NSLocalizedString("loading", tableName: "Shared", comment: "")) } }
            """,
        "App/Modules/Shared/Resources/Localization/de.lproj/Shared.strings": "\"loading\" = \"Lädt\";\n",
        "App/Modules/Shared/Resources/Localization/en.lproj/Shared.strings": "\"loading\" = \"Loading\";\n",
    ]

    @Test func aFarTableIsFound() throws {
        let main = "App/Features/Settings/Deep/PrivacyView.swift"
        let read: SwiftUIImport.ReadFile = { Self.files[$0].map { Array($0.utf8) } }
        func heard(_ tables: [String]) throws -> [String] {
            let library = SwiftUILibrary(files: [SwiftUILibrary.Entry(path: main)], tableFiles: tables)
            let imported = try SwiftUIImport.yaml(main: SwiftUIImport.File(path: main, bytes: read(main)!), library: library,
                                                  readLibrary: read, skipping: [main], readFile: read).get()
            var words: [String] = []
            try imported.layout.layout().get().screens[0].forEachElement { if $0.accessible, let label = $0.label { words.append(label) } }
            return words
        }
        let tables = Self.files.keys.filter { !$0.hasSuffix(".swift") }.sorted()
        let far = try heard(tables)
        #expect(far == ["Loading"], "\(far)")
        #expect(try heard([]) == ["loading"], "without the listing, the key is said")
    }
}
