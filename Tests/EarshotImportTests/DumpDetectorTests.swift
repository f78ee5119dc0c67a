import EarshotTestSupport
import Testing
@testable import EarshotImport

/// Formats are told by content, never by name; other tools' dumps are named in the refusal.
@Suite struct DumpDetectorTests {
    static let android = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
          <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.app" content-desc="" bounds="[0,0][1080,2400]">
            <node index="0" text="Submit" resource-id="com.example.app:id/submit" class="android.widget.Button" bounds="[40,2000][1040,2160]"/>
          </node>
        </hierarchy>
        """
    static let androidAppium = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="1812">
          <android.widget.FrameLayout index="0" package="com.test.main" class="android.widget.FrameLayout" text="" bounds="[0,0][1080,1812]" displayed="true"/>
        </hierarchy>
        """

    static let cases: [(String, String, DumpDetection)] = [
        ("WDA page source", "<?xml version=\"1.0\"?>\n<AppiumAUT>\n  <XCUIElementTypeApplication type=\"XCUIElementTypeApplication\"/>\n</AppiumAUT>", .dump(.appium)),
        ("WDA raw source", "<XCUIElementTypeApplication type=\"XCUIElementTypeApplication\"/>", .dump(.appium)),
        ("WDA scope wrapper", "<Scope><XCUIElementTypeCell/></Scope>", .dump(.appium)),
        ("a saved fragment", "<!-- tab bar -->\n<XCUIElementTypeTabBar/>", .dump(.appium)),
        ("Android uiautomator", android, .dump(.android)),
        ("Android Appium", androidAppium, .dump(.android)),
        ("UIAutomation", "<AppiumAUT><UIAApplication name=\"x\"/></AppiumAUT>",
         .other("an old Appium UIAutomation page source: <UIAApplication>, iOS 9 and earlier", mayBeLayout: false)),
        ("HTML", "<html><body/></html>", .other("an HTML page, a web view's source", mayBeLayout: false)),
        ("unrelated XML", "<?xml version=\"1.0\"?><svg width=\"10\"/>",
         .other("XML whose root is <svg>, not a WebDriverAgent page source", mayBeLayout: false)),
        ("idb flat", "[{\"AXLabel\":\"General\",\"type\":\"Button\"}]", .dump(.idb)),
        ("idb point", "{\"AXFrame\":\"{{0, 0}, {1, 1}}\"}", .dump(.idb)),
        ("idb complete", "{\"elements\":[{\"label\":\"A\"}],\"backend\":\"ax\"}", .dump(.idb)),
        ("idb nothing", "null\n", .other("an empty idb result, null: nothing at that point", mayBeLayout: false)),
        ("WDA JSON", "{\"type\":\"Application\",\"rawIdentifier\":null,\"isAccessible\":\"0\"}",
         .other("a WebDriverAgent JSON source (/source?format=json): save the XML page source instead", mayBeLayout: false)),
        ("Maestro", "{\"attributes\":{\"bounds\":\"[0,0][390,844]\",\"resource-id\":\"x\"},\"children\":[]}",
         .other("an Android view hierarchy in JSON (bounds \"[x1,y1][x2,y2]\", resource-id)", mayBeLayout: false)),
        ("unrelated JSON", "{\"name\":\"package\",\"version\":\"1.0.0\"}", .other("JSON without idb's AXLabel or AXFrame keys", mayBeLayout: true)),
        ("JSON layout", "{\"earshot\": 1, \"screen\": {}}", .other("an Earshot layout: open it directly", mayBeLayout: true)),
        ("YAML layout", "# comment\nearshot: 1\nscreen:\n  id: s\n", .other("an Earshot layout: open it directly", mayBeLayout: true)),
        ("debugDescription", "Attributes: Application, pid: 1, label: 'A'\nElement subtree:\n →Application, pid: 1\n", .dump(.xcui)),
        ("pasted tree", "    Window (Main), 0x6000, {{0.0, 0.0}, {375.0, 812.0}}\n      Button, 0x6001, {{0.0, 44.0}, {44.0, 44.0}}, label: 'Back'\n", .dump(.xcui)),
        ("Xcode 26 tree", "Window (Main), {0.0, 0.0, 402.0, 874.0}\n", .dump(.xcui)),
        ("po string", "\"Attributes: Application, pid: 1, label: \\'A\\'\\nElement subtree:\\n →Application, pid: 1\"", .dump(.xcui)),
        ("prose", "Hello, world. This is a note.\n", .other("text with no debugDescription element lines", mayBeLayout: true)),
        ("empty", "  \n\n", .other("an empty file", mayBeLayout: false)),
    ]

    @Test(arguments: cases.map(\.0))
    func detects(_ name: String) throws {
        let (_, text, expected) = try #require(Self.cases.first { $0.0 == name })
        #expect(DumpDetector.detect(Array(text.utf8)) == expected)
    }

    @Test func aByteOrderMarkIsSkipped() {
        #expect(DumpDetector.detect([0xEF, 0xBB, 0xBF] + Array("<XCUIElementTypeButton/>".utf8)) == .dump(.appium))
    }

    @Test func refusalsSayWhatTheFileLooksLike() {
        #expect(importFailure("{\"a\": 1}", path: "x.json") == "x.json: error: not an accessibility dump (JSON without idb's AXLabel or AXFrame keys)")
        #expect(importFailure("earshot: 1\n", path: "l.yaml") == "l.yaml: error: not an accessibility dump (an Earshot layout: open it directly)")
    }

    @Test func fromNamesTheFormatOrSaysWhichItIs() {
        let xml = wda("    <XCUIElementTypeButton type=\"XCUIElementTypeButton\" label=\"OK\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/>")
        #expect(importFailure(xml, path: "s.xml", from: .appium) == nil)
        #expect(importFailure(xml, path: "s.xml", from: .idb)
                == "s.xml: error: this is an appium dump (WebDriverAgent page source), not idb: leave out --from, or use --from appium")
        // Forcing another format does not read an Android dump as it.
        #expect(importFailure(Self.android, path: "shot.xml", from: .appium)
                == "shot.xml: error: this is an android dump (Android uiautomator hierarchy), not appium: leave out --from, or use --from android")
    }
}
