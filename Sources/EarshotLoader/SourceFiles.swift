import EarshotModel

/// What is at a path.
public enum FileEntry: Sendable, Equatable {
    case regular
    case directory
    /// A FIFO, device, socket: never read as a screen (a FIFO would block the reader forever).
    case other
}

/// The file system as the screen sources see it: the one place they touch it, outside the
/// core, so every source reads files the same way (regular files only, within a size bound)
/// and tests can hand them files from memory.
public protocol SourceFiles: LayoutFiles {
    /// The regular file at `path` (a symlink followed), or why it cannot be read.
    func read(_ path: String) -> LayoutFileRead
    /// At most `count` bytes from the start of the regular file at `path`.
    func head(_ path: String, count: Int) -> [UInt8]?
    /// The size in bytes of what is at `path`, a symlink followed.
    func size(_ path: String) -> Int?
    /// What `path` is, a symlink followed; nil when nothing is there.
    func entry(_ path: String) -> FileEntry?
    /// Whether `path` itself is a symbolic link (a folder walk does not follow linked folders).
    func isLink(_ path: String) -> Bool
    /// The names in a directory, unsorted; nil when it cannot be listed.
    func names(in directory: String) -> [String]?
    /// The real path, every symlink resolved; nil when it does not exist.
    func realPath(_ path: String) -> String?
    /// Whether what is at `path` (itself, not a link's target) is the user's own to trust: owned
    /// by the user or by the system (root), and writable by no one else.
    func isTrusted(_ path: String) -> Bool
}
