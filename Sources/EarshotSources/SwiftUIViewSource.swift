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
    public static let maxSiblingBytes = 4 << 20
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
        var paths: [String] = []
        for given in [path] + options.more {
            if files.entry(given) == .directory { paths += Self.swiftFiles(under: given, files: files) } else { paths.append(given) }
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
        let library = Self.siblings(of: main, except: paths, module: options.module, files: files)
        return SwiftUIImport.yaml(main: sources[0], given: Array(sources.dropFirst()), searching: library,
                                  screenID: options.screen ?? options.screenID, readFile: read)
            .map { .imported($0.layout) }.mapError { .diagnostics($0) }
    }

    /// Folders of code the app did not write, or build products: not searched.
    static let vendored: Set<String> = ["Pods", "Carthage", "DerivedData", "build", "Build"]

    /// Every `.swift` file under `directory`, sorted, skipping hidden folders (`.build`, `.git`).
    static func swiftFiles(under directory: String, files: any SourceFiles, limit: Int = .max) -> [String] {
        let base = directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        var found: [String] = [], pending = [base]
        while let dir = pending.popLast() {
            for name in files.names(in: dir) ?? [] where !name.hasPrefix(".") && !Self.vendored.contains(name) && found.count < limit {
                let full = dir == "/" ? "/" + name : dir + "/" + name
                switch files.entry(full) {
                case .directory where !files.isLink(full): pending.append(full)
                case .regular where ScreenSources.ending(of: name) == "swift": found.append(full)
                default: continue
                }
            }
        }
        return found.sorted()
    }

    /// The app's other `.swift` files: searched for views by name, never screens themselves.
    /// The app is the folder above `path` holding an `.xcodeproj`, `.xcworkspace` or
    /// `Package.swift` (at most `moduleLevels` up), every `.swift` file under it (hidden folders,
    /// build products and vendored pods left out); with none, every one under `path`'s folder. Only
    /// names and sizes are looked at here; bytes are read when the import looks for a view.
    static func siblings(of path: String, except given: [String], module: String? = nil, files: any SourceFiles) -> [SwiftUIImport.LibraryFile] {
        let dir = LayoutPaths.directory(of: path)
        let skip = Set(given.map(ScreenSources.normalized))
        let root = module ?? moduleRoot(above: dir.isEmpty ? "." : dir, files: files) ?? (dir.isEmpty ? "." : dir)
        // The app's files are listed once per run: a folder audit does not walk the app again per file.
        let listing = ModuleListing.shared.files(under: root) {
            swiftFiles(under: root, files: files, limit: maxModuleFiles).compactMap { path -> (String, Int)? in
                let full = dir.isEmpty && path.hasPrefix("./") ? String(path.dropFirst(2)) : path
                guard files.entry(full) == .regular, let size = files.size(full), size < maxSiblingBytes else { return nil }
                return (full, size)
            }
        }
        var out: [SwiftUIImport.LibraryFile] = []
        for (full, size) in listing where out.count < maxModuleFiles {
            guard !skip.contains(ScreenSources.normalized(full)) else { continue }
            out.append(SwiftUIImport.LibraryFile(path: full, size: size) {
                if case .bytes(let bytes) = files.read(full), bytes.count < maxSiblingBytes { return bytes }
                return nil
            })
        }
        return out
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

/// The app folders' `.swift` files (path and size) as listed the first time this run asked: a
/// file added to the app while the reader runs is seen the next time it starts.
final class ModuleListing: Sendable {
    static let shared = ModuleListing()
    /// Folders kept at most; past it the listing starts again.
    static let capacity = 64
    private let listings = Mutex<[String: [(String, Int)]]>([:])

    func files(under root: String, list: () -> [(String, Int)]) -> [(String, Int)] {
        if let known = listings.withLock({ $0[root] }) { return known }
        let listed = list()
        listings.withLock { table in
            if table.count >= Self.capacity { table.removeAll() }
            table[root] = listed
        }
        return listed
    }
}
