import Foundation
import Testing

extension TmuxTests {
    /// What a newcomer sees in the real reader at 80 columns: a status line that fits, findings
    /// whose file is named on quit, a trainee's path stepped through.
    @Suite struct TmuxLearnableTests {
        @Test func theReaderSaysWhereFindingsWentOnQuit() throws {
            try TmuxSession.requireAvailable()
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-\(getpid())-saved.jsonl").path
            try? FileManager.default.removeItem(atPath: file)
            let t = try TmuxSession("saved", arguments: "Layouts/cowboy-hat.yaml --no-audio --findings \(file)", width: 80, height: 24)
            defer { t.kill() }
            #expect(t.wait(for: "▶ Authentic Cowboy Hat"), "\(t.pane)")
            #expect(t.pane.contains("audio off (--no-audio) │ ? keys"), "the status line fits 80 columns:\n\(t.pane)")
            t.keys("c")
            #expect(t.wait(for: "No sound here, so captions stay on."), "\(t.pane)")
            t.keys("Right", "n")
            #expect(t.wait(for: "FINDING on"), "\(t.pane)")
            t.keys("-l", "too long")
            t.keys("Enter")
            #expect(t.wait(for: "▶ Finding saved"), "visible under the curtain with no sound:\n\(t.pane)")
            t.keys("q")
            #expect(t.wait(for: "EXIT=0"), "\(t.pane)")
            #expect(t.history.filter { !$0.isNewline }.contains("1 finding saved in \(file)"), "\(t.history)")
        }

        @Test func aTraineesPathIsSteppedThroughInTheReader() throws {
            try TmuxSession.requireAvailable()
            let result = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-\(getpid())-replay.json").path
            func task(_ say: String, _ path: String, _ gestures: Int) -> String {
                "{\"say\":\"\(say)\",\"completed\":true,\"gestures\":\(gestures),\"optimal\":1,\"seconds\":1,\"optimal_seconds\":1,"
                    + "\"time\":1,\"hints\":0,\"path\":\"\(path)\"}"
            }
            try Data(("{\"lab\":\"rate-the-hat.yaml\",\"title\":\"Rate the hat by ear\",\"trainee\":\"Kim\",\"completed\":true,\"tasks\":["
                + task("Four stars.", "next x3 up", 4) + "," + task("Five stars.", "up", 1) + "]}\n").utf8)
                .write(to: URL(fileURLWithPath: result))
            let t = try TmuxSession("replay", arguments: "lab replay \(result) --task 2 --no-audio", width: 100, height: 32)
            defer { t.kill() }
            #expect(t.wait(for: "REPLAY task 2, step 0/1"), "\(t.pane)")
            #expect(t.pane.contains("Replay of task 2: Five stars."), "\(t.pane)")
            t.keys("s")
            #expect(t.wait(for: "▶ 5 out of 5"), "the earlier task's path ran first, then this step:\n\(t.pane)")
            #expect(t.wait(for: "End of the trainee's path."), "\(t.pane)")
            #expect(t.pane.contains("REPLAY task 2, step 1/1"), "\(t.pane)")
            t.keys("q")
            #expect(t.wait(for: "EXIT=0"), "\(t.pane)")
        }
    }
}
