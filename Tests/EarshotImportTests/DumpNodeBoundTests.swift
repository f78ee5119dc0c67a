import EarshotModel
import Testing
@testable import EarshotImport

/// A dump's nodes are bounded where memory was measured to hold (docs/android.md): 4.9 million
/// empty Android nodes, or 1.5 million buttons, once passed the 5 million element bound and
/// aborted at 4 GB. Every format is refused the same way, at the dump's start.
@Suite struct DumpNodeBoundTests {
    static let dumps: [(DumpFormat, String)] = [
        (.android, """
            <hierarchy><node class="android.widget.FrameLayout" bounds="[0,0][10,10]">
            <node class="android.widget.Button" text="A" bounds="[0,0][5,5]"/><node class="android.widget.Button" text="B" bounds="[5,0][10,5]"/>
            </node></hierarchy>
            """),
        (.appium, """
            <XCUIElementTypeApplication name="App"><XCUIElementTypeButton label="A"/><XCUIElementTypeButton label="B"/></XCUIElementTypeApplication>
            """),
        (.idb, #"[{"type":"Button","AXLabel":"A"},{"type":"Button","AXLabel":"B"},{"type":"Button","AXLabel":"C"}]"#),
        (.xcui, """
            Element subtree:
             →Application, 0x1, pid: 1, label: 'App'
                Button, 0x2, {{0.0, 0.0}, {10.0, 10.0}}, label: 'A'
                Button, 0x3, {{0.0, 10.0}, {10.0, 10.0}}, label: 'B'
            """),
    ]

    @Test(arguments: dumps) func moreNodesThanTheBoundIsALocatedError(format: DumpFormat, text: String) throws {
        let bytes = Array(text.utf8)
        let whole = try DumpImport.parse(bytes: bytes, path: "d", from: format).get()
        #expect(whole.nodeCount == 3)
        #expect((try? DumpImport.parse(bytes: bytes, path: "d", from: format, maxNodes: 3).get()) != nil)
        guard case .failure(.diagnostics(let list)) = DumpImport.parse(bytes: bytes, path: "d", from: format, maxNodes: 2) else {
            Issue.record("\(format): three nodes passed a bound of two")
            return
        }
        #expect(list.diagnostics.map(\.description) == ["d:1:1: error: a dump of 3 nodes: more than the 2 an import reads"])
    }

    @Test func theXMLReadersRefuseBeforeBuildingATree() {
        // Refused by the XML reader's count of start tags (a wrapper or two among them), before any tree is built.
        #expect(AndroidDumpParser.rules.maxElements == DumpImport.maxNodes + 16)
        #expect(AppiumDumpParser.rules.maxElements == DumpImport.maxNodes + 16)
        #expect(DumpImport.maxNodes == 400_000)
    }
}
