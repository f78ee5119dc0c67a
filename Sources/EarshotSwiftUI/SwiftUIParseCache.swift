import EarshotModel
import Synchronization

/// The app's files as the import last read them, kept for the whole run: what each declares
/// and its parsed tree, by path and content. A folder audit, a reader that reloads, or a corpus
/// run reads every view file against the same app folder; each library file is then scanned
/// and parsed once, not once per screen file. A file whose bytes changed is read afresh.
final class SwiftUIParseCache: Sendable {
    static let shared = SwiftUIParseCache()
    /// Files kept at most; past it the cache starts again (a bound on memory, not on correctness).
    static let capacity = 6_000

    private struct Entry {
        let hash: UInt64
        let count: Int
        let names: Set<String>
        var source: SwiftUISource?
        var parsed = false
    }

    private let entries = Mutex<[String: Entry]>([:])

    /// The struct names `bytes` (the file at `path`) declares.
    func names(path: String, bytes: [UInt8]) -> Set<String> {
        let hash = Self.hash(bytes)
        if let entry = entries.withLock({ $0[path] }), entry.hash == hash, entry.count == bytes.count { return entry.names }
        let names = SwiftUIImport.structNames(bytes)
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

    /// The file parsed (nil when it is not UTF-8 or does not parse), named `sourceFile` for this import.
    func source(path: String, bytes: [UInt8], sourceFile: String) -> SwiftUISource? {
        let hash = Self.hash(bytes)
        if let entry = entries.withLock({ $0[path] }), entry.hash == hash, entry.count == bytes.count, entry.parsed {
            return entry.source.map { $0.named(sourceFile) }
        }
        var parsed: SwiftUISource?
        if let text = String(validating: bytes, as: UTF8.self),
           case .success(let source) = SwiftUISource.parse(text: text, path: path, sourceFile: sourceFile) {
            parsed = source
        }
        entries.withLock { table in
            if table.count >= Self.capacity { table.removeAll(keepingCapacity: true) }
            var entry = table[path].flatMap { $0.hash == hash && $0.count == bytes.count ? $0 : nil }
                ?? Entry(hash: hash, count: bytes.count, names: SwiftUIImport.structNames(bytes))
            entry.source = parsed
            entry.parsed = true
            table[path] = entry
        }
        return parsed
    }

    /// FNV-1a over the bytes.
    static func hash(_ bytes: [UInt8]) -> UInt64 { FNV1a.hash64(bytes) }
}
