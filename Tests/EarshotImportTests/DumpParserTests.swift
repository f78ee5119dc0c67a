import EarshotModel
import EarshotTestSupport
import Testing
@testable import EarshotImport

/// The three parsers on real shapes, and their located errors.
@Suite struct DumpParserTests {
    func parse(_ text: String, _ format: DumpFormat, path: String = "d") -> Result<ParsedDump, DumpImportFailure> {
        DumpImport.parse(bytes: Array(text.utf8), path: path, from: format)
    }

    func located(_ result: Result<ParsedDump, DumpImportFailure>) -> [String] {
        guard case .failure(.diagnostics(let list)) = result else { return [] }
        return list.diagnostics.map(\.description)
    }

    @Test func appiumAttributesInAnyOrderAndAnyMissing() throws {
        let xml = """
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Settings" label="Settings" x="0" y="0" width="393" height="852">
                <XCUIElementTypeButton height="44" width="70" y="47" x="0" label="Back" name="BackButton" accessible="true" traits="Button, Selected" enabled="false"/>
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="General" name="General" label="General"/>
                <XCUIElementTypeTextField type="XCUIElementTypeTextField" label="" placeholderValue="Name" value="Name"/>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """
        let dump = try parse(xml, .appium).get()
        let app = try #require(dump.roots.first)
        #expect(dump.roots.count == 1 && app.type == "Application" && app.children.count == 3)
        let back = app.children[0]
        #expect(back.type == "Button" && back.identifier == "BackButton" && back.label == "Back" && back.accessible == true)
        #expect(back.traits == [.button, .selected] && !back.enabled && back.frame == Rect(x: 0, y: 47, width: 70, height: 44))
        #expect(back.source == 3 && back.location == SourceLocation(line: 3, column: 1))
        // `name` equal to the label is no identifier.
        #expect(app.children[1].identifier == nil && app.children[1].value == "General")
        #expect(app.children[2].label == nil && app.children[2].placeholder == "Name" && app.children[2].frame == nil)
    }

    @Test func appiumLocatesTheElementWhereItsTagStarts() throws {
        let xml = "<XCUIElementTypeOther\n   label=\"a\"\n   name=\"b\">\n  <XCUIElementTypeButton label=\"c\"/></XCUIElementTypeOther>"
        let root = try #require(try parse(xml, .appium).get().roots.first)
        #expect(root.source == 1 && root.children.first?.source == 4)
    }

    @Test func appiumTruncatedMismatchedAndHostile() {
        let truncated = "<AppiumAUT>\n  <XCUIElementTypeApplication type=\"XCUIElementTypeApplication\">\n    <XCUIElementTypeCell type=\"XCUIElementTypeCell\">\n      <XCUIElementTypeStaticText label=\"Gen"
        #expect(located(parse(truncated, .appium)).first?.hasPrefix("d:4:") == true)
        let cut = "<AppiumAUT>\n  <XCUIElementTypeApplication>\n    <XCUIElementTypeCell>\n"
        #expect(located(parse(cut, .appium)) == ["d:3:26: error: the dump ends before <XCUIElementTypeCell> (line 3) is closed: is it truncated?"])
        let mismatch = "<XCUIElementTypeApplication>\n  <XCUIElementTypeCell>\n</XCUIElementTypeApplication>"
        #expect(located(parse(mismatch, .appium)).first?.contains("does not match the open <XCUIElementTypeCell> (line 2)") == true)
        let entity = "<?xml version=\"1.0\"?>\n<!DOCTYPE x [<!ENTITY a \"aaaa\">]>\n<XCUIElementTypeButton label=\"&a;\"/>"
        #expect(located(parse(entity, .appium)) == ["d:2:1: error: a <!DOCTYPE> or entity declaration has no place in a WebDriverAgent page source"])
        let foreign = "<AppiumAUT>\n  <XCUIElementTypeApplication>\n    <div/>\n  </XCUIElementTypeApplication>\n</AppiumAUT>"
        #expect(located(parse(foreign, .appium)) == ["d:3:5: error: <div> is not an XCUIElementType element: not a WebDriverAgent page source"])
        #expect(located(parse("<XCUIElementTypeButton a='1' a='2'/>", .appium)).first?.contains("written twice") == true)
    }

