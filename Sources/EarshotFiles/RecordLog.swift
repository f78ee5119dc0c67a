#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A log of records a user makes (the reader's findings), one line each, appended and flushed
/// to disk at once so a killed session loses nothing. Stricter than `OutputFile`: the path must
/// be a regular file or a new one. A symbolic link is never followed (a layout repository could
/// point it at a shell's start-up file), and a FIFO or device is refused rather than opened (a
/// FIFO with no reader would freeze the reader). Failures come back as the words to show.
public enum RecordLog {
    /// Appends `line` (which ends with a newline) to `path`; why not, when it could not.
    public static func append(_ line: String, to path: String) -> String? {
        if let refused = refusal(path) { return refused }
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY, 0o644)
        guard fd >= 0 else {
            if errno == ELOOP { return notRegular(path, "a symbolic link") }
            return "cannot open \(path): \(String(cString: strerror(errno)))"
        }
        defer { close(fd) }
        // Checked again on what was opened: the path may have changed since.
        var info = stat()
        guard fstat(fd, &info) == 0 else { return "cannot open \(path): \(String(cString: strerror(errno)))" }
        if let kind = irregular(info.st_mode) { return notRegular(path, kind) }
        var text = line
        let code = text.withUTF8 { FileDescriptor.writeAll(fd, UnsafeRawBufferPointer($0)) }
        guard code == 0 else { return "cannot write \(path): \(String(cString: strerror(code)))" }
        let synced = FileDescriptor.sync(fd)
        guard synced == 0 else { return "cannot flush \(path): \(String(cString: strerror(synced)))" }
        return nil
    }

    /// Why records cannot be added to `path`, known before one is made: the path is not a
    /// regular file, or the folder it would be created in is missing or not writable.
    public static func problem(_ path: String) -> String? {
        if let refused = refusal(path) { return refused }
        var info = stat()
        if lstat(path, &info) == 0 { return access(path, W_OK) == 0 ? nil : "cannot write \(path): \(String(cString: strerror(errno)))" }
        let folder = OutputTarget.directory(of: path)
        guard access(folder, W_OK) == 0 else { return "cannot create \(path): \(String(cString: strerror(errno)))" }
        return nil
    }

    /// Why `path` is refused without opening it: it exists and is not a regular file.
    static func refusal(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return irregular(info.st_mode).map { notRegular(path, $0) }
    }

    /// What a file that is not a regular one is, by its mode; nil for a regular file.
    static func irregular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFLNK: return "a symbolic link"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFDIR: return "a folder"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    static func notRegular(_ path: String, _ kind: String) -> String {
        "\(path) is \(kind); findings are only written to a regular file"
    }
}
