import EarshotModel
import EarshotTestSupport
import Testing
@testable import EarshotNarration

@Suite struct ComposerTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var element: Element
        var context: ElementContext = .none
        var verbosity: Verbosity = .standard
        var description: String
        var hint: String?
        var testDescription: String { name }
    }

    static func el(_ label: String? = nil, value: String? = nil, hint: String? = nil, _ traits: Traits = [],
                   adjustable: Adjustable? = nil, rotors: [String] = [], actions: [String] = [],
                   text: [TextLine] = []) -> Element {
        Element(id: "x", label: label, value: value, hint: hint, traits: traits, text: text, adjustable: adjustable,
                actions: actions.map { CustomAction(name: $0, effects: []) },
                rotors: rotors.map { RotorSpec(name: $0, source: .adjusts) })
    }

    static let rating = Adjustable(kind: .rating, min: 1, max: 5, value: 3)
    static let tab2of4 = ElementContext(isTab: true, position: 1, count: 4)

    static let cases: [Case] = [
        Case(name: "plain label", element: el("Submit"), description: "Submit"),
        Case(name: "button", element: el("Submit", [.button]), description: "Submit. Button."),
        Case(name: "label already ends a sentence", element: el("Done.", [.button]), description: "Done. Button."),
        Case(name: "question mark", element: el("Ready?"), description: "Ready?"),
        Case(name: "label that says button", element: el("Play button", [.button]), description: "Play button. Button."),
        Case(name: "label and value", element: el("Volume", value: "40%"), description: "Volume: 40%"),
        Case(name: "value alone", element: el(value: "42"), description: "42"),
        Case(name: "empty label falls back to value", element: el("", value: "7 items"), description: "7 items"),
        Case(name: "empty label and value fall back to hint", element: el(hint: "Opens the menu", [.button]),
             description: "Opens the menu. Button."),
        Case(name: "image with no label", element: el(nil, [.image]), description: "Image."),
        Case(name: "selected tab", element: el("Home", [.button, .selected]), context: tab2of4,
             description: "Selected: Home. Tab. 1 of 4."),
        Case(name: "selected alone", element: el(nil, [.selected]), description: "Selected."),
        Case(name: "selected + dimmed + tab", element: el("Library", [.button, .selected, .notEnabled]),
             context: ElementContext(isTab: true, position: 3, count: 4),
             description: "Selected: Library. Dimmed. Tab. 3 of 4."),
        Case(name: "adjustable rating", element: el("Rating", [.adjustable], adjustable: rating),
             description: "Rating: 3 out of 5. Adjustable.", hint: "Swipe up or down with one finger to adjust the value."),
        Case(name: "adjustable + authored hint", element: el("Size", hint: "Pick a size", [.adjustable],
             adjustable: Adjustable(kind: .picker, max: 2, value: 1, options: ["Small", "Average", "Large"])),
             description: "Size: Average. Adjustable.",
             hint: "Pick a size. Swipe up or down with one finger to adjust the value."),
        Case(name: "dimmed adjustable has no adjust hint", element: el("Rating", [.adjustable, .notEnabled], adjustable: rating),
             description: "Rating: 3 out of 5. Dimmed. Adjustable."),
        Case(name: "switch on", element: el("Wi-Fi", value: "1", [.button, .switchButton]),
             description: "Wi-Fi. Switch Button. On.", hint: "Double tap to toggle setting."),
        Case(name: "bare switch says its state only", element: el("Fake Label", value: "1", [.switchButton]),
             description: "Fake Label. On.", hint: "Double tap to toggle setting."),
        Case(name: "switch with another value", element: el("Fake Label", value: "Value", [.button, .switchButton]),
             description: "Fake Label. Switch Button. Value", hint: "Double tap to toggle setting."),
        Case(name: "switch off with button trait", element: el("Bluetooth", value: "0", [.switchButton, .button]),
             description: "Bluetooth. Switch Button. Off.", hint: "Double tap to toggle setting."),
        Case(name: "switch with value 2", element: el("Sync", value: "2", [.button, .switchButton]),
             description: "Sync. Switch Button. Mixed.", hint: "Double tap to toggle setting."),
        Case(name: "text field", element: el("Name", value: "Kim", [.textField]),
             description: "Name: Kim. Text Field.", hint: "Double tap to edit."),
        Case(name: "text field editing", element: el("Name", value: "Kim", [.textField]), context: ElementContext(editing: true),
             description: "Name: Kim. Text Field. Is editing.", hint: "Use the rotor to access Misspelled Words."),
        Case(name: "secure text field", element: el("Password", [.textField, .secureTextField]),
             description: "Password. Secure Text Field.", hint: "Double tap to edit."),
        Case(name: "secure field, empty: no count", element: el("Password", value: "", [.textField, .secureTextField]),
             description: "Password. Secure Text Field.", hint: "Double tap to edit."),
        Case(name: "secure field, 1 character", element: el("PIN", value: "7", [.textField, .secureTextField]),
             description: "PIN. Secure Text Field. 1 character.", hint: "Double tap to edit."),
        Case(name: "secure field, 8 characters", element: el("Password", value: "hunter2!", [.textField, .secureTextField]),
             description: "Password. Secure Text Field. 8 characters.", hint: "Double tap to edit."),
        Case(name: "secure field editing", element: el("Password", value: "hunter2!", [.textField, .secureTextField]),
             context: ElementContext(editing: true),
             description: "Password. Secure Text Field. 8 characters. Is editing.",
             hint: "Use the rotor to access Misspelled Words."),
        Case(name: "secure field from a raw bitmask", element: el("Code", value: "1234", Traits(rawValue: 1 << 18 | 1 << 24)),
             description: "Code. Secure Text Field. 4 characters.", hint: "Double tap to edit."),
        Case(name: "search text field", element: el("Search", [.textField, .searchField]),
             description: "Search. Search Field.", hint: "Double tap to edit."),
        Case(name: "text view", element: el("Notes", [.textField], text: [TextLine("Buy milk")]),
             description: "Notes: Buy milk. Text Field.",
             hint: "Double tap to edit. Use the rotor to access Misspelled Words."),
        Case(name: "authored hint replaced on a text field", element: el("Name", hint: "Your name", [.textField]),
             description: "Name. Text Field.", hint: "Double tap to edit."),
        Case(name: "back button labelled Back", element: el("Back", [.button, .backButton]), description: "Back Button."),
        Case(name: "heading", element: el("Settings", [.header]), description: "Settings. Heading."),
        Case(name: "link", element: el("Privacy", [.link]), description: "Privacy. Link."),
        Case(name: "search field", element: el("Search", [.searchField]), description: "Search. Search Field."),
        Case(name: "keyboard key says no Button", element: el("Q", [.keyboardKey, .button]), description: "Q"),
        Case(name: "back button", element: el("Map", [.button, .backButton]), description: "Map. Back Button."),
        Case(name: "image toggle (a bell that plays a sound)", element: el("Bell", [.button, .image, .playsSound, .selected]),
             description: "Selected: Bell. Button. Image."),
        Case(name: "every trait word in order",
             element: el("All", [.searchField, .image, .adjustable, .link, .header, .textField, .button, .notEnabled]),
             description: "All. Dimmed. Button. Heading. Link. Adjustable. Image. Search Field."),
        Case(name: "hint only, adjustable: no adjust hint", element: el(hint: "Hint", [.adjustable], adjustable: nil),
             description: "Hint. Adjustable."),
        Case(name: "selected with only a hint", element: el(hint: "Opens it", [.selected]),
             description: "Selected.", hint: "Opens it"),
        Case(name: "switch that is adjustable has no adjust hint", element: el("Mode", value: "1", [.button, .switchButton, .adjustable]),
             description: "Mode. Switch Button. On. Adjustable.", hint: "Double tap to toggle setting."),
        Case(name: "segment keeps Button and says its place", element: el("Weather", [.button, .selected]),
             context: ElementContext(position: 1, count: 3), description: "Selected: Weather. Button. 1 of 3."),
        Case(name: "labelled container entered", element: el("Weather", [.button, .selected]),
             context: ElementContext(position: 1, count: 3, enteredContainers: ["Favorite apps"]),
             description: "Favorite apps. Selected: Weather. Button. 1 of 3."),
        Case(name: "table cell", element: el("A1", value: "A1 Value"),
             context: ElementContext(table: .init(row: 1, column: 1, showsRow: true)), description: "A1. Row 1. Column 1. A1 Value"),
        Case(name: "table cell with headers, same row", element: el("B2", value: "B2 Value"),
             context: ElementContext(table: .init(row: 2, column: 2, showsRow: false, headers: ["B1: B1 Value."])),
             description: "B1: B1 Value. B2. Column 2. B2 Value"),
        Case(name: "one-element list says List Start only", element: el("Only"),
             context: ElementContext(listStart: true, listEnd: true), description: "Only. List Start."),
        Case(name: "custom rotors hint", element: el("Rating", [.adjustable], adjustable: rating, rotors: ["Rating Value"]),
             description: "Rating: 3 out of 5. Adjustable.",
             hint: "Swipe up or down with one finger to adjust the value. Use the rotor to access Rating Value."),
        Case(name: "two rotors", element: el("Map", rotors: ["Parks", "Apple Stores"]), description: "Map",
             hint: "Use the rotor to access Parks and Apple Stores."),
        Case(name: "custom actions", element: el("Message", actions: ["Delete"]), description: "Message", hint: "Actions available."),
        Case(name: "list start", element: el("Monday"), context: ElementContext(listStart: true), description: "Monday. List Start."),
        Case(name: "list end", element: el("Friday"), context: ElementContext(listEnd: true), description: "Friday. List End."),
        Case(name: "landmark", element: el("Nav"), context: ElementContext(landmarkStart: true), description: "Nav. Landmark."),
        Case(name: "text content as value", element: el(nil, text: [TextLine("One."), TextLine("Two.")]), description: "One. Two."),
        Case(name: "hints off", element: el("Rating", [.adjustable], adjustable: rating), verbosity: Verbosity(hints: false),
             description: "Rating: 3 out of 5. Adjustable."),
        Case(name: "traits before", element: el("Submit", [.button]), verbosity: Verbosity(traitPosition: .before),
             description: "Button. Submit"),
        Case(name: "traits off", element: el("Home", [.button, .selected]), context: tab2of4,
             verbosity: Verbosity(traitPosition: .off), description: "Selected: Home. 1 of 4."),
        Case(name: "context off", element: el("Home", [.button, .selected]), context: tab2of4,
             verbosity: Verbosity(context: false), description: "Selected: Home. Tab."),
    ]

    @Test(arguments: cases)
    func speaks(_ c: Case) {
        let utterances = Composer(verbosity: c.verbosity).utterances(for: c.element, context: c.context)
        #expect(utterances.first?.text == c.description)
        #expect(utterances.first?.kind == .description)
        let hint = utterances.count > 1 ? utterances[1] : nil
        #expect(hint?.text == c.hint)
        if let hint { #expect(hint.kind == .hint && hint.delayMilliseconds == c.verbosity.hintDelayMilliseconds) }
    }

    @Test func segmentsKeepTheirRoles() {
        let u = Composer().utterances(for: Self.el("Rating", [.adjustable], adjustable: Self.rating), context: .none)[0]
        #expect(u.segments == [.text("Rating:", .label), .text("3 out of 5.", .value), .text("Adjustable.", .trait)])
    }

    /// A trait added to `Traits.named` without a decision about its word fails here.
    @Test(arguments: Traits.named.map(\.name))
    func everyTraitHasAWordOrIsSilent(_ name: String) {
        let trait = Traits(name: name) ?? []
        #expect(TraitWords.word(for: trait) != nil, "trait \(name) has no entry in TraitWords.table")
    }

    @Test func listPhrases() {
        #expect(ListPhrase.join(["A"]) == "A")
        #expect(ListPhrase.join(["A", "B"]) == "A and B")
        #expect(ListPhrase.join(["A", "B", "C"]) == "A, B, and C")
    }
}

