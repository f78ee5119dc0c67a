import EarshotLoader
import EarshotModel
import Testing
@testable import EarshotImport

/// What an import knows of an element is written as `import-marks:` and read back as the same
/// typed marks; the user's own `tags` stay theirs.
@Suite struct ImportMarkRoundTripTests {
    static let marks: [ImportMark] = [
        .hintLabel, .labelFromChildren, .showsHint, .roleOnly, .valueMayBePlaceholder, .valueCutShort, .tapGesture,
        .assetName(nil), .assetName("icn_close"),
    ]

    func load(_ yaml: String) -> Result<Layout, DiagnosticList> { LayoutLoader().load(bytes: Array(yaml.utf8), path: "hat.yaml") }

    @Test func everyMarkSurvivesWritingAndLoading() throws {
        var e = Element(id: "hat", label: "Hat", traits: [.staticText], tags: ["park"])
        e.importMarks = Self.marks
        let yaml = LayoutYAMLWriter.yaml(Layout(path: "hat.yaml", screens: [Screen(id: "s", elements: [e])]))
        #expect(yaml.contains("tags: [park]"))
        let loaded = try load(yaml).get().screens[0].elements[0]
        #expect(loaded.importMarks == Self.marks)
        #expect(loaded.tags == ["park"])
    }

    @Test func aMarkMisspeltIsALocatedError() {
        let yaml = "earshot: 1\nscreen:\n  id: s\n  elements:\n    - {id: a, label: A, import-marks: [tap-gestures]}\n"
        guard case .failure(let list) = load(yaml) else {
            Issue.record("loaded")
            return
        }
        #expect(list.description.contains("hat.yaml:5:40: error: unknown import mark 'tap-gestures' (did you mean 'tap-gesture'?)"), "\(list)")
    }
}
