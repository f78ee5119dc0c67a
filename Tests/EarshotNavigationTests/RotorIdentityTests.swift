import EarshotLayoutTestSupport
import EarshotLoader
import EarshotModel
import EarshotTestSupport
import Testing
@testable import EarshotNavigation

/// Rotor items are told apart by type, never by display string.
@Suite struct RotorIdentityTests {
    /// An adjustable rating that also carries custom rotors named like built-in items.
    static let layout = """
        earshot: 1
        screen:
          id: s
          size: [390, 844]
          rotors:
            - {name: Headings, items: [b]}
          elements:
            - id: rating
              label: Rating
              traits: [adjustable]
              frame: [0, 0, 200, 44]
              adjustable: {kind: rating, min: 1, max: 5, value: 3}
              rotors: [{name: Adjust Value, items: [b]}, {name: Actions, items: [b]}]
            - id: a
              label: Title
              traits: [header]
              frame: [0, 60, 200, 44]
            - id: b
              label: Buy
              traits: [button]
              frame: [0, 120, 200, 44]
        """

    func navigator() throws -> Navigator {
        let (layout, errors) = load(Self.layout)
        #expect(errors.isEmpty)
        return Navigator(workspace: Workspace(root: try #require(layout)))
    }

    @Test func customAdjustValueDoesNotHijackAdjusting() throws {
        var nav = try navigator()
        #expect(nav.rotorID == .builtin(.adjustValue))
        #expect(nav.perform(.up).speech == ["4 out of 5"])
        #expect(nav.focusedID == "rating")
    }

    @Test func sameNamedItemsAreBothInTheRingAndDistinct() throws {
        let nav = try navigator()
        let ids = nav.ring.map(\.id)
        #expect(ids.contains(.custom("Adjust Value")) && ids.contains(.builtin(.adjustValue)))
        #expect(ids.contains(.custom("Headings")) && ids.contains(.builtin(.headings)))
        #expect(ids.contains(.custom("Actions")))
        #expect(Set(ids).count == ids.count)
    }

    /// Turns the rotor forward until `id` is in effect; what the last turn said.
    func turn(_ nav: inout Navigator, to id: RotorID) -> [String] {
        var said: [String] = []
        for _ in nav.ring where nav.rotorID != id { said = nav.perform(.rotorNext).speech }
        return said
    }

    @Test func turningToTheCustomItemMovesByItsItems() throws {
        var nav = try navigator()
        #expect(turn(&nav, to: .custom("Adjust Value")) == ["Adjust Value"])
        #expect(nav.rotorID == .custom("Adjust Value"))
        #expect(nav.perform(.down).speech.first?.hasPrefix("Buy") == true)
    }

    @Test func builtinHeadingsStillFindHeadings() throws {
        var nav = try navigator()
        #expect(turn(&nav, to: .builtin(.headings)) == ["Headings"])
        #expect(nav.perform(.down).speech.first?.hasPrefix("Title") == true)
        // The screen's custom "Headings" rotor lists only the button.
        #expect(turn(&nav, to: .custom("Headings")) == ["Headings"])
        #expect(nav.perform(.down).speech.first?.hasPrefix("Buy") == true)
    }

    @Test func everyBuiltinItemHasWords() {
        for item in BuiltinRotor.allCases {
            #expect(RotorWords.table[item] != nil, "\(item) has no words")
        }
    }
}
