import EarshotAudit
import EarshotModel

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
    public static func name(source: String, screen: String, folder: String, base: String, root: String? = nil) -> String {
        joined(self.folder(of: source, in: folder, base: base, root: root), safe(screen) + fileEnding)
    }

    /// The folder (relative to the snapshot folder) holding the snapshots of `source`, a file or
    /// a directory of them: its path from `root` (the repository root; without one, the snapshot
    /// folder's parent), so the same sources have the same names whatever folder the snapshots
    /// are kept in; a source outside the root has each `..` written `_up`.
    public static func folder(of source: String, in folder: String, base: String, root: String? = nil) -> String {
        let from = root ?? parent(folder.hasPrefix("/") ? folder : joined(base, folder))
        let relative = AuditPath.relative(source, from: from.isEmpty ? "/" : from, base: base)
        return relative.split(separator: "/").map { $0 == ".." ? "_up" : safe(String($0)) }.joined(separator: "/")
    }

    /// How a snapshot's header names its source: the path from the snapshot folder to it.
    public static func source(_ source: String, folder: String, base: String) -> String {
        AuditPath.relative(source, from: folder.hasPrefix("/") ? folder : joined(base, folder), base: base)
    }

    /// The longest a file or folder name of a snapshot may be, in bytes: well inside every file
    /// system's 255, with room for the writer's temporary name beside it.
    static let maxComponentBytes = 160

    /// A path component that is safe as a file name: no `/`, `\`, control character or leading
    /// dot, and at most `maxComponentBytes` bytes. A name that had to change, or be shortened,
    /// ends in `~` and eight hex digits of the original's hash, so `a/b`, `a\b` and `a_b` are three
    /// files, and every run names each screen alike.
    static func safe(_ component: String) -> String {
        var out = ""
        for scalar in component.unicodeScalars {
            let bad = scalar == "/" || scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\\"
                || VisibleText.isControl(scalar) || scalar == "~"
            out.unicodeScalars.append(bad ? "_" : scalar)
        }
        if out.hasPrefix(".") { out = "_" + out.dropFirst() }
        if out.isEmpty { out = "_" }
        // A name must stand apart from the `/` before it and the `.txt` after it: a combining
        // mark first would join the slash into one character, a prepended mark last the dot,
        // and paths compared by characters would no longer see where the name begins or ends.
        if ("/" + out).first != "/" { out = "_" + out }
        if (out + ".").last != "." { out += "_" }
        guard out != component || out.utf8.count > maxComponentBytes else { return out }
        let tag = "~" + hash(component)
        return prefix(out, bytes: maxComponentBytes - tag.utf8.count) + tag
    }

    /// The longest start of `text` that is at most `bytes` UTF-8 bytes, cut between characters.
    static func prefix(_ text: String, bytes: Int) -> String {
        guard text.utf8.count > bytes else { return text }
        var out = "", used = 0
        for character in text {
            let size = character.utf8.count
            guard used + size <= bytes else { break }
            out.append(character)
            used += size
        }
        return out
    }

    /// FNV-1a over the UTF-8 bytes, as eight lowercase hex digits: the same on every machine.
    static func hash(_ text: String) -> String {
        let hex = String(FNV1a.hash32(text.utf8), radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
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
