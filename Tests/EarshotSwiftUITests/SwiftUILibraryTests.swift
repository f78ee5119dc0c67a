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

