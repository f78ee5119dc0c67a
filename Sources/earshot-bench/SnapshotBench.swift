import Foundation

/// `earshot-bench snapshot`: `earshot snapshot --check` over the bundled layouts, fixtures and
/// examples, the whole process timed (the `earshot` built beside this program, run from the
/// repository root): recorded once with `--update` into a fresh folder, then checked five times.
enum SnapshotBench {
    static let sources = ["Examples", "Layouts", "Tests/Fixtures"]

    static func run(runs: Int = 5) -> String {
        let earshot = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("earshot").path
        guard FileManager.default.isExecutableFile(atPath: earshot) else { return "snapshot: no earshot built beside earshot-bench" }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-bench-snapshots-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let record = time(earshot, sources + ["--dir", folder, "--update"])
        var checks: [Double] = []
        var last = ""
        for _ in 0..<runs {
            let (seconds, output) = time(earshot, sources + ["--dir", folder, "--check"])
            checks.append(seconds)
            last = output
        }
        let summary = last.split(separator: "\n").last.map(String.init) ?? "?"
        return "snapshot, bundled layouts, fixtures and examples (\(summary)): --update \(String(format: "%.0f", record.0 * 1000)) ms, "
            + "--check median \(String(format: "%.0f", median(checks) * 1000)) ms over \(runs) runs (goal 2,000 ms)"
    }

    static func time(_ executable: String, _ arguments: [String]) -> (Double, String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = ["snapshot"] + arguments
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        let started = Date()
        do { try p.run() } catch { return (0, "could not run earshot: \(error)") }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (Date().timeIntervalSince(started), String(decoding: data, as: UTF8.self))
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
