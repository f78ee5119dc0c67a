import EarshotFiles
import EarshotSources
import Foundation
import Testing

/// Storyboards and XIBs go through the one XML reader, so what page sources refuse they refuse
/// too, at the line where it is written.
@Suite struct InterfaceBuilderXMLGuardTests {
    static let header = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">"#
    static let body = #"<objects><view id="v1"><rect key="frame" x="0" y="0" width="100" height="100"/>"#
        + #"<subviews><label text="Hello" id="l1"><rect key="frame" x="0" y="0" width="100" height="20"/></label></subviews>"#
        + "</view></objects></document>\n"

    func failure(_ bytes: [UInt8], name: String = "Main.xib") throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-ib-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let path = dir + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        switch ScreenSources.standard.layout(path, files: DiskFiles()) {
        case .success: return "loaded"
        case .failure(let failure): return failure.description.replacingOccurrences(of: dir + "/", with: "")
        }
    }

    @Test func aForeignEncodingDeclarationIsRefusedWhereItIsWritten() throws {
        let utf7 = "<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n" + Self.header + "\n" + Self.body
        #expect(try failure(Array(utf7.utf8)) == "Main.xib:1:31: error: the XML declaration says the file is in \"UTF-7\": "
            + "only UTF-8 or UTF-16 is read (save it as UTF-8)")
        let latin = "<?xml version='1.0' encoding='ISO-8859-1'?>\n" + Self.header + "\n" + Self.body
        #expect(try failure(Array(latin.utf8)) == "Main.xib:1:31: error: the XML declaration says the file is in \"ISO-8859-1\": "
            + "only UTF-8 or UTF-16 is read (save it as UTF-8)")
    }

    /// The attack the declaration check stops: UTF-7 hides `<!DOCTYPE` and a live internal DTD
    /// from a byte scan, and one large entity referenced many times would become gigabytes.
    @Test func aUTF7SmuggledDTDIsRefusedBeforeAnyEntityIsExpanded() throws {
        let dtd = "+ADw-!DOCTYPE document +AFs-+ADw-!ENTITY big +ACI-" + String(repeating: "a", count: 100_000) + "+ACI-+AD4-+AF0-+AD4-"
        let refs = String(repeating: "&big;", count: 1_000)
        let xib = "<?xml version=\"1.0\" encoding=\"UTF-7\"?>" + dtd + "\n" + Self.header
            + #"<objects><view id="v1"><subviews><label text=""# + refs + #"" id="l1"/></subviews></view></objects></document>"#
        let started = Date()
        #expect(try failure(Array(xib.utf8)).hasPrefix("Main.xib:1:31: error: the XML declaration says the file is in \"UTF-7\""))
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test func declarationsAndEntitiesAreRefusedWhereTheyAreWritten() throws {
        let doctype = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [<!ENTITY a \"aaaa\">]>\n" + Self.header + "\n" + Self.body
        #expect(try failure(Array(doctype.utf8)) == "Main.xib:2:1: error: a <!DOCTYPE> or entity declaration: "
            + "Interface Builder files have none, and entities are never expanded")
        let entity = "<?xml version=\"1.0\"?>\n" + Self.header + "\n<!ENTITY a \"aaaa\">\n" + Self.body
        #expect(try failure(Array(entity.utf8), name: "Main.storyboard") == "Main.storyboard:3:1: error: a <!DOCTYPE> or entity declaration: "
            + "Interface Builder files have none, and entities are never expanded")
    }

    /// FoundationXML crashes on a processing instruction with no data (`<?m?>`): none reaches
    /// libxml2, in a storyboard or a page source, but the declaration at the start.
    @Test func processingInstructionsAreRefusedWhereTheyAreWritten() throws {
        let bare = "<?m?>\n" + Self.header + "\n" + Self.body
        #expect(try failure(Array(bare.utf8)) == "Main.xib:1:1: error: a processing instruction (<?…?>) other than the XML "
            + "declaration at the start: an Interface Builder file has none")
        let later = "<?xml version=\"1.0\"?>\n" + Self.header + "\n<?xml-stylesheet href=\"a.css\"?>\n" + Self.body
        #expect(try failure(Array(later.utf8)) == "Main.xib:3:1: error: a processing instruction (<?…?>) other than the XML "
            + "declaration at the start: an Interface Builder file has none")
        let page = "<?xml version=\"1.0\"?><AppiumAUT><?m?><XCUIElementTypeApplication/></AppiumAUT>"
        #expect(try failure(Array(page.utf8), name: "shot.xml") == "shot.xml:1:33: error: a processing instruction (<?…?>) other "
            + "than the XML declaration at the start: a WebDriverAgent page source has none")
    }

    @Test func aUTF16XIBIsReadAsItsText() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n" + Self.header + "\n" + Self.body
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(try failure(bytes) == "loaded")
    }
}
