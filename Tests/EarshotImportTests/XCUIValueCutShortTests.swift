import EarshotModel
import EarshotTestSupport
import Testing
@testable import EarshotImport

/// A value XCUITest's debugDescription cut short (`ukautomationuser@e...`): spoken exactly as
/// the dump gives it, tagged, and listed among what the import could not read whole.
@Suite struct XCUIValueCutShortTests {
    static let mark = ImportMark.valueCutShort

    /// The element `id` of a layout.
    func element(_ layout: Layout?, _ id: String) -> Element? {
        var found: Element?
        layout?.screens[0].forEachElement { if $0.id == id { found = $0 } }
        return found
    }

    @Test func theSignInTablesEmailIsSpokenAsGivenAndMarked() throws {
        let imported = try DumpImport.yaml(bytes: dumpBytes("xcui/login-table.txt"), path: "login-table.txt").get()
        let layout = try imported.layout.layout().get()
        let email = try #require(element(layout, "email-2"))
        #expect(email.value == "ukautomationuser@e..." && email.importMarks == [Self.mark])
        #expect(spoken(layout).contains("ukautomationuser@e... Text Field."))
        #expect(imported.layout.approximations.map(\.description) == [
            "login-table.txt:15:1: the capture cut the value \"ukautomationuser@e...\" short: VoiceOver says it whole on a device",
        ])
        #expect(imported.layout.approximations.map(\.kind) == ["value cut short"])
    }

    static func tree(_ line: String) -> String {
        "Element subtree:\n →Application, 0x1, {{0.0, 0.0}, {390.0, 844.0}}, label: 'App'\n    " + line + "\n"
    }

    /// `...` or `…` at the end of a value; the same words whole, in a label, or in another kind
    /// of dump are not cut short.
    @Test(arguments: [
        ("StaticText, 0x2, {{16.0, 100.0}, {300.0, 22.0}}, value: Your order ships tomorrow and arri…", true),
        ("TextField, 0x2, {{16.0, 100.0}, {300.0, 22.0}}, label: 'Note', value: Pick up at the…", true),
        ("TextField, 0x2, {{16.0, 100.0}, {300.0, 22.0}}, label: 'Note', value: Pick up at the door", false),
        ("StaticText, 0x2, {{16.0, 100.0}, {300.0, 22.0}}, label: 'Loading...'", false),
    ])
    func aValueEndingInDotsIsCutShort(_ line: String, _ cutShort: Bool) throws {
        let layout = try #require(importLayout(Self.tree(line), path: "shot.txt"))
        let stop = try #require(layout.screens[0].elements.first)
        #expect(stop.importMarks.contains(Self.mark) == cutShort, "\(stop)")
    }

    /// WebDriverAgent writes values whole: dots at the end are the app's own.
    @Test func aPageSourceValueIsWhole() {
        let xml = wda(#"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Loading..." x="16" y="100" width="300" height="22"/>"#)
        #expect(importLayout(xml)?.screens[0].elements.first?.importMarks == [])
    }
}
