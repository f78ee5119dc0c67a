import EarshotTestSupport
import Foundation
import Testing

/// What a new user types first, and what they are told: a mistyped command, a folder, a
/// picture or a binary file where a screen file goes, the help, and the ids a lab names.
extension CommandLineTests {
    @Test(arguments: [("trasncript", "transcript"), ("adit", "audit"), ("snapshto", "snapshot")])
    func aMistypedCommandIsSaidToBeOneNotOpenedAsALayout(_ typed: String, _ meant: String) throws {
        let r = try earshot([typed, "Layouts/cowboy-hat.yaml"])
        #expect(r.status == 2)
        #expect(r.err == "earshot: error: unknown command '\(typed)' (did you mean '\(meant)'?)\n", "\(r.err)")
    }

    /// A file that happens to be named like a mistyped command is still a layout to open.
    @Test func aFileNamedLikeACommandIsStillOpened() throws {
        let folder = temporary("named-like-a-command")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let layout = try String(contentsOf: repositoryRoot.appendingPathComponent("Layouts/cowboy-hat.yaml"), encoding: .utf8)
        try layout.write(toFile: folder + "/adit", atomically: true, encoding: .utf8)
        let r = try earshot(["adit"], directory: folder)
        #expect(!r.err.contains("unknown command"), "\(r.err)")
        #expect(r.err.contains("the reader needs a terminal"), "\(r.err)")
    }

    @Test(arguments: [["Layouts/"], ["transcript", "Layouts/", "--gestures", "next"]])
    func aFolderGivenForOneScreenSaysWhatToGiveInstead(_ arguments: [String]) throws {
        let r = try earshot(arguments)
        #expect(r.status == 2)
        #expect(!r.err.contains("no .swift files"), "\(r.err)")
        #expect(r.err.contains("'Layouts/' is a folder"), "\(r.err)")
        #expect(r.err.contains("one screen file"), "\(r.err)")
        #expect(r.err.contains("earshot audit Layouts/") && r.err.contains("earshot snapshot Layouts/"), "\(r.err)")
    }

    static let pictures: [(String, [UInt8])] = [
        ("png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]),
        ("jpg", [0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 0x4A, 0x46, 0x49, 0x46]),
        ("gif", Array("GIF89a".utf8) + [1, 0, 1, 0]),
        ("pdf", Array("%PDF-1.7\n%".utf8) + [0xE2, 0xE3]),
        ("heic", [0, 0, 0, 24] + Array("ftypheic".utf8) + [0, 0, 0, 0]),
    ]

    @Test(arguments: Self.pictures)
    func aPictureGivenAsAScreenIsSaidToBeOne(_ ending: String, _ head: [UInt8]) throws {
        let path = temporary("screen.\(ending)")
        try Data(head + [UInt8](repeating: 0x80, count: 64)).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        for arguments in [["transcript", path, "--gestures", "next"], ["import", path], ["audit", path]] {
            let r = try earshot(arguments)
            #expect(r.status == 2, "\(arguments)")
            #expect(!r.err.contains("UTF-8"), "\(arguments): \(r.err)")
            #expect(r.err.contains("not pictures") && r.err.contains("docs/capture.md"), "\(arguments): \(r.err)")
        }
    }

    @Test func aBinaryFileGivenToImportIsSaidToBeOne() throws {
        let path = temporary("dump.bin")
        try Data([0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0, 0, 0, 0xC3, 0x28, 0, 0]).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try earshot(["import", path])
        #expect(r.status == 2)
        #expect(!r.err.contains("no debugDescription element lines"), "\(r.err)")
        #expect(r.err.contains("a binary file"), "\(r.err)")
        #expect(r.err.contains("import reads"), "\(r.err)")
    }

    @Test func theHelpNamesBothPhonesAndBothReaders() throws {
        let r = try earshot(["--help"])
        #expect(r.status == 0)
        for word in ["iPhone", "VoiceOver", "Android", "TalkBack"] { #expect(r.out.contains(word), "\(word): \(r.out)") }
    }

    @Test func theLabHelpShowsTheRunOptions() throws {
        let r = try earshot(["lab", "--help"])
        #expect(r.status == 0)
        for option in ["--name", "--report", "--json", "--solve", "--gestures", "--voice", "--list"] {
            #expect(r.out.contains(option), "\(option): \(r.out)")
        }
        #expect(r.out.contains("report") && r.out.contains("replay"), "\(r.out)")
    }

    @Test func transcriptIDsPutEachStopsElementIDBesideItsWords() throws {
        let r = try earshot(["transcript", "Layouts/cowboy-hat.yaml", "--gestures", "next x3", "--ids", "--no-audio"])
        #expect(r.status == 0, "\(r.err)")
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines.contains("  [title] Authentic Cowboy Hat. Heading."), "\(r.out)")
        #expect(lines.contains("  [rating] Rating: 3 out of 5. Adjustable."), "\(r.out)")
        // Hints are the stop's too: only its words carry the id.
        #expect(lines.contains("      Swipe up or down with one finger to adjust the value. Use the rotor to access Rating Value."),
                "\(r.out)")
        let plain = try earshot(["transcript", "Layouts/cowboy-hat.yaml", "--gestures", "next x3", "--no-audio"])
        #expect(!plain.out.contains("[rating]"))
    }
}
