package import EarshotLoader
import EarshotTestSupport
package import Foundation
/// The committed JSON schemas under `schemas/` and the sample files they describe.
package enum SchemaFiles {
    package static let directory = repositoryRoot.appendingPathComponent("schemas")

    package static func committed(_ kind: FileKind) -> String {
        let url = directory.appendingPathComponent("\(kind.name).schema.json")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    package static func samples(_ folder: String) -> [URL] {
        let dir = repositoryRoot.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { dir.appendingPathComponent($0) }
    }
}
