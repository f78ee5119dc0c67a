import EarshotLayoutTestSupport
import EarshotModel
import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotLoader

/// `goto` files: read once each, confined by the I/O edge, problems reported at the `goto` value.
@Suite struct WorkspaceLoaderTests {
    /// In-memory files; counts reads, and answers `outside` for paths listed as symlinks out.
    final class Files: LayoutFiles, @unchecked Sendable {
        let files: [String: String]
        let escaping: Set<String>
        private let lock = NSLock()
        private var counts: [String: Int] = [:]
        init(_ files: [String: String], escaping: Set<String> = []) { self.files = files; self.escaping = escaping }

        func readFound(_ path: String, in folder: String) -> LayoutFileRead {
            lock.lock(); counts[path, default: 0] += 1; let n = counts[path] ?? 0; lock.unlock()
            if n > 10 { return .unreadable("read \(n) times") }  // a loader that re-reads must not loop forever
            if escaping.contains(path) { return .outside(realPath: "/etc/secret.yaml") }
            return files[path].map { .bytes(Array($0.utf8)) } ?? .unreadable("no such file")
        }
        func reads(_ path: String) -> Int { lock.lock(); defer { lock.unlock() }; return counts[path] ?? 0 }
    }

    static func layout(_ screen: String, gotos: [String]) -> String {
        var text = "earshot: 1\nscreen:\n  id: \(screen)\n  elements:\n"
        for (n, target) in gotos.enumerated() { text += "    - id: g\(n)\n      on-activate: [{goto: \"\(target)\"}]\n" }
        return text + "    - id: end\n"
    }

    func load(_ files: Files, root: String = "d/a.yaml") -> Result<Workspace, DiagnosticList> {
        let bytes = Array((files.files[root] ?? "").utf8)
        return LayoutLoader(files: files).loadWorkspace(bytes: bytes, path: root)
    }

    @Test func eachFileIsReadAndParsedOnceEvenInCycles() throws {
        let files = Files([
            "d/a.yaml": Self.layout("a", gotos: ["b.yaml#b", "b.yaml#b", "sub/c.yaml#c"]),
            "d/b.yaml": Self.layout("b", gotos: ["a.yaml#a", "sub/c.yaml#c"]),
            "d/sub/c.yaml": Self.layout("c", gotos: []),
        ])
        let workspace = try load(files).get()
        #expect(Set(workspace.layouts.keys) == ["d/a.yaml", "d/b.yaml", "d/sub/c.yaml"])
        #expect(files.reads("d/b.yaml") == 1 && files.reads("d/sub/c.yaml") == 1 && files.reads("d/a.yaml") == 0, "the root is never read again")
    }

    @Test func aGotoThroughASymlinkOutOfTheTreeIsAnErrorAtTheGoto() {
        let files = Files(["d/a.yaml": Self.layout("a", gotos: ["ok.yaml#ok", "link.yaml#x"]),
                           "d/ok.yaml": Self.layout("ok", gotos: [])],
                          escaping: ["d/link.yaml"])
        guard case .failure(let list) = load(files) else { Issue.record("escaped the tree"); return }
        #expect(list.description == "d/a.yaml:8:28: error: 'goto' file 'link.yaml' resolves to '/etc/secret.yaml', outside this layout's directory")
    }

    @Test func problemsWithTheOtherFileAreAtTheGotoValue() {
        let files = Files(["d/a.yaml": Self.layout("a", gotos: ["b.yaml#nope", "missing.yaml#m", "bad.yaml#x"]),
                           "d/b.yaml": Self.layout("b", gotos: []),
                           "d/bad.yaml": "earshot: 1\nscreen: {id: x, elements: [{lable: A}]}\n"])
        guard case .failure(let list) = load(files) else { Issue.record("loaded"); return }
        #expect(list.diagnostics.map(\.description).sorted() == [
            "d/a.yaml:10:28: error: 'goto' file 'bad.yaml' does not load (see its errors)",
            "d/a.yaml:6:28: error: 'goto' names screen 'nope', which 'b.yaml' does not have",
            "d/a.yaml:8:28: error: 'goto' file 'missing.yaml' cannot be read: no such file",
            "d/bad.yaml:2:29: error: unknown key 'lable' in an element (did you mean 'label'?)",
        ])
    }

    @Test func loadWithReadFileChecksGotoFilesToo() {
        let files = Files(["d/a.yaml": Self.layout("a", gotos: ["b.yaml#b"])])
        let loader = LayoutLoader(readFile: { files.files[$0].map { Array($0.utf8) } })
        guard case .failure(let list) = loader.load(bytes: Array(Self.layout("a", gotos: ["b.yaml#b"]).utf8), path: "d/a.yaml") else {
            Issue.record("loaded"); return
        }
        #expect(list.description == "d/a.yaml:6:28: error: 'goto' file 'b.yaml' cannot be read: no such file")
    }
}
