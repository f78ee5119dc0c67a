import Foundation

/// One file a lab run read and the digest of its bytes (`LabFingerprint.digest`), as a result
/// lists it under `files`; the path is relative to the lab file's folder.
public struct LabFileRead: Sendable, Codable, Equatable {
    public var path: String
    public var digest: String

    public init(path: String, digest: String) {
        self.path = path
        self.digest = digest
    }

    /// `reads` with each path made relative to `folder` (`../Layouts/cowboy-hat.yaml`), so a
    /// result and the replay that loads its lab again name the same file the same way.
    public static func relative(_ reads: [LabFileRead], to folder: String) -> [LabFileRead] {
        reads.map { LabFileRead(path: relativePath($0.path, to: folder), digest: $0.digest) }
    }

    /// `path` from `folder`, by their standardized components (no file system access).
    static func relativePath(_ path: String, to folder: String) -> String {
        func parts(_ p: String) -> [String] {
            let absolute = p.hasPrefix("/") ? p : FileManager.default.currentDirectoryPath + "/" + p
            return (absolute as NSString).standardizingPath.split(separator: "/").map(String.init)
        }
        let file = parts(path), base = parts(folder.isEmpty ? "." : folder)
        var shared = 0
        while shared < min(file.count, base.count), file[shared] == base[shared] { shared += 1 }
        return (Array(repeating: "..", count: base.count - shared) + file[shared...]).joined(separator: "/")
    }
}
