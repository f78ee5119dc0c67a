import EarshotTestSupport
import Foundation
import Testing

extension TmuxTests {
    /// The command the reader prints on quitting, run exactly as printed: two layouts of one
    /// folder share the findings file beside them, and each printed audit reports the findings
    /// saved on its layout, never stopping because the file holds the other layout's too.
    @Suite struct TmuxFindingsCommandTests {
        /// Opens `layout` in the reader, records `note` on the description, quits; what it
        /// printed on quitting, its wrapped lines joined.
        func record(_ note: String, on layout: String, session: String) throws -> String {
            let t = try TmuxSession(session, arguments: "\(layout) --no-audio", width: 250)
            defer { t.kill() }
            try #require(t.wait(for: "▶ Authentic Cowboy Hat"), "\(t.pane)")
            t.keys("Right", "n")
            try #require(t.wait(for: "FINDING on description"), "\(t.pane)")
            t.keys("-l", note)
            try #require(t.wait(for: note), "\(t.pane)")
            t.keys("Enter")
            try #require(t.wait(for: "Finding saved"), "\(t.pane)")
            t.keys("q")
            try #require(t.wait(for: "EXIT=0"), "\(t.pane)")
            return t.tmux(["capture-pane", "-p", "-J", "-S", "-500", "-t", session])
        }

        /// The command in `earshot: 1 finding saved in FILE (COMMAND)`.
        func printedCommand(_ pane: String, findings: String) throws -> String {
            let line = try #require(pane.split(separator: "\n").first { $0.hasPrefix("earshot: 1 finding saved in \(findings) (") },
                                    "no note on quitting:\n\(pane)")
            return String(line.dropFirst("earshot: 1 finding saved in \(findings) (".count).dropLast())
        }

        /// Runs `command` with `sh` from the repository's root, where the reader ran, with the
        /// built program first on the PATH.
        func run(_ command: String) throws -> (status: Int32, out: String, err: String) {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/bin/sh")
            p.arguments = ["-c", command]
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = URL(fileURLWithPath: earshotBinary).deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            p.environment = environment
            p.currentDirectoryURL = repositoryRoot
            let out = Pipe(), err = Pipe()
            p.standardOutput = out
            p.standardError = err
            try p.run()
            let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExit()
            return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
        }

        @Test func theQuitCommandRunsAsPrintedForTwoLayoutsSharingOneFindingsFile() throws {
            try TmuxSession.requireAvailable()
            // A folder name the shell would split: the printed command must quote it.
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-\(getpid())-shared layouts").path
            try? FileManager.default.removeItem(atPath: dir)
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            for name in ["a.yaml", "b.yaml"] {
                try FileManager.default.copyItem(atPath: repositoryRoot.appendingPathComponent("Layouts/cowboy-hat-before.yaml").path,
                                                 toPath: dir + "/" + name)
            }
            let findings = dir + "/earshot-findings.jsonl"
            let a = try record("says nothing of the leather", on: "'\(dir)/a.yaml'", session: "shared-a")
            let b = try record("the size is never said", on: "'\(dir)/b.yaml'", session: "shared-b")
            let saved = try String(contentsOfFile: findings, encoding: .utf8).split(separator: "\n")
            #expect(saved.count == 2 && saved[0].contains(#""path":"a.yaml""#) && saved[1].contains(#""path":"b.yaml""#), "\(saved)")

            let commandA = try printedCommand(a, findings: findings), commandB = try printedCommand(b, findings: findings)
            #expect(commandA == "earshot audit '\(dir)/a.yaml' --findings '\(findings)'")
            let ranA = try run(commandA), ranB = try run(commandB)
            #expect(ranA.status == 1 && ranA.err.isEmpty, "\(commandA)\n\(ranA.err)")
            #expect(ranA.out.contains("\(dir)/a.yaml:18:7: warning: EAR900 says nothing of the leather [description]"), "\(ranA.out)")
            #expect(!ranA.out.contains("the size is never said"))
            #expect(ranB.status == 1 && ranB.err.isEmpty, "\(commandB)\n\(ranB.err)")
            #expect(ranB.out.contains("\(dir)/b.yaml:18:7: warning: EAR900 the size is never said [description]"), "\(ranB.out)")
            #expect(!ranB.out.contains("says nothing of the leather"))
        }
    }
}
