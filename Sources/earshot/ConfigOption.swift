import ArgumentParser
import EarshotCore
import EarshotFiles
import Foundation

/// `--config FILE`, and the `.earshot.yml` a team commits: found by walking up from the first
/// path given (to the repository's root, the folder holding `.git`), read as a file Earshot
/// found itself; one named on the command line is read as named. Every problem in it is an
/// error at its place, and the command stops.
struct ConfigOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The settings file (default: the nearest .earshot.yml above the first path, up to the repository's root).", valueName: "FILE"))
    var config: String?

    /// The settings in force, or nil when there are none.
    func settings(for paths: [String]) throws -> ProjectConfig? {
        let disk = Resources.files
        if let config {
            guard let bytes = Resources.readFile(config) else {
                throw Failure.usage("cannot read settings '\(VisibleText.escape(config))': \(Unreadable.reason(config))")
            }
            return try Self.load(bytes, path: config)
        }
        let here = FileManager.default.currentDirectoryPath
        let first = paths.first.map { $0.hasPrefix("/") ? $0 : here + "/" + $0 } ?? here
        var folder = disk.entry(first) == .directory ? first : (first as NSString).deletingLastPathComponent
        folder = disk.realPath(folder) ?? folder
        while true {
            let candidate = folder == "/" ? "/" + ProjectConfig.fileName : folder + "/" + ProjectConfig.fileName
            if disk.isLink(candidate) || disk.entry(candidate) != nil {
                switch disk.readFound(candidate, in: folder) {
                case .bytes(let bytes): return try Self.load(bytes, path: Self.shown(candidate, here: here))
                case .unreadable(let why): throw Failure.usage("cannot read settings '\(VisibleText.escape(candidate))': \(why)")
                case .outside(let real): throw Failure.usage("cannot read settings '\(VisibleText.escape(candidate))': it resolves to '\(real)'")
                }
            }
            if disk.entry(folder + "/.git") != nil || folder == "/" { return nil }
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    static func load(_ bytes: [UInt8], path: String) throws -> ProjectConfig {
        switch ProjectConfig.load(bytes: bytes, path: path) {
        case .success(let config): return config
        case .failure(let list): throw Failure.diagnostics(list)
        }
    }

    /// A path under the current folder as a relative one, for messages and the settings' folder.
    static func shown(_ path: String, here: String) -> String {
        path.hasPrefix(here + "/") ? String(path.dropFirst(here.count + 1)) : path
    }
}
