import EarshotImport
public import EarshotLoader
import EarshotModel
import EarshotSwiftUI
import Synchronization

/// SwiftUI source, by its ending: every `View` struct a screen. A folder given by name is every
/// `.swift` file under it; views used by name are searched for in the files beside the first.
public struct SwiftUIViewSource: ScreenSource {
    /// The app's files searched for views: at most this many, each under `maxSiblingBytes`.
    public static let maxModuleFiles = 5_000
    public static let maxSiblingBytes = SwiftUIImport.maxFileBytes

    public var name: String { "SwiftUI source" }
    public var readsDirectories: Bool { true }
    public var options: Set<SourceOption> { [.screen, .module, .moreFiles] }

    public init() {}

    public func claims(path: String, head: [UInt8]) -> Bool { ScreenSources.ending(of: path) == "swift" }

    /// A `.swift` file that declares a `View` (or does not parse): models and helpers are left alone.
    public func isScreenFile(path: String, head: [UInt8], files: any SourceFiles) -> Bool {
        isScreenFile(path: path, head: head, options: SourceOptions(), files: files)
    }

    /// As `isScreenFile(path:head:files:)`; a file of the app is parsed as the app's (for the
    /// `--module` in `options`), so the import that follows in the run does not parse it again.
    public func isScreenFile(path: String, head: [UInt8], options: SourceOptions, files: any SourceFiles) -> Bool {
        guard claims(path: path, head: head), case .bytes(let bytes) = files.read(path) else { return false }
        if options.module.map({ files.entry($0) == .directory }) ?? true {
            return SwiftUIImport.declaresView(bytes, path: path, library: Self.siblings(of: path, except: [], module: options.module, files: files).library)
        }
        return SwiftUIImport.declaresView(bytes)
    }

    public func read(_ path: String, bytes: [UInt8], options: SourceOptions, files: any SourceFiles) -> Result<SourceRead, SourceFailure> {
        var paths: [String] = [], notes: [SourceApproximation] = []
        for given in [path] + options.more {
            guard files.entry(given) == .directory else {
                paths.append(given)
                continue
            }
            let listed = Self.swiftFiles(under: given, files: files, limit: Self.maxModuleFiles)
            paths += listed.paths
            if !listed.complete { notes.append(Self.capped(given)) }
        }
        guard let main = paths.first else { return .failure(.usage("no .swift files in '\(path)'")) }
        var sources: [SwiftUIImport.File] = []
        for file in paths {
            if file == path, !bytes.isEmpty {
                sources.append(SwiftUIImport.File(path: file, bytes: bytes))
                continue
            }
            switch files.read(file) {
            case .bytes(let read): sources.append(SwiftUIImport.File(path: file, bytes: read))
            case .unreadable(let why): return .failure(.unreadable(path: file, why: why))
            case .outside(let real): return .failure(.unreadable(path: file, why: "it resolves to '\(real)'"))
            }
        }
        let read: SwiftUIImport.ReadFile = { path in
            if case .bytes(let bytes) = files.readFound(path, in: LayoutPaths.stringsFolder(of: path)) { return bytes }
            return nil
        }
        if let module = options.module, files.entry(module) != .directory {
            return .failure(.unreadable(path: module, why: "--module names no folder"))
        }
        let (library, skipping, root, said) = Self.siblings(of: main, except: paths, module: options.module, files: files)
        // Files Earshot found itself: no link followed, nothing outside the module read.
        let readLibrary: SwiftUIImport.ReadFile = { full in
            if case .bytes(let bytes) = files.readFound(full, in: root), bytes.count < Self.maxSiblingBytes { return bytes }
            return nil
        }
        let searched = notes.isEmpty ? library : SwiftUILibrary(files: library.files, notes: notes + library.notes, tableFiles: library.tableFiles,
                                                                        projectFiles: library.projectFiles)
        // The whole app, when the run names it: how it shows each view is looked for there.
        let app = options.app.flatMap { folder -> (library: SwiftUILibrary, read: SwiftUIImport.ReadFile)? in
            guard files.entry(folder) == .directory, files.isTrusted(folder) else { return nil }
            let read: SwiftUIImport.ReadFile = { full in
                if case .bytes(let bytes) = files.readFound(full, in: folder), bytes.count < Self.maxSiblingBytes { return bytes }
                return nil
            }
            return (Self.listing(under: folder, files: files, dropsDot: false).library, read)
        }
        return SwiftUIImport.yaml(main: sources[0], given: Array(sources.dropFirst()), library: searched, readLibrary: readLibrary,
                                  skipping: skipping, app: app, screenID: options.screen, readFile: read)
            .map { read in
                var imported = read.layout
                imported.summary += "; views used by name looked for under " + said
                return .imported(imported)
            }.mapError { .diagnostics($0) }
    }

