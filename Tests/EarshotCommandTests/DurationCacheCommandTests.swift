import EarshotTestSupport
import Foundation
import Testing

/// The cache of utterance lengths as `earshot efficiency` keeps it: a run killed at any moment
/// leaves a cache the next run can use (or none), never a damaged one, and figures never change.
@Suite(.serialized) struct DurationCacheCommandTests {
    let cli = CommandLineTests()

    /// A screen of `count` rows with a heading every ten: a few seconds of synthesis.
    func layout(_ count: Int) throws -> String {
        var text = "earshot: 1\nscreen:\n  id: s\n  size: [390, \(count * 50 + 100)]\n  elements:\n"
        for i in 0..<count {
            text += "    - {id: e\(i), label: \"Row \(i) of the long list\"\(i % 10 == 0 ? ", traits: [header]" : ""), frame: [0, \(i * 50), 390, 40]}\n"
        }
        let path = cli.temporary("cache-\(count).yaml")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Every line of every cache file well formed: the header, then `samples<TAB>key`.
    func wellFormed(_ directory: String) -> Bool {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in files where name.hasPrefix("durations-") && name.hasSuffix(".tsv") {
            guard let data = FileManager.default.contents(atPath: directory + "/" + name) else { return false }
            let text = String(decoding: data, as: UTF8.self)
            guard text.hasPrefix("earshot-durations 2\t"), text.hasSuffix("\n") else { return false }
            var lines = text.split(separator: "\n").dropFirst()
            guard lines.popLast()?.hasPrefix("end\t") == true else { return false }
            for line in lines {
                guard let tab = line.firstIndex(of: "\t"), Int(line[..<tab]) != nil else { return false }
            }
        }
        return true
    }

    @Test func aKilledRunLeavesAUsableCacheAndFiguresNeverChange() throws {
        try #require(FileManager.default.isExecutableFile(atPath: earshotBinary), "no built earshot: run swift build")
        let path = try layout(300)
        let directory = cli.temporary("killed-cache")
        try? FileManager.default.removeItem(atPath: directory)
        let environment = ["EARSHOT_CACHE_DIR": directory]
        let fresh = try cli.earshot(["efficiency", path, "--json"], environment: ["EARSHOT_CACHE_DIR": ""])
        #expect(fresh.status == 0)
        for delay in [0.05, 0.2, 0.4, 0.8, 1.2] {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: earshotBinary)
            p.arguments = ["efficiency", path, "--json"]
            p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            Thread.sleep(forTimeInterval: delay)
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
            #expect(wellFormed(directory), "after a kill at \(delay) s")
            let next = try cli.earshot(["efficiency", path, "--json"], environment: environment)
            #expect(next.status == 0 && next.out == fresh.out, "after a kill at \(delay) s")
            #expect(wellFormed(directory))
        }
        // Damage it by hand: the next run ignores it, answers the same, and rebuilds it.
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".tsv") }
        #expect(!files.isEmpty)
        for name in files { try Data("earshot-durations 1\tgarbage\n12".utf8).write(to: URL(fileURLWithPath: directory + "/" + name)) }
        let repaired = try cli.earshot(["efficiency", path, "--json"], environment: environment)
        #expect(repaired.out == fresh.out && wellFormed(directory))
    }
}
