import EarshotModel
import EarshotLayoutTestSupport
import EarshotNarration
import EarshotNavigation
import EarshotTestSupport
import Testing
@testable import EarshotLabFiles

/// The lab reducer around the one session: tasks spoken and advanced as goals are met, what
/// each task costs, the lab's own keys, the curtain, time limits.
@Suite struct LabSessionTests {
    static let rating = """
          - say: Give the hat four stars.
            goal: {element: rating, value: "4 out of 5"}
            hint: Swipe right until you hear Rating, then flick up.
          - say: Submit your rating.
            goal: {all: [{announced: Thanks for rating}, {screen: thanks}]}
        """

    func run(_ tasks: String = rating, extra: String = "") throws -> LabRun {
        let (lab, errors) = loadLab(hatLab(tasks, extra: extra))
        let l = try #require(lab, "\(errors)")
        return try #require(LabRun(l))
    }

    @Test func opensWithTitleIntroFirstTaskThenTheFocusedElement() throws {
        let r = try run(extra: "intro: You are on a product page.\n")
        let opening = try #require(r.outputs.first)
        #expect(opening.speech.speech == ["Lab: Hat.", "You are on a product page.", "Task 1 of 2. Give the hat four stars.",
                                          "Authentic Cowboy Hat. Heading."])
        #expect(opening.events == [.taskStarted(0)])
        #expect(r.session.curtain, "the curtain is down")
        #expect(r.session.captions.current.hasPrefix("Lab: Hat. You are on a product page. Task 1 of 2."))
    }

    @Test func tasksAdvanceAsGoalsAreMet() throws {
        var r = try run()
        r.run("next x3")
        #expect(r.lab.current == 0 && r.lab.records[0].gestures == 3)
        r.run("up")
        let done = try #require(r.outputs.last)
        #expect(done.speech.sounds == [.taskComplete])
        #expect(done.speech.speech == ["4 out of 5", LabWords.taskComplete, "Task 2 of 2. Submit your rating."])
        #expect(done.events == [.taskEnded(0, completed: true), .taskStarted(1)])
        #expect(r.lab.current == 1 && r.lab.records[0].completed && r.lab.records[0].gestures == 4)
        #expect(r.session.captions.current == "[task-complete] Task complete. Task 2 of 2. Submit your rating.")
        #expect(r.session.captions.history.suffix(2).first == "4 out of 5", "the gesture's own line comes before")
        r.run("next activate")
        let last = try #require(r.outputs.last)
        #expect(last.events == [.taskEnded(1, completed: true), .finished])
        #expect(last.speech.speech.contains(LabWords.taskComplete))
        #expect(last.speech.speech.last == LabWords.afterResult)
        #expect(r.lab.finished && r.lab.completedAll && r.lab.current == nil)
        #expect(!r.session.curtain, "the curtain lifts to show the result")
        // On touch (the default) the fewest are `last previous up` and `next activate`.
        #expect(r.lab.resultText == "Lab complete. You completed 2 of 2 tasks in 6 gestures; the fewest possible was 5. You used 0 hints.")
        // After the end, gestures are no longer counted.
        r.run("previous")
        #expect(r.lab.records.map(\.gestures) == [4, 2])
    }

    /// The element's hint is not said when its gesture completes a task: the news comes first.
    @Test func aCompletingGestureDropsTheElementsHint() throws {
        var r = try run("  - {say: Find Submit., goal: {focus: submit}}\n  - {say: Again., goal: {focus: title}}")
        r.run("last")
        let done = try #require(r.outputs.last)
        #expect(done.speech.hint == nil)
        #expect(done.speech.speech == ["Submit. Button.", LabWords.taskComplete, "Task 2 of 2. Again."])
    }

    /// `rotor=Name` counts as the rotor turns it stands for, and is done as those turns.
    @Test func rotorShortcutCountsAsTheTurnsItStandsFor() throws {
        var r = try run()
        // On the rating the ring is Rating Value, Adjust Value (in effect on landing), Headings…
        r.run("next x3 rotor=\"Rating Value\"")
        #expect(r.lab.records[0].gestures == 4)
        #expect(r.lab.records[0].path == [.next, .next, .next, .rotorPrevious])
        #expect(r.outputs.last?.speech.speech == ["Rating Value"])
        r.run("rotor=Headings")
        // From Rating Value (first) to Headings (third): two turns forward.
        #expect(r.lab.records[0].gestures == 6)
        #expect(r.lab.records[0].path.suffix(2) == [.rotorNext, .rotorNext])
        #expect(r.outputs.last?.speech.speech == ["Adjust Value", "Headings"], "each turn is heard")
        #expect(r.session.navigator.rotorName == "Headings")
        // Already in effect: no turn, nothing counted. Not in the ring: said, not counted.
        r.run("rotor=headings rotor=Nowhere")
        #expect(r.lab.records[0].gestures == 6)
        #expect(r.outputs.last?.speech.sounds == [.notFound])
        // The turns reach what the shortcut selects.
        var shortcut = try #require(navigator("cowboy-hat.yaml"))
        for g in [Gesture.next, .next, .next, .selectRotor("Rating Value"), .up] { _ = shortcut.perform(g) }
        r.run("rotor=\"Rating Value\" up")
        #expect(r.session.navigator.focusedElement?.effectiveValue == shortcut.focusedElement?.effectiveValue)
        #expect(r.lab.records[0].completed && r.lab.records[0].gestures == 9, "two turns back from Headings, then up")
    }

    @Test func rotorTurnsFromNothingInEffect() throws {
        let n = try #require(navigator("weather.yaml"))
        // The ring is Headings, Links, …: Headings is one turn forward; Hints (the last) one back.
        #expect(n.rotorTurns(toItemNamed: "Headings") == [.rotorNext])
        #expect(n.rotorTurns(toItemNamed: "hints") == [.rotorPrevious])
        #expect(n.rotorTurns(toItemNamed: "Nowhere") == nil)
    }

    /// `r` repeats the task and `h` gives the hint (counted); neither is a gesture.
    @Test func labKeysRepeatTheTaskAndGiveTheHint() throws {
        var r = try run()
        #expect(r.key("r").speech.speech == ["Task 1 of 2. Give the hat four stars."])
        let hint = r.key("h")
        #expect(hint.speech.speech == ["Hint: Swipe right until you hear Rating, then flick up."])
        #expect(hint.events == [.hintGiven(0)])
        _ = r.key("h")
        #expect(r.lab.records[0].hints == 2 && r.lab.records[0].gestures == 0)
        #expect(r.session.navigator.focusedID == "title", "h does not move to the next heading in a lab")
        r.run("next x3 up")
        #expect(r.key("h").speech.speech == [LabWords.noHint], "task 2 has no hint")
        try #require(r.lab.records.count == 2)
        #expect(r.lab.records[1].hints == 0)
    }

    /// Keyboard help says what the lab keys do, and that they replace their usual meanings.
    @Test func keyboardHelpNamesTheLabKeys() throws {
        var r = try run()
        let on = r.key("?")
        #expect(on.speech.speech == [SessionWords.helpOn, LabWords.helpNote])
        #expect(r.key("h").speech.speech == [SessionWords.help(LabWords.hintHelp, keys: ["h"])])
        #expect(r.key("r").speech.speech == [SessionWords.help(LabWords.repeatHelp, keys: ["r"])])
        #expect(r.lab.records[0].hints == 0, "help names the key without giving the hint")
        #expect(r.key("right").speech.speech == ["Swipe right. Next item. Keys: right."])
        #expect(r.lab.records[0].gestures == 0, "help mode performs nothing")
        #expect(r.key("?").speech.speech == [SessionWords.keyListOn], "the key list, without the lab note again")
        _ = r.key("?")
        _ = r.key("right")
        #expect(r.lab.records[0].gestures == 1)
    }

    /// In a text field being edited, r and h are typed, not lab keys.
    @Test func labKeysAreTypedIntoATextField() throws {
        let (lab, _) = loadLab("""
            earshot-lab: 1
            title: S
            layout: ../Layouts/settings.yaml
            tasks: [{say: Rename, goal: {element: name, value: "Kim's iPhoner"}, hint: Type.}]
            """)
        let l = try #require(lab)
        // The planner cannot type, so the optimum is searched for in vain: keep that search small.
        var r = try #require(LabRun(l, budget: 2_000))
        r.run("next x5 activate")
        #expect(r.session.navigator.editing)
        _ = r.key("r")
        #expect(r.lab.finished && r.lab.completedAll, "r was typed into the field, completing the task")
    }

    /// A finding's note takes every letter: r, h and c are typed into it, not lab keys.
    @Test func labKeysAreTypedIntoAFindingsNote() throws {
        var r = try run()
        _ = r.key("n")
        #expect(r.session.draft != nil)
        for letter in ["r", "h", "c"] { _ = r.key(letter) }
        let saved = r.key("enter")
        #expect(saved.recorded?.note == "rhc")
        #expect(r.lab.records[0].hints == 0 && r.session.curtain)
    }

    @Test func theCurtainStaysDownDuringTheLab() throws {
        var r = try run()
        #expect(r.key("c").speech.speech == [LabWords.curtainStays])
        #expect(r.send(.gesture(.curtain)).speech.speech == [LabWords.curtainStays])
        #expect(r.session.curtain && r.lab.records[0].gestures == 0)
        // A lab that says `curtain: false` leaves the key alone.
        var open = try run(extra: "curtain: false\n")
        #expect(!open.session.curtain)
        #expect(open.key("c").speech.speech == [SessionWords.curtainOn])
    }

    /// A task whose goal holds when it begins is done at once, with no gesture.
    @Test func aGoalThatAlreadyHoldsCompletesAtOnce() throws {
        var r = try run("  - {say: Be on the title., goal: {focus: title}}\n  - {say: Next., goal: {focus: photo}}")
        let opening = try #require(r.outputs.first)
        #expect(opening.events == [.taskStarted(0), .taskEnded(0, completed: true), .taskStarted(1)])
        #expect(opening.speech.sounds == [.taskComplete])
        #expect(r.lab.records[0].completed && r.lab.records[0].gestures == 0 && r.lab.records[0].optimal == [])
        r.run("next")
        #expect(r.lab.completedAll)
    }

    @Test func aTimeLimitEndsTheTaskUndone() throws {
        var r = try run("  - {say: Slow., goal: {focus: submit}, time-limit: 30}\n  - {say: Then., goal: {focus: title}}")
        #expect(r.lab.deadline == 30)
        #expect(r.lab.tick(session: &r.session, time: 29).events.isEmpty)
        r.run("next", time: 10)
        let up = r.lab.tick(session: &r.session, time: 31)
        #expect(up.events == [.taskEnded(0, completed: false), .taskStarted(1)])
        #expect(up.speech.speech == [LabWords.timeUp, "Task 2 of 2. Then."])
        #expect(!r.lab.records[0].completed && r.lab.records[0].time(at: 99) == 31)
        #expect(r.lab.deadline == nil, "task 2 has no limit")
        // An input after the deadline is dropped with the task it was meant for.
        var late = try run("  - {say: Slow., goal: {focus: photo}, time-limit: 30}")
        let dropped = late.send(.gesture(.next), time: 40)
        #expect(dropped.events == [.taskEnded(0, completed: false), .finished])
        #expect(late.session.navigator.focusedID == "title")
    }

    /// A read-all that reaches the goal stops there.
    @Test func aReadAllStopsWhenItCompletesATask() throws {
        var r = try run("  - {say: Hear the description., goal: {focus: description}}\n  - {say: More., goal: {focus: title}}")
        r.run("read-all")
        #expect(r.lab.records[0].completed)
        #expect(r.session.navigator.focusedID == "description", "reading stopped at the goal")
        #expect(r.lab.records[0].gestures == 1, "continuing to read is not a gesture")
        #expect(r.send(.speechIdle).isSilent)
    }

    /// What the trainee heard is recorded for listening time; hints and the lab's words are not.
    @Test func listeningTimeCountsWhatGesturesSaid() throws {
        var r = try run()
        _ = r.key("h")
        r.run("next")
        let heard = r.lab.records[0].heard
        #expect(heard.keys.map(\.text) == ["Dark brown leather hat with embellishments. Image."])
        #expect(r.lab.records[0].seconds(wordSeconds) == 7 * 0.25)
    }

    @Test func stoppingEndsTheTaskInProgressUndone() throws {
        var r = try run()
        r.run("next")
        r.stop(time: 5)
        #expect(r.events.suffix(2) == [.taskEnded(0, completed: false), .finished])
        #expect(r.lab.finished && !r.lab.completedAll && r.lab.records.count == 1)
        #expect(r.lab.resultText == "Lab complete. You completed 0 of 2 tasks in 1 gesture. You used 0 hints.")
    }

    @Test func statusSaysTheTaskAndHints() throws {
        var r = try run()
        _ = r.key("h")
        #expect(r.lab.status == LabWords.status(task: 1, of: 2, hints: 1))
        r.stop()
        #expect(r.lab.status == LabWords.statusDone)
    }
}
