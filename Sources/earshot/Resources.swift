import EarshotCore
import EarshotFiles
import EarshotSources
import Foundation

/// Files the program reads: layouts, voice profiles, and the bundled samples.
enum Resources {
    /// A file the user named (a lab, a key map, a result, a baseline), read as screen files
    /// are: regular files only, within the size bound; nil when it cannot be read.
    static let readFile: LayoutLoader.ReadFile = { path in
        if case .bytes(let bytes) = files.read(path) { return bytes }
        return nil
    }

    /// A file Earshot found itself in one of its own folders (a voice or lab by name): read
    /// only when it is a regular file there, never through a link; else why it cannot be.
    static func readFound(_ path: String) -> Result<[UInt8], Unreadable.Reason> {
        switch files.readFound(path, in: LayoutPaths.directory(of: path)) {
        case .bytes(let bytes): return .success(bytes)
        case .unreadable(let why): return .failure(Unreadable.Reason(why))
        case .outside(let real): return .failure(Unreadable.Reason("it resolves to '\(real)', outside its folder"))
        }
    }

    /// The file at `path`, as found (`found`) or as the user named it; else why it cannot be read.
    static func read(_ path: String, found: Bool) -> Result<[UInt8], Unreadable.Reason> {
        if found { return readFound(path) }
        return readFile(path).map { .success($0) } ?? .failure(Unreadable.Reason(Unreadable.reason(path)))
    }

    /// The repository `path` is in: the nearest folder at or above it (an absolute folder)
    /// holding `.git`.
    static func repositoryRoot(above path: String) -> String? {
        AuditPath.repositoryRoot(above: path) { files.entry($0 + "/.git") != nil }
    }

    /// The bundled folder `name` (`Layouts`, `Voices`, `Labs`), looked for in this order: the
    /// installed data beside the executable (`<bin>/../share/earshot/<name>`, as `scripts/install`
    /// lays it out); the Earshot checkout the executable was built in (`.build/release/earshot`),
    /// up to five folders above it; the current directory when it is an Earshot checkout. An
    /// installed program never takes a folder of that name in the user's directory for its own.
    static func bundled(_ name: String) -> String? {
        let executable = executableDirectory()
        var candidates = [executable.appendingPathComponent("../share/earshot").standardizedFileURL.path]
        var dir = executable
        for _ in 0..<5 {
            if isCheckout(dir.path) { candidates.append(dir.path) }
            dir = dir.deletingLastPathComponent()
        }
        let here = FileManager.default.currentDirectoryPath
        if isCheckout(here) { candidates.append(here) }
        for base in candidates {
            let path = base + "/" + name
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return path }
        }
        return nil
    }

    /// The folder of the running program, links resolved: from the kernel (a program found on
    /// `PATH` has no folder in its `argv[0]`), else from `argv[0]`.
    static func executableDirectory() -> URL {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// Whether `path` is a checkout of Earshot itself: its package manifest and the program's sources.
    static func isCheckout(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path + "/Package.swift")
            && FileManager.default.fileExists(atPath: path + "/Sources/earshot", isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The file system every screen source reads through.
    static let files = DiskFiles()

    /// The screens at `path` as a layout, read by whichever screen source claims the file (a
    /// YAML layout, a dump told by its content, a storyboard or XIB, SwiftUI source), each
    /// element located in the file it came from; or its diagnostics (exit 2). Its `goto` files
    /// are read and checked by `workspace`. An option the file's source does not take is
    /// refused, unless `scope` says it is a run's setting over many files. `app`: the folder
    /// holding the whole app, where how it shows each SwiftUI view is looked for.
    static func layout(_ path: String, screen: String? = nil, module: String? = nil, scope: SourceOptions.Scope = .file,
                       app: String? = nil) throws -> Layout {
        switch ScreenSources.standard.layout(path, options: SourceOptions(screen: screen, module: module, scope: scope, app: app), files: files) {
        case .success(let layout): return layout
        case .failure(let failure): throw Failure(failure, reading: "layout")
        }
    }

    /// Every layout reachable by `goto` from `layout`, each read and parsed once through the
    /// screen sources, confined to the layout's directory tree by real path; problems are
    /// reported at the `goto`.
    static func workspace(_ layout: Layout) throws -> Workspace {
        switch ScreenSources.standard.workspace(layout, files: files) {
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
        let found = path != name
        let bytes: [UInt8]
        switch Resources.read(path, found: found) {
        case .success(let read): bytes = read
        case .failure(let why): throw Failure.usage("cannot read voice profile '\(path)': \(why.text)")
        }
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
