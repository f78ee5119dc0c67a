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
