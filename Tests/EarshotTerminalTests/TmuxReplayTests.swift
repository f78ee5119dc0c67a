import Foundation
import Testing

extension TmuxTests {
    /// `earshot lab replay` in the real reader: without `--task` every task's path is stepped
    /// through in order, and where the trainee asked for the hint is said in its place.
    @Suite struct TmuxReplayTests {
        static func result(_ name: String) throws -> String {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-\(getpid())-\(name).json").path
            func task(_ say: String, _ path: String, _ gestures: Int, hints: Int) -> String {
                "{\"say\":\"\(say)\",\"completed\":true,\"gestures\":\(gestures),\"optimal\":1,\"seconds\":1,\"optimal_seconds\":1,"
                    + "\"time\":1,\"hints\":\(hints),\"path\":\"\(path)\"}"
            }
            try Data(("{\"lab\":\"rate-the-hat.yaml\",\"title\":\"Rate the hat by ear\",\"trainee\":\"Kim\",\"completed\":true,"
                + "\"tasks\":[" + task("Four stars.", "next x3 up", 4, hints: 1) + "," + task("Five stars.", "up", 1, hints: 0)
                + "],\"hints_at\":[[1],[]]}\n").utf8).write(to: URL(fileURLWithPath: path))
            return path
        }

        @Test func everyTaskIsSteppedThroughWithTheHintInItsPlace() throws {
            let result = try Self.result("replay-all")
            let t = try TmuxSession("replayall", arguments: "lab replay \(result) --no-audio", width: 100, height: 32)
            defer { t.kill() }
            #expect(t.wait(for: "REPLAY task 1, step 0/4"), "\(t.pane)")
            #expect(t.pane.contains("Replay of task 1: Four stars. The trainee used 4 gestures and 1 hint."), "\(t.pane)")
            t.keys("s")
            #expect(t.wait(for: "▶ Dark brown leather hat"), "\(t.pane)")
            t.keys("s")
            #expect(t.wait(for: "▶ Here the trainee asked for the hint: Swipe right to Rating"), "\(t.pane)")
            #expect(t.pane.contains("REPLAY task 1, step 1/4"), "\(t.pane)")
            t.keys("s")
            #expect(t.wait(for: "▶ Handcrafted"), "\(t.pane)")
            t.keys("s")
            #expect(t.wait(for: "REPLAY task 1, step 3/4"), "\(t.pane)")
            t.keys("s")
            #expect(t.wait(for: "REPLAY task 2, step 0/1"), "task 2 follows task 1:\n\(t.pane)")
            #expect(t.pane.contains("End of task 1. Replay of task 2: Five stars."), "\(t.pane)")
            t.keys("s")
            #expect(t.wait(for: "End of the trainee's path."), "\(t.pane)")
            #expect(t.pane.contains("▶ 5 out of 5"), "\(t.pane)")
            t.keys("q")
            #expect(t.wait(for: "EXIT=0"), "\(t.pane)")
        }

        /// The transcript form marks the hint too, between the gestures it came between.
        @Test func theTranscriptMarksTheHint() throws {
            let result = try Self.result("replay-text")
            let t = try TmuxSession("replaytext", arguments: "lab replay \(result) --transcript", width: 200, height: 40)
            defer { t.kill() }
            #expect(t.wait(for: "EXIT=0"), "\(t.pane)")
            let text = t.pane
            #expect(text.contains("""
                # Task 1: Four stars. (path: next x3 up; 1 hint)
                » next
                  Dark brown leather hat with embellishments. Image.
                # hint asked here: Swipe right to Rating, or tap near the bottom with four fingers and swipe left once; \
                then flick up.
                » next
                """), "\(text)")
            #expect(text.contains("# Task 2: Five stars. (path: up)\n» up\n  5 out of 5"), "\(text)")
        }
    }
}
