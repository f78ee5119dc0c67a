import EarshotLoader
import EarshotModel
import Testing
@testable import EarshotImport

/// Android hierarchies: which nodes become stops, dp from pixels, and bad input located.
@Suite struct AndroidImportTests {
    func hierarchy(_ nodes: String, width: Int = 1080) -> String {
        """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
          <node index="0" text="" class="android.widget.FrameLayout" package="p" content-desc="" clickable="false" enabled="true" focusable="false" bounds="[0,0][\(width),2400]">
        \(nodes)
          </node>
        </hierarchy>
        """
    }

    func node(_ cls: String, text: String = "", desc: String = "", clickable: Bool = false, bounds: String = "[0,0][100,100]",
              extra: String = "") -> String {
        "    <node text=\"\(text)\" class=\"android.widget.\(cls)\" content-desc=\"\(desc)\" clickable=\"\(clickable)\" focusable=\"\(clickable)\" enabled=\"true\" bounds=\"\(bounds)\" \(extra)/>"
    }

    func stops(_ xml: String) throws -> [Element] {
        let layout = try DumpImport.layout(bytes: Array(xml.utf8), path: "page.xml").get()
        var out: [Element] = []
        layout.screens[0].forEachElement { if $0.accessible { out.append($0) } }
        return out
    }

    @Test func textAndActionableNodesAreStopsAndBoundsBecomeDp() throws {
        let xml = hierarchy([node("TextView", text: "Hello", bounds: "[0,0][1080,105]"),
                             node("ImageView", bounds: "[0,200][210,410]"),
                             node("ImageButton", clickable: true, bounds: "[0,500][105,605]"),
                             node("TextView", text: "", bounds: "[0,700][100,800]")].joined(separator: "\n"))
        let found = try stops(xml)
        #expect(found.map(\.role) == [.text, .imageButton])
        #expect(found[0].frame == Rect(x: 0, y: 0, width: 411.4, height: 40))
        #expect(found[1].frame == Rect(x: 0, y: 190.5, width: 40, height: 40))
        let layout = try DumpImport.layout(bytes: Array(xml.utf8), path: "page.xml", density: 1).get()
        #expect(layout.screens[0].sizeWidth == 1080)
    }

    @Test func aContentDescriptionReplacesTheChildren() throws {
        let xml = hierarchy("""
            <node text="" class="android.widget.LinearLayout" content-desc="Order 42, shipped" clickable="true" focusable="true" enabled="true" bounds="[0,0][1080,200]">
              <node text="Order 42" class="android.widget.TextView" content-desc="" clickable="false" enabled="true" bounds="[0,0][500,100]"/>
            </node>
            """)
        let found = try stops(xml)
        #expect(found.map(\.label) == ["Order 42, shipped"])
        #expect(found[0].children.isEmpty)
    }