    @Test func idbFlatNestedPointAndComplete() throws {
        let flat = #"[{"AXLabel":"Settings","type":"Application","frame":{"x":0,"y":0,"width":402,"height":874}},{"AXLabel":"Wi-Fi","AXValue":"HomeNet","AXUniqueId":"com.apple.settings.wifi","type":"Button","AXFrame":"{{16, 382}, {370, 52}}"}]"#
        let dump = try parse(flat, .idb).get()
        #expect(dump.roots.count == 2 && dump.roots[1].source == 1 && dump.roots[1].location == SourceLocation(line: 1, column: 93))
        #expect(dump.roots[1].frame == Rect(x: 16, y: 382, width: 370, height: 52) && dump.roots[1].identifier == "com.apple.settings.wifi")
        let nested = """
            [
              {
                "type" : "Application", "AXLabel" : "Books",
                "children" : [
                  { "type" : "RadioButton", "AXLabel" : "All", "AXValue" : 1, "traits" : [], "children" : [] },
                  { "type" : "CheckBox", "AXLabel" : "Wi\\/Fi", "AXValue" : true, "traits" : ["Button", "Toggle"], "children" : [] }
                ]
              }
            ]
            """
        let tree = try parse(nested, .idb).get()
        let kids = try #require(tree.roots.first?.children)
        #expect(kids.map(\.source) == [1, 2] && kids[0].location == SourceLocation(line: 5, column: 7))
        #expect(kids[0].value == "1" && kids[0].traits == nil, "AXe's [] is no statement about traits")
        #expect(kids[1].value == "1" && kids[1].label == "Wi/Fi" && kids[1].traits == [.button, .switchButton])
        let point = try parse(#"{"AXLabel":"General","type":"Button","traits":["None"]}"#, .idb).get()
        #expect(point.roots.count == 1 && point.roots[0].traits == [])
        let complete = try parse(#"{"elements":[{"label":"A","type":"Button","identifier":"a"}],"backend":"ax"}"#, .idb).get()
        #expect(complete.roots.first?.identifier == "a")
    }

    @Test func idbMalformedIsLocated() {
        #expect(located(parse("[{\"AXLabel\": \"A\",\n  \"type\": ]", .idb)).first?.hasPrefix("d:2:") == true)
        let truncated = located(parse("[{\"AXLabel\": \"A\", \"type\": \"Button\"},\n {\"AXLabel\": \"B\"", .idb))
        #expect(truncated.first?.contains("JSON syntax") == true && truncated.first?.contains("truncated?") == true, "\(truncated)")
        #expect(located(parse("[{\"AXLabel\": \"A\"}, 3]", .idb)) == ["d:1:20: error: an idb element must be a JSON object, found a number"])
        #expect(located(parse("[{\"AXLabel\": \"A\", \"children\": {}}]", .idb))
                == ["d:1:31: error: 'children' must be a JSON array, found a mapping"])
    }

    @Test func xcuiTreeFromIndentation() throws {
        let text = """
            Attributes: Application, 0x1, pid: 4, label: 'A'
            Element subtree:
             →Application, 0x1, pid: 4, label: 'A'
                Window (Main), 0x2, {{0.0, 0.0}, {375.0, 667.0}}
                  Button, 0x3, {{0.0, 20.0}, {44.0, 44.0}}, label: 'Back'
                    StaticText, 0x4, {{8.0, 30.0}, {30.0, 20.0}}, label: 'Back'
                  StaticText, 0x5, {{100.0, 30.0}, {100.0, 20.0}}, label: 'Title'
                Window, 0x6, {{0.0, 0.0}, {375.0, 667.0}}
            Path to element:
             →Application, 0x1, pid: 4, label: 'A'
            Query chain:
             →Find: Target Application 'x'
              Output: {
                Application, 0x1, pid: 4, label: 'A'
              }
            """
        let dump = try parse(text, .xcui).get()
        let app = try #require(dump.roots.first)
        #expect(dump.roots.count == 1 && dump.nodeCount == 6)
        #expect(app.children.map(\.type) == ["Window", "Window"] && app.children[0].children.map(\.type) == ["Button", "StaticText"])
        #expect(app.children[0].children[0].children.first?.source == 6)
    }

    @Test func xcuiBadLinesAreLocated() {
        let text = "Element subtree:\n →Application, pid: 1\n    Button, 0x1, {{1.0, 2.0}, {3.0\n    what is this\n"
        #expect(located(parse(text, .xcui)) == ["d:3:18: error: a frame that is not {{x, y}, {w, h}} or {x, y, w, h}",
                                                "d:4:1: error: not an element line of a debugDescription"])
    }
}
