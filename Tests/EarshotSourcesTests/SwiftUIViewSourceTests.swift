import EarshotImport
import EarshotSwiftUI
import Foundation
import Testing
@testable import EarshotSources

/// The app's Swift files: listed in name order up to a bound that is said when reached, and
/// indexed once per run, so every import looks its views up by name.
@Suite struct SwiftUIViewSourceTests {
    static func view(_ name: String, using used: [String] = []) -> [UInt8] {
        let body = used.isEmpty ? "Text(\"\(name)\")" : "VStack { " + used.map { "\($0)()" }.joined(separator: "; ") + " }"
        return Array("import SwiftUI\nstruct \(name): View { var body: some View { \(body) } }\n".utf8)
    }

    /// Whatever order a folder lists its entries in, the same files are kept: the first by name.
    @Test func theListingKeepsTheFirstFilesByName() {
        var map: [String: [UInt8]] = [:]
        for i in 0..<20 { map["App/Sub\(i % 3)/F\(i).swift"] = Array("// \(i)\n".utf8) }
        let listed = SwiftUIViewSource.swiftFiles(under: "App", files: MemoryFiles(map), limit: 7)
        #expect(!listed.complete)
        #expect(listed.paths == map.keys.filter { $0.hasPrefix("App/Sub0/") }.sorted())
        let all = SwiftUIViewSource.swiftFiles(under: "App", files: MemoryFiles(map))
        #expect(all.complete && all.paths == map.keys.sorted())
    }

    /// Past the bound a view that is there is not found, and the import says why and where.
    @Test func anAppPastTheBoundSaysSo() throws {
        var map: [String: [UInt8]] = ["Capped/Package.swift": Array("// swift-tools-version:5.9\n".utf8)]
        map["Capped/Main.swift"] = Self.view("Main", using: ["A0001", "A4999"])
        for i in 0..<SwiftUIViewSource.maxModuleFiles { map[String(format: "Capped/Views/A%04d.swift", i)] = Self.view(String(format: "A%04d", i)) }
        let imported = try ScreenSources.standard.importLayout("Capped/Main.swift", files: MemoryFiles(map)).get()
        let said = imported.approximations.map { "\($0.path):\($0.location.line): \($0.what)" }
        #expect(said.contains("Capped:1: more than 5000 Swift files under 'Capped': the first 5000 by name are read, views in the others are not found"))
        #expect(said.contains { $0.contains("'A4999' is not a view in the files given") })
        #expect(!said.contains { $0.contains("'A0001'") })
    }

    /// Every import of a folder shares one listing and one index of what its files declare.
    @Test func theAppIsListedAndIndexedOncePerRun() throws {
        var map: [String: [UInt8]] = ["Once/Package.swift": Array("// swift-tools-version:5.9\n".utf8)]
        for i in 0..<30 { map["Once/V\(i).swift"] = Self.view("V\(i)", using: i < 29 ? ["V\(i + 1)"] : []) }
        let files = MemoryFiles(map)
        let first = SwiftUIViewSource.siblings(of: "Once/V0.swift", except: ["Once/V0.swift"], files: files)
        let second = SwiftUIViewSource.siblings(of: "Once/V7.swift", except: ["Once/V7.swift"], files: files)
        #expect(first.library === second.library)
        #expect(first.skipping == ["Once/V0.swift"] && second.skipping == ["Once/V7.swift"])
        for i in [22, 28] {
            let imported = try ScreenSources.standard.importLayout("Once/V\(i).swift", files: files).get()
            #expect(!imported.approximations.contains { $0.kind == "unresolved view" })
        }
    }

