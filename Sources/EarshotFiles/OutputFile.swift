#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One file Earshot writes (a report, a baseline, a layout, a heat map, a recording), by one
/// rule whatever the path names:
/// - `-` is standard output;
/// - a regular file or a new path is replaced atomically: the bytes go to a temporary file in
///   the same directory (unique name, created exclusively, the old file's mode and owner, else
///   0644 less the umask), which is flushed to disk and renamed over the path on `commit`, and the
///   directory flushed; until then, and after any failure, the old file is untouched;
/// - a symlink is followed, and its target written by these rules (the link stays a link);
/// - anything else — a device such as `/dev/null`, a FIFO, a terminal, an open file named
///   through `/proc` such as `/dev/stdout` — is opened as it is and written in place: never
///   truncated, renamed or removed. Opening a FIFO waits for a reader, as the shell's `>` does;
/// - a directory, a missing directory, a file without write permission is an `OutputError`
///   (`path: error: reason`).
///
/// Owns its file descriptor; one thread at a time.
public final class OutputFile {
    /// The path as given, for messages.
    public let path: String
    private let target: OutputTarget
    private var fd: Int32
    /// The temporary file while it is not yet renamed over the path.
    private var temporary: String?

    /// Opens `path` for writing by the rule above; nothing at `path` changes until `commit`.
    /// `found`: a path Earshot named itself, never written through a link, FIFO or device.
    public init(path: String, found: Bool = false) throws(OutputError) {
        self.path = path
        target = try OutputTarget.resolve(path, found: found)
        switch target {
        case .standardOutput:
            fd = STDOUT_FILENO
        case .inPlace(let place):
            fd = open(place, O_WRONLY | O_CLOEXEC | O_NOCTTY)
            guard fd >= 0 else { throw OutputError(path: path, code: errno) }
            // A regular file behind /proc is another command's open output (`> log`, `>> log`):
            // add to it, as the shell would, rather than write over its start.
            var info = stat()
            if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_APPEND)
            }
        case .replace(let final, let directory, let existing):
            // Listed before it is made (see `createTemporary`).
            (fd, temporary) = try Self.createTemporary(beside: final, in: directory, reportedAs: path)
            if let existing {
                _ = fchmod(fd, existing.mode)
                // Root writing someone else's file gives it back to them; anyone else cannot, and
                // the file becomes theirs, as with any editor that saves by renaming.
                _ = fchown(fd, existing.owner, existing.group)
            }
        }
    }

    deinit { discard() }

    /// Whether `write(_:at:)` may be used: the bytes go to a regular (temporary) file.
    public var isSeekable: Bool {
        if case .replace = target { return true }
        return false
    }

    /// Appends `bytes`, or writes them at `offset` (seekable files only).
    public func write(_ bytes: [UInt8], at offset: Int? = nil) throws(OutputError) {
        let code = bytes.withUnsafeBytes { raw in
            guard fd >= 0 else { return EBADF }
            guard let offset else { return FileDescriptor.writeAll(fd, raw) }
            return isSeekable ? FileDescriptor.writeAll(fd, raw, at: offset) : ESPIPE
        }
        try check(code)
    }

    public func write(_ text: String) throws(OutputError) {
        var text = text
        let code = text.withUTF8 { fd >= 0 ? FileDescriptor.writeAll(fd, UnsafeRawBufferPointer($0)) : EBADF }
        try check(code)
    }

    /// Finishes the file: a replacement is flushed, renamed over the path and its directory
    /// flushed; a file written in place is closed. Any failure leaves the old file as it was.
    public func commit() throws(OutputError) {
        guard fd >= 0 else { throw OutputError(path: path, code: EBADF) }
        switch target {
        case .standardOutput:
            fd = -1
        case .inPlace:
            let code = FileDescriptor.close(fd)
            fd = -1
            try check(code)
        case .replace(let final, let directory, _):
            var code = FileDescriptor.sync(fd)
            let closed = FileDescriptor.close(fd)
            fd = -1
            if code == 0 { code = closed }
            if code == 0, let temporary, rename(temporary, final) != 0 { code = errno }
            try check(code)
            if let temporary { TemporaryFiles.remove(temporary) }
            temporary = nil
            FileDescriptor.syncDirectory(directory)
        }
    }

    /// Gives up the file: a temporary file is removed, the path left as it was. Safe to call
    /// more than once; a committed file is kept.
    public func discard() {
        if fd >= 0 && fd != STDOUT_FILENO { _ = FileDescriptor.close(fd) }
        fd = -1
        if let temporary {
            unlink(temporary)
            TemporaryFiles.remove(temporary)
        }
        temporary = nil
    }

    /// A failure discards the file before it is reported.
    private func check(_ code: Int32) throws(OutputError) {
        guard code != 0 else { return }
        discard()
        throw OutputError(path: target == .standardOutput ? nil : path, code: code)
    }

    /// A new file `.NAME.XXXXXXXX.tmp` in `directory`, created exclusively (never someone
    /// else's file or link), its name cut to fit the file system's limit.
    static func createTemporary(beside final: String, in directory: String, reportedAs path: String)
        throws(OutputError) -> (Int32, String) {
        var name = Array(OutputTarget.name(of: final).utf8)
        if name.count > 200 { name = Array(name.prefix(200)) }
        let stem = String(decoding: name, as: UTF8.self)
        for _ in 0..<64 {
            let tag = String(UInt32.random(in: 0...UInt32.max), radix: 16)
            let candidate = (directory == "/" ? "" : directory) + "/." + stem + "." + tag + ".tmp"
            // Listed before it exists: a signal may reach any thread at any moment, so listing
            // after `open` would leave a window in which the file is made but not yet listed.
            let listed = TemporaryFiles.add(candidate)
            let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY, 0o644)
            if fd >= 0 { return (fd, candidate) }
            let code = errno
            if listed { TemporaryFiles.remove(candidate) }
            if code != EEXIST { throw OutputError(path: path, code: code) }
        }
        throw OutputError(path: path, code: EEXIST)
    }
}

extension OutputFile {
    /// Writes the whole of `text` to `path` by the rule above.
    public static func write(_ text: String, to path: String, found: Bool = false) throws(OutputError) {
        let file = try OutputFile(path: path, found: found)
        try file.write(text)
        try file.commit()
    }
}
