import EarshotImport
import EarshotLoader
import Foundation
import Synchronization
import Testing
@testable import EarshotSources
@testable import EarshotSwiftUI

/// A folder run (`audit DIR`, `snapshot DIR`) does per run what can be done per run: the app is
/// listed and indexed once, and each of its files is read and parsed once, however many of its
/// files are imported — not once per file imported, which made a 5,000-file app take minutes.
@Suite struct FolderRunWorkTests {
    /// Files from memory, counting what is read (each path's reads, whole or found).
    final class CountingFiles: SourceFiles {
        let memory: MemoryFiles
        private let counts = Mutex<[String: Int]>([:])

        init(_ files: [String: [UInt8]]) { memory = MemoryFiles(files) }

        var reads: [String: Int] { counts.withLock { $0 } }
        func count(_ path: String) { counts.withLock { $0[path, default: 0] += 1 } }

        func read(_ path: String) -> LayoutFileRead {
            count(path)
            return memory.read(path)
        }
        func readFound(_ path: String, in folder: String) -> LayoutFileRead {
            count(path)
            return memory.readFound(path, in: folder)
        }
        func head(_ path: String, count: Int) -> [UInt8]? { memory.head(path, count: count) }
        func size(_ path: String) -> Int? { memory.size(path) }
        func entry(_ path: String) -> FileEntry? { memory.entry(path) }
        func isLink(_ path: String) -> Bool { false }
        func names(in directory: String) -> [String]? { memory.names(in: directory) }
        func realPath(_ path: String) -> String? { memory.realPath(path) }
        func isTrusted(_ path: String) -> Bool { true }
    }

    /// An app of `screens` screens in folders 9 deep, each showing the next one's card and
    /// leading to the one after, with shared constants, an enum and a modifier of `View`.
    static func app(_ root: String, screens: Int) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [root + "/App.xcodeproj/project.pbxproj": Array("// project\n".utf8)]
        files[root + "/Shared/Theme.swift"] = Array("""
            import SwiftUI
            enum Theme { static let title = "Shop" }
            extension View { func framed() -> some View { padding() } }

            """.utf8)
        files[root + "/Shared/Kind.swift"] = Array("enum Kind: String, CaseIterable { case one, two }\n".utf8)
        for i in 0..<screens {
            let folder = ([root, "Features"] + (0..<(i % 10)).map { "L\($0)" }).joined(separator: "/")
            files[folder + "/Screen\(i).swift"] = Array("""
                import SwiftUI
                struct Screen\(i): View {
                    var body: some View {
                        NavigationStack {
                            VStack {
                                Text(Theme.title)
                                Card\((i + 1) % screens)(name: "Card \(i)")
                                NavigationLink("Next", destination: Screen\((i + 2) % screens)())
                            }
                            .framed()
                        }
                    }
                }
                struct Card\(i): View {
                    let name: String
                    var body: some View { Text(name) }
                }

                """.utf8)
        }
        return files
    }

    /// What `audit DIR` does with each file: the walk asks whether it is a screen file, then
    /// every screen file is imported.
    static func folderRun(_ files: some SourceFiles, root: String) throws -> [ImportedLayout] {
        let swift = SwiftUIViewSource.swiftFiles(under: root, files: files).paths
        let screens = swift.filter { SwiftUIViewSource().isScreenFile(path: $0, head: [], options: SourceOptions(), files: files) }
        return try screens.map { try ScreenSources.standard.importLayout($0, files: files).get() }
    }

    @Test func eachFileIsReadAndParsedOncePerRun() throws {
        let root = "FolderRun-\(UUID().uuidString)"
        let map = Self.app(root, screens: 40)
        let files = CountingFiles(map)
        let imported = try Self.folderRun(files, root: root)
        #expect(imported.count == 40)
        // Each card is found in the next screen's file, far from its own folder.
        #expect(imported.allSatisfy { !$0.approximations.contains { $0.kind == "unresolved view" } },
                "\(imported.flatMap(\.approximations).map(\.what))")
        let library = SwiftUIViewSource.siblings(of: root + "/Shared/Theme.swift", except: [], files: files).library
        #expect(library.files.count == 42)
        #expect(library.work.indexBuilds == 1)
        // How the app shows each view is worked out once per run, not per import that asks.
        #expect(library.found.work.uses == library.found.work.views && library.found.work.views >= 80, "\(library.found.work)")
        // Every Swift file parsed once: by the walk, or when an import first needed it (but the
        // enum no view uses, which no one needs parsed).
        #expect(library.work.parses == 41)
        for file in library.files.map(\.path) {
            #expect(SwiftUIParseCache.shared.parses(of: file) == (file.hasSuffix("Kind.swift") ? 0 : 1), "\(file)")
        }
        // Read once by the walk (or the import given it), once to index what it declares, once
        // to parse it: never once per import.
        for (path, reads) in files.reads where path.hasSuffix(".swift") {
            #expect(reads <= 3, "\(path) read \(reads) times")
        }
    }

    /// A folder read side by side gives what one after the other gives, in the same order.
    @Test func sideBySideKeepsTheOrder() {
        let squares = SideBySide.map(Array(0..<500)) { $0 * $0 }
        #expect(squares == (0..<500).map { $0 * $0 })
        #expect(SideBySide.map([Int]()) { $0 }.isEmpty)
    }
}
