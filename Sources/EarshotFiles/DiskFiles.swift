#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
public import EarshotLoader
/// The file system as screen sources read it: regular files only (a FIFO would block the
/// reader for ever, a device never ends), each at most `maxBytes`; a file Earshot finds itself
/// (not named by the user) is read only through `readFound`, which follows no link and stays
/// inside the folder the file was found in.
public struct DiskFiles: SourceFiles {
    /// Bytes one file may have.
    public let maxBytes: Int

    public init(maxBytes: Int = 200_000_000) { self.maxBytes = maxBytes }

    public func read(_ path: String) -> LayoutFileRead {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard fd >= 0 else { return .unreadable(Self.reason(errno)) }
        defer { close(fd) }
        return read(descriptor: fd)
    }

    /// The one reader of files Earshot finds itself — a `goto` target, a recorded snapshot, a
    /// module's other `.swift` files, a `.strings` table, a cache entry, a project setting — as
    /// opposed to files the user named: the path itself must be a regular file (a symbolic link,
    /// a FIFO, a device or a socket there is refused, not followed or opened for reading), and
    /// its real path must lie inside the real path of `folder`, the folder it was found in. The
    /// file opened is the one looked at (`O_NOFOLLOW`, then the same device and inode), so a link
    /// swapped in between is refused too.
    public func readFound(_ path: String, in folder: String) -> LayoutFileRead {
        var seen = stat()
        guard lstat(path, &seen) == 0 else { return .unreadable(Self.reason(errno)) }
        switch seen.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFLNK: return .unreadable(Self.linkRefused)
        case S_IFDIR: return .unreadable("it is a directory")
        default: return .unreadable(Self.specialRefused)
        }
        guard let root = realPath(folder.isEmpty ? "." : folder) else { return .unreadable("its folder cannot be resolved") }
        guard let real = realPath(path) else { return .unreadable("no such file") }
        guard real.hasPrefix(root == "/" ? "/" : root + "/") else { return .outside(realPath: real) }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK | O_NOFOLLOW)
        guard fd >= 0 else { return .unreadable(errno == ELOOP ? Self.linkRefused : Self.reason(errno)) }
        defer { close(fd) }
        var opened = stat()
        guard fstat(fd, &opened) == 0, opened.st_dev == seen.st_dev, opened.st_ino == seen.st_ino else {
            return .unreadable("it changed while Earshot opened it")
        }
        return read(descriptor: fd)
    }

    /// Said of a symbolic link where Earshot looked for a file of its own finding.
    public static let linkRefused = "it is a symbolic link, and Earshot follows none in files it finds itself"
    /// Said of a FIFO, device or socket there.
    public static let specialRefused = "it is not a regular file (a FIFO, device or socket)"

    /// The regular file open at `fd`, whole, within the size bound.
    func read(descriptor fd: Int32) -> LayoutFileRead {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .unreadable(Self.reason(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .unreadable("it is a directory")
        default: return .unreadable("not a regular file")
        }
        guard Int(info.st_size) <= maxBytes else {
            return .unreadable("it is \(Int(info.st_size) / 1_000_000) MB, more than the \(maxBytes / 1_000_000) MB Earshot reads")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { return .unreadable(Self.reason(errno)) }
            if n == 0 { break }
            bytes += chunk[0..<n]
            guard bytes.count <= maxBytes else { return .unreadable("it grew past the \(maxBytes / 1_000_000) MB Earshot reads") }
        }
        return .bytes(bytes)
    }

    public func head(_ path: String, count: Int) -> [UInt8]? {
        guard entry(path) == .regular else { return nil }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: count)
        var got = 0
        while got < count {
            let n = bytes[got...].withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            got += n
        }
        return Array(bytes[0..<got])
    }

    public func entry(_ path: String) -> FileEntry? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    public func size(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    public func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    public func names(in directory: String) -> [String]? {
        guard let dir = opendir(directory) else { return nil }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    public func realPath(_ path: String) -> String? { OutputTarget.realPath(path) }

    public func isTrusted(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        return (info.st_uid == geteuid() || info.st_uid == 0) && info.st_mode & S_IWOTH == 0
    }

    /// Why a file could not be opened, in the words users know.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: return "no such file"
        case EISDIR: return "it is a directory"
        default: return String(cString: strerror(code)).lowercased()
        }
    }
}
