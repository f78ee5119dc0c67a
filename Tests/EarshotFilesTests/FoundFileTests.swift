@testable import EarshotFiles
import EarshotLoader
import Foundation
import Testing

/// Files Earshot finds itself (a `goto` target, a recorded snapshot, a module's other files, a
/// strings table, a cache entry) go through one reader that follows no link and opens no FIFO
/// or device, and reads nothing outside the folder the file was found in.
@Suite struct FoundFileTests {
    func folder(_ name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-found-\(name)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir + "/in", withIntermediateDirectories: true)
        return dir
    }

    func why(_ read: LayoutFileRead) -> String {
        switch read {
        case .bytes(let bytes): return "read: " + String(decoding: bytes, as: UTF8.self)
        case .unreadable(let why): return why
        case .outside(let real): return "outside: " + real
        }
    }

    @Test func onlyARegularFileInsideItsFolderIsRead() throws {
        let dir = try folder("kinds")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let disk = DiskFiles()
        try "yes\n".write(toFile: dir + "/in/plain.txt", atomically: true, encoding: .utf8)
        try "secret\n".write(toFile: dir + "/secret.txt", atomically: true, encoding: .utf8)
        #expect(symlink("plain.txt", dir + "/in/link.txt") == 0)
        #expect(symlink("/proc/self/environ", dir + "/in/environ.txt") == 0)
        #expect(symlink("..", dir + "/in/up") == 0)
        #expect(mkfifo(dir + "/in/fifo.txt", 0o644) == 0)
        #expect(why(disk.readFound(dir + "/in/plain.txt", in: dir + "/in")) == "read: yes\n")
        #expect(why(disk.readFound(dir + "/in/link.txt", in: dir + "/in")) == DiskFiles.linkRefused, "even a link inside the folder")
        #expect(why(disk.readFound(dir + "/in/environ.txt", in: dir + "/in")) == DiskFiles.linkRefused)
        #expect(why(disk.readFound(dir + "/in/fifo.txt", in: dir + "/in")) == DiskFiles.specialRefused, "a FIFO is never opened")
        #expect(why(disk.readFound("/dev/zero", in: "/dev")) == DiskFiles.specialRefused)
        #expect(why(disk.readFound(dir + "/in/up/secret.txt", in: dir + "/in")).hasPrefix("outside: "), "through a linked folder")
        #expect(why(disk.readFound(dir + "/secret.txt", in: dir + "/in")).hasPrefix("outside: "))
        #expect(why(disk.readFound(dir + "/in", in: dir)) == "it is a directory")
        #expect(why(disk.readFound(dir + "/in/none.txt", in: dir + "/in")) == "no such file")
    }
}
