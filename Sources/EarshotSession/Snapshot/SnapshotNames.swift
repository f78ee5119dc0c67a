import EarshotAudit

/// Where snapshots live and what each file is called: `DIR/<source path>/<screen id>.txt`, the
/// source path taken from the snapshot folder's parent (so `Snapshots/` beside `Views/` holds
/// `Snapshots/Views/Checkout.swift/CheckoutView.txt`). Lexical, so the same sources give the same
/// names on every machine.
public enum SnapshotNames {
    public static let defaultFolderName = "Snapshots"
    public static let fileEnding = ".txt"

    /// The default folder: `Snapshots/` beside the first path given (in the directory holding a
    /// file, next to a directory).
    public static func defaultFolder(beside path: String, isDirectory: Bool) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        if isDirectory && (trimmed == "." || trimmed == "/") { return joined(trimmed == "/" ? "" : ".", defaultFolderName) }
        return joined(parent(trimmed), defaultFolderName)
    }

    /// The file (relative to `folder`) holding the snapshot of `screen` of `source`; `base` is the
    /// absolute directory relative paths are taken from.
    public static func name(source: String, screen: String, folder: String, base: String) -> String {
        joined(self.folder(of: source, in: folder, base: base), safe(screen) + fileEnding)
    }

    /// The folder (relative to the snapshot folder) holding the snapshots of `source`, a file or
    /// a directory of them: its path from the snapshot folder's parent, each `..` written `_up`.
    public static func folder(of source: String, in folder: String, base: String) -> String {
        let from = parent(folder.hasPrefix("/") ? folder : joined(base, folder))
        let relative = AuditPath.relative(source, from: from.isEmpty ? "/" : from, base: base)
        return relative.split(separator: "/").map { $0 == ".." ? "_up" : safe(String($0)) }.joined(separator: "/")
    }

    /// How a snapshot's header names its source: the path from the snapshot folder to it.
    public static func source(_ source: String, folder: String, base: String) -> String {
        AuditPath.relative(source, from: folder.hasPrefix("/") ? folder : joined(base, folder), base: base)
    }

    /// A path component that is safe as a file name: no `/`, no control character, no leading dot.
    static func safe(_ component: String) -> String {
        var out = ""
        for scalar in component.unicodeScalars {
            let bad = scalar == "/" || scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\\"
            out.unicodeScalars.append(bad ? "_" : scalar)
        }
        if out.hasPrefix(".") { out = "_" + out.dropFirst() }
        return out.isEmpty ? "_" : String(out.prefix(200))
    }

    /// The directory holding `path` ("" for a bare name).
    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    public static func joined(_ directory: String, _ name: String) -> String {
        if directory.isEmpty || directory == "." { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
