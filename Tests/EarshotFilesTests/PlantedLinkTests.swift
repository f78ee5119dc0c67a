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
                                    refusal: "a symbolic link in a shared folder, owned by someone else: not followed (write to the file itself)")) {
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
}
