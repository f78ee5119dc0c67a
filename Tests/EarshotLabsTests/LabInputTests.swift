import EarshotNavigation
import EarshotTestSupport
import Testing
@testable import EarshotLabFiles

/// Labs on touch (the default) and with a keyboard: Quick Nav only with a keyboard, optima for
/// the mode, and the rotor items the voice profile turns on.
@Suite struct LabInputTests {
    static func hatLab(input: String? = nil) throws -> Lab {
        let (lab, errors) = loadLab("""
            earshot-lab: 1
            title: Hat
            layout: ../Layouts/cowboy-hat.yaml
            screen: product
            \(input.map { "input: \($0)" } ?? "")
            tasks:
              - {say: Four stars., goal: {element: rating, value: "4 out of 5"}}
            """)
        #expect(errors.isEmpty, "\(errors)")
        return try #require(lab)
    }

    @Test func quickNavKeysAreOffInATouchLab() throws {
        let lab = try Self.hatLab()
        #expect(lab.input == nil)
        var r = try #require(LabRun(lab))
        #expect(r.lab.input == .touch)
        let before = r.session.navigator.focusedID
        let keyed = r.key("f")
        #expect(keyed.speech.speech == [LabWords.quickNavOff])
        #expect(r.session.navigator.focusedID == before && r.lab.records[0].gestures == 0, "nothing moves, nothing counts")
        // A script's quick-nav gesture is refused the same way.
        r.run("form")
        #expect(r.outputs.last?.speech.speech == [LabWords.quickNavOff])
        #expect(r.lab.records[0].gestures == 0)
        // The arrow keys stay the swipes.
        _ = r.key("right")
        #expect(r.lab.records[0].gestures == 1)
        // Finishing on touch: the optimum is the touch one, `last previous up`.
        r.run("last previous up")
        #expect(r.lab.completedAll && r.lab.records[0].optimal == [.last, .previous, .up])
    }

    @Test func aKeyboardLabHasQuickNav() throws {
        let lab = try Self.hatLab(input: "keyboard")
        #expect(lab.input == .keyboard)
        var r = try #require(LabRun(lab))
        _ = r.key("f")
        #expect(r.session.navigator.focusedID == "rating")
        r.run("up")
        #expect(r.lab.completedAll && r.lab.records[0].optimal == [.quickNav(.form, forward: true), .up])
        #expect(r.result().input == .keyboard)
    }

    @Test func theCommandLineOverridesTheFile() throws {
        let r = try #require(LabRun(try Self.hatLab(input: "keyboard"), input: .touch))
        #expect(r.lab.input == .touch)
    }

    @Test func anUnknownInputIsALocatedError() {
        let (lab, errors) = loadLab("""
            earshot-lab: 1
            title: Hat
            layout: ../Layouts/cowboy-hat.yaml
            input: mouse
            tasks: [{say: S, goal: {focus: rating}}]
            """)
        #expect(lab == nil && errors.contains { $0.hasPrefix("4:8: unknown input mode 'mouse'") }, "\(errors)")
    }

    /// The weather lab's first task with and without the Headings rotor item turned on.
    @Test func aLabsOptimumChangesWhenHeadingsIsOff() throws {
        let lab = try #require(shippedLab("weather-headings.yaml"))
        var on = try #require(LabRun(lab))
        on.stop()
        let withHeadings = try #require(on.lab.records.first?.optimal)
        // `next rotor-next down`: a swipe so the ring starts at Headings, the turn, a flick.
        #expect(withHeadings == [.next, .rotorNext, .down])
        var off = try #require(LabRun(lab, rotorItems: RotorRing.enabled(by: ["links", "containers", "speaking-rate", "hints"])))
        off.stop()
        let withoutHeadings = try #require(off.lab.records.first?.optimal)
        #expect(withoutHeadings.count > withHeadings.count, "\(withoutHeadings)")
        #expect(!withoutHeadings.contains(.rotorNext) || GestureScript.text(of: withoutHeadings) != "next rotor-next down")
    }

    /// Every shipped lab's optimum, task by task, is made of touch gestures only.
    @Test func shippedLabOptimaAreDoableOnAPhone() throws {
        for name in shippedLabNames {
            let lab = try #require(shippedLab(name))
            var r = try #require(LabRun(lab), "\(name)")
            while let i = r.lab.current {
                let start = r.session.navigator
                let plan = try #require(lab.tasks[i].goal.plan(from: start, cost: .gestures).gestures, "\(name) task \(i + 1)")
                #expect(!plan.contains { if case .quickNav = $0 { return true } else { return false } }, "\(name): \(plan)")
                r.run(GestureScript.text(of: plan))
                #expect(r.lab.current != i, "\(name) task \(i + 1) not done by its optimum")
                if r.lab.current == i { break }
            }
        }
    }
}
