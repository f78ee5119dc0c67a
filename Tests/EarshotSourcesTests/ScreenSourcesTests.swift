import EarshotFiles
import EarshotImport
import EarshotLoader
import EarshotModel
import EarshotSources
import Foundation
import Testing

/// The front door: which source claims which file, every source loading through the one tail
/// with its elements located, `goto` files read through the registry, and the XML guards
/// holding for Interface Builder files as for page sources.
@Suite struct ScreenSourcesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static func fixture(_ path: String) -> String { root.appendingPathComponent("Tests/Fixtures/" + path).path }

    let files = DiskFiles()

    func claimant(_ path: String, _ text: String = "") -> String {
        ScreenSources.standard.source(for: path, head: Array(text.utf8)).name
    }

    @Test func eachFileIsClaimedByItsSource() {
        #expect(claimant("Main.storyboard") == "Interface Builder file")
        #expect(claimant("Cell.XIB") == "Interface Builder file")
        #expect(claimant("Views/Checkout.swift") == "SwiftUI source")
        #expect(claimant("shot.xml", "<?xml version=\"1.0\"?><AppiumAUT><XCUIElementTypeApplication/></AppiumAUT>") == "iOS dump")
        #expect(claimant("shot.json", "[{\"AXLabel\": \"OK\", \"AXFrame\": \"{{0, 0}, {10, 10}}\"}]") == "iOS dump")
        #expect(claimant("android.xml", "<?xml version='1.0'?><hierarchy rotation=\"0\"><node class=\"android.widget.Button\"/></hierarchy>")
            == "Android dump")
        #expect(claimant("hat.yaml", "earshot: 1\nscreen:\n  id: hat\n") == "layout")
        #expect(claimant("package.json", "{\"name\": \"app\"}") == "layout")
    }

    @Test(arguments: [
        ("Dumps/appium/settings-keyboards.xml", "auto-correction", 36),
        ("InterfaceBuilder/Inbox.storyboard", nil, nil),
        ("SwiftUI/DeleteAlert.swift", nil, nil),
    ] as [(String, String?, Int?)])
    func everySourceLoadsThroughTheOneTailWithItsPlaces(path: String, element: String?, line: Int?) throws {
        let full = Self.fixture(path)
        let layout = try ScreenSources.standard.layout(full, files: files).get()
        #expect(layout.path == full)
        #expect(!layout.screens.isEmpty)
        var located = 0, count = 0
        for screen in layout.screens {
            screen.forEachElement { e in
                count += 1
                if e.location.line > 1 { located += 1 }
                if let element, e.id == element { #expect(e.location.line == line) }
            }
        }
        // Every element is located at its place in the source, not in the YAML the import wrote.
        #expect(count > 0 && located == count, "\(located) of \(count) located")
        let imported = try ScreenSources.standard.importLayout(full, files: files).get()
        #expect(imported.screens == layout.screens.map(\.id))
    }

    @Test func aLayoutIsNotImported() {
        let path = Self.root.appendingPathComponent("Layouts/cowboy-hat.yaml").path
        guard case .failure(let failure) = ScreenSources.standard.importLayout(path, files: files) else {
            Issue.record("a YAML layout was imported")
            return
        }
        #expect(failure.description == "\(path): error: not an accessibility dump (an Earshot layout: open it directly)")
    }

    @Test func aFolderIsReadAsSwiftUIAndAnythingElseIsSaidSo() {
        let folder = Self.fixture("SwiftUI/CrossFile")
        guard case .success(let layout) = ScreenSources.standard.layout(folder, files: files) else {
            Issue.record("a folder of views did not load")
            return
        }
        #expect(!layout.screens.isEmpty)
        let none = ScreenSources(ScreenSources.standard.sources.filter { !$0.readsDirectories })
        guard case .failure(let failure) = none.layout(folder, files: files) else {
            Issue.record("a folder loaded with no source that reads folders")
            return
        }
        #expect(failure.description == "earshot: error: cannot read '\(folder)': it is a directory")
    }

    @Test func aFIFOIsNeverOpened() throws {
        let dir = try temporaryFolder()
        let fifo = dir + "/shot.xml"
        #expect(mkfifo(fifo, 0o644) == 0)
        guard case .failure(let failure) = ScreenSources.standard.layout(fifo, files: files) else {
            Issue.record("a FIFO was read")
            return
        }
        #expect(failure.description == "earshot: error: cannot read '\(fifo)': not a regular file")
    }

    @Test func gotoFilesOfEveryKindLoadThroughTheRegistry() throws {
        let dir = try temporaryFolder()
        let board = try String(contentsOfFile: Self.fixture("InterfaceBuilder/Inbox.storyboard"), encoding: .utf8)
        try board.write(toFile: dir + "/Inbox.storyboard", atomically: true, encoding: .utf8)
        let yaml = """
            earshot: 1
            screen:
              id: start
              elements:
                - id: open
                  label: Open the inbox
                  traits: [button]
                  on-activate:
                    - goto: {file: Inbox.storyboard}

            """
        try yaml.write(toFile: dir + "/start.yaml", atomically: true, encoding: .utf8)
        let root = try ScreenSources.standard.layout(dir + "/start.yaml", files: files).get()
        let workspace = try ScreenSources.standard.workspace(root, files: files).get()
        let inbox = try #require(workspace.layouts[dir + "/Inbox.storyboard"])
        #expect(inbox.screens.count == 2)
        // The YAML reader alone cannot read a storyboard: the registry is what made it load.
        #expect(throws: DiagnosticList.self) { try Workspace.load(root: root, files: files).get() }
    }

    func temporaryFolder() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-sources-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }
}
