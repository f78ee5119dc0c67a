import EarshotModel
import EarshotNavigation
import EarshotTestSupport
import Testing
@testable import EarshotPlanning

/// Which gestures the planner treats as changing the world (effects, values, screens): a
/// gesture counted as changing nothing lets the planner merge states that differ.
@Suite struct PlanGesturesTests {
    static let cases: [(Gesture, Bool)] = [
        (.activate, true), (.escape, true), (.magicTap, true), (.up, true), (.down, true), (.type("a"), true),
        (.next, false), (.previous, false), (.first, false), (.last, false), (.rotorNext, false),
        (.rotorPrevious, false), (.selectRotor("Headings"), false), (.readAll, false), (.readFromHere, false),
        (.continueReading, false), (.pause, false), (.touch(x: 1, y: 1), false),
        (.quickNav(.heading, forward: true), false), (.curtain, false), (.help, false), (.rateUp, false),
        (.rateDown, false),
    ]

    @Test(arguments: cases)
    func changesWorld(_ gesture: Gesture, _ changes: Bool) {
        #expect(PlanGestures.changesWorld(gesture) == changes, "\(gesture.scriptName)")
    }
}
