import EarshotModel
import Testing
@testable import EarshotNarration

/// VoiceOver's words in the languages a public source gives them in (AccessibilitySnapshot's
/// German strings), English in the others.
@Suite struct VoiceOverLanguageTests {
    func said(_ e: Element, _ language: ReaderLanguage?) -> [String] {
        var verbosity = Verbosity.standard
        verbosity.language = language
        return Composer(verbosity: verbosity).utterances(for: e, context: .none).map(\.text)
    }

    func element(_ label: String, _ traits: Traits) -> Element { Element(id: "e", label: label, traits: traits, accessible: true) }

    /// A button, a heading and a selected button, per language; only German has a source.
    static let golden: [(ReaderLanguage?, button: [String], heading: [String], selected: [String])] = [
        (nil, ["OK. Button."], ["Wi-Fi. Heading."], ["Selected: OK. Button."]),
        (.german, ["OK. Taste."], ["Wi-Fi. Überschrift."], ["Auswahl: OK. Taste."]),
        (.japanese, ["OK. Button."], ["Wi-Fi. Heading."], ["Selected: OK. Button."]),
        (.korean, ["OK. Button."], ["Wi-Fi. Heading."], ["Selected: OK. Button."]),
        (.chinese, ["OK. Button."], ["Wi-Fi. Heading."], ["Selected: OK. Button."]),
        (.spanish, ["OK. Button."], ["Wi-Fi. Heading."], ["Selected: OK. Button."]),
        (.french, ["OK. Button."], ["Wi-Fi. Heading."], ["Selected: OK. Button."]),
    ]

    @Test(arguments: golden.indices) func aButtonAHeadingAndASelectedButton(_ i: Int) {
        let (language, button, heading, selected) = Self.golden[i]
        #expect(said(element("OK", .button), language) == button)
        #expect(said(element("Wi-Fi", .header), language) == heading)
        #expect(said(element("OK", [.button, .selected]), language) == selected)
    }

    @Test func germanSwitchesAndHintsAreAccessibilitySnapshots() {
        var e = element("Wi-Fi", [.button, .switchButton])
        e.value = "1"
        #expect(said(e, .german) == ["Wi-Fi. Umschalttaste. Ein.", "Zum Umschalten Doppeltippen."])
        #expect(said(element("Name", .textField), .german) == ["Name. Textfeld.", "Zum Bearbeiten doppeltippen."])
        #expect(TraitWords.translated == [.german])
    }
}
