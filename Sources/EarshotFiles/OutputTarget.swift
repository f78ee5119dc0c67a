#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the bytes for a path go, decided by looking at what is there (`lstat`) before anything
/// is written.
enum OutputTarget: Equatable {
    /// `-`.
    case standardOutput
    /// A regular file, or nothing yet: written to a temporary file in `directory`, then renamed
    /// over `path`. `existing` is what the old file's mode and owner were.
    case replace(path: String, directory: String, existing: Existing?)
    /// A device, FIFO, socket or terminal — or an open file named through `/proc` (such as
    /// `/dev/stdout`): opened as it is and written in place; never truncated, renamed or removed.
    case inPlace(path: String)

    struct Existing: Equatable {
        var mode: mode_t
        var owner: uid_t
        var group: gid_t
    }

    /// How many links a path may go through, as the kernel allows (`ELOOP` beyond).
    static let maximumLinks = 40

    /// What writing `path` means. A symlink is followed link by link (a dangling one names the
    /// file to create); a directory, or a link loop, is an error. A file Earshot names itself
    /// (`found`: a snapshot under the snapshot folder, a cache entry) is written only as a regular
    /// file or a new one: a link, a FIFO or a device there is refused. Either way no folder on the
    /// way may be a link planted in a shared folder.
    static func resolve(_ path: String, found: Bool = false) throws(OutputError) -> OutputTarget {
        if path == "-" && !found { return .standardOutput }
        guard !path.isEmpty else { throw OutputError(path: path, code: ENOENT) }
        var current = path
        for _ in 0...maximumLinks {
            let directory = directory(of: current)
            if let refusal = plantedFolder(on: directory) { throw OutputError(path: path, code: EACCES, refusal: refusal) }
            // Entries of /proc and /sys are open files and kernel settings, not files to replace.
            if isKernelDirectory(directory) {
                if found { throw OutputError(path: path, code: EACCES, refusal: foundSpecial) }
                return .inPlace(path: path)
            }
            var info = stat()
            guard lstat(current, &info) == 0 else {
                guard errno == ENOENT else { throw OutputError(path: path, code: errno) }
                return .replace(path: current, directory: directory, existing: nil)
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK where found:
                throw OutputError(path: path, code: EACCES, refusal: foundLink)
            case S_IFLNK:
                if let refusal = plantedLink(current, owner: info.st_uid, in: directory) {
                    throw OutputError(path: path, code: EACCES, refusal: refusal)
                }
                guard let target = readLink(current) else { throw OutputError(path: path, code: errno) }
                current = target.hasPrefix("/") ? target : (directory == "/" ? "" : directory) + "/" + target
            case S_IFREG:
                // Replacing would get round a file's own protection: honour it.
                guard access(current, W_OK) == 0 else { throw OutputError(path: path, code: errno) }
                return .replace(path: current, directory: directory,
                                existing: Existing(mode: info.st_mode & 0o777, owner: info.st_uid, group: info.st_gid))
            case S_IFDIR:
                throw OutputError(path: path, code: EISDIR)
            default:
                if found { throw OutputError(path: path, code: EACCES, refusal: foundSpecial) }
                return .inPlace(path: path)
            }
        }
        throw OutputError(path: path, code: ELOOP)
    }

    /// Why the link at `link` is not followed: it lies in a sticky, world-writable folder
    /// (`/tmp`) and belongs neither to that folder's owner nor to whoever runs Earshot, so
    /// someone else may have planted it to aim a write at a file of their choosing. This is
    /// the kernel's `fs.protected_symlinks` rule, applied whatever the machine's setting,
    /// since Earshot reads the link itself rather than letting `open` follow it.
    static func plantedLink(_ link: String, owner: uid_t, in directory: String) -> String? {
        var folder = stat()
        guard stat(directory, &folder) == 0 else { return nil }
        let shared = folder.st_mode & S_ISVTX != 0 && folder.st_mode & S_IWOTH != 0
        guard shared, owner != folder.st_uid, owner != geteuid() else { return nil }
        return "a symbolic link in a shared folder, owned by someone else: not followed (write to the file or folder itself)"
    }

    /// Said where a file Earshot names itself is a link, or a FIFO or device.
    static let foundLink = "a symbolic link where Earshot writes a file of its own: not followed, not replaced (remove the link)"
    static let foundSpecial = "not a regular file (a FIFO, device or socket) where Earshot writes a file of its own: left as it is"

    /// Why a folder on the way to `directory` is not gone through: one of its components is a
    /// link planted in a shared folder (see `plantedLink`). Nil when none is.
    static func plantedFolder(on directory: String) -> String? {
        var prefix = directory.hasPrefix("/") ? "" : "."
        for component in directory.split(separator: "/") where component != "." {
            let parent = prefix.isEmpty ? "/" : prefix
            prefix += "/" + component
            var info = stat()
            guard lstat(prefix, &info) == 0 else { return nil }
            if info.st_mode & S_IFMT == S_IFLNK, let refusal = plantedLink(prefix, owner: info.st_uid, in: parent) {
                return "'\(prefix.hasPrefix("./") ? String(prefix.dropFirst(2)) : prefix)' is " + refusal
            }
        }
        return nil
    }

    /// The directory part of `path`: `.` for a bare name, `/` for a name in the root.
    static func directory(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let head = trimmed[..<slash]
        return head.isEmpty ? "/" : String(head)
    }

    /// The last component of `path`.
    static func name(of path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }

    static func isKernelDirectory(_ directory: String) -> Bool {
        guard let real = realPath(directory) else { return false }
        return ["/proc", "/sys"].contains { real == $0 || real.hasPrefix($0 + "/") }
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n >= 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
