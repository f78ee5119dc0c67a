import Foundation

/// `earshot-bench folder`: `earshot snapshot` and `earshot audit` over generated app folders
/// (`AppFolder`) of 1,200 and 5,000 Swift files, and `earshot import` of one screen in each, the
/// whole process timed (the `earshot` built beside this program). The folders are written to a
/// temporary folder and removed after.
enum FolderBench {
    struct Figure {
        var what: String
        var seconds: Double
        var status: Int32
    }

    static func run(sizes: [Int], runs: Int) -> [String] {
        let earshot = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("earshot").path
        guard FileManager.default.isExecutableFile(atPath: earshot) else { return ["folder: no earshot built beside earshot-bench"] }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-bench-folder-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var lines: [String] = []
        for size in sizes {
            let app: AppFolder.Written
            do { app = try AppFolder.write(files: size, to: scratch, name: "App\(size)") } catch {
                lines.append("folder: could not write the app of \(size) files: \(error)")
                continue
            }
            let snaps = scratch + "/snapshots\(size)"
            let settings: String
            do { settings = try AppFolder.writeSettings(in: app.root) } catch {
                lines.append("folder: could not write the settings screen: \(error)")
                continue
            }
            let cases: [(String, [String])] = [
                ("snapshot --update", ["snapshot", app.root, "--dir", snaps, "--update"]),
                ("snapshot --check", ["snapshot", app.root, "--dir", snaps, "--check"]),
                ("audit, every rule", ["audit", app.root]),
                ("import of its 1,000-line settings screen", ["import", settings, "-o", scratch + "/one\(size).yaml"]),
            ]
            for (what, arguments) in cases {
                var times: [Double] = []
                var status: Int32 = 0
                for _ in 0..<(what == "snapshot --update" ? 1 : runs) {
                    let (seconds, code) = time(earshot, arguments)
                    times.append(seconds)
                    status = code
                }
                lines.append("folder of \(app.swiftFiles + 1) Swift files (\(app.views + 1) screen files), \(what): median \(format(median(times))) s over \(times.count)"
                    + " run\(times.count == 1 ? "" : "s") (exit \(status))")
            }
        }
        return lines
    }

    /// Seconds `executable arguments` took, whole process, and its exit status; output discarded.
    static func time(_ executable: String, _ arguments: [String]) -> (Double, Int32) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        let started = Date()
        do { try p.run() } catch { return (0, -1) }
        p.waitUntilExit()
        return (Date().timeIntervalSince(started), p.terminationStatus)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
