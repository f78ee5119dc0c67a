import EarshotModel
import EarshotLayoutTestSupport
import EarshotLoader
import EarshotNavigation
import EarshotTestSupport
import Testing
@testable import EarshotPlanning

/// The planner on its own: goals, costs and interaction.
@Suite struct PlannerTests {
    func start(_ yaml: String = rotorLayout) throws -> Navigator {
        let (layout, errors) = load(yaml)
        #expect(errors.isEmpty)
        return Navigator(workspace: Workspace(root: try #require(layout)))
    }

    @Test func planReachesAFocusGoalInTheFewestGestures() throws {
        let plan = Planner(gestures: .navigation).plan(from: try start(), cost: .gestures) { nav, _ in nav.focusedID == "r7" }
        #expect(plan.gestures?.count == 3)
        let swipes = Planner(gestures: .swipes).plan(from: try start(), cost: .gestures) { nav, _ in nav.focusedID == "r7" }
        #expect(swipes.gestures == [.last, .previous, .previous, .previous])
    }

    /// TalkBack has no default gesture for the first or last item, and no custom rotors: a
    /// TalkBack listener swipes, or moves by heading with the Headings reading control.
    @Test func aTalkBackListenerHasNoFirstOrLastAndNoCustomRotors() throws {
        var nav = try start()
        nav.verbosity.reader = .talkback
        let swipes = Planner(gestures: .swipes).plan(from: nav, cost: .gestures) { nav, _ in nav.focusedID == "r7" }
        #expect(swipes.gestures == Array(repeating: .next, count: 8))
        let plan = Planner(gestures: .navigation).plan(from: nav, cost: .gestures) { nav, _ in nav.focusedID == "r8" }
        #expect(plan.gestures?.contains { $0 == .first || $0 == .last } == false)
        #expect(!nav.ring.contains { $0.name == "Picks" } && nav.ring.map(\.name).starts(with: ["Headings", "Controls", "Links"]))
        // Heard with VoiceOver, the app's rotor reaches row eight at once.
        let voiceOver = Planner(gestures: .navigation).plan(from: try start(), cost: .gestures) { nav, _ in nav.focusedID == "r8" }
        #expect((voiceOver.gestures?.count ?? 99) < (plan.gestures?.count ?? 0))
    }

    @Test func aGoalThatHoldsAtTheStartTakesNoGestures() throws {
        let plan = Planner(gestures: .navigation).plan(from: try start(), cost: .gestures) { nav, _ in nav.focusedID == "top" }
        #expect(plan.gestures == [])
    }

    @Test func anUnreachableGoalGivesNoPlan() throws {
        let plan = Planner(gestures: .interaction).plan(from: try start(), cost: .gestures) { nav, _ in nav.focusedID == "nothing" }
        #expect(plan.gestures == nil && !plan.budgetHit && plan.states > 12)
    }

    @Test func interactionAdjustsAndActivates() throws {
        let nav = try #require(navigator("cowboy-hat.yaml"))
        func four(_ n: Navigator) -> Bool {
            n.state.element(n.state.index.indexByID["rating"] ?? 0).adjustable?.valueText == "4 out of 5"
        }
        // With a keyboard the form-control key lands on the rating (an adjustable is a form
        // control), landing selects Adjust Value, and a flick up adjusts.
        let keyboard = Planner(gestures: .interaction, input: .keyboard).plan(from: nav, cost: .gestures) { n, _ in four(n) }
        #expect(keyboard.gestures == [.quickNav(.form, forward: true), .up])
        // On touch (the default) there is no Quick Nav: to the end, back one, flick up.
        let plan = Planner(gestures: .interaction).plan(from: nav, cost: .gestures) { n, _ in four(n) }
        #expect(plan.gestures == [.last, .previous, .up])
        // Navigation alone never changes a value.
        let none = Planner(gestures: .navigation).plan(from: nav, cost: .gestures) { nav, _ in
            nav.state.element(nav.state.index.indexByID["rating"] ?? 0).adjustable?.valueText == "4 out of 5"
        }
        #expect(none.gestures == nil)
    }

    @Test func secondsPreferFewerWordsOverFewerGestures() throws {
        // Two ways to "b": one swipe past a long label, or the quick-nav key straight there.
        let nav = try start("""
            earshot: 1
            screen:
              id: s
              size: [390, 844]
              elements:
                - {id: a, label: Start, frame: [0, 0, 390, 40]}
                - {id: long, label: one two three four five six seven eight nine ten eleven twelve, frame: [0, 50, 390, 40]}
                - {id: b, label: Buy, traits: [button], frame: [0, 100, 390, 40]}
                - {id: c, label: End, frame: [0, 150, 390, 40]}
            """)
        let byCount = Planner(gestures: .navigation).plan(from: nav, cost: .gestures) { n, _ in n.focusedID == "long" }
        #expect(byCount.gestures == [.next])
        let bySeconds = Planner(gestures: .navigation, input: .keyboard).plan(from: nav, cost: .seconds(wordSeconds)) {
            n, _ in n.focusedID == "b"
        }
        // `button` says "Buy. Button." (0.5 s); `next next` says twelve words first.
        #expect(bySeconds.gestures == [.quickNav(.button, forward: true)])
        #expect(bySeconds.seconds == 0.5)
        // On touch: to the end ("End", 0.25 s), then back one ("Buy. Button.", 0.5 s).
        let touch = Planner(gestures: .navigation).plan(from: nav, cost: .seconds(wordSeconds)) { n, _ in n.focusedID == "b" }
        #expect(touch.gestures == [.last, .previous])
        #expect(touch.seconds == 0.75)
    }

    @Test func gestureScriptTextRoundTrips() throws {
        let gestures: [Gesture] = [.next, .next, .next, .rotorNext, .down, .selectRotor("Apple Stores"), .quickNav(.heading, forward: false)]
        let text = GestureScript.text(of: gestures)
        #expect(text == "next x3 rotor-next down rotor=\"Apple Stores\" previous-heading")
        #expect(try GestureScript.parse(text).get() == gestures)
    }
}
