#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
public import EarshotLoader
/// The file system as screen sources read it: regular files only (a FIFO would block the
/// reader for ever, a device never ends), each at most `maxBytes`; a file a `goto` names is
/// read only when its real path, every symlink resolved, stays inside the referring layout's
/// directory.
public struct DiskFiles: SourceFiles {
    /// Bytes one file may have.
    public let maxBytes: Int

    public init(maxBytes: Int = 200_000_000) { self.maxBytes = maxBytes }

    public func read(_ path: String) -> LayoutFileRead {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard fd >= 0 else { return .unreadable(Self.reason(errno)) }
        defer { close(fd) }
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

    /// A `goto` file, read only when its real path lies inside the real path of `directory`.
    public func read(_ path: String, confinedTo directory: String) -> LayoutFileRead {
        guard let root = realPath(directory.isEmpty ? "." : directory) else { return .unreadable("its directory cannot be resolved") }
        guard let real = realPath(path) else { return .unreadable("no such file") }
        guard real.hasPrefix(root == "/" ? "/" : root + "/") else { return .outside(realPath: real) }
        return read(real)
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
