import EarshotLayoutTestSupport
import EarshotNavigation
import EarshotTestSupport
import Testing
@testable import EarshotLabFiles

/// Each kind of goal, judged on a navigator and what the last gesture said.
@Suite struct LabGoalTests {
    static func id(_ s: String) -> Located<String> { Located(s, at: .start) }

    func hat(_ script: String) throws -> (Navigator, NavigatorOutput) {
        var n = try #require(navigator("cowboy-hat.yaml"))
        var last = NavigatorOutput()
        guard case .success(let gestures) = GestureScript.parse(script) else { throw LabTestError.layout(script) }
        for g in gestures { last = n.perform(g) }
        return (n, last)
    }

    @Test func focus() throws {
        let (n, out) = try hat("next x3")
        #expect(LabGoal.focus(Self.id("rating")).holds(on: n, after: out))
        #expect(!LabGoal.focus(Self.id("submit")).holds(on: n, after: out))
        #expect(!LabGoal.focus(Self.id("nothing")).holds(on: n, after: out))
    }

    /// The value as spoken: an adjustable's value text; texts match regardless of case.
    @Test func value() throws {
        let (n, out) = try hat("next x3 up")
        #expect(LabGoal.value(Self.id("rating"), "4 out of 5").holds(on: n, after: out))
        #expect(LabGoal.value(Self.id("rating"), " 4 OUT OF 5 ").holds(on: n, after: out))
        #expect(!LabGoal.value(Self.id("rating"), "3 out of 5").holds(on: n, after: out))
        // Checked wherever focus is: the element is on the screen shown.
        let (moved, out2) = try hat("next x3 up next")
        #expect(LabGoal.value(Self.id("rating"), "4 out of 5").holds(on: moved, after: out2))
        // Not on the screen shown: does not hold.
        let (thanks, out3) = try hat("next x3 up next activate")
        #expect(!LabGoal.value(Self.id("rating"), "4 out of 5").holds(on: thanks, after: out3))
    }

    @Test func selected() throws {
        var n = try #require(navigator("image-toggle.yaml"))
        #expect(LabGoal.selected(Self.id("bell"), false).holds(on: n, after: NavigatorOutput()))
        #expect(LabGoal.selected(Self.id("speaker"), true).holds(on: n, after: NavigatorOutput()))
        _ = n.perform(.next)
        let out = n.perform(.activate)
        #expect(LabGoal.selected(Self.id("bell"), true).holds(on: n, after: out))
        #expect(!LabGoal.selected(Self.id("bell"), false).holds(on: n, after: out))
    }

    @Test func screenAndAnnouncement() throws {
        let (n, out) = try hat("last activate")
        #expect(LabGoal.screen(Self.id("thanks")).holds(on: n, after: out))
        #expect(LabGoal.announced("Thanks for rating").holds(on: n, after: out))
        #expect(!LabGoal.announced("Thank you for your rating").holds(on: n, after: out), "a description is not an announcement")
        #expect(LabGoal.heard("Thank you for your rating. Heading.").holds(on: n, after: out))
        // An announcement is heard once: the next gesture says nothing of it.
        var later = n
        let next = later.perform(.next)
        #expect(!LabGoal.announced("Thanks for rating").holds(on: later, after: next))
        #expect(LabGoal.screen(Self.id("thanks")).holds(on: later, after: next))
    }

    /// `heard` matches what a text rotor reads, and never a hint.
    @Test func heard() throws {
        var n = try #require(navigator("park-brochure.yaml"))
        _ = n.perform(.next)
        _ = n.perform(.selectRotor("Alerts"))
        let out = n.perform(.down)
        #expect(LabGoal.heard("Windmill tours paused until April.").holds(on: n, after: out))
        let (hat, described) = try hat("last")
        #expect(!LabGoal.heard("Sends your rating.").holds(on: hat, after: described), "hints are not heard")
    }

    @Test func allHoldsOnlyWhenEveryGoalHolds() throws {
        let (n, out) = try hat("last activate")
        let both = LabGoal.all([.screen(Self.id("thanks")), .announced("Thanks for rating")])
        #expect(both.holds(on: n, after: out))
        #expect(!LabGoal.all([.screen(Self.id("thanks")), .announced("Nope")]).holds(on: n, after: out))
        #expect(!LabGoal.all([.screen(Self.id("product")), .announced("Thanks for rating")]).holds(on: n, after: out))
    }

    /// The optimum is the planner's: worked out by hand on the hat.
    @Test func optimumIsThePlannersFewestGestures() throws {
        let start = try #require(navigator("cowboy-hat.yaml"))
        // With a keyboard: quick nav to the first form control (the rating), then flick up.
        let goal = LabGoal.value(Self.id("rating"), "4 out of 5")
        #expect(goal.plan(from: start, cost: .gestures, input: .keyboard).gestures == [.quickNav(.form, forward: true), .up])
        // On touch: to the end (Submit), back one to the rating, flick up.
        let four = goal.plan(from: start, cost: .gestures)
        #expect(four.gestures == [.last, .previous, .up])
        // Last, then double tap: activation is part of the search.
        let submit = LabGoal.all([.screen(Self.id("thanks")), .announced("Thanks for rating")]).plan(from: start, cost: .gestures)
        #expect(submit.gestures == [.last, .activate])
        // By listening time, with a quarter second a word.
        let seconds = LabGoal.focus(Self.id("submit")).plan(from: start, cost: .seconds(wordSeconds))
        var walked = start
        let heard = walked.perform(.last).utterances.filter { $0.kind != .hint }.map(wordSeconds).reduce(0, +)
        #expect(seconds.gestures == [.last] && seconds.seconds == heard && heard > 0, "\(seconds)")
        // A goal that already holds takes no gesture; one that cannot hold has no plan.
        #expect(LabGoal.focus(Self.id("title")).plan(from: start, cost: .gestures).gestures == [])
        let never = LabGoal.value(Self.id("rating"), "9 out of 5").plan(from: start, cost: .gestures)
        #expect(never.gestures == nil && !never.budgetHit)
    }
}
