import EarshotTestSupport
import Foundation
import Testing

/// Every source through every output option lands in the one writer: a device made with
/// `mknod` stays a device and is written in place, a full device is an error that leaves it a
/// device, a symlink is followed and stays a link, a FIFO with a reader gets the bytes in place,
/// and `-` is standard output (no file named `-`).
extension CommandLineTests {
    /// One file of each kind Earshot reads as screens.
    static let everySource: [String] = [
        "Layouts/cowboy-hat.yaml",
        "Tests/Fixtures/Dumps/appium/login-form.xml",
        "Tests/Fixtures/Dumps/idb/settings-flat.json",
        "Tests/Fixtures/Dumps/xcui/about-ios10.txt",
        "Tests/Fixtures/InterfaceBuilder/SignUpForm.storyboard",
        "Tests/Fixtures/InterfaceBuilder/MessageCell.xib",
        "Tests/Fixtures/SwiftUI/DeleteAlert.swift",
    ]

    /// Each option that writes a file, as arguments before the path it writes; `import` applies
    /// to every source but a layout (which is one already).
    static func writing(_ source: String) -> [(String, [String])] {
        var options: [(String, [String])] = [
            ("audit -o", ["audit", source, "--rules", "EAR900", "-o"]),
            ("audit --write-baseline", ["audit", source, "--rules", "EAR900", "--write-baseline"]),
            ("efficiency --svg", ["efficiency", source, "--no-audio", "--svg"]),
            ("transcript --wav", ["transcript", source, "--gestures", "next", "--no-audio", "--wav"]),
        ]
        if !source.hasSuffix(".yaml") { options.insert(("import -o", ["import", source, "-o"]), at: 0) }
        return options
    }

    static let sourceWriters: [(String, [String])] = everySource.flatMap { source in
        writing(source).map { ("\($0.0) \((source as NSString).lastPathComponent)", $0.1) }
    }

    @Test(arguments: sourceWriters)
    func everySourceWritesThroughTheOneWriter(name: String, arguments: [String]) throws {
        #expect(FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent(arguments[1]).path), "\(arguments[1])")
        let dir = try freshDirectory("sources-\(name.filter { $0.isLetter || $0.isNumber })")
        defer { try? FileManager.default.removeItem(atPath: dir) }

        // A device node made here: written in place, still a device afterwards.
        let null = try device("null", in: dir)
        let toNull = try run(arguments + [null])
        #expect(toNull.status == 0, "\(name) to \(null): \(toNull.err)")
        #expect(fileKind(null) == S_IFCHR, "\(name): \(null) is still a device")

        // A full device: an error that names the path, exit 2, the device kept.
        let full = try device("full", in: dir)
        let toFull = try run(arguments + [full])
        #expect(toFull.status == 2 && toFull.err.hasSuffix("\(full): error: no space left on device\n"), "\(name): \(toFull.err)")
        #expect(fileKind(full) == S_IFCHR)

        // A symlink: followed, its target written, the link kept.
        try FileManager.default.createDirectory(atPath: dir + "/real", withIntermediateDirectories: true)
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/real/out"))
        #expect(symlink("real/out", dir + "/link") == 0)
        let toLink = try run(arguments + [dir + "/link"])
        #expect(toLink.status == 0, "\(name): \(toLink.err)")
        #expect(fileKind(dir + "/link") == S_IFLNK)
        let written = FileManager.default.contents(atPath: dir + "/real/out") ?? Data()
        #expect(written.count > 3 && written != Data("old".utf8), "\(name): the link's target was written")

        // A FIFO with a reader: the bytes arrive in place, the FIFO stays one.
        let fifo = dir + "/pipe"
        #expect(mkfifo(fifo, 0o644) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        // Room for the whole output (F_SETPIPE_SZ), so the writer never waits on this test.
        _ = fcntl(reader, 1031, 1 << 20)
        let toFIFO = try run(arguments + [fifo])
        #expect(toFIFO.status == 0, "\(name): \(toFIFO.err)")
        var got = 0, buffer = [UInt8](repeating: 0, count: 1 << 16)
        while case let n = read(reader, &buffer, buffer.count), n > 0 { got += n }
        #expect(got > 0, "\(name): the FIFO got the bytes")
        #expect(fileKind(fifo) == S_IFIFO)

        #expect(try entries(dir).allSatisfy { !$0.hasPrefix(".") }, "\(name): no temporary file is left")
    }

    /// `-o -` is standard output, for every source `import` reads; no file named `-` appears.
    @Test(arguments: everySource.filter { !$0.hasSuffix(".yaml") })
    func importToDashIsStandardOutput(source: String) throws {
        let dash = repositoryRoot.appendingPathComponent("-").path
        #expect(!FileManager.default.fileExists(atPath: dash))
        let r = try earshot(["import", source, "-o", "-"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.hasPrefix("# Imported by `earshot import` from "), "\(source)")
        #expect(!FileManager.default.fileExists(atPath: dash), "a file named - was made")
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let failed = try run(["import", source], output: full)
        #expect(failed.status == 2 && failed.err.hasSuffix("earshot: error: writing output: no space left on device\n"), "\(failed.err)")
    }

    /// A lab may open any screen file as its layout: here a dump.
    @Test func aLabRunsOnADump() throws {
        let dir = try freshDirectory("lab-on-a-dump")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let dump = repositoryRoot.appendingPathComponent("Tests/Fixtures/Dumps/appium/settings-keyboards.xml").path
        let lab = dir + "/switch.yaml"
        try """
            earshot-lab: 1
            title: Turn off Auto-Correction
            layout: \(dump)
            tasks:
              - say: Turn Auto-Correction on.
                goal: {element: auto-correction, value: "1"}

            """.write(toFile: lab, atomically: true, encoding: .utf8)
        let solved = try earshot(["lab", "--solve", lab])
        #expect(solved.status == 0, "\(solved.err)")
        let script = solved.out.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: " ")
        let r = try earshot(["lab", lab, "--gestures", script, "--no-audio", "--json"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("\"completed\":true"), "\(r.out)")
    }
}
