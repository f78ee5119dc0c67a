import EarshotCore
import EarshotSwiftUI
import Foundation

/// SwiftUI source files where a layout goes: the file, with the other `.swift` files beside it
/// searched for the views it uses by name, and its strings tables.
enum SwiftUIFiles {
    static func isSwift(_ path: String) -> Bool { path.lowercased().hasSuffix(".swift") }

    static let readFile: SwiftUIImport.ReadFile = { path in
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
        return FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// A `.swift` file that declares a `View` (or does not parse): audited in a folder.
    static func declaresView(_ path: String) -> Bool {
        readFile(path).map(SwiftUIImport.declaresView) ?? false
    }

    /// The other `.swift` files in `path`'s directory (at most 200, each under 4 MB): searched
    /// for views by name, never screens themselves.
    static func siblings(of path: String, except given: [String] = []) -> [SwiftUIImport.File] {
        let dir = (path as NSString).deletingLastPathComponent
        let base = dir.isEmpty ? "." : dir
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: base) else { return [] }
        let skip = Set(([path] + given).map { ($0 as NSString).standardizingPath })
        var out: [SwiftUIImport.File] = []
        for name in names.sorted() where isSwift(name) && out.count < 200 {
            let full = dir.isEmpty ? name : dir + "/" + name
            guard !skip.contains((full as NSString).standardizingPath),
                  let size = (try? FileManager.default.attributesOfItem(atPath: full))?[.size] as? Int, size < 4 << 20,
                  let bytes = readFile(full) else { continue }
            out.append(SwiftUIImport.File(path: full, bytes: bytes))
        }
        return out
    }

    /// The Swift file as a layout, or its located error (exit 2).
    static func layout(_ path: String, bytes: [UInt8], screen: String? = nil) throws -> Layout {
        switch loadResult(path, bytes: bytes, screen: screen) {
        case .success(let layout): return layout
        case .failure(let list): throw Failure.diagnostics(list)
        }
    }

    static func loadResult(_ path: String, bytes: [UInt8], screen: String? = nil) -> Result<Layout, DiagnosticList> {
        SwiftUIImport.layout(main: SwiftUIImport.File(path: path, bytes: bytes), library: siblings(of: path),
                             screenID: screen, readFile: readFile)
    }
}
