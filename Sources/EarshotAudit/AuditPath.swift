import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// File paths as reports and baselines name them: relative to where the audit ran, so a SARIF
/// upload resolves them against the checkout and a baseline written on one machine matches on
/// another.
public enum AuditPath {
    /// `path` with `.` segments and doubled slashes dropped (`./Layouts//a.yaml` → `Layouts/a.yaml`);
    /// an absolute path under `directory` (an absolute path, usually the current directory) made
    /// relative to it. Any other absolute path stays absolute. `..` is kept: resolving it needs
    /// the file system.
    public static func relative(_ path: String, to directory: String?) -> String {
        var parts = segments(path)
        var absolute = path.hasPrefix("/")
        if absolute, let directory, directory.hasPrefix("/") {
            let base = segments(directory)
            if parts.count >= base.count, Array(parts.prefix(base.count)) == base {
                parts.removeFirst(base.count)
                absolute = false
            }
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// How a report to hand over names `paths`: relative to `directory` (where the audit ran)
    /// as `relative(_:to:)` makes them, and an absolute path outside it from the deepest folder
    /// that holds every such path, so no path of the machine that made the report is in it.
    public static func portable(_ paths: [String], from directory: String?) -> [String: String] {
        let shown = Dictionary(paths.map { ($0, relative($0, to: directory)) }) { a, _ in a }
        let outside = Set(shown.values.filter { $0.hasPrefix("/") }).map { Array(segments($0).dropLast()) }
        guard var common = outside.first else { return shown }
        for folder in outside.dropFirst() {
            var n = 0
            while n < min(common.count, folder.count) && common[n] == folder[n] { n += 1 }
            common = Array(common.prefix(n))
        }
        return shown.mapValues { path in
            guard path.hasPrefix("/") else { return path }
            return segments(path).dropFirst(common.count).joined(separator: "/")
        }
    }

    /// `path` (absolute, or relative to the absolute directory `base`) as a path from the
    /// absolute `directory`, with `..` where it lies outside it: how findings files and baselines
    /// name layouts, so they are found from wherever the audit runs. When the two share nothing
    /// but the root the path stays absolute. Lexical: `..` in `path` is resolved against the
    /// segments before it, symbolic links are not followed.
    public static func relative(_ path: String, from directory: String, base: String) -> String {
        let target = resolved(segments(path.hasPrefix("/") ? path : base + "/" + path))
        let from = resolved(segments(directory.hasPrefix("/") ? directory : base + "/" + directory))
        var common = 0
        while common < min(target.count, from.count) && target[common] == from[common] { common += 1 }
        // Nothing in common but the root (a findings file in /tmp, the layout in a checkout):
        // the full path, which is found from anywhere on this machine.
        if common == 0 && !from.isEmpty { return "/" + target.joined(separator: "/") }
        let parts = Array(repeating: "..", count: from.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The repository a report's paths are taken from: the nearest folder at or above `start`
    /// (an absolute folder) that holds `.git`, as `holdsGit` says; nil when none does.
    public static func repositoryRoot(above start: String, holdsGit: (String) -> Bool) -> String? {
        var parts = resolved(segments(start))
        while true {
            let folder = "/" + parts.joined(separator: "/")
            if holdsGit(folder) { return folder }
            guard !parts.isEmpty else { return nil }
            parts.removeLast()
        }
    }

    /// How a report names `path` (relative to the absolute `base`, where the command ran): from
    /// `root`, never absolute and never with `..` when it lies inside; a path outside the root
    /// is named from the current folder as before.
    public static func fromRoot(_ path: String, root: String, base: String) -> String {
        let shown = relative(path, from: root, base: base)
        return shown.hasPrefix("..") || shown.hasPrefix("/") ? relative(path, to: base) : shown
    }

    /// `path` with `.` segments and doubled slashes dropped and each `..` taking away the folder
    /// before it, where there is one (`a/b/../c.swift` → `a/c.swift`; a leading `..` stays):
    /// one name for one file, whichever folder it was reached from.
    public static func collapsed(_ path: String) -> String {
        var out: [String] = []
        for part in segments(path) {
            if part == "..", let last = out.last, last != ".." { out.removeLast() } else { out.append(part) }
        }
        let joined = out.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Segments with each `..` taking away the one before it (none above the root).
    package static func resolved(_ parts: [String]) -> [String] {
        var out: [String] = []
        for part in parts {
            if part == ".." { if !out.isEmpty { out.removeLast() } } else { out.append(part) }
        }
        return out
    }

    package static func segments(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init).filter { $0 != "." }
    }

    /// `path` as a URI reference: relative paths stay relative (SARIF resolves them against the
    /// repository root), absolute ones become `file://` URIs; anything outside RFC 3986's
    /// unreserved and path characters is percent-encoded as UTF-8.
    public static func uri(_ path: String) -> String {
        let encoded = percentEncoded(path)
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    package static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            // A colon is kept out of relative references: `a:b.yaml` would read as a scheme.
            if allowed.contains(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }

    /// Unreserved characters, `/`, and the sub-delimiters and `@` a path segment may hold.
    package static let allowed: Set<UInt8> = Set(Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&'()*+,;=@".utf8))
}
