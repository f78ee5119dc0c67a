import EarshotLabFiles
import EarshotLabs
import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotTerminal

/// The reader loop driving a lab with scripted key bytes: the lab's words reach the speaker,
/// lab events reach the driver's hook, a task's time limit ends it when the loop wakes.
@Suite struct ReaderLabTests {
    /// A clock the test moves by hand.
    final class Clock { var now = 0.0 }

    func loop(_ tasks: String, clock: Clock, speaker: RecordingSpeaker) throws -> ReaderLoop<LabSession> {
        let path = repositoryRoot.appendingPathComponent("Labs/t.yaml").path
        let text = "earshot-lab: 1\ntitle: T\nlayout: ../Layouts/cowboy-hat.yaml\ntasks:\n" + tasks
        let lab = try Lab.load(bytes: Array(text.utf8), path: path).get()
        let navigator = try #require(sampleNavigator("cowboy-hat.yaml"))
        let session = ReaderSession(session: LabSession.session(for: lab, navigator: navigator), layer: LabSession(lab: lab),
                                    layoutName: "t.yaml", voice: "v", audio: "a")
        return ReaderLoop(session: session, screen: RecordingScreen(), speaker: speaker, clock: { clock.now })
    }

    @Test func keysDoTheTasksAndTheHookHearsTheEvents() throws {
        let speaker = RecordingSpeaker(), clock = Clock()
        let l = try loop("  - {say: Four stars., goal: {element: rating, value: \"4 out of 5\"}, hint: Flick up.}\n", clock: clock,
                         speaker: speaker)
        var events: [LabEvent] = []
        l.onOutput = { events += $0.events }
        l.open()
        #expect(speaker.played.first?.output.speech.contains("Task 1 of 1. Four stars.") == true)
        #expect(l.session.view.curtain && l.session.view.status.hasPrefix("LAB task 1/1, hints 0"))
        #expect(!l.receive(Array("h".utf8), final: false))
        #expect(speaker.played.last?.output.speech == ["Hint: Flick up."])
        clock.now = 7
        #expect(!l.receive(Array("\u{1B}[C\u{1B}[C\u{1B}[C\u{1B}[A".utf8), final: false))
        #expect(speaker.played.last?.output.sounds == [.taskComplete])
        #expect(events == [.taskStarted(0), .hintGiven(0), .taskEnded(0, completed: true), .finished])
        let lab = l.session.layer
        #expect(lab.completedAll && lab.records[0].gestures == 4 && lab.records[0].hints == 1)
        #expect(lab.records[0].time(at: 100) == 7)
        #expect(l.session.view.status.hasPrefix(LabWords.statusDone))
    }

    @Test func aTaskRunsOutOfTimeWhenTheLoopWakes() throws {
        let speaker = RecordingSpeaker(), clock = Clock()
        let l = try loop("  - {say: Quick., goal: {focus: submit}, time-limit: 5}\n  - {say: Then., goal: {focus: photo}}\n",
                         clock: clock, speaker: speaker)
        l.open()
        #expect(l.session.deadline == 5)
        clock.now = 4
        l.tick()
        #expect(l.session.layer.current == 0)
        clock.now = 5
        l.tick()
        #expect(speaker.played.last?.output.speech == [LabWords.timeUp, "Task 2 of 2. Then."])
        #expect(l.session.layer.current == 1 && l.session.deadline == nil)
        // The trainee quits: the driver stops the lab, and the task in progress is recorded undone.
        #expect(l.receive(Array("q".utf8), final: false))
        var final = l.session
        #expect(final.stop(time: 9).events == [.taskEnded(1, completed: false), .finished])
        #expect(final.layer.completedAll == false)
    }
}