    @Test func badBoundsAreEachLocatedAndHostileXMLIsRefused() {
        let xml = hierarchy([node("TextView", text: "a", bounds: "[50,0][10,20]"), node("TextView", text: "b", bounds: "[0,0][9999999,20]"),
                             node("TextView", text: "c", bounds: "wide")].joined(separator: "\n"))
        let failure = importFailure(xml, path: "page.xml")
        #expect(failure == """
            page.xml:4:5: error: bounds "[50,0][10,20]": right or bottom before left or top
            page.xml:5:5: error: bounds "[0,0][9999999,20]": a coordinate beyond 1000000 pixels
            page.xml:6:5: error: bounds "wide": not [left,top][right,bottom]
            """)
        let entity = "<?xml version=\"1.0\"?>\n<!DOCTYPE hierarchy [<!ENTITY x \"y\">]>\n<hierarchy rotation=\"0\"><node class=\"android.widget.TextView\" text=\"&x;\"/></hierarchy>\n"
        #expect(importFailure(entity, path: "page.xml")?.contains("a <!DOCTYPE> or entity declaration has no place in an Android hierarchy") == true)
        #expect(importFailure(String(repeating: "<node class=\"android.view.View\">", count: 1_100), path: "deep.xml")?.contains("deep.xml:") == true)
    }

    /// Bounds and class names are read for every node, by byte scanners: the forms they take.
    @Test func boundsAndClassNamesAreReadByTheirForms() throws {
        #expect(try AndroidBounds.parse("[0, 10][20,30]").get() == Rect(x: 0, y: 10, width: 20, height: 20))
        #expect(try AndroidBounds.parse("[-5,0][1.5,2]").get() == Rect(x: -5, y: 0, width: 6.5, height: 2))
        for bad in ["", "[1,2][3]", "[1,2][3,4][5,6]", "[a,2][3,4]", "[1,2][3,4x]"] {
            #expect((try? AndroidBounds.parse(bad).get()) == nil, "\(bad)")
        }
        #expect(AndroidRole.shortName("com.google.android.material.tabs.TabLayout$TabView") == "TabView")
        #expect(AndroidRole.shortName("android.widget.Switch") == "Switch" && AndroidRole.shortName("Switch") == "Switch")
        #expect(AndroidRole.shortName("androidx.compose.ui.platform.ComposeView") == "ComposeView")
    }

    /// What a real dump holds that TalkBack does not say as written: line breaks, invisible
    /// characters, nodes not visible to the user; a click's trait kept with a state.
    @Test func textIsSpokenAsHeardAndOnlyAClickMakesAButton() throws {
        let xml = hierarchy([node("TextView", text: "Real&#10;estate", bounds: "[0,0][500,100]"),
                             node("ImageButton", desc: "&#x200B;", clickable: true, bounds: "[0,200][150,350]"),
                             node("Button", text: "Hidden", clickable: true, bounds: "[0,400][500,500]", extra: "visible-to-user=\"false\""),
                             node("TextView", text: "Search", clickable: true, bounds: "[0,600][500,700]", extra: "selected=\"true\""),
                             node("LinearLayout", text: "Battery", bounds: "[0,800][500,900]").replacingOccurrences(of: "focusable=\"false\"", with: "focusable=\"true\"")]
            .joined(separator: "\n"))
        let found = try stops(xml)
        #expect(found.map { $0.label ?? "-" } == ["Real estate", "-", "Search", "Battery"])
        #expect(found[2].traits.contains(.button) && found[2].traits.contains(.selected), "a selected click is still a button")
        #expect(!found[3].traits.contains(.button), "focusable alone is not a click")
        // Findings point at the node's own place, even in a dump written on one line.
        #expect(found[2].location == SourceLocation(line: 7, column: 5))
        #expect(AndroidText.spoken(" a \n\t b ") == "a b" && AndroidText.spoken("\u{200B} ") == nil && AndroidText.spoken("ok") == "ok")
    }

    /// A list counts every item, as its collection info does, also one TalkBack does not stop
    /// on (a clickable frame holding only an undescribed image): the last is "3 of 3".
    @Test func aListCountsItemsWithNoStop() throws {
        let item = "    <node class=\"android.widget.FrameLayout\" clickable=\"true\" focusable=\"true\" enabled=\"true\" bounds=\"[0,%d][1080,%d]\">"
            + "<node class=\"android.widget.ImageView\" enabled=\"true\" bounds=\"[0,%d][100,%d]\"/></node>"
        let rows = [200, 400].map { String(format: item, $0, $0 + 200, $0, $0 + 100) }
        let xml = hierarchy("<node class=\"androidx.recyclerview.widget.RecyclerView\" scrollable=\"true\" enabled=\"true\" bounds=\"[0,200][1080,1200]\">\n"
                            + rows.joined(separator: "\n") + "\n" + node("FrameLayout", clickable: true, bounds: "[0,600][1080,800]") + "\n</node>")
        let layout = try DumpImport.layout(bytes: Array(xml.utf8), path: "page.xml").get()
        var list: Element?
        layout.screens[0].forEachElement { if $0.container == .list { list = $0 } }
        let items = try #require(list).children
        #expect(items.count == 3 && items.map(\.accessible) == [false, false, true])
    }
}

/// A dump that names its language gives it to the screen, and TalkBack's words follow it.
@Suite struct AndroidDumpLanguageTests {
    func layout(_ root: String) throws -> Layout {
        let xml = root + #"<node class="android.widget.Button" text="OK" clickable="true" bounds="[0,0][540,150]"/></hierarchy>"#
        return try DumpImport.layout(bytes: Array(xml.utf8), path: "page.xml").get()
    }

    @Test func theRootsLocaleIsTheScreensLanguage() throws {
        #expect(try layout(#"<hierarchy rotation="0" locale="ja-JP">"#).screens[0].language == "ja-JP")
        #expect(try layout(#"<hierarchy rotation="0" lang="de">"#).screens[0].language == "de")
        #expect(try layout(#"<hierarchy rotation="0">"#).screens[0].language == nil)
        // Only a tag's letters and separators are kept.
        #expect(try layout(#"<hierarchy locale="fr FR;">"#).screens[0].language == "frFR")
    }

    @Test func theImportKeepsTheLanguage() throws {
        let xml = #"<hierarchy locale="ko-KR"><node class="android.widget.Button" text="OK" clickable="true" bounds="[0,0][540,150]"/></hierarchy>"#
        let yaml = try DumpImport.yaml(bytes: Array(xml.utf8), path: "page.xml").get().yaml
        #expect(yaml.contains("language: ko-KR"), "\(yaml)")
    }
}
