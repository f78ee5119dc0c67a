import EarshotModel
import EarshotTestSupport
import Testing
@testable import EarshotNarration

/// AccessibilitySnapshot's example screens (cashapp/AccessibilitySnapshot, its reference images
/// for iOS 18.5), element by element: what it says, and what we say. Where we differ on purpose
/// the case says so (only in pause punctuation, or where documented VoiceOver output is preferred).
@Suite struct AccessibilitySnapshotGoldenTests {
    typealias Case = ComposerTests.Case

    static func el(_ label: String? = nil, value: String? = nil, hint: String? = nil, _ traits: Traits = []) -> Element {
        ComposerTests.el(label, value: value, hint: hint, traits)
    }

    static let adjustHint = "Swipe up or down with one finger to adjust the value."
    static let allTraits: Traits = [.button, .link, .header, .searchField, .image, .selected, .playsSound, .keyboardKey,
                                    .staticText, .summaryElement, .notEnabled, .updatesFrequently,
                                    .startsMediaSession, .adjustable, .allowsDirectInteraction, .causesPageTurn, .tabBar]

    /// ButtonAccessibilityTraitsViewController: buttons 01–27 with each trait and combination.
    static let buttonTraits: [Case] = {
        let singles: [(Traits, String, String?)] = [
            ([], "01", nil), (.button, "02. Button.", nil), (.link, "03. Link.", nil), (.header, "04. Heading.", nil),
            (.searchField, "05. Search Field.", nil), (.image, "06. Image.", nil), (.selected, "Selected: 07", nil),
            (.playsSound, "08", nil), (.keyboardKey, "09", nil), (.staticText, "10", nil), (.summaryElement, "11", nil),
            (.notEnabled, "12. Dimmed.", nil), (.updatesFrequently, "13", nil), (.startsMediaSession, "14", nil),
            (.adjustable, "15. Adjustable.", adjustHint), (.allowsDirectInteraction, "16", nil),
            (.causesPageTurn, "17", nil), (.tabBar, "18", nil), ([.button, .link], "19. Button. Link.", nil),
            ([.button, .header], "20. Button. Heading.", nil), ([.button, .searchField], "21. Button. Search Field.", nil),
            ([.button, .image], "22. Button. Image.", nil), ([.button, .selected], "Selected: 23. Button.", nil),
            ([.button, .notEnabled], "24. Dimmed. Button.", nil), ([.button, .adjustable], "25. Button. Adjustable.", adjustHint),
            ([.button, .keyboardKey], "26", nil),
            (allTraits, "Selected: 27. Dimmed. Heading. Link. Adjustable. Image. Search Field.", nil),
        ]
        return singles.enumerated().map { n, c in
            let label = n + 1 < 10 ? "0\(n + 1)" : "\(n + 1)"
            return Case(name: "button \(label)", element: el(label, c.0), description: c.1, hint: c.2)
        }
    }()

