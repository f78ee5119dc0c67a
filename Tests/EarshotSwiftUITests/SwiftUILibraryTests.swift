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
}
