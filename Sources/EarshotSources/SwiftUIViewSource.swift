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
    /// How many folders up from a file its app's project or package is looked for.
    static let moduleLevels = 6

    public var name: String { "SwiftUI source" }
    public var readsDirectories: Bool { true }

    public init() {}

    public func claims(path: String, head: [UInt8]) -> Bool { ScreenSources.ending(of: path) == "swift" }

    /// A `.swift` file that declares a `View` (or does not parse): models and helpers are left alone.
    public func isScreenFile(path: String, head: [UInt8], files: any SourceFiles) -> Bool {
        guard claims(path: path, head: head), case .bytes(let bytes) = files.read(path) else { return false }
        return SwiftUIImport.declaresView(bytes)
    }

    public func read(_ path: String, bytes: [UInt8], options: SourceOptions, files: any SourceFiles) -> Result<SourceRead, SourceFailure> {
        if options.dumpFormat != nil { return .failure(.usage("--from is for accessibility dumps; a swift file is read by its ending")) }
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
        let (library, skipping, root) = Self.siblings(of: main, except: paths, module: options.module, files: files)
        // Files Earshot found itself: no link followed, nothing outside the module read.
        let readLibrary: SwiftUIImport.ReadFile = { full in
            if case .bytes(let bytes) = files.readFound(full, in: root), bytes.count < Self.maxSiblingBytes { return bytes }
            return nil
        }
        let searched = notes.isEmpty ? library : SwiftUILibrary(files: library.files, notes: notes + library.notes)
        return SwiftUIImport.yaml(main: sources[0], given: Array(sources.dropFirst()), library: searched, readLibrary: readLibrary,
                                  skipping: skipping, screenID: options.screen ?? options.screenID, readFile: read)
            .map { read in
                var imported = read.layout
                imported.summary += "; views used by name looked for under " + (root == "." ? "the current folder" : "'\(root)'")
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
    static func swiftFiles(under directory: String, files: any SourceFiles, limit: Int = .max) -> (paths: [String], complete: Bool) {
        let base = directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        var found: [String] = [], pending = [base]
        while let dir = pending.popLast() {
            var folders: [String] = []
            for name in (files.names(in: dir) ?? []).sorted() where !name.hasPrefix(".") && !Self.vendored.contains(name) {
                let full = dir == "/" ? "/" + name : dir + "/" + name
                switch files.entry(full) {
                case .directory where !files.isLink(full): folders.append(full)
                case .regular where ScreenSources.ending(of: name) == "swift":
                    guard found.count < limit else { return (found.sorted(), false) }
                    found.append(full)
                default: continue
                }
            }
            // Popped last first: the first by name is walked next.
            pending += folders.reversed()
        }
        return (found.sorted(), true)
    }

    /// The app's other `.swift` files: searched for views by name, never screens themselves.
    /// The app is the folder above `path` holding an `.xcodeproj`, `.xcworkspace` or
    /// `Package.swift` (at most `moduleLevels` up), every `.swift` file under it (hidden folders,
    /// build products and vendored pods left out); with none, every one under `path`'s folder. Only
    /// names and sizes are looked at here; bytes are read when the import looks for a view. The
    /// listing and its index are made once per run; `skipping` is those of them given by name.
    static func siblings(of path: String, except given: [String], module: String? = nil, files: any SourceFiles)
        -> (library: SwiftUILibrary, skipping: Set<String>, root: String) {
        let dir = LayoutPaths.directory(of: path)
        let root = module ?? moduleRoot(above: dir.isEmpty ? "." : dir, files: files) ?? (dir.isEmpty ? "." : dir)
        // With no project found, the file's own folder is the module, unless others may write
        // in it (a file straight in /tmp): its neighbours there are not read.
        if module == nil, !files.isTrusted(root) {
            return (SwiftUILibrary(files: [], notes: [SourceApproximation(path: root, location: .start, kind: "budget", what:
                "'\(root)' is a folder others may write in: its other Swift files are not searched for views (give --module)")]), [], root)
        }
        // The app's files are listed once per run: a folder audit does not walk the app again per file.
        let listing = ModuleListing.shared.files(under: root) {
            let listed = swiftFiles(under: root, files: files, limit: maxModuleFiles)
            var entries: [SwiftUILibrary.Entry] = [], byName: [String: String] = [:]
            for path in listed.paths {
                let full = dir.isEmpty && path.hasPrefix("./") ? String(path.dropFirst(2)) : path
                guard files.entry(full) == .regular, let size = files.size(full), size < maxSiblingBytes else { continue }
                entries.append(SwiftUILibrary.Entry(path: full, size: size))
                byName[ScreenSources.normalized(full)] = full
            }
            return ModuleListing.Listing(library: SwiftUILibrary(files: entries, notes: listed.complete ? [] : [capped(root)]), byName: byName)
        }
        let skipping = Set(given.compactMap { listing.byName[ScreenSources.normalized($0)] })
        return (listing.library, skipping, root)
    }

    /// The nearest folder at or above `directory` that holds an Xcode project or a Swift package,
    /// and that the user can trust to be their own: a marker in a folder someone else owns, or
    /// that others may write to (a sticky `/tmp`), or a marker someone else owns, may have been
    /// planted there; the search stops at it, and the file's own folder is the module.
    static func moduleRoot(above directory: String, files: any SourceFiles) -> String? {
        var dir = directory
        for _ in 0..<moduleLevels {
            let names = files.names(in: dir) ?? []
            if let marker = names.first(where: { $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) {
                return files.isTrusted(dir) && files.isTrusted(dir == "/" ? "/" + marker : dir + "/" + marker) ? dir : nil
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
    private let listings = Mutex<[String: Listing]>([:])

    func files(under root: String, list: () -> Listing) -> Listing {
        if let known = listings.withLock({ $0[root] }) { return known }
        let listed = list()
        listings.withLock { table in
            if table.count >= Self.capacity { table.removeAll() }
            table[root] = listed
        }
        return listed
    }
}
