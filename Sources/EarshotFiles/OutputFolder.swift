#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Folders a command writes files into (a snapshot folder and its subfolders), and files it
/// takes back out of them, by the writer's rules: a folder is made only where nothing is, never
/// over a file, a device or a FIFO; a file is removed only when it is a regular file, never
/// through a link, a device or a FIFO.
public enum OutputFolder {
    /// Makes `directory` and any missing folder above it (0755 less the umask). A component that
    /// exists and is not a directory (or a link to one) is an `OutputError`.
    public static func make(_ directory: String) throws(OutputError) {
        guard !directory.isEmpty, directory != "." else { return }
        if let refusal = OutputTarget.plantedFolder(on: directory) { throw OutputError(path: directory, code: EACCES, refusal: refusal) }
        var path = directory.hasPrefix("/") ? "" : "."
        for component in directory.split(separator: "/") {
            path += "/" + component
            var info = stat()
            if stat(path, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else { throw OutputError(path: directory, code: ENOTDIR) }
                continue
            }
            if mkdir(path, 0o755) != 0 && errno != EEXIST { throw OutputError(path: directory, code: errno) }
        }
    }

    /// Removes the regular file at `path`, which lies in `folder`. Anything else there (a link, a
    /// device, a FIFO, a directory) is left and reported, and so is a file reached through a
    /// link: no folder between `folder` and the file may be one, and `folder` itself may not be
    /// reached through a planted link. A path with nothing at it is not a failure.
    public static func removeFile(_ path: String, in folder: String) throws(OutputError) {
        if let refusal = OutputTarget.plantedFolder(on: folder) { throw OutputError(path: path, code: EACCES, refusal: refusal) }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        guard path.hasPrefix(prefix) else { throw OutputError(path: path, code: EPERM, refusal: "not inside '\(folder)'") }
        var below = String(prefix.dropLast())
        for component in path.dropFirst(prefix.count).split(separator: "/").dropLast() {
            below += "/" + component
            var info = stat()
            guard lstat(below, &info) == 0 else { return }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw OutputError(path: path, code: EPERM, refusal: "'\(below)' is not a folder of its own (a link is not gone through)")
            }
        }
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return }
            throw OutputError(path: path, code: errno)
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw OutputError(path: path, code: EPERM) }
        if unlink(path) != 0 { throw OutputError(path: path, code: errno) }
    }
}