    /// Said when a folder holds more Swift files than are read: which are, and where.
    static func capped(_ folder: String) -> SourceApproximation {
        SourceApproximation(path: folder, location: .start, kind: "budget", what:
            "more than \(maxModuleFiles) Swift files under '\(folder)': the first \(maxModuleFiles) by name are read, views in the others are not found")
    }

    /// Folders of code the app did not write, or build products: not searched.
    static let vendored: Set<String> = ["Pods", "Carthage", "DerivedData", "build", "Build"]

    /// Every `.swift` file under `directory`, sorted, skipping hidden folders (`.build`, `.git`):
    /// at most `limit`, the first by name in a walk that visits each folder's entries in name
    /// order (so the same files are kept every run); `complete` is false when more were left.
    static func swiftFiles(under directory: String, files: any SourceFiles, limit: Int = .max)
        -> (paths: [String], complete: Bool, tables: [String], projects: [String]) {
        let base = directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        var found: [String] = [], pending = [base], tables: [String] = [], projects: [String] = []
        while let dir = pending.popLast() {
            var folders: [String] = []
            for name in (files.names(in: dir) ?? []).sorted() where !name.hasPrefix(".") && !Self.vendored.contains(name) {
                let full = dir == "/" ? "/" + name : dir + "/" + name
                switch files.entry(full) {
                case .directory where !files.isLink(full): folders.append(full)
                case .regular where ScreenSources.ending(of: name) == "swift":
                    guard found.count < limit else { return (found.sorted(), false, tables.sorted(), projects.sorted()) }
                    found.append(full)
                case .regular where Self.tableEndings.contains(ScreenSources.ending(of: name)) && tables.count < Self.maxTableFiles:
                    tables.append(full)
                case .regular where SwiftUILibrary.isProjectFile(name) && projects.count < Self.maxTableFiles:
                    projects.append(full)
                case nil, .directory?, .regular?, .other?: continue
                }
            }
            // Popped last first: the first by name is walked next.
            pending += folders.reversed()
        }
        return (found.sorted(), true, tables.sorted(), projects.sorted())
    }

    /// The strings tables' endings a listing notes, and how many of them it notes at most.
    static let tableEndings: Set<String> = ["strings", "stringsdict", "xcstrings"]
    static let maxTableFiles = 2_000

    /// The app's other `.swift` files: searched for views by name, never screens themselves.
    /// The app is `module` when given, else the nearest folder above `path` that `moduleRoot`
    /// finds, else `path`'s own folder: every `.swift` file under it (hidden folders, build
    /// products and vendored pods left out). Only names and sizes are looked at here; bytes are
    /// read when the import looks for a view. The listing and its index are made once per run;
    /// `skipping` is those of them given by name; `said` names the folder for the import's summary.
    static func siblings(of path: String, except given: [String], module: String? = nil, files: any SourceFiles)
        -> (library: SwiftUILibrary, skipping: Set<String>, root: String, said: String) {
        let dir = LayoutPaths.directory(of: path)
        let own = dir.isEmpty ? "." : dir
        let found = module == nil ? moduleRoot(above: own, files: files, remembered: true) : nil
        let root = module ?? (found?.trusted == true ? found?.folder : nil) ?? own
        let said = Self.said(root, module: module != nil, found: found)
        // With no project found, the file's own folder is the module, unless others may write
        // in it (a file straight in /tmp): its neighbours there are not read.
        if module == nil, !files.isTrusted(root) {
            return (SwiftUILibrary(files: [], notes: [SourceApproximation(path: root, location: .start, kind: "budget", what:
                "'\(root)' is a folder others may write in: its other Swift files are not searched for views (give --module)")]), [], root, said)
        }
        let listing = listing(under: root, files: files, dropsDot: dir.isEmpty)
        let skipping = Set(given.compactMap { listing.byName[ScreenSources.normalized($0)] })
        return (listing.library, skipping, root, said)
    }

    /// The `.swift` files under `root`, listed once per run: a folder audit does not walk the app
    /// again per file. `dropsDot`: `./V.swift` is listed as `V.swift`.
    static func listing(under root: String, files: any SourceFiles, dropsDot: Bool) -> ModuleListing.Listing {
        ModuleListing.shared.files(under: root) {
            let listed = swiftFiles(under: root, files: files, limit: maxModuleFiles)
            var entries: [SwiftUILibrary.Entry] = [], byName: [String: String] = [:]
            for path in listed.paths {
                let full = dropsDot && path.hasPrefix("./") ? String(path.dropFirst(2)) : path
                guard files.entry(full) == .regular, let size = files.size(full), size < maxSiblingBytes else { continue }
                entries.append(SwiftUILibrary.Entry(path: full, size: size))
                byName[ScreenSources.normalized(full)] = full
            }
            let library = SwiftUILibrary(files: entries, notes: listed.complete ? [] : [capped(root)], tableFiles: listed.tables,
                                         projectFiles: listed.projects)
            return ModuleListing.Listing(library: library, byName: byName)
        }
    }

