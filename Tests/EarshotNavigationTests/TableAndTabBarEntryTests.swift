import EarshotLayoutTestSupport
import EarshotLoader
import EarshotSession
import EarshotTestSupport
import Testing
@testable import EarshotNavigation

/// Entering a data table or a tab bar from outside, by any gesture: what VoiceOver says first.
@Suite struct TableAndTabBarEntryTests {
    static let layout = """
        earshot: 1
        screen:
          id: t
          size: [390, 844]
          elements:
            - {id: title, label: Scores, traits: [header], frame: [16, 50, 300, 30]}
            - id: grid
              container: table
              frame: [16, 100, 300, 100]
              children:
                - {id: a1, label: A1, value: A1 Value, frame: [16, 100, 150, 40]}
                - {id: b1, label: B1, value: B1 Value, frame: [166, 100, 150, 40]}
                - {id: a2, label: A2, value: A2 Value, frame: [16, 150, 150, 40]}
                - {id: b2, label: B2, value: B2 Value, frame: [166, 150, 150, 40]}
            - id: column
              container: table
              frame: [16, 220, 300, 100]
              children:
                - {id: c1, label: C1, frame: [16, 220, 300, 40]}
                - {id: c2, label: C2, frame: [16, 270, 300, 40]}
            - id: tabs
              container: tabBar
              label: Tab Bar
              frame: [0, 780, 390, 64]
              children:
                - {id: home, label: Home, value: "3", traits: [button, selected], frame: [0, 780, 195, 64]}
                - {id: more, label: More, traits: [button], frame: [195, 780, 195, 64]}
        """

    /// What each gesture of `script` says first (its description), one per gesture.
    func said(_ script: String) throws -> [String] {
        try utterancesOfEachGesture(Self.layout, script).map { $0.first?.text ?? "" }
    }

    @Test func walkingInSaysRowAndColumnInFullThenOnlyWhatChanged() throws {
        #expect(try said("first next next next next") == [
            "Scores. Heading.", "A1. Row 1. Column 1. A1 Value", "B1. Column 2. B1 Value",
            "A2. Row 2. Column 1. A2 Value", "B2. Column 2. B2 Value",
        ])
    }

    @Test func aOneColumnTableSaysOnlyTheRowAfterEntering() throws {
        #expect(try said("first next next next next next next") .suffix(2) == ["C1. Row 1. Column 1.", "C2. Row 2."])
    }

    @Test func enteringBackwardsSaysTheLastCellInFull() throws {
        // From the first table's neighbour below, flicking left lands on B2 from outside.
        #expect(try said("first next next next next next previous").last == "B2. Row 2. Column 2. B2 Value")
    }

    @Test func touchAndQuickNavEnterInFull() throws {
        #expect(try said("first touch=200,170").last == "B2. Row 2. Column 2. B2 Value")
        #expect(try said("first touch=200,120 touch=200,170").last == "B2. Row 2. B2 Value")
        #expect(try said("first table").last?.hasSuffix("Row 1. Column 1. A1 Value") == true)
    }

    @Test func reEnteringTheTableIsInFullAgain() throws {
        // Leaving the table and coming back starts over: row and column in full.
        #expect(try said("first next first next").last == "A1. Row 1. Column 1. A1 Value")
    }

    @Test func aTabBarsLabelIsNotSaidOnEntryAndABadgeSaysItems() throws {
        let last = try said("last previous")
        #expect(last == ["More. Tab. 2 of 2.", "Selected: Home: 3 items. Tab. 1 of 2."])
    }
}
