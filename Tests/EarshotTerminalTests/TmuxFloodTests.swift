import Foundation
import Testing

extension TmuxTests {
    /// The reader never goes deaf: a megabyte pasted into it (no `q` in it) is drained, and a
    /// signal sent while it floods in still ends the reader at once, the terminal given back.
    @Suite struct TmuxFloodTests {
        @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
        func aSignalDuringAFloodOfKeysEndsTheReader(signal: Int32) throws {
            let t = try TmuxSession("flood-\(signal)-\(getpid())", arguments: "Layouts/settings.yaml --no-audio")
            defer { t.kill() }
            #expect(t.wait(for: "audio off (--no-audio)"), "\(t.pane)")
            // Letters that move, turn the rotor or do nothing: never q (quit) or n (a note).
            let letters = Array("abcdefghijklmoprstuvwxyz ")
            var generator = SystemRandomNumberGenerator()
            let paste = String((0..<1_000_000).map { _ in letters.randomElement(using: &generator)! })
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-flood-\(getpid()).txt").path
            try paste.write(toFile: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: file) }
            t.tmux(["load-buffer", "-b", "flood", file])
            t.tmux(["paste-buffer", "-b", "flood", "-t", t.name])
            let pid = try t.readerPID()
            let sent = Date()
            kill(pid, signal)
            #expect(t.wait(seconds: 15) { $0.pane.contains("EXIT=\(128 + signal)") }, "\(t.pane)")
            #expect(Date().timeIntervalSince(sent) < 15, "the signal was heard in time")
            #expect(t.wait(for: "speed"), "stty ran")
            #expect(t.pane.contains("icanon") && !t.pane.contains("-icanon"), "canonical mode is back:\n\(t.pane)")
        }

        @Test func aFloodOfKeysIsDrainedAndTheReaderStillAnswers() throws {
            let t = try TmuxSession("drain-\(getpid())", arguments: "Layouts/settings.yaml --no-audio")
            defer { t.kill() }
            #expect(t.wait(for: "audio off (--no-audio)"), "\(t.pane)")
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-drain-\(getpid()).txt").path
            try String(repeating: "jk", count: 100_000).write(toFile: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: file) }
            t.tmux(["load-buffer", "-b", "drain", file])
            t.tmux(["paste-buffer", "-b", "drain", "-t", t.name])
            t.keys("q")
            #expect(t.wait(seconds: 30) { $0.pane.contains("EXIT=0") }, "\(t.pane)")
        }
    }
}
