import Foundation
import Testing

extension TmuxTests {
    /// The harness itself: a session that cannot start says why in one issue, and `kill()`
    /// really ends the server and the reader in it.
    @Suite struct TmuxHarnessTests {
        @Test func aSessionThatCannotStartSaysWhyOnce() throws {
            try TmuxSession.requireAvailable()
            let seen = Comments()
            try withKnownIssue {
                _ = try TmuxSession("nostart", arguments: "Layouts/settings.yaml --no-audio", width: -5)
            } matching: { issue in
                seen.add(issue.comments.map(\.rawValue))
                return true
            }
            let comments = seen.all
            #expect(comments.count == 1 && comments.first?.contains("tmux could not start session 'nostart'") == true
                && comments.first?.contains("width too small") == true, "\(comments)")
        }

        @Test func killEndsTheServerAndTheReader() throws {
            let t = try TmuxSession("killed", arguments: "Layouts/settings.yaml --no-audio")
            defer { t.kill() }
            #expect(t.wait(for: "▶ Settings. Heading."), "\(t.pane)")
            let reader = try t.readerPID()
            t.kill()
            #expect(t.wait(seconds: TmuxSession.patience) { $0.run(["has-session", "-t", "killed"]).status != 0 }, "the server is gone")
            #expect(t.wait(seconds: TmuxSession.patience) { _ in kill(reader, 0) != 0 || Self.isZombie(reader) }, "the reader is gone")
        }

        final class Comments: @unchecked Sendable {
            private let lock = NSLock()
            private var list: [String] = []
            func add(_ more: [String]) { lock.withLock { list += more } }
            var all: [String] { lock.withLock { list } }
        }

        /// A process that has exited but not been reaped (its parent, tmux, is gone too).
        static func isZombie(_ pid: Int32) -> Bool {
            let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
            return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
        }
    }
}
