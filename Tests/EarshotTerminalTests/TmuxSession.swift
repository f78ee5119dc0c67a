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

    /// These tests fail, never skip, when what they need is missing: a green run must mean the
    /// reader really ran.
    static func requireAvailable() throws {
        try #require(FileManager.default.isExecutableFile(atPath: binary), "no built earshot at \(binary): run swift build")
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"), "tmux is missing: apt-get install tmux")
    }

    /// `environment` is a shell prefix such as `unset SWIFT_BACKTRACE;`.
    init(_ name: String, arguments: String, width: Int = 100, height: Int = 32, environment: String = "") {
        self.name = name
        // After the reader exits, the shell prints its status and the terminal settings.
        let script = "cd \(repositoryRoot.path) && \(environment) \(Self.binary) \(arguments); echo EXIT=$?; stty -a; sleep 120"
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
    /// The pane with what has scrolled off it.
    var history: String { tmux(["capture-pane", "-p", "-S", "-500", "-t", name]) }
    /// tmux's view of the terminal modes: mouse reporting (X10/normal, SGR), the alternate
    /// screen, the cursor shown. A restored terminal says "0 0 0 1".
    var modes: String {
        tmux(["display-message", "-p", "-t", name, "#{mouse_standard_flag} #{mouse_sgr_flag} #{alternate_on} #{cursor_flag}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The reader's process id (the pane's shell's child).
    func readerPID() throws -> Int32 {
        let shell = panePID
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        return try #require(children.split(separator: " ").compactMap { Int32($0) }.first, "no reader process:\n\(pane)")
    }

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
