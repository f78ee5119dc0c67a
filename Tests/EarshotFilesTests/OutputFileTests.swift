@testable import EarshotFiles
import Foundation
import Testing

/// The one writer, on each kind of thing a path can name. Run as root, the read-only cases run
/// in a child process as `nobody` (root writes anywhere).
@Suite struct OutputFileTests {
    /// A fresh, empty directory for one test.
    func directory(_ name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-files-\(getpid())-\(name)").path
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    func kind(_ path: String, following: Bool = false) -> mode_t {
        var info = stat()
        guard (following ? stat(path, &info) : lstat(path, &info)) == 0 else { return 0 }
        return info.st_mode & S_IFMT
    }

    func listing(_ dir: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
    }

    @Test func aNewPathIsCreatedWithNothingLeftBeside() throws {
        let dir = try directory("new")
        try OutputFile.write("hello\n", to: dir + "/out.txt")
        #expect(contents(dir + "/out.txt") == "hello\n")
        #expect(try listing(dir) == ["out.txt"])
    }

    @Test func aRegularFileIsReplacedByRenameKeepingItsMode() throws {
        let dir = try directory("replace")
        let path = dir + "/out.txt"
        try OutputFile.write("old\n", to: path)
        chmod(path, 0o600)
        var before = stat(), after = stat()
        stat(path, &before)
        let file = try OutputFile(path: path)
        try file.write("new\n")
        // Until the commit, the old file is what is there.
        #expect(contents(path) == "old\n")
        #expect(try listing(dir).count == 2)
        try file.commit()
        stat(path, &after)
        #expect(contents(path) == "new\n")
        #expect(after.st_ino != before.st_ino, "replaced by a rename, not rewritten")
        #expect(after.st_mode & 0o777 == 0o600)
        #expect(try listing(dir) == ["out.txt"])
    }

    @Test func aDiscardedFileLeavesTheOldOneAndNoTemporary() throws {
        let dir = try directory("discard")
        let path = dir + "/out.txt"
        try OutputFile.write("old\n", to: path)
        do {
            let file = try OutputFile(path: path)
            try file.write("half")
        }
        #expect(contents(path) == "old\n")
        #expect(try listing(dir) == ["out.txt"])
    }

    @Test func aSymlinkIsFollowedAndStaysALink() throws {
        let dir = try directory("link")
        try FileManager.default.createDirectory(atPath: dir + "/real", withIntermediateDirectories: true)
        try OutputFile.write("old\n", to: dir + "/real/target.txt")
        symlink("real/target.txt", dir + "/link.txt")
        try OutputFile.write("through the link\n", to: dir + "/link.txt")
        #expect(kind(dir + "/link.txt") == S_IFLNK)
        #expect(contents(dir + "/real/target.txt") == "through the link\n")
        #expect(try listing(dir + "/real") == ["target.txt"])
        // A dangling link names the file to create.
        symlink("real/made.txt", dir + "/dangling.txt")
        try OutputFile.write("made\n", to: dir + "/dangling.txt")
        #expect(kind(dir + "/dangling.txt") == S_IFLNK && contents(dir + "/real/made.txt") == "made\n")
        // A loop is an error, not a hang.
        symlink("loop-b", dir + "/loop-a")
        symlink("loop-a", dir + "/loop-b")
        #expect(throws: OutputError(path: dir + "/loop-a", code: ELOOP)) { try OutputFile.write("x", to: dir + "/loop-a") }
    }

    @Test func aFIFOIsWrittenInPlace() throws {
        let dir = try directory("fifo")
        let fifo = dir + "/pipe"
        #expect(mkfifo(fifo, 0o644) == 0)
        // A reader is there first, so opening for writing does not wait.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        try OutputFile.write("down the pipe\n", to: fifo)
        var buffer = [UInt8](repeating: 0, count: 100)
        let n = read(reader, &buffer, buffer.count)
        #expect(n > 0 && String(decoding: buffer[0..<max(0, n)], as: UTF8.self) == "down the pipe\n")
        #expect(kind(fifo) == S_IFIFO)
        #expect(try listing(dir) == ["pipe"])
    }

    /// As root, private nodes of /dev/null and /dev/full: a writer that replaced devices would
    /// replace these copies, never the system's (which no other user can replace).
    @Test func devicesAreWrittenInPlaceAndAFullOneIsAnError() throws {
        let dir = try directory("devices")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var null = "/dev/null", full = "/dev/full"
        if geteuid() == 0 {
            null = dir + "/null"; full = dir + "/full"
            #expect(mknod(null, S_IFCHR | 0o666, 1 << 8 | 3) == 0 && mknod(full, S_IFCHR | 0o666, 1 << 8 | 7) == 0)
        }
        try OutputFile.write("nothing\n", to: null)
        #expect(kind(null) == S_IFCHR)
        let error = #expect(throws: OutputError.self) { try OutputFile.write("too much\n", to: full) }
        #expect(error?.description == "\(full): error: no space left on device")
        #expect(kind(full) == S_IFCHR)
        #expect(try listing(dir).allSatisfy { !$0.hasPrefix(".") })
    }

    @Test func aDirectoryOrAMissingDirectoryIsAnError() throws {
        let dir = try directory("dirs")
        let asDirectory = #expect(throws: OutputError.self) { try OutputFile.write("x", to: dir) }
        #expect(asDirectory?.description == "\(dir): error: is a directory")
        let missing = #expect(throws: OutputError.self) { try OutputFile.write("x", to: dir + "/no/such/out.txt") }
        #expect(missing?.description == "\(dir)/no/such/out.txt: error: no such file or directory")
        #expect(try listing(dir).isEmpty)
    }

    /// Whether `OutputFile.write` to `path` fails with EACCES, tried in a child process by a
    /// user who is not root: `nobody` when this is root (root writes anywhere), else this user.
    func refusedWithoutRoot(_ path: String) async {
        await #expect(processExitsWith: .success, "\(path)") { [path = path as String] in
            if geteuid() == 0 {
                guard setgroups(0, nil) == 0, setgid(65534) == 0, setuid(65534) == 0 else { exit(3) }
            }
            do {
                try OutputFile.write("x", to: path)
                exit(1)
            } catch let error as OutputError {
                exit(error == OutputError(path: path, code: EACCES) ? 0 : 2)
            } catch {
                exit(2)
            }
        }
    }

