import EarshotTestSupport
import Testing
@testable import EarshotAudit

/// EAR001 on a text field whose only words are its value: VoiceOver says what the field holds
/// and "Text Field.", and the listener never learns what the field is for.
@Suite struct UnlabelledFieldTests {
    static func screen(_ entry: String) -> String {
        "earshot: 1\nscreen:\n  id: s\n  elements:\n    - " + entry + "\n"
    }

    @Test func aFieldWithAValueAndNoLabelIsAnError() throws {
        let findings = audit(Self.screen("{id: email, value: ukautomationuser@example.com, traits: [textField], frame: [32, 224, 271, 21]}"),
                             rules: ["EAR001"])
        #expect(findings.map(\.place) == ["EAR001 email 5:7"])
        let finding = try #require(findings.first)
        #expect(finding.severity == .error)
        #expect(finding.message == "text field has no label, only its value: the listener hears what it holds but not what it is for")
        #expect(finding.speech == "ukautomationuser@example.com. Text Field.")
    }

    /// A label names the field; so does a placeholder, which importing makes the label of a field
    /// that has none (`placeholderValue: 'Email'` on a field with no label).
    @Test(arguments: [
        "{id: email, label: Email, value: ukautomationuser@example.com, traits: [textField], frame: [32, 224, 271, 21]}",
        "{id: email, label: Email, traits: [textField], frame: [32, 224, 271, 21]}",
    ])
    func aFieldWithALabelOrAPlaceholderPasses(_ entry: String) {
        #expect(audit(Self.screen(entry), rules: ["EAR001"]).isEmpty)
    }

    /// Text that is not a field is read for what it says: a value alone names it.
    @Test func valueOnlyTextIsNotAField() {
        #expect(audit(Self.screen("{id: total, value: 42.50, traits: [staticText], frame: [32, 224, 271, 21]}"),
                      rules: ["EAR001"]).isEmpty)
    }

    /// A search field is named by its role: "Pizza. Search Field.".
    @Test func aSearchFieldIsNamedByItsRole() {
        #expect(audit(Self.screen("{id: q, value: Pizza, traits: [searchField], frame: [16, 100, 358, 36]}"), rules: ["EAR001"]).isEmpty)
    }

    /// A dump that states no placeholder cannot tell typed text from an empty field's placeholder:
    /// the import tags the field, and the finding is a note that says why.
    @Test func aValueThatMayBeThePlaceholderIsANote() throws {
        let entry = "{id: title, value: Title, traits: [textField], import-marks: [value-may-be-placeholder], frame: [15, 110, 345, 22]}"
        let findings = audit(Self.screen(entry), rules: ["EAR001"])
        #expect(findings.map(\.place) == ["EAR001 title 5:7"])
        let finding = try #require(findings.first)
        #expect(finding.severity == .note)
        #expect(finding.message == "text field has no label, only its value: the listener hears what it holds but not what it is for"
                + " (a note: the dump does not say whether this is typed text or the placeholder of an empty field, which would name it)")
    }
}