    /// The app is the nearest folder holding a project, a package or `.git`, however far up:
    /// a view 9 folders down finds one declared at the top, and the summary says which folder.
    @Test func aDeepViewFindsItsAppUnderGit() throws {
        let root = "Deep-\(UUID().uuidString)"
        let deep = root + "/a/b/c/d/e/f/g/h/i"
        let files = MemoryFiles([
            root + "/.git/HEAD": Array("ref: refs/heads/main\n".utf8),
            root + "/Badge.swift": Array("import SwiftUI\nstruct Badge: View { var body: some View { Text(\"Top badge\") } }\n".utf8),
            deep + "/Home.swift": Self.view("Home", using: ["Badge"]),
        ])
        let imported = try ScreenSources.standard.importLayout(deep + "/Home.swift", files: files).get()
        #expect(!imported.approximations.contains { $0.kind == "unresolved view" }, "\(imported.approximations.map(\.what))")
        #expect(imported.yaml.contains("label: Top badge"))
        #expect(imported.summary.hasSuffix("; views used by name looked for under '\(root)' (the nearest folder holding .git)"))
    }

    /// The nearest marker wins (a package inside a repository is its own app), and in one
    /// folder a project names the app rather than `.git`.
    @Test func theNearestMarkerNamesTheApp() {
        let root = "Marked-\(UUID().uuidString)"
        let files = MemoryFiles([
            root + "/.git/HEAD": [],
            root + "/Shop.xcodeproj/project.pbxproj": [],
            root + "/Packages/Kit/Package.swift": [],
            root + "/Packages/Kit/Sources/Kit/Views/Row.swift": [],
            root + "/App/Views/Home.swift": [],
        ])
        let kit = SwiftUIViewSource.moduleRoot(above: root + "/Packages/Kit/Sources/Kit/Views", files: files)
        #expect(kit == SwiftUIViewSource.ModuleRoot(folder: root + "/Packages/Kit", marker: "Package.swift", trusted: true))
        let app = SwiftUIViewSource.moduleRoot(above: root + "/App/Views", files: files)
        #expect(app == SwiftUIViewSource.ModuleRoot(folder: root, marker: "Shop.xcodeproj", trusted: true))
        #expect(SwiftUIViewSource.moduleRoot(above: "Elsewhere-\(UUID().uuidString)", files: files) == nil)
    }

    /// What a view needs is followed through the files brought for others: a badge declared
    /// beside the card that shows it reads a constant from a third file, which is brought too.
    @Test func aViewBesideAnotherBringsWhatItUses() throws {
        let root = "Beside-\(UUID().uuidString)"
        let files = MemoryFiles([
            root + "/Package.swift": [],
            root + "/Main.swift": Self.view("Main", using: ["Card"]),
            root + "/Cards.swift": Array("""
                import SwiftUI
                struct Card: View { var body: some View { VStack { Badge() } } }
                struct Badge: View { var body: some View { Text(Palette.name) } }

                """.utf8),
            root + "/Palette.swift": Array("enum Palette { static let name = \"Ocean\" }\n".utf8),
        ])
        let imported = try ScreenSources.standard.importLayout(root + "/Main.swift", files: files).get()
        #expect(imported.yaml.contains("label: Ocean"), "\(imported.yaml)")
    }

    /// The app's one strings catalog, deep in a resources folder no view is beside, gives every
    /// text its words, in a label, a toggle's and a section's alike.
    @Test func theAppsCatalogIsFoundWhereverItIs() throws {
        let root = "Catalog-\(UUID().uuidString)"
        let catalog = #"{"sourceLanguage":"en","strings":{"settings.content.media":{"localizations":{"en":{"stringUnit":"#
            + #"{"state":"translated","value":"Media"}}}}},"version":"1.0"}"#
        let files = MemoryFiles([
            root + "/Package.swift": [],
            root + "/App/Resources/Localization/Localizable.xcstrings": Array(catalog.utf8),
            root + "/App/Tabs/Settings/Content/V.swift": Array("""
                import SwiftUI
                struct V: View {
                    @State private var on = false
                    var body: some View {
                        Form {
                            Section("settings.content.media") {
                                Toggle(isOn: $on) { Text("settings.content.media") }
                                Text("settings.content.media")
                            }
                            Text("settings.content.media")
                        }
                    }
                }

                """.utf8),
        ])
        let imported = try ScreenSources.standard.importLayout(root + "/App/Tabs/Settings/Content/V.swift", files: files).get()
        #expect(imported.yaml.components(separatedBy: "label: Media").count == 5, "\(imported.yaml)")
    }
}