@Suite struct OtherSpeechTests {
    let composer = Composer()

    @Test(arguments: [(RotorID.builtin(.headings), "Heading not found"),
                      (.custom("Apple Stores"), "Apple Store not found"), (.custom("Parks"), "Park not found"),
                      (.custom("Red"), "Red not found"), (.builtin(.formControls), "Form Control not found"),
                      (.builtin(.headingLevel2), "Heading Level 2 not found"), (.custom("Categories"), "Category not found"),
                      (.builtin(.adjustValue), "Adjust Value not found")])
    func notFound(_ rotor: RotorID, _ expected: String) {
        let u = composer.notFound(rotor)
        #expect(u.text == expected && u.kind == .notFound)
    }

    @Test func otherUtterancesKnowTheirKind() {
        #expect(composer.rotorName("Headings") == Utterance(.rotorName, "Headings"))
        #expect(composer.valueChange("4 out of 5").kind == .valueChange)
        #expect(composer.announcement("Thanks for rating").kind == .announcement)
        #expect(composer.rate(350).text == "350 words per minute")
        var bell = Element(id: "b", label: "Bell", traits: [.button, .selected])
        #expect(composer.state(of: bell).text == "Selected.")
        bell.traits.remove(.selected)
        #expect(composer.state(of: bell).text == "Not selected.")
        let wifi = Element(id: "w", label: "Wi-Fi", value: "0", traits: [.switchButton])
        #expect(composer.state(of: wifi).text == "Off.")
    }
}
