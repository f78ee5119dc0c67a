import Dispatch
import Foundation
import Testing
@testable import EarshotSpeech

/// The cache of utterance lengths cannot be turned against the user: a cache file or folder
/// that is a link, a FIFO, a device, another user's, writable by others or too large is never
/// read or written; an edited file reads as foreign; runs saving at once lose nothing.
@Suite struct DurationCacheTrustTests {
    let directory: String
    let settings = EspeakEngine.Settings(voice: "en-us", rate: 220)

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-trust-\(UUID().uuidString)").path
        #expect(mkdir(directory, 0o700) == 0)
    }

    func cache() -> DurationCache { DurationCache(directory: directory, engineVersion: "1.51", settings: settings) }

    /// A saved cache with one entry, and its path.
    func saved(_ key: String = "0\t\tHello", _ value: Int = 12_000) -> String {
        let c = cache()
        c.store(value, for: key)
        c.save()
        return c.path ?? ""
    }

    @Test func aLinkIsNeitherFollowedNorWritten() throws {
        let path = try #require(cache().path)
        let startup = directory + "/bashrc"
        try "echo hi\n".write(toFile: startup, atomically: true, encoding: .utf8)
        #expect(symlink(startup, path) == 0)
        let c = cache()
        #expect(c.ignored == "earshot: note: the listening-time cache \(path) is not used: it is a symbolic link")
        c.store(10_000, for: "0\t\tBuy $(touch${IFS}PWNED) now")
        c.save()
        #expect(try String(contentsOfFile: startup, encoding: .utf8) == "echo hi\n")
    }

    @Test func aFIFOIsNeverOpened() throws {
        let path = try #require(cache().path)
        #expect(mkfifo(path, 0o600) == 0)
        let c = cache()
        #expect(c.ignored?.hasSuffix("is not used: it is a FIFO") == true, "\(c.ignored ?? "")")
        c.store(10_000, for: "0\t\tHello")
        c.save()
    }

    @Test func aFolderThatIsALinkOrOpenToOthersIsNotUsed() throws {
        let real = directory + "/real"
        #expect(mkdir(real, 0o700) == 0)
        #expect(symlink(real, directory + "/linked") == 0)
        let linked = DurationCache(directory: directory + "/linked", engineVersion: "1.51", settings: settings)
        #expect(linked.ignored?.hasSuffix("is not used: its folder is a symbolic link") == true, "\(linked.ignored ?? "")")
        chmod(real, 0o777)
        let open = DurationCache(directory: real, engineVersion: "1.51", settings: settings)
        #expect(open.ignored?.hasSuffix("is not used: its folder is writable by other users") == true, "\(open.ignored ?? "")")
    }

    @Test func aFileOpenToOthersOrTooLargeIsNotUsed() throws {
        let path = saved()
        chmod(path, 0o666)
        #expect(cache().ignored?.hasSuffix("is not used: it is writable by other users") == true)
        chmod(path, 0o600)
        #expect(cache().ignored == nil && cache().count == 1)
        #expect(truncate(path, off_t(DurationCache.maxBytes + 1)) == 0)
        #expect(cache().ignored?.hasSuffix("is not used: it is larger than 32 MB") == true)
    }

    @Test func editedLengthsReadAsForeign() throws {
        let path = saved()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(cache().count == 1)
        // Zeroed, as one would to hide long descriptions from the listening-time rules.
        try text.replacingOccurrences(of: "12000\t", with: "0\t").write(toFile: path, atomically: false, encoding: .utf8)
        #expect(cache().count == 0)
        // Any other edit breaks the checksum.
        try text.replacingOccurrences(of: "12000\t", with: "12\t").write(toFile: path, atomically: false, encoding: .utf8)
        #expect(cache().count == 0)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        #expect(cache().count == 1)
    }

    @Test func runsSavingAtOnceLoseNothing() throws {
        let directory = self.directory, settings = self.settings
        DispatchQueue.concurrentPerform(iterations: 16) { i in
            let c = DurationCache(directory: directory, engineVersion: "1.51", settings: settings)
            c.store(1_000 + i, for: "0\t\tutterance \(i)")
            c.save()
        }
        let merged = cache()
        #expect(merged.count == 16)
        #expect((0..<16).allSatisfy { merged.samples(for: "0\t\tutterance \($0)") == 1_000 + $0 })
    }
}
