@testable import EarshotFiles
import Foundation
import Testing

/// A link in a sticky, world-writable folder (`/tmp`) is followed only when it belongs to the
/// folder's owner or to whoever runs Earshot, whatever the kernel's `fs.protected_symlinks`:
/// otherwise someone else may have planted it to aim a write at a file of their choosing.
@Suite struct PlantedLinkTests {
    func sharedFolder() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-shared-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        #expect(chmod(dir, 0o1777) == 0)
        return dir
    }

    @Test func aLinkSomeoneElsePlantedIsRefusedWithNothingWritten() throws {
        try #require(geteuid() == 0, "planting a link as another user needs root (CI runs as root)")
        let dir = try sharedFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let victim = dir + "/passwd"
        try "root:x:0:0\n".write(toFile: victim, atomically: true, encoding: .utf8)
        #expect(symlink(victim, dir + "/report.json") == 0)
        #expect(lchown(dir + "/report.json", 65534, 65534) == 0)
        #expect(throws: OutputError(path: dir + "/report.json", code: EACCES,
                                    refusal: "a symbolic link in a shared folder, owned by someone else: not followed (write to the file or folder itself)")) {
            try OutputFile.write("{}", to: dir + "/report.json")
        }
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "root:x:0:0\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["passwd", "report.json"])
    }

    @Test func aLinkOfTheCallersOwnIsFollowed() throws {
        let dir = try sharedFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(symlink("target.json", dir + "/report.json") == 0)
        try OutputFile.write("{}", to: dir + "/report.json")
        #expect(FileManager.default.contents(atPath: dir + "/target.json") == Data("{}".utf8))
    }

    @Test func aLinkOutsideASharedFolderIsFollowedWhoeverOwnsIt() throws {
        try #require(geteuid() == 0, "a link owned by another user needs root (CI runs as root)")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-own-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(symlink("target.json", dir + "/report.json") == 0)
        #expect(lchown(dir + "/report.json", 65534, 65534) == 0)
        try OutputFile.write("{}", to: dir + "/report.json")
        #expect(FileManager.default.contents(atPath: dir + "/target.json") == Data("{}".utf8))
    }

    /// A folder link another user planted in a shared folder is refused wherever it stands on
    /// the path — written into, made below, or emptied — not only as the last component.
    @Test func aPlantedFolderLinkIsRefusedAnywhereOnThePath() throws {
        try #require(geteuid() == 0, "planting a link as another user needs root (CI runs as root)")
        let dir = try sharedFolder()
        let mine = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-private-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dir); try? FileManager.default.removeItem(atPath: mine) }
        try FileManager.default.createDirectory(atPath: mine + "/deep", withIntermediateDirectories: true)
        #expect(chmod(mine, 0o700) == 0)
        try "kept\n".write(toFile: mine + "/kept.txt", atomically: true, encoding: .utf8)
        #expect(symlink(mine, dir + "/snaps") == 0)
        #expect(lchown(dir + "/snaps", 65534, 65534) == 0)
        let refusal = "'\(dir)/snaps' is a symbolic link in a shared folder, owned by someone else: not followed (write to the file or folder itself)"
        #expect(throws: OutputError(path: dir + "/snaps/new.txt", code: EACCES, refusal: refusal)) {
            try OutputFile.write("x", to: dir + "/snaps/new.txt")
        }
        #expect(throws: OutputError(path: dir + "/snaps/deep/er", code: EACCES, refusal: refusal)) {
            try OutputFolder.make(dir + "/snaps/deep/er")
        }
        #expect(throws: OutputError(path: dir + "/snaps/kept.txt", code: EACCES, refusal: refusal)) {
            try OutputFolder.removeFile(dir + "/snaps/kept.txt", in: dir + "/snaps")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: mine).sorted() == ["deep", "kept.txt"])
    }

    /// A file Earshot names itself (a snapshot, a cache entry) is never written through a link,
    /// a FIFO or a device, whoever owns them; a removal never goes through a linked folder.
    @Test func aFileEarshotNamesItselfIsNeverWrittenThroughALink() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-found-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir + "/snaps/in", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "secret\n".write(toFile: dir + "/bashrc", atomically: true, encoding: .utf8)
        #expect(symlink("../bashrc", dir + "/snaps/a.txt") == 0)
        #expect(symlink("../nowhere.txt", dir + "/snaps/dangling.txt") == 0)
        #expect(mkfifo(dir + "/snaps/fifo.txt", 0o644) == 0)
        #expect(throws: OutputError(path: dir + "/snaps/a.txt", code: EACCES, refusal: OutputTarget.foundLink)) {
            try OutputFile.write("$(boom)", to: dir + "/snaps/a.txt", found: true)
        }
        #expect(throws: OutputError(path: dir + "/snaps/dangling.txt", code: EACCES, refusal: OutputTarget.foundLink)) {
            try OutputFile.write("x", to: dir + "/snaps/dangling.txt", found: true)
        }
        #expect(throws: OutputError(path: dir + "/snaps/fifo.txt", code: EACCES, refusal: OutputTarget.foundSpecial)) {
            try OutputFile.write("x", to: dir + "/snaps/fifo.txt", found: true)
        }
        #expect(throws: OutputError(path: "/dev/null", code: EACCES, refusal: OutputTarget.foundSpecial)) {
            try OutputFile.write("x", to: "/dev/null", found: true)
        }
        #expect(try String(contentsOfFile: dir + "/bashrc", encoding: .utf8) == "secret\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/nowhere.txt"))
        // Removing: a link is left, and so is a file reached through a linked folder.
        #expect(symlink(dir, dir + "/snaps/up") == 0)
        #expect(throws: OutputError(path: dir + "/snaps/a.txt", code: EPERM)) { try OutputFolder.removeFile(dir + "/snaps/a.txt", in: dir + "/snaps") }
        #expect(throws: OutputError(path: dir + "/snaps/up/bashrc", code: EPERM,
                                    refusal: "'\(dir)/snaps/up' is not a folder of its own (a link is not gone through)")) {
            try OutputFolder.removeFile(dir + "/snaps/up/bashrc", in: dir + "/snaps")
        }
        #expect(FileManager.default.fileExists(atPath: dir + "/bashrc"))
        try "old\n".write(toFile: dir + "/snaps/in/b.txt", atomically: true, encoding: .utf8)
        try OutputFolder.removeFile(dir + "/snaps/in/b.txt", in: dir + "/snaps")
        #expect(!FileManager.default.fileExists(atPath: dir + "/snaps/in/b.txt"))
    }
}
