import Foundation
import Testing

extension TmuxTests {
    /// A lab done for real in the terminal reader under tmux: keys complete tasks,
    /// `h` gives the hint, `r` repeats the task, help names the lab keys, and the report file
    /// records each task as it ends, so a killed run keeps what was done.
    @Suite struct TmuxLabTests {
        /// When a task ends the lab works out its optimum and measures speech: on a loaded machine
        /// with a debug build that can take seconds.
        static let taskEnd = 60.0

        func report(_ path: String) throws -> [String: Any] {
            let data = try #require(FileManager.default.contents(atPath: path), "no report at \(path)")
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "not JSON")
        }

        func tasks(_ path: String) throws -> [[String: Any]] { try #require(try report(path)["tasks"] as? [[String: Any]]) }

        /// The report's tasks, or nil while there is none to read: plain optionals, as it is
        /// polled (a `#require` here would record an issue on every poll).
        func reportTasks(_ path: String) -> [[String: Any]]? {
            guard let data = FileManager.default.contents(atPath: path),
                  let document = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return nil }
            return document["tasks"] as? [[String: Any]]
        }

        /// Waits until the report file says the task is completed (it is rewritten after every task).
        func waitForCompleted(_ path: String, task: Int, seconds: Double = TmuxSession.patience) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if let t = reportTasks(path), t.count > task, t[task]["completed"] as? Bool == true { return true }
                usleep(50_000)
            }
            return false
        }

        func reportPath(_ name: String) -> String {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-lab-\(getpid())-\(name).json").path
            try? FileManager.default.removeItem(atPath: path)
            return path
        }

        @Test func keysCompleteTasksAndTheReportRecordsThem() throws {
            try TmuxSession.requireAvailable()
            let path = reportPath("walk")
            let t = try TmuxSession("lab", arguments: "lab Labs/rate-the-hat.yaml --no-audio --curtain-captions --name Kim --report \(path)",
                                width: 140)
            defer { t.kill() }
            #expect(t.wait(for: "Task 1 of 3. Find the rating"), "\(t.pane)")
            #expect(t.pane.contains("LAB task 1/3, hints 0"), "the status line names the task:\n\(t.pane)")
            #expect(t.pane.contains("curtain on") && !t.pane.contains("»"), "the curtain is down:\n\(t.pane)")
            #expect(try tasks(path).allSatisfy { $0["completed"] as? Bool == false }, "the report is written at the start")
            // h gives the hint, and it is counted.
            t.keys("h")
            #expect(t.wait(for: "▶ Hint: Swipe right to Rating, or tap near the bottom with four fingers and swipe left once; then flick up."), "\(t.pane)")
            #expect(t.wait(for: "LAB task 1/3, hints 1"), "\(t.pane)")
            // The trainee works with the normal keys; the goal holds after the flick up.
            t.keys("Right", "Right", "Right", "Up")
            #expect(t.wait(for: "▶ [task-complete] Task complete. Task 2 of 3.", seconds: Self.taskEnd), "the task in hand is the caption shown:\n\(t.pane)")
            #expect(t.wait(for: "LAB task 2/3"), "\(t.pane)")
            #expect(waitForCompleted(path, task: 0, seconds: Self.taskEnd), "the report is rewritten when the task ends")
            let first = try tasks(path)[0]
            #expect(first["hints"] as? Int == 1 && first["gestures"] as? Int == 4 && first["optimal"] as? Int == 3, "\(first)")
            #expect(first["path"] as? String == "next x3 up")
            // Keyboard help says what the lab keys do.
            t.keys("?")
            #expect(t.wait(for: "In this lab, r repeats the task and h gives a hint"), "\(t.pane)")
            t.keys("h")
            #expect(t.wait(for: "▶ Lab key: hear a hint for the task; hints are counted."), "\(t.pane)")
            t.keys("?", "?")
            #expect(t.wait(for: "Keyboard help off."), "\(t.pane)")
            // r repeats the task.
            t.keys("r")
            #expect(t.wait(for: "▶ Task 2 of 3. You changed your mind. Give it the full five stars."), "\(t.pane)")
            t.keys("Up")
            #expect(t.wait(for: "Task 3 of 3. Submit your rating.", seconds: Self.taskEnd), "\(t.pane)")
            t.keys("Right", "Enter")
            #expect(t.wait(for: "Lab complete. You completed 3 of 3 tasks in 7 gestures; the fewest possible was 6.", seconds: Self.taskEnd), "\(t.pane)")
            #expect(t.wait(for: "LAB done"), "\(t.pane)")
            #expect(!t.pane.contains("Screen curtain on"), "the curtain lifts to show the result:\n\(t.pane)")
            t.keys("q")
            #expect(t.wait(for: "EXIT=0", seconds: Self.taskEnd), "every task done: exit 0\n\(t.pane)")
            #expect(t.history.contains("Kim      rate-the-hat.yaml  1     yes   4/3"), "the result is printed:\n\(t.history)")
            let done = try report(path)
            #expect(done["completed"] as? Bool == true && done["trainee"] as? String == "Kim")
            #expect(try tasks(path).map { $0["gestures"] as? Int } == [4, 1, 2])
        }

        /// The report is written after every task, so killing the reader keeps what was done.
        @Test func aKilledLabKeepsItsReport() throws {
            try TmuxSession.requireAvailable()
            let path = reportPath("kill")
            let t = try TmuxSession("labkill", arguments: "lab Labs/image-toggle.yaml --no-audio --report \(path)",
                                environment: "unset SWIFT_BACKTRACE;")
            defer { t.kill() }
            #expect(t.wait(for: "LAB task 1/2"), "\(t.pane)")
            // No sound here: the captions stay under the curtain, and the screen says why.
            #expect(t.wait(for: "Task 1 of 2"), "captions under the curtain with no sound:\n\(t.pane)")
            #expect(t.pane.contains("No sound here, so captions stay on."), "\(t.pane)")
            t.keys("Right", "Enter")
            #expect(t.wait(for: "LAB task 2/2", seconds: Self.taskEnd), "\(t.pane)")
            #expect(waitForCompleted(path, task: 0, seconds: Self.taskEnd), "\(reportTasks(path) ?? [])")
            kill(try t.readerPID(), SIGKILL)
            #expect(t.wait(for: "EXIT=137"), "\(t.pane)")
            let kept = try tasks(path)
            #expect(kept[0]["completed"] as? Bool == true && kept[0]["gestures"] as? Int == 2 && kept[1]["completed"] as? Bool == false)
            // A lab quit early exits 1, and records the task it was on as not done.
            let quit = try TmuxSession("labquit", arguments: "lab Labs/image-toggle.yaml --no-audio --report \(path)")
            defer { quit.kill() }
            #expect(quit.wait(for: "LAB task 1/2"), "\(quit.pane)")
            quit.keys("Right", "q")
            #expect(quit.wait(for: "EXIT=1", seconds: Self.taskEnd), "\(quit.pane)")
            let stopped = try tasks(path)
            #expect(stopped[0]["completed"] as? Bool == false && stopped[0]["gestures"] as? Int == 1 && stopped[0]["optimal"] as? Int == 2)
        }
    }
}
