import EarshotCore
import EarshotSources
import EarshotSpeech
import Foundation

/// `earshot audit`'s checks on a generated screen, with espeak-ng measuring speech at 220 wpm
/// as the command does.
enum AuditBench {
    struct Figures {
        var elements: Int
        var seconds: Double
        var findings: Int
        var synthesized: Int
    }

    /// One run as the command makes it, lengths measured ahead by workers; `cache` is the directory of lengths kept between runs
    /// (nil: none). The time includes loading and saving the cache.
    static func run(elements count: Int, cache: String? = nil) throws -> Figures {
        let layout = LayoutGenerator.rows(count)
        let engine = try EspeakEngine.shared.get()
        let settings = EspeakEngine.Settings(voice: "en-us", rate: 220)
        let start = now()
        let time = ListeningTime(engine: engine, settings: settings,
                                 durations: cache.map { DurationCache(directory: $0, engineVersion: engine.version, settings: settings) })
        let findings = Audit.run(Workspace(root: layout), lengths: time.lengths(worker: MeasureCommand.worker))
        time.save()
        return Figures(elements: count, seconds: Double(now() - start) / 1e9, findings: findings.count,
                       synthesized: time.synthesizedCount)
    }

    /// A real-looking capture: an idb dump of a settings list with `nodes` nodes, imported, then
    /// audited with an empty cache directory (every rule).
    static func dump(nodes: Int) throws -> (figures: Figures, stops: Int) {
        let bytes = Array(ImportBench.dump(.idb, nodes: nodes).utf8)
        guard case .success(let layout) = ScreenSources.standard.layout("bench.json", files: MemoryFiles(["bench.json": bytes])) else {
            throw BenchError(description: "the generated dump did not import")
        }
        let directory = NSTemporaryDirectory() + "earshot-bench-dump-cache-\(getpid())"
        try? FileManager.default.removeItem(atPath: directory)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let engine = try EspeakEngine.shared.get()
        let settings = EspeakEngine.Settings(voice: "en-us", rate: 220)
        let start = now()
        let time = ListeningTime(engine: engine, settings: settings,
                                 durations: DurationCache(directory: directory, engineVersion: engine.version, settings: settings))
        let findings = Audit.run(Workspace(root: layout), lengths: time.lengths(worker: MeasureCommand.worker))
        time.save()
        let stops = Navigator(workspace: Workspace(root: layout)).state.reachable.count
        return (Figures(elements: nodes, seconds: Double(now() - start) / 1e9, findings: findings.count,
                        synthesized: time.synthesizedCount + time.primedCount), stops)
    }

    /// Cold (an empty cache directory) then warm (the cache the cold run left).
    static func coldAndWarm(elements count: Int) throws -> (cold: Figures, warm: Figures) {
        let directory = NSTemporaryDirectory() + "earshot-bench-cache-\(getpid())"
        try? FileManager.default.removeItem(atPath: directory)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cold = try run(elements: count, cache: directory)
        return (cold, try run(elements: count, cache: directory))
    }

    static func print(_ f: Figures, _ what: String = "") {
        Swift.print("audit, \(f.elements) elements, every rule\(what): \(format(f.seconds)) s, \(f.findings) findings, "
                    + "\(f.synthesized) utterances synthesized")
    }
}
