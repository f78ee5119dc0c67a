import EarshotFiles
import EarshotLoader
import EarshotModel
import EarshotSources
import Foundation
import Testing

/// The design page's example of a new screen source is true: `LabelListSource.swift` beside
/// this file is the page's code, character for character, and one line adding it to a registry
/// is all it takes for it to load, import, be found in a folder and be named by a `goto`.
@Suite struct WorkedExampleTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let registry = ScreenSources([LabelListSource()] + ScreenSources.standard.sources)
    let files = DiskFiles()

    @Test func thePageShowsThisVeryCode() throws {
        let page = try String(contentsOf: ScreenSourcesTests.root.appendingPathComponent("docs/design.md"), encoding: .utf8)
        let code = try String(contentsOf: Self.here.appendingPathComponent("LabelListSource.swift"), encoding: .utf8)
        #expect(page.contains("```swift\n" + code + "```"))
    }

    @Test func oneLineMakesEveryDoorOpen() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-labels-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try "Soup\n\nSalad: \"green\"\nBread\n".write(toFile: dir + "/menu.labels", atomically: true, encoding: .utf8)
        let layout = try registry.layout(dir + "/menu.labels", files: files).get()
        let elements = layout.screens[0].elements
        #expect(elements.map(\.label) == ["Soup", "Salad: \"green\"", "Bread"])
        #expect(elements.map(\.location.line) == [1, 3, 4])
        #expect(try registry.importLayout(dir + "/menu.labels", files: files).get().summary == "label list, 3 lines")
        #expect(registry.isScreenFile(dir + "/menu.labels", files: files))
        #expect(!ScreenSources.standard.isScreenFile(dir + "/menu.labels", files: files))
        try "earshot: 1\nscreen:\n  id: start\n  elements:\n    - id: go\n      label: Menu\n      traits: [button]\n      on-activate:\n        - goto: {file: menu.labels}\n"
            .write(toFile: dir + "/start.yaml", atomically: true, encoding: .utf8)
        let root = try registry.layout(dir + "/start.yaml", files: files).get()
        let workspace = try registry.workspace(root, files: files).get()
        #expect(workspace.layouts[dir + "/menu.labels"]?.screens.first?.elements.count == 3)
    }
}