    static let cases: [Case] = buttonTraits + [
        // DescriptionEdgeCasesViewController
        Case(name: "edge 1: hint only, adjustable", element: el(hint: "Hint", .adjustable), description: "Hint. Adjustable."),
        Case(name: "edge 2", element: el("Label", hint: "Hint", .adjustable), description: "Label. Adjustable.",
             hint: "Hint. " + adjustHint),
        Case(name: "edge 3", element: el(nil, [.button, .header]), description: "Button. Heading."),
        Case(name: "edge 4", element: el(nil, .adjustable), description: "Adjustable.", hint: adjustHint),
        Case(name: "edge 5", element: el(hint: "Hint", .button), description: "Hint. Button."),
        // ViewAccessibilityPropertiesViewController
        Case(name: "view label", element: el("Label"), description: "Label"),
        Case(name: "view value", element: el(value: "Value"), description: "Value"),
        Case(name: "view hint", element: el(hint: "Hint"), description: "Hint"),
        Case(name: "view label value", element: el("Label", value: "Value"), description: "Label: Value"),
        Case(name: "view label hint", element: el("Label", hint: "Hint"), description: "Label", hint: "Hint"),
        Case(name: "view value hint", element: el(value: "Value", hint: "Hint"), description: "Value", hint: "Hint"),
        Case(name: "view all", element: el("Label", value: "Value", hint: "Hint"), description: "Label: Value", hint: "Hint"),
        // SwitchControlViewController (UISwitch carries button + switch)
        Case(name: "switch on", element: el(value: "1", [.button, .switchButton]), description: "Switch Button. On.",
             hint: "Double tap to toggle setting."),
        Case(name: "switch disabled", element: el(value: "1", [.button, .switchButton, .notEnabled]),
             description: "Dimmed. Switch Button. On."),
        Case(name: "switch with hint", element: el("Label", value: "1", hint: "Hint", [.button, .switchButton]),
             description: "Label. Switch Button. On.", hint: "Hint. Double tap to toggle setting."),
        Case(name: "switch S7", element: el("Label", value: "0", hint: "Hint",
                                             [.button, .switchButton, .selected, .header, .link, .adjustable, .image, .searchField]),
             description: "Selected: Label. Switch Button. Off. Heading. Link. Adjustable. Image. Search Field.",
             hint: "Hint. Double tap to toggle setting."),
        Case(name: "switch S8", element: el("Label", value: "0", hint: "Hint",
                                             [.button, .switchButton, .selected, .header, .link, .adjustable, .image, .searchField, .notEnabled]),
             description: "Selected: Label. Dimmed. Switch Button. Off. Heading. Link. Adjustable. Image. Search Field.", hint: "Hint"),
        Case(name: "fake switch mixed", element: el("Fake Label", value: "2", [.button, .switchButton]),
             description: "Fake Label. Switch Button. Mixed.", hint: "Double tap to toggle setting."),
        Case(name: "fake switch bare", element: el("Fake Label", value: "1", .switchButton), description: "Fake Label. On.",
             hint: "Double tap to toggle setting."),
        Case(name: "fake switch value 3", element: el("Fake Label", value: "3", .switchButton), description: "Fake Label. 3",
             hint: "Double tap to toggle setting."),
        // TabBarTraitContainerView: tabs by context
        Case(name: "tab 1", element: el("Item A"), context: tab(1), description: "Item A. Tab. 1 of 5."),
        Case(name: "tab 2", element: el("Item B", .selected), context: tab(2), description: "Selected: Item B. Tab. 2 of 5."),
        Case(name: "tab 3", element: el("Item C", .notEnabled), context: tab(3), description: "Item C. Dimmed. Tab. 3 of 5."),
        Case(name: "tab 4", element: el(), context: tab(4), description: "Tab. 4 of 5."),
        Case(name: "tab 5", element: el("Item E", [.notEnabled, .header, .link, .adjustable, .image, .searchField]), context: tab(5),
             description: "Item E. Dimmed. Tab. Heading. Link. Adjustable. Image. Search Field. 5 of 5."),
        Case(name: "tab bar item bit", element: el("Item A", [.button, .tabBarItem]), description: "Item A. Tab."),
        // TabBarViewController's badged bar (UITabBarItem.badgeValue "", "3", "A", and "3" with a value)
        Case(name: "empty badge", element: el("Item A", value: ""), context: badged(1), description: "Item A. Tab. 1 of 4."),
        Case(name: "number badge", element: el("Item B", value: "3"), context: badged(2), description: "Item B: 3 items. Tab. 2 of 4."),
        Case(name: "text badge", element: el("Item C", value: "A"), context: badged(3), description: "Item C: A. Tab. 3 of 4."),
        Case(name: "badge under a value", element: el("Item D", value: "Value"), context: badged(4),
             description: "Item D: Value. Tab. 4 of 4."),
        // DefaultControlsTests
        Case(name: "segment selected", element: el("Segment B", [.button, .selected]), context: ElementContext(position: 2, count: 3),
             description: "Selected: Segment B. Button. 2 of 3."),
        Case(name: "stepper at minimum", element: el("Decrement", [.button, .notEnabled]), description: "Decrement. Dimmed. Button."),
        Case(name: "slider", element: el(value: "75%", .adjustable), description: "75%. Adjustable.", hint: adjustHint),
        // Text entry
        Case(name: "empty text field", element: el(nil, .textField), description: "Text Field.", hint: "Double tap to edit."),
        Case(name: "editing text field", element: el(nil, [.textField, .isEditing]), description: "Text Field. Is editing.",
             hint: "Use the rotor to access Misspelled Words."),  // AccessibilitySnapshot: no final period
        Case(name: "placeholder", element: el(value: "Some placeholder text", .textField),
             description: "Some placeholder text. Text Field.", hint: "Double tap to edit."),
        Case(name: "secure field", element: el("Password", [.textField, .secureTextField]),
             description: "Password. Secure Text Field.", hint: "Double tap to edit."),
        Case(name: "text view", element: el(nil, [.textField, .textArea]), description: "Text Field.",
             hint: "Double tap to edit. Use the rotor to access Misspelled Words."),  // it: "Double tap to edit., Use the rotor…"
        // NavBarBackButton
        Case(name: "back button titled", element: el("First", [.button, .backButton]), description: "First. Back Button."),
        Case(name: "back button untitled", element: el("Back", [.button, .backButton]), description: "Back Button."),
        // Data tables (basic)
        Case(name: "A1", element: el("A1"), context: cell(1, 1, true), description: "A1. Row 1. Column 1."),
        Case(name: "B1", element: el("B1"), context: cell(1, 2, false), description: "B1. Column 2."),
        Case(name: "withHeaders A1", element: el("A1", value: "A1 Value"),
             context: cell(1, 1, true, ["B1: B1 Value.", "C1: C1 Value.", "A2: A2 Value.", "A3: A3 Value."]),
             description: "B1: B1 Value. C1: C1 Value. A2: A2 Value. A3: A3 Value. A1. Row 1. Column 1. A1 Value"),
        Case(name: "empty cell", element: el(), context: cell(1, 1, true), description: ". Row 1. Column 1."),
        // List and landmark
        Case(name: "list first", element: el("Label 1"), context: ElementContext(listStart: true), description: "Label 1. List Start."),
        Case(name: "list middle", element: el("Label 2"), description: "Label 2"),
        Case(name: "list last", element: el("Label 4"), context: ElementContext(listEnd: true), description: "Label 4. List End."),
        Case(name: "landmark first", element: el("Label 1"), context: ElementContext(landmarkStart: true), description: "Label 1. Landmark."),
        Case(name: "landmark last", element: el("Label 4"), context: ElementContext(landmarkEnd: true), description: "Label 4. End."),
    ]

    static func tab(_ n: Int) -> ElementContext { ElementContext(isTab: true, position: n, count: 5) }
    static func badged(_ n: Int) -> ElementContext { ElementContext(isTab: true, position: n, count: 4) }
    static func cell(_ row: Int, _ column: Int, _ showsRow: Bool, _ headers: [String] = []) -> ElementContext {
        ElementContext(table: .init(row: row, column: column, showsRow: showsRow, headers: headers))
    }

    @Test(arguments: cases)
    func saysWhatAccessibilitySnapshotSays(_ c: Case) {
        let utterances = Composer().utterances(for: c.element, context: c.context)
        #expect(utterances.first?.text == c.description)
        #expect((utterances.count > 1 ? utterances[1].text : nil) == c.hint)
    }
}
