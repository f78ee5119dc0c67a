import EarshotTestSupport
import Foundation
import Testing

/// A write interrupted by TERM, INT or HUP leaves no hidden temporary file behind, and the
/// command still ends by that signal.
extension CommandLineTests {
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func anInterruptedWriteLeavesNoTemporaryFile(signal: Int32) throws {
        try #require(FileManager.default.isExecutableFile(atPath: earshotBinary), "no built earshot: run swift build")
        let dir = try freshDirectory("interrupted-\(signal)")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let text = (0..<3_000).map { "word \($0) is spoken here" }.joined(separator: " ")
        // Started as a shell starts it: the test runner may block or ignore these signals, and
        // a child inherits that, so a small launcher clears both before it runs the program.
        let launcher = "import os, signal, sys\n"
            + "for s in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP): signal.signal(s, signal.SIG_DFL)\n"
            + "signal.pthread_sigmask(signal.SIG_SETMASK, [])\n"
            + "os.execv(sys.argv[1], sys.argv[1:])\n"
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        p.arguments = ["-c", launcher, earshotBinary, "speak", text, "--no-audio", "--wav", dir + "/out.wav"]
        p.standardInput = FileHandle.nullDevice
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        // The recording's temporary file is there while it is written.
        var waited = 0
        while try entries(dir).isEmpty && waited < 500 { usleep(10_000); waited += 1 }
        #expect(try entries(dir).contains { $0.hasPrefix(".out.wav.") && $0.hasSuffix(".tmp") }, "the recording was under way")
        kill(p.processIdentifier, signal)
        p.waitUntilExit()
        #expect(p.terminationReason == .uncaughtSignal && p.terminationStatus == signal, "ended by the signal")
        #expect(try entries(dir) == [], "nothing is left")
    }
}
