import Foundation
import Testing

extension TmuxTests {
    /// A screen-curtain audit in the real reader: a finding typed under the curtain is in the
    /// findings file after quitting, and `!` speaks the automatic findings.
    @Suite struct TmuxFindingTests {
        @Test func findingRecordedUnderTheCurtainIsInTheFile() throws {
            try TmuxSession.requireAvailable()
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-\(getpid())-findings.jsonl").path
            try? FileManager.default.removeItem(atPath: file)
            let t = try TmuxSession("finding", arguments: "Layouts/cowboy-hat-before.yaml --no-audio --findings \(file)")
            defer { t.kill() }
            #expect(t.wait(for: "▶ Authentic Cowboy Hat"), "\(t.pane)")
            t.keys("c")
            #expect(t.wait(for: "curtain on"), "\(t.pane)")
            t.keys("Right")
            t.keys("n")
            #expect(t.wait(for: "FINDING on description"), "the note is typed in the status line:\n\(t.pane)")
            t.keys("-l", "stars are silent")
            t.keys("Tab")
            #expect(t.wait(for: "(error, Tab changes): stars are silent"), "\(t.pane)")
            t.keys("Enter")
            // The status line comes back (it held the note while typing): saved before quitting.
            #expect(t.wait(for: "│ ? keys"), "\(t.pane)")
            let saved = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            #expect(saved.contains("\"note\":\"stars are silent\""), "\(saved)")
            t.keys("!")
            t.keys("q")
            #expect(t.wait(for: "EXIT=0"), "\(t.pane)")
            let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
            #expect(lines.count == 1)
            let record = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
            #expect(record["rule"] as? String == "EAR900")
            #expect(record["severity"] as? String == "error")
            #expect(record["element"] as? String == "description")
            // Named from the findings file's folder: relative to it, or the full path when the two
            // share nothing but the root; either way it leads back to the layout.
            let layout = FileManager.default.currentDirectoryPath + "/Layouts/cowboy-hat-before.yaml"
            let recorded = try #require(record["path"] as? String)
            let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
            let resolved = recorded.hasPrefix("/") ? recorded : folder.appendingPathComponent(recorded).standardizedFileURL.path
            #expect(URL(fileURLWithPath: resolved).standardizedFileURL.path == URL(fileURLWithPath: layout).standardizedFileURL.path,
                    "\(recorded)")
            #expect((record["speech"] as? String)?.hasPrefix("Handcrafted") == true)
            #expect((record["time"] as? String)?.hasSuffix("Z") == true)
        }

        /// The moment "Finding saved" is first visible the line is on disk, and a SIGKILL right
        /// after the confirmation loses nothing.
        @Test func aKillRightAfterTheConfirmationLosesNothing() throws {
            let file = Self.scratch("kill")
            let t = try TmuxSession("findkill", arguments: "Layouts/cowboy-hat-before.yaml --no-audio --findings \(file)",
                                    environment: "unset SWIFT_BACKTRACE;")
            defer { t.kill() }
            try type("heard it saved", in: t)
            #expect(t.wait(for: "Finding saved"), "\(t.pane)")
            let seen = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            #expect(seen.contains("\"note\":\"heard it saved\""), "on disk when first confirmed: \(seen)")
            kill(try t.readerPID(), SIGKILL)
            // The terminal is left raw, so the shell's lines wrap anywhere: look without whitespace.
            #expect(t.wait { $0.pane.filter { !$0.isWhitespace }.contains("EXIT=137") }, "\(t.pane)")
            let lines = ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").split(separator: "\n")
            #expect(lines.count == 1 && lines.first?.contains("\"note\":\"heard it saved\"") == true, "\(lines)")
        }

        /// A findings path in a folder that does not exist: said at start-up, and at Enter the note
        /// is not confirmed but "Finding not saved" with why.
        @Test func aFailedSaveSaysWhy() throws {
            let file = "/nonexistent-earshot-\(getpid())/findings.jsonl"
            let t = try TmuxSession("findfail", arguments: "Layouts/cowboy-hat-before.yaml --no-audio --findings \(file)", width: 200)
            defer { t.kill() }
            #expect(t.wait(for: "Findings cannot be saved: cannot create \(file)"), "\(t.pane)")
            try type("lost?", in: t)
            #expect(t.wait(for: "Finding not saved: cannot open \(file): No such file or directory"), "\(t.pane)")
            #expect(!t.pane.contains("Finding saved"), "\(t.pane)")
            // The note is kept: Escape cancels it, then q quits.
            #expect(t.pane.contains("FINDING on"), "\(t.pane)")
            t.keys("Escape")
            #expect(t.wait(for: "Finding cancelled"), "\(t.pane)")
            t.keys("q")
            #expect(t.wait(for: "EXIT=0"), "\(t.pane)")
        }

        /// A findings file that is a symbolic link (a repository could point it at ~/.bashrc) is
        /// refused at start-up and at save, and its target is untouched.
        @Test func aSymlinkedFindingsFileIsRefusedAndItsTargetUntouched() throws {
            let target = Self.scratch("target"), link = Self.scratch("link")
            try Data("echo original\n".utf8).write(to: URL(fileURLWithPath: target))
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
            let t = try TmuxSession("findlink", arguments: "Layouts/cowboy-hat-before.yaml --no-audio --findings \(link)", width: 200)
            defer { t.kill() }
            #expect(t.wait(for: "Findings cannot be saved: \(link) is a symbolic link"), "\(t.pane)")
            try type("$(touch /tmp/pwned)", in: t)
            #expect(t.wait(for: "Finding not saved: \(link) is a symbolic link"), "\(t.pane)")
            t.keys("Escape", "q")
            #expect(t.wait(for: "EXIT=0"), "\(t.pane)")
            #expect(try String(contentsOfFile: target, encoding: .utf8) == "echo original\n")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target, "the link is left as it was")
        }

        /// A FIFO as the findings file is refused, never opened: the reader does not freeze and quits on q.
        @Test func aFIFOFindingsFileIsRefusedAndTheReaderStillQuits() throws {
            let fifo = Self.scratch("fifo")
            try #require(mkfifo(fifo, 0o644) == 0, "mkfifo: \(String(cString: strerror(errno)))")
            let t = try TmuxSession("findfifo", arguments: "Layouts/cowboy-hat-before.yaml --no-audio --findings \(fifo)", width: 200)
            defer { t.kill() }
            #expect(t.wait(for: "Findings cannot be saved: \(fifo) is a FIFO"), "\(t.pane)")
            try type("frozen?", in: t)
            #expect(t.wait(for: "Finding not saved: \(fifo) is a FIFO"), "\(t.pane)")
            t.keys("Escape", "q")
            #expect(t.wait(for: "EXIT=0"), "\(t.pane)")
        }

        /// A fresh path in the temporary folder.
        static func scratch(_ name: String) -> String {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-\(getpid())-findings-\(name)").path
            try? FileManager.default.removeItem(atPath: path)
            return path
        }

        /// Waits for the reader, moves to the description, and types a finding's note, then Enter.
        func type(_ note: String, in t: TmuxSession) throws {
            try #require(t.wait(for: "▶ Authentic Cowboy Hat"), "\(t.pane)")
            t.keys("Right", "n")
            try #require(t.wait(for: "FINDING on description"), "\(t.pane)")
            t.keys("-l", note)
            try #require(t.wait(for: note), "\(t.pane)")
            t.keys("Enter")
        }
    }
}
