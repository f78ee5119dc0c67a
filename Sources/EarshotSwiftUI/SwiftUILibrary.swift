public import EarshotImport
import Synchronization

/// The app's files searched for views by name (path, and size when known), indexed once: which
/// files declare each name, read the first time a view is looked for (each file once), so every
/// import of a run looks its views up by name instead of scanning every file again.
public final class SwiftUILibrary: Sendable {
    public struct Entry: Sendable {
        public var path: String
        /// Its size when known without reading it: with it, what it declares is read once per run.
        public var size: Int?
        public init(path: String, size: Int? = nil) { self.path = path; self.size = size }
    }

    public let files: [Entry]
    /// What listing the files left out (more files than are searched), said with each import.
    public let notes: [SourceApproximation]
    /// Names declared → the files declaring them (indices into `files`, in order), once built.
    private let index = Mutex<[String: [Int]]?>(nil)

    public init(files: [Entry], notes: [SourceApproximation] = []) {
        self.files = files
        self.notes = notes
    }

    /// The files that declare any of `names`, in the library's order; the index is built with
    /// `read` the first time.
    func files(declaring names: Set<String>, read: SwiftUIImport.ReadFile) -> [Entry] {
        let index = index.withLock { built in
            if let built { return built }
            let made = Self.index(files, read: read)
            built = made
            return made
        }
        var found: Set<Int> = []
        for name in names { found.formUnion(index[name] ?? []) }
        return found.sorted().map { files[$0] }
    }

    /// Each file read once (or its names recalled, when its size says it is unchanged) to see
    /// what it declares.
    static func index(_ files: [Entry], read: SwiftUIImport.ReadFile) -> [String: [Int]] {
        var index: [String: [Int]] = [:]
        for (i, file) in files.enumerated() {
            let names: Set<String>
            if let size = file.size, let known = SwiftUIParseCache.shared.names(path: file.path, size: size) {
                names = known
            } else if let bytes = read(file.path) {
                names = SwiftUIParseCache.shared.names(path: file.path, bytes: bytes)
            } else {
                continue
            }
            for name in names { index[name, default: []].append(i) }
        }
        return index
    }
}
