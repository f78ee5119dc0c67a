import EarshotModel
import EarshotTestSupport
import Testing
@testable import EarshotImport

/// What a dump's text field values are evidence of: an unlabelled field's value may be the
/// placeholder an empty field shows when the dump states no placeholder anywhere.
@Suite struct DumpFieldValueTests {
    static let mark = ImportMark.valueMayBePlaceholder

    /// The import marks of the element `id` in the imported dump.
    func marks(_ text: String, _ id: String) -> [ImportMark]? {
        var found: [ImportMark]?
        importLayout(text)?.screens[0].forEachElement { if $0.id == id { found = $0.importMarks } }
        return found
    }

    static let title = #"<XCUIElementTypeTextField type="XCUIElementTypeTextField" name="title" value="Title" x="15" y="110" width="345" height="22"/>"#

    /// Calendar's new event on iOS 10: WebDriverAgent wrote the empty field's placeholder as its value.
    @Test func withNoPlaceholderInTheDumpAnUnlabelledFieldsValueMayBeItsPlaceholder() {
        #expect(marks(wda(Self.title), "title") == [Self.mark])
    }

    /// A dump that names a placeholder somewhere states them: a field without one has none, and a
    /// labelled field is named whatever its value is.
    @Test func aDumpThatStatesPlaceholdersOrALabelMakesItSure() {
        let other = #"<XCUIElementTypeTextField type="XCUIElementTypeTextField" name="city" placeholderValue="City" x="15" y="160" width="345" height="22"/>"#
        #expect(marks(wda(Self.title + "\n" + other), "title") == [])
        let labelled = Self.title.replacingOccurrences(of: #"value="Title""#, with: #"label="Event" value="Lunch""#)
        #expect(marks(wda(labelled), "title") == [])
    }

    /// An XCUITest capture states placeholders (`placeholderValue: 'Password'`): the typed email
    /// in the same table is typed text.
    @Test func theSignInTablesEmailIsTypedText() throws {
        let layout = try DumpImport.layout(bytes: dumpBytes("xcui/login-table.txt"), path: "login-table.txt").get()
        var email: Element?
        layout.screens[0].forEachElement { if $0.id == "email-2" { email = $0 } }
        #expect(email?.importMarks.contains(Self.mark) == false)
        #expect(email?.label == nil && email?.value == "ukautomationuser@e...")
    }
}
