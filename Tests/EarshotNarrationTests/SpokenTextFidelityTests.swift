import EarshotModel
import EarshotTestSupport
import Testing
@testable import EarshotNarration

/// Round three of the fidelity rules in the grammar: invisible format characters, tab badges,
/// wheel pickers.
@Suite struct SpokenTextFidelityTests {
    func say(_ element: Element, _ context: ElementContext = .none) -> [String] {
        Composer().utterances(for: element, context: context).map(\.text)
    }

    /// A call alert's number as iOS gives it: wrapped in bidi isolates and marks.
    static let number = "\u{2068}\u{202A}+1 (555) 010\u{2011}2000\u{202C}\u{2069}\u{200E}"

    @Test func bidiAndFormatCharactersAreNotSpoken() {
        let e = Element(id: "n", label: "Call " + Self.number, traits: [.button])
        #expect(say(e) == ["Call +1 (555) 010\u{2011}2000. Button."])
        let zeroWidth = Element(id: "z", label: "Zero\u{200B}width\u{2060}joined\u{FEFF}", value: "\u{202E}drawkcab\u{202C}")
        #expect(say(zeroWidth) == ["Zerowidthjoined: drawkcab"])
        #expect(Composer().announcement("\u{200F}Calling\u{200F}").text == "Calling")
    }

    @Test func emojiJoinersAndFlagTagsStay() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        #expect(VisibleText.spoken(family) == family)
        let scotland = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
        #expect(VisibleText.spoken(scotland) == scotland)
    }

    @Test func shownTextKeepsThemEscaped() {
        #expect(VisibleText.escape("\u{202A}+1\u{202C}") == "\\u{202A}+1\\u{202C}")
        #expect(VisibleText.spoken("plain") == "plain")
    }

    static let tab = ElementContext(isTab: true, position: 2, count: 4)

    @Test func aTabsNumericValueIsItsBadge() {
        // AccessibilitySnapshot's tab bar reference: "Item B: 3 items. Tab. 2 of 4.", "Item C: A. Tab. 3 of 4."
        #expect(say(Element(id: "b", label: "Item B", value: "3", traits: [.button]), Self.tab) == ["Item B: 3 items. Tab. 2 of 4."])
        #expect(say(Element(id: "b", label: "Item B", value: "1", traits: [.button]), Self.tab) == ["Item B: 1 item. Tab. 2 of 4."])
        #expect(say(Element(id: "c", label: "Item C", value: "A", traits: [.button]), Self.tab) == ["Item C: A. Tab. 2 of 4."])
        // Outside a tab bar a number is a number.
        #expect(say(Element(id: "n", label: "Count", value: "3")) == ["Count: 3"])
    }

    static let sizes = ["Small", "Medium", "Large"]

    @Test func aWheelPickerSaysPickerItemAndItsPlace() {
        var wheel = Adjustable(kind: .picker, max: 2, value: 1, options: Self.sizes)
        wheel.style = .wheel
        #expect(say(Element(id: "w", traits: [.adjustable], adjustable: wheel))
                == ["Medium. Picker Item. Adjustable. 2 of 3.", TraitWords.adjustHint])
        // A wheel imported from a dump knows only the value shown: no place.
        var shown = Adjustable(kind: .values, options: ["Medium"])
        shown.style = .wheel
        #expect(say(Element(id: "w", traits: [.adjustable], adjustable: shown)).first == "Medium. Picker Item. Adjustable.")
    }

    @Test func aMenuPickerIsAnAdjustableValue() {
        let menu = Adjustable(kind: .picker, max: 2, value: 1, options: Self.sizes)
        #expect(say(Element(id: "m", label: "Size", traits: [.adjustable], adjustable: menu)).first == "Size: Medium. Adjustable.")
    }
}
