import EarshotTestSupport
import Foundation
import Testing

/// Every file the program writes goes through one writer: regular files replaced atomically,
/// symlinks followed, devices and FIFOs written in place and never replaced, failures said as
/// `path: error: …` with exit 2 and the old content kept; a failed write to standard output is
/// `earshot: error: writing output: …`, exit 2, never a crash.
extension CommandLineTests {
    static let hat = "Layouts/cowboy-hat.yaml"
    static let dump = "Tests/Fixtures/Dumps/appium/login-form.xml"

    /// Each option that writes a file, with the arguments that make the command write it.
    static let writers: [(String, [String])] = [
        ("audit -o", ["audit", hat, "--rules", "EAR900", "-o"]),
        ("audit --write-baseline", ["audit", hat, "--rules", "EAR900", "--write-baseline"]),
        ("import -o", ["import", dump, "-o"]),
        ("efficiency --svg", ["efficiency", hat, "--no-audio", "--svg"]),
        ("lab --report", ["lab", "Labs/image-toggle.yaml", "--gestures", "next", "--no-audio", "--report"]),
        ("transcript --wav", ["transcript", hat, "--gestures", "next", "--no-audio", "--wav"]),
        ("speak --wav", ["speak", "hello", "--no-audio", "--wav"]),
    ]

    /// Runs `executable` (the built program unless given) with standard output to `output`
    /// (a pipe when nil) and standard error to a pipe.
    func run(_ arguments: [String], executable: String = earshotBinary, output: FileHandle? = nil) throws -> Run {
        try #require(FileManager.default.isExecutableFile(atPath: earshotBinary), "no built earshot: run swift build")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        p.currentDirectoryURL = repositoryRoot
        let out = Pipe(), err = Pipe()
        p.standardOutput = output ?? out
        p.standardError = err
        p.standardInput = FileHandle.nullDevice
        try p.run()
        try out.fileHandleForWriting.close()
        let o = output == nil ? out.fileHandleForReading.readDataToEndOfFile() : Data()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Run(status: p.terminationStatus, outBytes: o, errBytes: e)
    }

    func fileKind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    func entries(_ dir: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
    }

    func freshDirectory(_ name: String) throws -> String {
        let dir = temporary(name)
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// The device `name` (`full`, `null`): as root a private node of it in `dir`, so that a writer
    /// that replaced devices would replace only that copy, never the system's; else `/dev/name`,
    /// which no other user can replace anyway.
    func device(_ name: String, in dir: String) throws -> String {
        guard geteuid() == 0 else { return "/dev/" + name }
        let minor: dev_t = name == "full" ? 7 : 3
        let path = dir + "/" + name
        unlink(path)
        #expect(mknod(path, S_IFCHR | 0o666, 1 << 8 | minor) == 0, "mknod \(path)")
        return path
    }

    @Test(arguments: writers)
    func aFullDeviceIsAnErrorAndStaysADevice(name: String, arguments: [String]) throws {
        let dir = try freshDirectory("devices-\(name.filter(\.isLetter))")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let full = try device("full", in: dir), null = try device("null", in: dir)
        let r = try run(arguments + [full])
        #expect(r.status == 2, "\(name): \(r.err)")
        #expect(r.err.hasSuffix("\(full): error: no space left on device\n"), "\(name): \(r.err)")
        #expect(fileKind(full) == S_IFCHR)
        #expect(try run(arguments + [null]).status != 2, "\(name) to \(null)")
        #expect(fileKind(null) == S_IFCHR)
        #expect(try entries(dir).allSatisfy { !$0.hasPrefix(".") }, "no temporary file is left")
    }

    @Test(arguments: writers)
    func aDirectoryIsAnErrorAndAFileIsReplacedWithNothingLeft(name: String, arguments: [String]) throws {
        let dir = try freshDirectory("writers-\(name.filter(\.isLetter))")
        let asDirectory = try run(arguments + [dir])
        #expect(asDirectory.status == 2 && asDirectory.err.hasSuffix("\(dir): error: is a directory\n"), "\(asDirectory.err)")
        let file = dir + "/out"
        try Data("old".utf8).write(to: URL(fileURLWithPath: file))
        chmod(file, 0o640)
        // Held open, the old file keeps its inode (none can reuse it) and shows it was not rewritten.
        let old = try FileHandle(forReadingFrom: URL(fileURLWithPath: file))
        defer { try? old.close() }
        var before = stat(), after = stat()
        stat(file, &before)
        let r = try run(arguments + [file])
        #expect(r.status != 2, "\(name): \(r.err)")
        stat(file, &after)
        #expect(after.st_ino != before.st_ino, "\(name): replaced by a rename")
        #expect(try old.readToEnd() == Data("old".utf8), "\(name): the old file was not written over")
        #expect(after.st_mode & 0o777 == 0o640, "\(name): the mode is kept")
        #expect(try entries(dir) == ["out"], "\(name): no temporary file is left")
    }

    @Test func aFIFOGetsTheBytesInPlace() throws {
        let dir = try freshDirectory("fifo")
        let fifo = dir + "/pipe"
        #expect(mkfifo(fifo, 0o644) == 0)
        // The reader is there first, so the program's open does not wait; the report fits the pipe.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        let r = try run(["audit", Self.hat, "--rules", "EAR900", "-o", fifo])
        #expect(r.status == 0, "\(r.err)")
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = read(reader, &buffer, buffer.count)
        #expect(String(decoding: buffer.prefix(max(0, n)), as: UTF8.self) == "no findings in 1 file\n")
        #expect(fileKind(fifo) == S_IFIFO)
        #expect(try entries(dir) == ["pipe"])
    }

    @Test func aRecordingStreamsIntoAFIFO() throws {
        let dir = try freshDirectory("fifo-wav")
        let fifo = dir + "/pipe"
        #expect(mkfifo(fifo, 0o644) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: earshotBinary)
        p.arguments = ["speak", "hello there", "--no-audio", "--wav", fifo]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        // Drained here while the program writes (a recording outgrows the pipe); had the FIFO
        // been replaced, nothing arrives and nothing waits.
        var bytes: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 65_536)
        var running = true
        while true {
            let n = read(reader, &buffer, buffer.count)
            if n > 0 { bytes += buffer.prefix(n); continue }
            if !running { break }
            running = p.isRunning
            usleep(10_000)
        }
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        #expect(bytes.count > 10_000 && String(decoding: bytes.prefix(4), as: UTF8.self) == "RIFF", "\(bytes.count) bytes")
        #expect(fileKind(fifo) == S_IFIFO)
        #expect(try entries(dir) == ["pipe"])
    }

