import Foundation

/// Why a file the user named cannot be read, in a few words: "no such file", "it is a
/// directory", "permission denied", so "cannot read …" always says why.
enum Unreadable {
    static func reason(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return errno == ENOENT || errno == ENOTDIR ? "no such file" : describe(errno) }
        if info.st_mode & S_IFMT == S_IFDIR { return "it is a directory" }
        guard access(path, R_OK) == 0 else { return describe(errno) }
        if info.st_mode & S_IFMT != S_IFREG { return "not a regular file" }
        return "it could not be read"
    }

    private static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text).lowercased()
    }
}
