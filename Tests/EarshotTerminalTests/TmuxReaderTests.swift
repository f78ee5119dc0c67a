import Foundation
import Testing

/// Runs the real `earshot` program under tmux: keys in, the pane's text out.
final class TmuxSession {
    let name: String
    /// A server per session, so one test's server shutting down cannot race the next test.
    var socket: String { "earshot-tests-\(getpid())-\(name)" }

    static var binary: String { repositoryRoot.appendingPathComponent(".build/debug/earshot").path }
    static var available: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") && FileManager.default.isExecutableFile(atPath: binary)
    }

    init(_ name: String, arguments: String, width: Int = 100, height: Int = 32) {
        self.name = name
        // After the reader exits, the shell prints its status and the terminal settings.
        let script = "cd \(repositoryRoot.path) && \(Self.binary) \(arguments); echo EXIT=$?; stty -a; sleep 120"
        tmux(["new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)", script], capture: false)
    }

    deinit { tmux(["kill-server"], capture: false) }

    /// Runs tmux with posix_spawn and waitpid: Foundation's Process waits on descriptors that the
    /// tmux server, a daemon forked by the first client, keeps open.
    @discardableResult
    func tmux(_ arguments: [String], capture: Bool = true) -> String {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return "" }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if capture { posix_spawn_file_actions_adddup2(&actions, fds[1], 1) }
        else { posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0) }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        let argv = (["tmux", "-L", socket, "-f", "/dev/null"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/usr/bin/tmux", &actions, nil, argv, environ)
        close(fds[1])
        var output = [UInt8]()
        if spawned == 0 && capture {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = read(fds[0], &chunk, chunk.count)
                if n <= 0 { break }
                output += chunk[0..<n]
            }
        }
        close(fds[0])
        var status: Int32 = 0
        if spawned == 0 { waitpid(pid, &status, 0) }
        return String(decoding: output, as: UTF8.self)
    }

    func keys(_ keys: String...) { tmux(["send-keys", "-t", name] + keys, capture: false) }
    var pane: String { tmux(["capture-pane", "-p", "-t", name]) }
    var panePID: Int32 { Int32(tmux(["display-message", "-p", "-t", name, "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 }

    /// Waits until the pane shows `text` (the reader is asynchronous).
    @discardableResult
    func wait(for text: String, seconds: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if pane.contains(text) { return true }
            usleep(50_000)
        }
        return false
    }
}

@Suite(.serialized, .enabled(if: TmuxSession.available, "needs tmux and a built earshot"))
struct TmuxReaderTests {
    @Test func walksByKeyboardAndRestoresTheTerminalOnQuit() {
        let t = TmuxSession("walk", arguments: "Layouts/cowboy-hat.yaml --no-audio")
        #expect(t.wait(for: "▶ Authentic Cowboy Hat. Heading."), "speaks the first element on start:\n\(t.pane)")
        #expect(t.pane.contains("»Authentic Cowboy Hat«"), "the focused element is outlined")
        t.keys("Right", "Right", "Right")
        #expect(t.wait(for: "▶ Rating: 3 out of 5. Adjustable."), "\(t.pane)")
        #expect(t.pane.contains("Use the rotor to access Rating Value."))
        #expect(t.pane.contains("rotor: Adjust Value"))
        t.keys("Up")
        #expect(t.wait(for: "▶ 4 out of 5"), "\(t.pane)")
        t.keys("]")
        #expect(t.wait(for: "▶ Headings"), "\(t.pane)")
        t.keys("Up")
        #expect(t.wait(for: "▶ Authentic Cowboy Hat. Heading."), "\(t.pane)")
        t.keys("End", "Enter")
        #expect(t.wait(for: "Thanks for rating"), "\(t.pane)")
        #expect(t.wait(for: "»Thank you for your rating«"), "\(t.pane)")
        t.keys("c")
        #expect(t.wait(for: "curtain on"), "\(t.pane)")
        #expect(!t.pane.contains("Thank you for your rating"), "the curtain hides the layout and captions")
        t.keys("c", "?")
        #expect(t.wait(for: "HELP"), "\(t.pane)")
        t.keys("Right")
        #expect(t.wait(for: "▶ Swipe right. Next item. Keys: right."), "\(t.pane)")
        t.keys("?", "q")
        #expect(t.wait(for: "EXIT=0"), "\(t.pane)")
        let after = t.pane
        #expect(after.contains(" echo ") || after.contains("-echo") == false, "echo is back on:\n\(after)")
        #expect(after.contains("icanon") && !after.contains("-icanon"), "canonical mode is back:\n\(after)")
    }

    @Test func restoresTheTerminalAfterSIGTERM() throws {
        let t = TmuxSession("term", arguments: "Layouts/settings.yaml --no-audio")
        #expect(t.wait(for: "▶ Settings. Heading."), "\(t.pane)")
        let shell = t.panePID
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        let reader = try #require(children.split(separator: " ").compactMap { Int32($0) }.first, "no reader process")
        kill(reader, SIGTERM)
        #expect(t.wait(for: "EXIT=143"), "\(t.pane)")
        #expect(t.pane.contains("icanon") && !t.pane.contains("-icanon"), "\(t.pane)")
        #expect(!t.pane.contains("-echo "), "\(t.pane)")
    }

    @Test func withoutATerminalPointsToTranscript() throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: TmuxSession.binary)
        p.arguments = ["Layouts/cowboy-hat.yaml", "--no-audio"]
        p.currentDirectoryURL = repositoryRoot
        let err = Pipe()
        p.standardError = err
        p.standardOutput = Pipe()
        p.standardInput = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(p.terminationStatus == 2)
        #expect(message.contains("earshot transcript"))
    }

    @Test func malformedLayoutPrintsLocatedErrorsAndExitsTwo() throws {
        let bad = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-bad-\(getpid()).yaml")
        try Data("earshot: 1\nscreen:\n  id: s\n  elements:\n    - lable: x\n      traits: [buton]\n".utf8).write(to: bad)
        for arguments in [[bad.path], ["transcript", bad.path, "--gestures", "next"]] {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: TmuxSession.binary)
            p.arguments = arguments + ["--no-audio"]
            let err = Pipe()
            p.standardError = err
            p.standardOutput = Pipe()
            try p.run()
            p.waitUntilExit()
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(p.terminationStatus == 2)
            #expect(message == "\(bad.path):5:7: error: unknown key 'lable' in an element (did you mean 'label'?)\n"
                + "\(bad.path):6:16: error: unknown trait 'buton' (did you mean 'button'?)\n")
        }
    }
}