    @Test func aSymlinkIsFollowedAndStaysALink() throws {
        let dir = try freshDirectory("symlink")
        try FileManager.default.createDirectory(atPath: dir + "/real", withIntermediateDirectories: true)
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/real/report.txt"))
        #expect(symlink("real/report.txt", dir + "/link.txt") == 0)
        let r = try run(["audit", Self.hat, "--rules", "EAR900", "-o", dir + "/link.txt"])
        #expect(r.status == 0, "\(r.err)")
        #expect(fileKind(dir + "/link.txt") == S_IFLNK)
        #expect(FileManager.default.contents(atPath: dir + "/real/report.txt") == Data("no findings in 1 file\n".utf8))
        #expect(try entries(dir + "/real") == ["report.txt"])
    }

    /// Run as `nobody` when this is root (root writes anywhere), else as this user.
    @Test func aReadOnlyDirectoryIsAnErrorWithNothingLeft() throws {
        let dir = try freshDirectory("read-only")
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/kept.txt"))
        chmod(dir + "/kept.txt", 0o444)
        chmod(dir, 0o555)
        defer { chmod(dir, 0o755) }
        let asRoot = geteuid() == 0
        if asRoot { try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "setpriv is needed to run as nobody") }
        func attempt(_ path: String) throws -> Run {
            let arguments = ["audit", Self.hat, "--rules", "EAR900", "-o", path]
            guard asRoot else { return try run(arguments) }
            return try run(["--reuid=nobody", "--regid=nogroup", "--clear-groups", "--", earshotBinary] + arguments,
                           executable: "/usr/bin/setpriv")
        }
        let new = try attempt(dir + "/new.txt")
        #expect(new.status == 2 && new.err.hasSuffix("\(dir)/new.txt: error: permission denied\n"), "\(new.err)")
        let kept = try attempt(dir + "/kept.txt")
        #expect(kept.status == 2 && kept.err.hasSuffix("\(dir)/kept.txt: error: permission denied\n"), "\(kept.err)")
        let missing = try attempt(dir + "/no/such/out.txt")
        #expect(missing.status == 2 && missing.err.hasSuffix("no/such/out.txt: error: no such file or directory\n"))
        #expect(try entries(dir) == ["kept.txt"])
        #expect(FileManager.default.contents(atPath: dir + "/kept.txt") == Data("old".utf8))
        // A read-only file in a directory anyone may write: renaming over it would get round its
        // protection, so it is refused too.
        let open = try freshDirectory("read-only-file")
        chmod(open, 0o777)
        try Data("old".utf8).write(to: URL(fileURLWithPath: open + "/kept.txt"))
        chmod(open + "/kept.txt", 0o444)
        let protected = try attempt(open + "/kept.txt")
        #expect(protected.status == 2 && protected.err.hasSuffix("\(open)/kept.txt: error: permission denied\n"), "\(protected.err)")
        #expect(try entries(open) == ["kept.txt"])
        #expect(FileManager.default.contents(atPath: open + "/kept.txt") == Data("old".utf8))
    }

    @Test func aFileSizeLimitKeepsTheOldFile() throws {
        let dir = try freshDirectory("ulimit")
        let file = dir + "/report.sarif"
        try Data("old".utf8).write(to: URL(fileURLWithPath: file))
        let binary = earshotBinary
        // The test runner ignores SIGXFSZ, and children inherit that: give the program the default.
        func limited(_ command: String) throws -> Run {
            try run(["--default-signal=XFSZ", "sh", "-c", "ulimit -f 1; exec " + command], executable: "/usr/bin/env")
        }
        let r = try limited("\(binary) audit \(Self.hat) --rules EAR900 --format sarif -o \(file)")
        #expect(r.status == 2 && r.err.hasSuffix("\(file): error: file too large\n"), "\(r.err)")
        #expect(FileManager.default.contents(atPath: file) == Data("old".utf8))
        #expect(try entries(dir) == ["report.sarif"])
        let out = try limited("\(binary) audit \(Self.hat) --rules EAR900 --format sarif > \(dir)/out")
        #expect(out.status == 2 && out.err.hasSuffix("earshot: error: writing output: file too large\n"), "\(out.err)")
    }

    @Test(arguments: [
        ["audit", hat, "--rules", "EAR900"], ["import", dump], ["schema", "layout"],
        ["transcript", hat, "--gestures", "next", "--no-audio"], ["efficiency", hat, "--no-audio"],
        ["lab", "Labs/image-toggle.yaml", "--gestures", "next", "--no-audio"], ["lab", "--solve", "Labs/image-toggle.yaml"],
        ["voices"], ["--help"],
    ])
    func aFullStandardOutputIsAnError(arguments: [String]) throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let r = try run(arguments, output: full)
        #expect(r.status == 2, "\(arguments): \(r.err)")
        #expect(r.err.hasSuffix("earshot: error: writing output: no space left on device\n"), "\(arguments): \(r.err)")
        #expect(!r.err.contains("Fatal error") && !r.err.contains("backtrace"), "\(r.err)")
    }

    @Test func aReaderThatLeavesEndsTheCommandQuietlyWithNothingLeft() throws {
        let dir = try freshDirectory("epipe")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: earshotBinary)
        p.arguments = ["transcript", Self.hat, "--gestures", "next x500", "--no-audio", "--wav", dir + "/walk.wav"]
        p.currentDirectoryURL = repositoryRoot
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        try out.fileHandleForWriting.close()
        _ = out.fileHandleForReading.readData(ofLength: 10)
        try out.fileHandleForReading.close()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        #expect(p.terminationReason == .uncaughtSignal && p.terminationStatus == SIGPIPE, "\(p.terminationStatus)")
        #expect(e.isEmpty, "\(String(decoding: e, as: UTF8.self))")
        #expect(try entries(dir).isEmpty, "the unfinished recording is removed")
    }

    @Test func aBaselineWithNoncharactersAndControlsReadsBack() throws {
        let dir = try freshDirectory("baseline-nonchar")
        let id = #"odd\ufffe\ufdd0\ud83f\udffe\u0001\u007f\u0085\u202eid"#
        try Data(("""
            {"earshot": 1, "screens": [{"id": "s", "title": "T", "size": [390, 844], "elements": [
             {"id": "\(id)", "label": "Odd\\ufffe\\u0001", "traits": ["button"], "frame": [0, 0, 100, 44]}]}]}
            """).utf8).write(to: URL(fileURLWithPath: dir + "/odd.json"))
        try Data((#"{"rule":"EAR900","severity":"warning","path":"odd.json","element":"\#(id)","note":"x"}"# + "\n").utf8)
            .write(to: URL(fileURLWithPath: dir + "/f.jsonl"))
        let args = ["audit", dir + "/odd.json", "--rules", "EAR900", "--findings", dir + "/f.jsonl"]
        let first = try run(args + ["--write-baseline", dir + "/baseline.json"])
        #expect(first.status == 1, "\(first.err)")
        let written = try #require(FileManager.default.contents(atPath: dir + "/baseline.json"))
        #expect(written.allSatisfy { $0 < 0x80 }, "everything beyond ASCII here is escaped")
        let again = try run(args + ["--baseline", dir + "/baseline.json"])
        #expect(again.status == 0 && again.out == "no findings in 1 file; 1 hidden by the baseline\n", "\(again.err)")
    }
}
