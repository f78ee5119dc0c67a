import Foundation
import Testing

/// Utterance lengths measured ahead by worker processes (`earshot _measure`) for `earshot
/// efficiency`: the same numbers espeak-ng gives in-process, and a worker that fails in any way
/// is replaced by in-process synthesis, never by its answer.
@Suite(.serialized) struct LengthWorkersCommandTests {
    let cli = CommandLineTests()
    let cacheTests = DurationCacheCommandTests()

    /// The lengths a run left in its cache directory, in the order they were measured.
    func lengths(_ directory: String) throws -> [(key: String, samples: Int)] {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix("durations-") }
        let file = try #require(files.first)
        let text = String(decoding: try #require(FileManager.default.contents(atPath: directory + "/" + file)), as: UTF8.self)
        // After the header, one line per length; the last line is the file's checksum.
        return try text.split(separator: "\n").dropFirst().filter { !$0.hasPrefix("end\t") }.map { line in
            let tab = try #require(line.firstIndex(of: "\t"))
            return (String(line[line.index(after: tab)...]), try #require(Int(line[..<tab])))
        }
    }

    /// A fresh cache directory and an efficiency run with `workers` shares.
    func efficiency(_ path: String, workers: Int, name: String) throws -> (summary: [String: Any], cache: String) {
        let directory = cli.temporary(name)
        try? FileManager.default.removeItem(atPath: directory)
        let environment = ["EARSHOT_CACHE_DIR": directory, "EARSHOT_WORKERS": String(workers)]
        let run = try cli.earshot(["efficiency", path, "--json"], environment: environment)
        try #require(run.status == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        return (try #require(json["summary"] as? [String: Any]), directory)
    }

    func seconds(_ summary: [String: Any], _ key: String) throws -> Double { try #require(summary[key] as? Double) }

    @Test func aWorkerMeasuresExactlyWhatInProcessSynthesisDoes() throws {
        let path = try cacheTests.layout(300)
        let directory = try efficiency(path, workers: 1, name: "workers-1").cache
        let inProcess = try lengths(directory)
        #expect(inProcess.count > 300)
        // The settings the run used, from its cache file's header.
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: directory).first)
        let text = String(decoding: try #require(FileManager.default.contents(atPath: directory + "/" + file)), as: UTF8.self)
        let h = text.prefix { $0 != "\n" }.split(separator: "\t").map(String.init)
        try #require(h.count == 7)
        let header: [String: Any] = ["version": h[1], "voice": h[2], "rate": Int(h[3]) ?? 0, "pitch": Int(h[4]) ?? 0,
                                     "volume": Int(h[5]) ?? 0, "detectLanguages": h[6] == "detect"]
        var input = String(decoding: try JSONSerialization.data(withJSONObject: header), as: UTF8.self) + "\n"
        // The same items in the same order through a worker: espeak-ng's own numbers, exactly.
        for (key, _) in inProcess {
            // The key as the file writes it: delay, language and text, tabs written as `\t`.
            let parts = key.components(separatedBy: "\\t")
            try #require(parts.count == 3)
            let item: [String: Any] = ["text": parts[2], "delay": Int(parts[0]) ?? 0, "language": parts[1].isEmpty ? NSNull() : parts[1]]
            input += String(decoding: try JSONSerialization.data(withJSONObject: item), as: UTF8.self) + "\n"
        }
        let worker = try cli.earshot(["_measure"], input: Data(input.utf8))
        #expect(worker.status == 0)
        #expect(worker.out.split(separator: "\n").compactMap { Int($0) } == inProcess.map(\.samples))
    }

    @Test func theCommandWithWorkersAgreesWithInProcessSynthesis() throws {
        let path = try cacheTests.layout(300)
        let one = try efficiency(path, workers: 1, name: "workers-one")
        let two = try efficiency(path, workers: 2, name: "workers-two")
        let a = Dictionary(try lengths(one.cache), uniquingKeysWith: { x, _ in x })
        let b = Dictionary(try lengths(two.cache), uniquingKeysWith: { x, _ in x })
        #expect(Set(a.keys) == Set(b.keys))
        // An utterance's length moves with what espeak-ng said before it (up to 4.2% measured
        // between two orders of the same utterances, in-process alike): the only difference.
        for (key, samples) in a { #expect(abs(Double(b[key] ?? 0) - Double(samples)) <= 0.05 * Double(samples), "\(key)") }
        for key in ["read_all_seconds", "worst_seconds", "median_seconds"] {
            let (x, y) = (try seconds(one.summary, key), try seconds(two.summary, key))
            #expect(abs(y - x) <= 0.01 * x, "\(key)")
        }
    }

    /// A screen whose 300 rows are too long to bound: EAR018 measures every one.
    func verboseLayout() throws -> String {
        var text = "earshot: 1\nscreen:\n  id: s\n  size: [390, 15100]\n  elements:\n"
        for i in 0..<300 {
            text += "    - {id: e\(i), label: \"Row \(i). Opens the row with all of its details. Swipe up or down with one finger to adjust the value. Double tap to open it again later.\", frame: [0, \(i * 50), 390, 44]}\n"
        }
        let path = cli.temporary("verbose-300.yaml")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// `earshot audit --format json --notes` (EAR018 finds notes) with a fresh cache and `workers` workers.
    func audit(_ path: String, workers: Int, name: String) throws -> String {
        let directory = cli.temporary(name)
        try? FileManager.default.removeItem(atPath: directory)
        let environment = ["EARSHOT_CACHE_DIR": directory, "EARSHOT_WORKERS": String(workers)]
        let run = try cli.earshot(["audit", path, "--format", "json", "--notes"], environment: environment)
        try #require(run.status != 2, "\(run.err)")
        return run.out
    }

    /// (rule, element) of each finding in audit JSON.
    func found(_ json: String) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        return findings.map { "\($0["rule"] ?? "") \($0["element"] ?? "")" }
    }

    @Test func theAuditMeasuresAheadWithWorkersAndAnswersTheSameEveryRun() throws {
        let path = try verboseLayout()
        // Each worker starts fresh and measures a fixed share: two cold runs agree to the byte.
        let first = try audit(path, workers: 2, name: "audit-first")
        let second = try audit(path, workers: 2, name: "audit-second")
        #expect(first == second)
        #expect(try found(first).filter { $0.hasPrefix("EAR018") }.count == 300)
        // And find what measuring in this process alone finds.
        #expect(try found(first) == found(try audit(path, workers: 1, name: "audit-alone")))
    }
}
