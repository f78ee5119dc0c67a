import EarshotModel
import Synchronization

/// What the app's files declare, as the import last read them, kept for the whole run by path
/// and content: the index of a folder's files is made from it without reading a file again
/// when its size says it is unchanged. The parsed files themselves are kept by the library of
/// the run (`SwiftUILibrary`).
final class SwiftUIParseCache: Sendable {
    static let shared = SwiftUIParseCache()
    /// Files kept at most; past it the cache starts again (a bound on memory, not on correctness).
    static let capacity = 6_000

    private struct Entry {
        let hash: UInt64
        let count: Int
        let names: Set<String>
    }

    private let entries = Mutex<[String: Entry]>([:])
    /// What each file parsed this run gives the screen kinds, by its path however `./` spells
    /// it, and its byte count: the whole app's files are looked at for how they show views
    /// without parsing again a file the module's imports parsed.
    private let facts = Mutex<[String: (count: Int, facts: SwiftUISourceFacts)]>([:])

    func keep(facts made: SwiftUISourceFacts, path: String, count: Int) {
        facts.withLock { table in
            if table.count >= Self.capacity { table.removeAll(keepingCapacity: true) }
            table[SwiftUILibrary.parts(path).joined(separator: "/")] = (count, made)
        }
    }

    /// The facts of the file at `path` when it was parsed this run with `size` bytes.
    func facts(path: String, size: Int) -> SwiftUISourceFacts? {
        guard let known = facts.withLock({ $0[SwiftUILibrary.parts(path).joined(separator: "/")] }), known.count == size else { return nil }
        return known.facts
    }

    /// The struct names `bytes` (the file at `path`) declares, and the names it calls.
    func names(path: String, bytes: [UInt8]) -> Set<String> {
        let hash = Self.hash(bytes)
        if let entry = entries.withLock({ $0[path] }), entry.hash == hash, entry.count == bytes.count { return entry.names }
        let names = SwiftUIImport.structNames(bytes).union(SwiftUIImport.calledNames(bytes))
        entries.withLock { table in
            if table.count >= Self.capacity { table.removeAll(keepingCapacity: true) }
            table[path] = Entry(hash: hash, count: bytes.count, names: names)
        }
        return names
    }

    /// The struct names of the file at `path` as last read in this run, when it still has `size`
    /// bytes: a folder of files is read once per run to see what each declares, not once per load.
    func names(path: String, size: Int) -> Set<String>? {
        guard let entry = entries.withLock({ $0[path] }), entry.count == size else { return nil }
        return entry.names
    }

    private let tables = Mutex<[String: (hash: UInt64, count: Int, entries: [String: String])]>([:])
    /// Strings tables kept at most.
    static let tableCapacity = 64

    /// The strings table `bytes` (the file at `path`) holds, parsed once per run while its bytes
    /// stay the same: every view file of a folder looks its words up in the same table.
    func strings(path: String, bytes: [UInt8]) -> [String: String] {
        let hash = Self.hash(bytes)
        if let known = tables.withLock({ $0[path] }), known.hash == hash, known.count == bytes.count { return known.entries }
        let entries = SwiftUIStrings.parse(bytes, path: path)
        tables.withLock { table in
            if table.count >= Self.tableCapacity { table.removeAll() }
            table[path] = (hash, bytes.count, entries)
        }
        return entries
    }

    /// The file parsed (nil when it is not UTF-8 or does not parse), named by no import yet.
    static func source(path: String, bytes: [UInt8]) -> SwiftUISource? {
        guard let text = String(validating: bytes, as: UTF8.self),
              case .success(let source) = parse(text: text, path: path, sourceFile: nil) else { return nil }
        return source
    }

    /// Times each path was parsed this run (kept like the names), for tests that guard a
    /// folder run parses each file once.
    private let parses = Mutex<[String: Int]>([:])

    /// `SwiftUISource.parse`, counted: every parse an import or a folder walk makes goes here.
    static func parse(text: String, path: String, sourceFile: String?) -> Result<SwiftUISource, Diagnostic> {
        shared.parses.withLock { table in
            if table.count >= capacity { table.removeAll(keepingCapacity: true) }
            table[path, default: 0] += 1
        }
        return SwiftUISource.parse(text: text, path: path, sourceFile: sourceFile)
    }

    /// How many times the file at `path` was parsed this run.
    func parses(of path: String) -> Int { parses.withLock { $0[path] ?? 0 } }

    /// FNV-1a over the bytes.
    static func hash(_ bytes: [UInt8]) -> UInt64 { FNV1a.hash64(bytes) }
}
