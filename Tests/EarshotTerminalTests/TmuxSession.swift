import EarshotTestSupport
import Foundation
import Testing

/// Every suite that drives the real reader under tmux, one test at a time: tmux servers and
/// readers compete for a loaded machine's cores, and a test's descriptors must never be open in
/// another test's server. The suites are extensions of this one.
@Suite(.serialized) enum TmuxTests {}

/// Runs the real `earshot` program under tmux: keys in, the pane's text out. Made with
/// `let t = try TmuxSession(…); defer { t.kill() }`, so the server dies on every path.
final class TmuxSession {
    let name: String
    private var killed = false
    /// A server per session, so one test's server shutting down cannot race the next test.
    var socket: String { "earshot-tests-\(getpid())-\(name)" }
    /// How long anything is waited for: generous, for a debug build on a loaded machine.
    static let patience = 60.0

    static var binary: String { earshotBinary }

    /// These tests fail, never skip, when what they need is missing: a green run must mean the
    /// reader really ran.
    static func requireAvailable() throws {
        try #require(FileManager.default.isExecutableFile(atPath: binary), "no built earshot at \(binary): run swift build")
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"), "tmux is missing: apt-get install tmux")
    }

    /// Starts the reader in a new tmux server and checks the session is there; one clear
    /// failure naming why when it is not. `environment` is a shell prefix such as `unset SWIFT_BACKTRACE;`.
    init(_ name: String, arguments: String, width: Int = 100, height: Int = 32, environment: String = "") throws {
        self.name = name
        try Self.requireAvailable()
        // After the reader exits, the shell prints its status and the terminal settings.
        let script = "cd \(repositoryRoot.path) && \(environment) \(Self.binary) \(arguments); echo EXIT=$?; stty -a; sleep 120"
        let started = run(["new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)", script])
        let there = started.status == 0 ? run(["has-session", "-t", name]) : started
        if there.status != 0 { kill() }
        try #require(there.status == 0, """
            tmux could not start session '\(name)' (exit \(there.status)): \
            \(there.error.trimmingCharacters(in: .whitespacesAndNewlines))
            """)
    }

    /// Ends the tmux server and everything in it (the reader, the shell); safe to call twice.
    func kill() {
        guard !killed else { return }
        killed = true
        run(["kill-server"])
    }

    deinit { kill() }

    /// Runs tmux; its standard output.
    @discardableResult
    func tmux(_ arguments: [String]) -> String { run(arguments).output }

    /// Runs tmux with posix_spawn and waitpid (Foundation's Process waits on descriptors that the
    /// tmux server, a daemon forked by the first client, keeps open). The child gets only its
    /// standard descriptors: nothing of this process (another test's pipes) leaks into a server.
    /// It also gets no blocked signals: a test thread's blocked SIGTERM and SIGHUP would be
    /// inherited by the server (which `kill-server` ends with SIGTERM) and the pane's shell, and
    /// both would outlive the test. A client that takes over `patience` is killed.
    @discardableResult
    func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        guard let out = Self.pipeCloseOnExec(), let err = Self.pipeCloseOnExec() else {
            return (-1, "", "cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, out.write, 1)
        posix_spawn_file_actions_adddup2(&actions, err.write, 2)
        // Every other descriptor closed in the child (closing one that is not open is no error).
        for fd in 3..<min(getdtablesize(), 4096) { posix_spawn_file_actions_addclose(&actions, fd) }
        let argv = (["tmux", "-L", socket, "-f", "/dev/null"] + arguments).map { strdup($0) } + [nil]
        defer { for arg in argv { free(arg) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let deadline = Date().addingTimeInterval(Self.patience)
        let spawned = posix_spawn(&pid, "/usr/bin/tmux", &actions, &attributes, argv, environ)
        close(out.write)
        close(err.write)
        defer { close(out.read); close(err.read) }
        guard spawned == 0 else { return (-1, "", "cannot run /usr/bin/tmux: \(String(cString: strerror(spawned)))") }
        let (output, error) = Self.readBoth(out.read, err.read, until: deadline)
        var status: Int32 = 0
        var reaped = waitpid(pid, &status, WNOHANG)
        while reaped == 0 && Date() < deadline {
            usleep(5_000)
            reaped = waitpid(pid, &status, WNOHANG)
        }
        if reaped == 0 {
            Glibc.kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
            return (-1, output, "tmux \(arguments.first ?? "") took over \(Int(Self.patience)) s and was killed")
        }
        let exited = status & 0x7f == 0
        return (exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), output, error)
    }

    static func pipeCloseOnExec() -> (read: Int32, write: Int32)? {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        return (fds[0], fds[1])
    }

    /// Reads two descriptors to their ends, or until `deadline`.
    static func readBoth(_ a: Int32, _ b: Int32, until deadline: Date) -> (String, String) {
        var bytes: [[UInt8]] = [[], []]
        var fds = [pollfd(fd: a, events: Int16(POLLIN), revents: 0), pollfd(fd: b, events: Int16(POLLIN), revents: 0)]
        var chunk = [UInt8](repeating: 0, count: 4096)
        while fds.contains(where: { $0.fd >= 0 }) {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { break }
            let ready = poll(&fds, 2, Int32(min(left, 1) * 1000))
            if ready < 0 && errno != EINTR { break }
            for i in 0..<2 where fds[i].fd >= 0 && fds[i].revents != 0 {
                let n = read(fds[i].fd, &chunk, chunk.count)
                if n > 0 { bytes[i] += chunk[0..<n] } else if n == 0 || errno != EINTR { fds[i].fd = -1 }
                fds[i].revents = 0
            }
        }
        return (String(decoding: bytes[0], as: UTF8.self), String(decoding: bytes[1], as: UTF8.self))
    }

    func keys(_ keys: String...) { run(["send-keys", "-t", name] + keys) }
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

    /// Waits until the pane shows `text` (the reader is asynchronous); polls, never sleeps a fixed time.
    @discardableResult
    func wait(for text: String, seconds: Double = patience) -> Bool {
        wait(seconds: seconds) { $0.pane.contains(text) }
    }

    /// Waits until `condition` holds, polling; false when `seconds` pass first.
    func wait(seconds: Double = patience, until condition: (TmuxSession) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(self) { return true }
            usleep(50_000)
        }
        return condition(self)
    }
}
