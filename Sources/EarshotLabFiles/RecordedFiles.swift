public import EarshotLoader
import Synchronization

/// The files a run read, as `SourceFiles` handed them over: every screen source reads through
/// this wrapper during a lab's load, so the result can name each file (the layout, a SwiftUI
/// sibling, a `goto` target, a `.strings` table) with a digest of the bytes the trainee heard.
/// Every other request is passed on unchanged.
public final class RecordedFiles: SourceFiles {
    private let files: any SourceFiles
    private let reads = Mutex<[LabFileRead]>([])

    public init(_ files: any SourceFiles) { self.files = files }

    /// Each file read, once, in the order first read, its path as the reader named it.
    public var recorded: [LabFileRead] { reads.withLock { $0 } }

    /// Records a file read some other way (the lab file itself).
    public func note(_ path: String, bytes: [UInt8]) {
        reads.withLock { list in
            guard !list.contains(where: { $0.path == path }) else { return }
            list.append(LabFileRead(path: path, digest: LabFingerprint.digest(bytes)))
        }
    }

    private func noting(_ path: String, _ read: LayoutFileRead) -> LayoutFileRead {
        if case .bytes(let bytes) = read { note(path, bytes: bytes) }
        return read
    }

    public func read(_ path: String) -> LayoutFileRead { noting(path, files.read(path)) }
    public func readFound(_ path: String, in folder: String) -> LayoutFileRead {
        noting(path, files.readFound(path, in: folder))
    }
    public func head(_ path: String, count: Int) -> [UInt8]? { files.head(path, count: count) }
    public func size(_ path: String) -> Int? { files.size(path) }
    public func entry(_ path: String) -> FileEntry? { files.entry(path) }
    public func isLink(_ path: String) -> Bool { files.isLink(path) }
    public func names(in directory: String) -> [String]? { files.names(in: directory) }
    public func realPath(_ path: String) -> String? { files.realPath(path) }
    public func isTrusted(_ path: String) -> Bool { files.isTrusted(path) }
}
