import EarshotCore
import Foundation

/// Files the program reads: layouts, voice profiles, and the bundled samples.
enum Resources {
    static let readFile: LayoutLoader.ReadFile = { path in
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// The bundled folder `name` (`Layouts`, `Voices`): beside the working directory, or above the executable.
    static func bundled(_ name: String) -> String? {
        var candidates = [FileManager.default.currentDirectoryPath]
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(dir.path)
            dir = dir.deletingLastPathComponent()
        }
        for base in candidates {
            let path = base + "/" + name
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return path }
        }
        return nil
    }

    /// The layout at `path`, or its diagnostics printed and exit 2.
    static func layout(_ path: String) throws -> Layout {
        guard let bytes = readFile(path) else { throw Failure.usage("cannot read layout '\(path)'") }
        switch LayoutLoader(readFile: readFile).load(bytes: bytes, path: path) {
        case .success(let layout): return layout
        case .failure(let list): throw Failure.diagnostics(list)
        }
    }

    /// Every layout reachable by `goto` from `layout`, loaded, keyed by path.
    static func workspace(_ layout: Layout) throws -> Workspace {
        try Workspace.loading(root: layout, self.layout)
    }

    /// A voice profile by name (a file in `Voices/`) or by path.
    static func profile(_ name: String) throws -> VoiceProfile {
        var path = name
        if !name.contains("/") && !name.hasSuffix(".yaml") {
            guard let voices = bundled("Voices") else { throw Failure.usage("no Voices folder found for profile '\(name)'") }
            path = voices + "/" + name + ".yaml"
            guard FileManager.default.fileExists(atPath: path) else {
                let known = profileNames().joined(separator: ", ")
                throw Failure.usage("no voice profile named '\(name)' (profiles: \(known))")
            }
        }
        guard let bytes = readFile(path) else { throw Failure.usage("cannot read voice profile '\(path)'") }
        switch VoiceProfile.load(bytes: bytes, path: path) {
        case .success(let profile): return profile
        case .failure(let list): throw Failure.diagnostics(list)
        }
    }

    static func profileNames() -> [String] {
        guard let voices = bundled("Voices"),
              let files = try? FileManager.default.contentsOfDirectory(atPath: voices) else { return [] }
        return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }
}
