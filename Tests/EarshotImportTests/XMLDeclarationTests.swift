import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotImport

/// Page sources whose declaration could make libxml2 read other text than the one checked
/// (a UTF-7 declaration once carried a live `<!DOCTYPE>` and internal entities past the
/// check), and page sources over libxml2's 10 MB single-chunk limit.
@Suite struct XMLDeclarationTests {
    static let body = "<XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" label=\"A\" x=\"0\" y=\"0\" width=\"390\" height=\"844\">"
        + "<XCUIElementTypeButton type=\"XCUIElementTypeButton\" label=\"&e;\" x=\"0\" y=\"0\" width=\"50\" height=\"50\"/>"
        + "</XCUIElementTypeApplication>\n"

    func failure(_ text: String) -> String? { importFailure(text, path: "shot.xml") }

    @Test func utf7DeclarationIsRefusedWhereItIsWritten() {
        let utf7 = "<?xml version=\"1.0\" encoding=\"UTF-7\"?>+ADw-!DOCTYPE r +AFs-+ADw-!ENTITY e \"boom\"+AD4-+AF0-+AD4-\n" + Self.body
        #expect(failure(utf7) == "shot.xml:1:31: error: the XML declaration says the page source is in \"UTF-7\": "
            + "only UTF-8 or UTF-16 is read (save it as UTF-8)")
        #expect(failure("<?xml version='1.0' encoding = 'iso-8859-1' ?>\n" + Self.body) == "shot.xml:1:33: error: the XML declaration says "
            + "the page source is in \"iso-8859-1\": only UTF-8 or UTF-16 is read (save it as UTF-8)")
    }

    /// libxml2 obeys the last `encoding` it reads: a declaration is parsed whole, so a second
    /// one is refused where it is written, whatever the first says.
    @Test func aSecondEncodingIsRefusedWhereItIsWritten() {
        let attack = "<?xml version='1.0' encoding='UTF-8' encoding='UTF-7'?>+ADwAIQ-DOCTYPE r +AFs-+ADwAIQ-ENTITY e "
            + "+ACI-boom+ACI-+AD4-+AF0-+AD4-\n" + Self.body
        #expect(failure(attack) == "shot.xml:1:38: error: the XML declaration gives encoding twice")
        #expect(failure("<?xml version='1.0' version='1.0'?>\n" + Self.body) == "shot.xml:1:21: error: the XML declaration gives version twice")
        #expect(failure("<?xml version='1.0' standalone='yes' encoding='UTF-8'?>\n" + Self.body)
            == "shot.xml:1:38: error: the XML declaration gives encoding after standalone: XML wants version, encoding, standalone")
    }

    /// Everything a declaration may not hold, each refused at the byte that breaks it.
    @Test func aDeclarationIsReadAsXMLDefinesIt() {
        let cases: [(String, String)] = [
            ("<?xml version='1.0' charset='UTF-7'?>", "1:21: error: the XML declaration has an attribute \"charset\": only version, encoding and standalone"),
            ("<?xml version='1.0'encoding='UTF-8'?>", "1:20: error: the XML declaration's attributes are not separated by spaces"),
            ("<?xml version=1.0?>", "1:15: error: the XML declaration's version is not quoted"),
            ("<?xml version='1.0", "1:15: error: the XML declaration's version is not closed"),
            ("<?xml version='1.0' ", "1:1: error: the XML declaration is not closed with ?>"),
            ("<?xml encoding='UTF-8'?>", "1:1: error: the XML declaration gives no version"),
            ("<?xml version='2.0'?>", "1:16: error: the XML declaration says version \"2.0\": only XML 1.x is read"),
            ("<?xml version='1.0' standalone='maybe'?>", "1:33: error: the XML declaration says standalone \"maybe\": yes or no"),
            ("<?xml version='1.0'?>\nhello", "2:1: error: text before the root element: only comments may stand before it"),
            ("<?xmlv", "1:1: error: the XML declaration must start '<?xml ' and give a version"),
            // Found by fuzzing: with the first blanked, a second declaration looked like the first.
            ("<?xml version='1.0'?>\n<?xml version='1.0' encoding='UTF-7'?>", "2:1: error: a second XML declaration: only one may start the file"),
            ("<?xml?>", "1:1: error: the XML declaration must start '<?xml ' and give a version"),
        ]
        for (head, expected) in cases {
            #expect(failure(head + "\n" + Self.body) == "shot.xml:" + expected, "\(head)")
        }
        // Comments may stand before the root, and a declaration with all three attributes is read.
        let plain = Self.body.replacingOccurrences(of: "&e;", with: "Go")
        #expect(importLayout("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\" ?>\n<!-- made by hand -->\n" + plain).map(spoken)
            == ["Go. Button."])
    }

    @Test func aDTDIsRefusedInUTF16Too() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<!DOCTYPE r [<!ENTITY e \"boom\">]>\n" + Self.body
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        guard case .failure(let failure) = DumpImport.yaml(bytes: bytes, path: "shot.xml") else {
            Issue.record("a DTD was read"); return
        }
        #expect(failure.description == "shot.xml:2:1: error: a <!DOCTYPE> or entity declaration has no place in a WebDriverAgent page source")
    }

    @Test func declaredUTF8AndUTF16AreBlankedNotObeyed() {
        let plain = Self.body.replacingOccurrences(of: "&e;", with: "Go")
        for encoding in ["UTF-8", "utf-16", "US-ASCII"] {
            let text = "<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n" + plain
            guard case .success(let neutral) = XMLDeclaration.neutralized(Array(text.utf8)) else {
                Issue.record("\(encoding) refused"); continue
            }
            #expect(neutral.count == text.utf8.count)
            #expect(!String(decoding: neutral, as: UTF8.self).contains("encoding"))
            #expect(importLayout(text).map(spoken) == ["Go. Button."], "\(encoding)")
        }
    }

    /// libxml2 refuses one chunk over 10 MB ("huge input lookup"): a big page source once came
    /// back as malformed XML at its last line.
    @Test func aPageSourceOverTenMegabytesLoads() throws {
        let padding = String(repeating: " ", count: 10_500_000)
        let text = "<XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" label=\"A\" x=\"0\" y=\"0\" width=\"390\" height=\"844\">"
            + "<XCUIElementTypeButton type=\"XCUIElementTypeButton\" label=\"Go\" x=\"0\" y=\"0\" width=\"50\" height=\"50\"/>"
            + padding + "\n<XCUIElementTypeButton type=\"XCUIElementTypeButton\" label=\"Stop\" x=\"0\" y=\"60\" width=\"50\" height=\"50\"/>"
            + "</XCUIElementTypeApplication>\n"
        let parsed = try AppiumDumpParser.parse(bytes: Array(text.utf8), path: "big.xml").get()
        #expect(parsed.roots.first?.children.map(\.label) == ["Go", "Stop"])
        #expect(parsed.roots.first?.children.last?.source == 2)
    }
}
