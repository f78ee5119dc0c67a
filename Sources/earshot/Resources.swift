import EarshotCore
import EarshotSwiftUI
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

    /// The layout at `path` on its own, or its diagnostics printed and exit 2. Its `goto` files
    /// are read and checked by `workspace`.
    /// A file that is an accessibility dump (by its content) is imported: the
    /// same layout `earshot import` writes, its elements located at their lines in the dump.
    /// A storyboard or XIB (by its ending) is read as its screens, `screen` (or its initial
    /// scene) first.
    static func layout(_ path: String, screen: String? = nil) throws -> Layout {
        guard let bytes = readFile(path) else { throw Failure.usage("cannot read layout '\(path)': \(Unreadable.reason(path))") }
        if InterfaceBuilderImport.handles(path) { return try interfaceBuilderLayout(bytes, path: path, screen: screen) }
        if SwiftUIFiles.isSwift(path) { return try SwiftUIFiles.layout(path, bytes: bytes) }
        switch DumpDetector.detect(bytes) {
        case .other(_, mayBeLayout: true): break
        case .dump, .other:
            // A dump, or a file a dump import refuses by name (an Android hierarchy, other XML).
            switch DumpImport.layout(bytes: bytes, path: path) {
            case .success(let layout): return layout
            case .failure(.diagnostics(let list)): throw Failure.diagnostics(list)
            case .failure(let failure): throw Failure.located(failure.description)
            }
        }
        switch LayoutLoader().load(bytes: bytes, path: path) {
        case .success(let layout): return layout
        case .failure(let list): throw Failure.diagnostics(list)
        }
    }

    /// Every layout reachable by `goto` from `layout`, each read and parsed once, confined to
    /// the layout's directory tree by real path; problems are reported at the `goto`.
    static func workspace(_ layout: Layout) throws -> Workspace {
        switch Workspace.load(root: layout, files: ConfinedFiles()) {
        case .success(let workspace): return workspace
        case .failure(let list): throw Failure.diagnostics(list)
        }
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
        guard let bytes = readFile(path) else { throw Failure.usage("cannot read voice profile '\(path)': \(Unreadable.reason(path))") }
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

/// Reads the files `goto` effects name, refusing any whose real path (every symlink, of the file
/// or of a directory on the way, resolved) leaves the referring layout's directory, and anything
/// that is not a regular file (a FIFO would block the reader forever).
struct ConfinedFiles: LayoutFiles {
    func read(_ path: String, confinedTo directory: String) -> LayoutFileRead {
        guard let root = Self.realPath(directory.isEmpty ? "." : directory) else {
            return .unreadable("its directory cannot be resolved")
        }
        guard let real = Self.realPath(path) else { return .unreadable("no such file") }
        guard real.hasPrefix(root == "/" ? "/" : root + "/") else { return .outside(realPath: real) }
        let type = (try? FileManager.default.attributesOfItem(atPath: real))?[.type] as? FileAttributeType
        guard type == .typeRegular else { return .unreadable("not a regular file") }
        guard let data = FileManager.default.contents(atPath: real) else { return .unreadable("permission denied") }
        return .bytes([UInt8](data))
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