    @Test func aReadOnlyDirectoryOrFileIsAnErrorWithNothingLeft() async throws {
        let dir = try directory("read-only")
        try OutputFile.write("old\n", to: dir + "/kept.txt")
        chmod(dir + "/kept.txt", 0o444)
        // The directory and file are the writer's own, as a user's would be.
        _ = chown(dir, 65534, 65534); _ = chown(dir + "/kept.txt", 65534, 65534)
        // A read-only file in a directory its owner may write: renaming over it would get round
        // its protection.
        await refusedWithoutRoot(dir + "/kept.txt")
        chmod(dir, 0o555)
        defer { chmod(dir, 0o755) }
        await refusedWithoutRoot(dir + "/new.txt")
        #expect(try listing(dir) == ["kept.txt"] && contents(dir + "/kept.txt") == "old\n")
    }

    @Test func standardOutputIsADash() throws {
        #expect(try OutputTarget.resolve("-") == .standardOutput)
        #expect(try OutputTarget.resolve("/dev/stdout") == .inPlace(path: "/dev/stdout"))
        #expect(OutputError(path: nil, code: ENOSPC).description == "earshot: error: writing output: no space left on device")
        #expect(OutputError(path: nil, code: EPIPE).isBrokenPipe)
    }

    @Test(arguments: [("out.txt", "."), ("/out.txt", "/"), ("a/b/out.txt", "a/b"), ("/a/b/", "/a")])
    func directoryOfAPath(path: String, directory: String) {
        #expect(OutputTarget.directory(of: path) == directory)
    }
}
