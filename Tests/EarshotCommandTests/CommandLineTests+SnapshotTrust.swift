import EarshotTestSupport
import Foundation
import Testing

/// `earshot snapshot` treats its own folder as files it found: it reads and writes no snapshot
/// through a link, opens no FIFO or device there, prints recorded text escaped, and names every
/// screen's file apart.
extension CommandLineTests {
    @Test func aRecordedSnapshotThatIsALinkIsNeitherReadNorWrittenThrough() throws {
        let dir = try snapshotProject("link")
        #expect(try earshot(["snapshot", "Views", "--update"], directory: dir).status == 0)
        let product = dir + "/Snapshots/Views/hat.yaml/product.txt"
        try "export PS1=x\n".write(toFile: dir + "/bashrc", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: product)
        #expect(symlink("../../../bashrc", product) == 0)
        let check = try earshot(["snapshot", "Views", "--check"], directory: dir)
        #expect(check.status == 1)
        #expect(!check.out.contains("PS1"), "the link's target is never printed")
        #expect(check.out.contains("unreadable: Snapshots/Views/hat.yaml/product.txt: it is a symbolic link, and Earshot follows none in files it finds itself\n"))
        try FileManager.default.removeItem(atPath: dir + "/Snapshots/Views/hat.yaml/thanks.txt")
        let update = try earshot(["snapshot", "Views", "--update"], directory: dir)
        #expect(update.status == 2)
        #expect(update.err.contains("Snapshots/Views/hat.yaml/product.txt: error: a symbolic link where Earshot writes a file of its own"), "\(update.err)")
        #expect(update.err.hasSuffix("earshot: 1 snapshot written to Snapshots, 1 not written (above)\n"), "the other screen is still written")
        #expect(try String(contentsOfFile: dir + "/bashrc", encoding: .utf8) == "export PS1=x\n")
    }

    @Test func aDanglingLinkOrAFIFOWhereASnapshotGoesIsLeftAndReported() throws {
        let dir = try snapshotProject("fifo")
        try FileManager.default.createDirectory(atPath: dir + "/Snapshots/Views/hat.yaml", withIntermediateDirectories: true)
        #expect(symlink("../../../planted.txt", dir + "/Snapshots/Views/hat.yaml/product.txt") == 0)
        #expect(mkfifo(dir + "/Snapshots/Views/hat.yaml/thanks.txt", 0o644) == 0)
        let run = try earshot(["snapshot", "Views"], directory: dir)
        #expect(run.status == 1, "\(run.err)")
        #expect(run.out.contains("unreadable: Snapshots/Views/hat.yaml/product.txt: it is a symbolic link"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/planted.txt"), "the link's target is not made")
        #expect(run.out.contains("unreadable: Snapshots/Views/hat.yaml/thanks.txt: it is not a regular file (a FIFO, device or socket)\n"))
    }

    @Test func recordedTextIsPrintedEscaped() throws {
        let dir = try snapshotProject("escape")
        #expect(try earshot(["snapshot", "Views", "--update"], directory: dir).status == 0)
        let product = dir + "/Snapshots/Views/hat.yaml/product.txt"
        let recorded = try String(contentsOfFile: product, encoding: .utf8)
        let hostile = recorded.replacingOccurrences(of: "Authentic Cowboy Hat", with: "\u{1B}]52;c;cm0gLXJmIH4=\u{07}Hat\r\u{202E}")
        try hostile.write(toFile: product, atomically: true, encoding: .utf8)
        let check = try earshot(["snapshot", "Views", "--check"], directory: dir)
        #expect(check.status == 1)
        #expect(check.out.contains("-1. \\u{1B}]52;c;cm0gLXJmIH4=\\u{7}Hat\\u{D}\\u{202E}. Heading.\n"), "\(check.out)")
        #expect(!check.outBytes.contains(0x1B) && !check.outBytes.contains(0x0D) && !check.outBytes.contains(0x07))
    }

    @Test func screensWhoseNamesWouldShareAFileGetOneEach() throws {
        let dir = temporary("snapshot-names")
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let long = String(repeating: "n", count: 400)
        var text = "earshot: 1\nscreens:\n"
        for id in ["a/b", "a_b", "a\\\\b", long] {
            text += "  - id: \"\(id)\"\n    elements:\n      - {id: x\(text.count), label: \"\(id.prefix(8))\", traits: [button]}\n"
        }
        try text.write(toFile: dir + "/s.yaml", atomically: true, encoding: .utf8)
        let update = try earshot(["snapshot", "s.yaml", "--update"], directory: dir)
        #expect(update.status == 0, "\(update.err)")
        #expect(update.err == "earshot: 4 snapshots written to Snapshots\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir + "/Snapshots/s.yaml").sorted()
        #expect(names.count == 4 && names.contains("a_b.txt"), "\(names)")
        #expect(names.allSatisfy { $0.utf8.count <= 170 })
        let check = try earshot(["snapshot", "s.yaml", "--check"], directory: dir)
        #expect(check.status == 0 && check.out == "4 snapshots, 0 changed, 0 new, 0 gone, 4 unchanged\n", "\(check.out)")
    }

    /// A snapshot's name is its source's path from the repository root, wherever the snapshot
    /// folder is: never `_up` or an absolute path re-rooted under it.
    @Test func snapshotNamesStartAtTheRepositoryRoot() throws {
        let dir = try snapshotProject("root")
        try FileManager.default.createDirectory(atPath: dir + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/ci/out", withIntermediateDirectories: true)
        let run = try earshot(["snapshot", "Views", "--dir", "ci/out/snaps", "--update"], directory: dir)
        #expect(run.status == 0, "\(run.err)")
        #expect(FileManager.default.fileExists(atPath: dir + "/ci/out/snaps/Views/hat.yaml/product.txt"))
        let inside = try earshot(["snapshot", "../../Views", "--dir", "snaps", "--check"], directory: dir + "/ci/out")
        #expect(inside.status == 0 && inside.out == "2 snapshots, 0 changed, 0 new, 0 gone, 2 unchanged\n", "\(inside.out)\(inside.err)")
    }
}
