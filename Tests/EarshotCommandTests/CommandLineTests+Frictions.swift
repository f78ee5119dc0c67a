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
}