    /// The folder searched, in the import's summary, and why it is that one: `'App' (the
    /// nearest folder holding App.xcodeproj)`.
    static func said(_ root: String, module: Bool, found: ModuleRoot?) -> String {
        func named(_ folder: String) -> String { folder == "." ? "the current folder" : "'\(folder)'" }
        if module { return named(root) + " (given with --module)" }
        guard let found else {
            return named(root) + " (the file's own folder: no .xcodeproj, .xcworkspace, Package.swift or .git above it)"
        }
        if found.trusted { return named(root) + " (the nearest folder holding \(found.marker))" }
        return named(root) + " (the file's own folder: the \(found.marker) in \(named(found.folder)) is in a folder others may write to)"
    }

    /// A folder above a file that holds a project marker, and whether the user can trust it.
    struct ModuleRoot: Equatable, Sendable {
        var folder: String
        /// `App.xcodeproj`, `Package.swift`, `.git`, …: the first by name, `.git` last.
        var marker: String
        var trusted: Bool
    }

    /// Whether a folder entry marks the top of an app: an Xcode project or workspace, a Swift
    /// package, or a git repository (`.git`, a folder or a worktree's file).
    static func isMarker(_ name: String) -> Bool {
        name == "Package.swift" || name == ".git" || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
    }

    /// The nearest folder at or above `directory` that holds an Xcode project or workspace, a
    /// Swift package or a git repository, looked for up to the file system's root. It is trusted
    /// only when the user can trust it to be their own: a marker in a folder someone else owns,
    /// or that others may write to (a sticky `/tmp`), or a marker someone else owns, may have been
    /// planted there; the search stops at it, and the file's own folder is the module.
    /// `remembered`: the folder holding the marker is looked for once per run for each folder
    /// (the files of one folder share it); whether it is trusted is asked every time.
    static func moduleRoot(above directory: String, files: any SourceFiles, remembered: Bool = false) -> ModuleRoot? {
        let marked = remembered ? ModuleListing.shared.marker(above: directory) { marker(above: directory, files: files) }
            : marker(above: directory, files: files)
        guard let (dir, marker) = marked else { return nil }
        let trusted = files.isTrusted(dir) && files.isTrusted(dir == "/" ? "/" + marker : dir + "/" + marker)
        return ModuleRoot(folder: dir, marker: marker, trusted: trusted)
    }

    /// The nearest folder at or above `directory` holding a marker, and the marker.
    static func marker(above directory: String, files: any SourceFiles) -> (folder: String, marker: String)? {
        var dir = directory
        // Every folder up to the root: as many as the real path names, and the root itself.
        let levels = (files.realPath(directory)?.split(separator: "/").count ?? 0) + 1
        for _ in 0..<levels {
            // A project's own file names the app better than `.git` beside it.
            if let marker = (files.names(in: dir) ?? []).filter(isMarker).min(by: { ($0 == ".git" ? 1 : 0, $0) < ($1 == ".git" ? 1 : 0, $1) }) {
                return (dir, marker)
            }
            guard dir != "/" else { return nil }
            if dir == "." || dir == ".." || dir.hasSuffix("/..") {
                dir = dir == "." ? ".." : dir + "/.."
            } else {
                let parent = LayoutPaths.directory(of: dir)
                dir = parent.isEmpty ? "." : parent
            }
        }
        return nil
    }
}

/// The app folders' `.swift` files (path and size) as listed the first time this run asked,
/// with the index of what they declare: a file added to the app while the reader runs is seen the
/// next time it starts.
final class ModuleListing: Sendable {
    struct Listing: Sendable {
        let library: SwiftUILibrary
        /// Each file's normalized path → its path in the library.
        let byName: [String: String]
    }

    static let shared = ModuleListing()
    /// Folders kept at most; past it the listing starts again.
    static let capacity = 64
    /// Files' folders whose marker is kept at most.
    static let markerCapacity = 20_000
    private let listings = Mutex<[String: Listing]>([:])
    private let markers = Mutex<[String: Marker?]>([:])
    typealias Marker = (folder: String, marker: String)

    /// The listing of `root`, made with `list` the first time (under the lock: imports running
    /// side by side wait for the one listing, not each make their own).
    func files(under root: String, list: () -> Listing) -> Listing {
        listings.withLock { table in
            if let known = table[root] { return known }
            let listed = list()
            if table.count >= Self.capacity { table.removeAll() }
            table[root] = listed
            return listed
        }
    }

    /// The folder holding a project marker above the folder `directory`, found with `find` the
    /// first time: the files of one folder look through the folders above them once per run.
    func marker(above directory: String, find: () -> Marker?) -> Marker? {
        if let known = markers.withLock({ $0[directory] }) { return known }
        let found = find()
        markers.withLock { table in
            if table.count >= Self.markerCapacity { table.removeAll() }
            table[directory] = .some(found)
        }
        return found
    }
}
