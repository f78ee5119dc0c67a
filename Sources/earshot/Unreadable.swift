import Foundation

/// Why a file the user named cannot be read, in a few words: "no such file", "it is a
/// directory", "permission denied", so "cannot read …" always says why.
enum Unreadable {
    /// Why a file could not be read, in the words messages use.
    struct Reason: Error {
        var text: String
        init(_ text: String) { self.text = text }
    }

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

    /// A folder given where one screen file is opened (`earshot Layouts/`): what `command`
    /// takes instead, and the commands that take folders. Nil when `path` is no folder, or one
    /// with Swift sources in it (a SwiftUI app's folder is read whole).
    static func folder(_ path: String, opened command: String) -> Failure? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
              !holdsSwiftSources(path) else { return nil }
        return .usage("'\(path)' is a folder: \(command) opens one screen file — a layout (.yaml or .json), an accessibility "
            + "dump captured from an app (XCUITest, idb, Appium, uiautomator), a SwiftUI source (.swift, or an app's folder "
            + "of them) or a storyboard; for every screen in a folder, use 'earshot audit \(path)' or 'earshot snapshot \(path)'")
    }

    /// Whether a `.swift` file is under `folder`, hidden folders (`.build`, `.git`) skipped;
    /// true too when the folder is too big to look through (the SwiftUI source then says).
    private static func holdsSwiftSources(_ folder: String) -> Bool {
        guard let walk = FileManager.default.enumerator(
            at: URL(fileURLWithPath: folder), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return false }
        var looked = 0
        for case let url as URL in walk {
            if url.pathExtension.lowercased() == "swift" { return true }
            looked += 1
            if looked > 50_000 { return true }
        }
        return false
    }
}
