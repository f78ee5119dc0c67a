import EarshotTestSupport
import Foundation
import Testing
import EarshotCore

/// `docs/formats/KIND.md` is the loader's key tables in words: committed, current, and complete.
@Suite struct FormatReferenceTests {
    static let directory = repositoryRoot.appendingPathComponent("docs/formats")

    @Test(arguments: JSONSchema.kinds.map(\.name))
    func committedPageIsGenerated(_ name: String) throws {
        let kind = try #require(JSONSchema.kinds.first { $0.name == name })
        let url = Self.directory.appendingPathComponent("\(name).md")
        let generated = FormatReference.document(for: kind)
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try Data(generated.utf8).write(to: url)
        }
        let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        #expect(committed == generated, "docs/formats/\(name).md is stale: RECORD_SNAPSHOTS=1 swift test --filter FormatReferenceTests")
    }

    /// Every key of every mapping has a row, so a key added to the loader is documented.
    @Test(arguments: JSONSchema.kinds.map(\.name))
    func everyKeyHasARow(_ name: String) throws {
        let kind = try #require(JSONSchema.kinds.first { $0.name == name })
        let page = FormatReference.document(for: kind)
        for spec in kind.definitions {
            #expect(page.contains("## `\(spec.name)`"), "\(name): no section for \(spec.name)")
            for key in spec.keys {
                #expect(page.contains("| `\(key.name)` |"), "\(name): no row for \(spec.name).\(key.name)")
            }
        }
    }

    @Test func theLayoutPageNamesTheKeysPeopleAskAbout() {
        let page = FormatReference.document(for: LayoutKeys.kind)
        for key in ["segmented", "secure", "secure-length", "language", "audit-ignore", "header-row", "source"] {
            #expect(page.contains("`\(key)`"), "\(key)")
        }
        // Hostile summaries cannot break the table.
        #expect(!page.split(separator: "\n").contains { $0.hasPrefix("| ") && $0.filter { $0 == "|" }.count < 4 })
    }
}
