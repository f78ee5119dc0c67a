import EarshotLayoutTestSupport
import EarshotNavigation
import EarshotSession
import EarshotTestSupport
import Testing
@testable import EarshotLabFiles
@testable import EarshotLabs

/// `earshot lab replay` in the reader: `s` walks every task's path in order, says where the
/// trainee asked for the hint, and moves on from one task to the next by itself.
@Suite struct ReplaySessionTests {
    struct Replay {
        var layer: ReplaySession
        var session: SessionState

        init(_ layer: ReplaySession) throws {
            let lab = try #require(shippedLab("rate-the-hat.yaml"))
            let workspace = try #require(labWorkspace(lab))
            self.layer = layer
            session = LabSession.session(for: lab, navigator: Navigator(workspace: workspace, screen: lab.screen?.value))
        }

        mutating func start() -> [String] { layer.start(session: &session, time: 0).output.speech.speech }
        mutating func step() -> [String] { layer.send(.key("s", character: "s"), session: &session, time: 0).output.speech.speech }
    }

    static let hint1 = "Swipe right to Rating."

    static func tasks() throws -> [ReplaySession.Task] {
        [ReplaySession.Task(number: 1, say: "Four stars.", steps: try GestureScript.parse("next x3 up").get(), hintsAt: [2],
                            hints: 1, hint: hint1),
         ReplaySession.Task(number: 2, say: "Five stars.", steps: try GestureScript.parse("up").get())]
    }

    @Test func everyTaskInOrderWithTheHintWhereItWasAsked() throws {
        var r = try Replay(ReplaySession(before: [], tasks: try Self.tasks()))
        #expect(r.start() == ["Replay of task 1: Four stars. The trainee used 4 gestures and 1 hint. Press s for each."])
        #expect(r.layer.status == "REPLAY task 1, step 0/4: s steps")
        #expect(r.step() == ["Dark brown leather hat with embellishments. Image."])
        #expect(r.step().first?.hasPrefix("Handcrafted") == true)
        #expect(r.step() == ["Here the trainee asked for the hint: \(Self.hint1)"], "after two gestures, before the third")
        #expect(r.layer.status == "REPLAY task 1, step 2/4: s steps")
        #expect(r.step() == ["Rating: 3 out of 5. Adjustable."])
        // The last gesture of task 1 ends it and opens task 2, without a press of its own.
        #expect(r.step() == ["4 out of 5", "End of task 1. Replay of task 2: Five stars. The trainee used 1 gesture. Press s for each."])
        #expect(r.layer.status == "REPLAY task 2, step 0/1: s steps")
        #expect(r.step() == ["5 out of 5", "End of task 2. End of the trainee's path."])
        #expect(r.layer.status == "REPLAY task 2, step 1/1: s steps")
        #expect(r.step() == ["End of the trainee's path."])
    }

    /// `--task 2`: the earlier path is run unheard first, then only task 2 is stepped through.
    @Test func oneTaskFromWhereItBegan() throws {
        let tasks = try Self.tasks()
        var r = try Replay(ReplaySession(before: tasks[0].steps, tasks: [tasks[1]]))
        #expect(r.start() == ["Replay of task 2: Five stars. The trainee used 1 gesture. Press s for each."])
        #expect(r.step() == ["5 out of 5", "End of task 2. End of the trainee's path."])
    }

    /// A result written before hint places were kept says how many, not where; a task with no
    /// gestures is passed over in words.
    @Test func hintsWithoutPlacesAndEmptyTasks() throws {
        let tasks = [ReplaySession.Task(number: 1, say: "Four stars.", steps: [], hints: 2),
                     ReplaySession.Task(number: 2, say: "Five stars.", steps: try GestureScript.parse("next").get())]
        var r = try Replay(ReplaySession(before: [], tasks: tasks))
        #expect(r.start() == ["Replay of task 1: Four stars. The trainee used 0 gestures and 2 hints (this result does not say "
            + "where). Press s for each. End of task 1. Replay of task 2: Five stars. The trainee used 1 gesture. Press s for each."])
        #expect(r.layer.status == "REPLAY task 2, step 0/1: s steps")
    }
}
