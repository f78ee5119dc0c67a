import EarshotAudit
import EarshotLoader
import EarshotModel
import Testing

/// What an audit is given: the folder walk (which files a folder audit takes, hidden entries
/// and linked folders left alone) and the recorded findings placed in their layouts.
@Suite struct AuditInputsTests {
    /// A tree in memory: paths to contents, directories implied, links named.
    struct Tree: SourceFiles {
        var files: [String: String]
        var links: Set<String> = []

        func read(_ path: String) -> LayoutFileRead { files[path].map { .bytes(Array($0.utf8)) } ?? .unreadable("no such file") }
        func head(_ path: String, count: Int) -> [UInt8]? { files[path].map { Array($0.utf8.prefix(count)) } }
        func size(_ path: String) -> Int? { files[path]?.utf8.count }
        func entry(_ path: String) -> FileEntry? {
            if files[path] != nil { return .regular }
            return files.keys.contains { $0.hasPrefix(path + "/") } ? .directory : nil
        }
        func isLink(_ path: String) -> Bool { links.contains(path) }
        func names(in directory: String) -> [String]? {
            var names = Set<String>()
            for path in files.keys where path.hasPrefix(directory + "/") {
                names.insert(String(path.dropFirst(directory.count + 1).split(separator: "/")[0]))
            }
            return Array(names)
        }
        func realPath(_ path: String) -> String? { entry(path) == nil ? nil : path }
        func readFound(_ path: String, in folder: String) -> LayoutFileRead { read(path) }
        func isTrusted(_ path: String) -> Bool { true }
    }

    let tree = Tree(files: [
        "app/b.yaml": "", "app/a.yaml": "", "app/notes.md": "", "app/.git/x.yaml": "",
        "app/screens/Main.storyboard": "", "app/linked/loop.yaml": "",
    ], links: ["app/linked"])

    @Test func aFolderIsEveryScreenFileUnderItSortedHiddenAndLinkedFoldersLeftAlone() {
        let taken = AuditInputs.walk("app/", files: tree) { !$0.hasSuffix(".md") }
        #expect(taken == ["app/a.yaml", "app/b.yaml", "app/screens/Main.storyboard"])
    }

    @Test func pathsAreFilesOrFoldersEachOnceAndWhatIsMissingIsSaid() {
        let (files, problems) = AuditInputs.files(["app/b.yaml", "app", "nowhere.yaml", "app/notes.md"], files: tree) {
            $0.hasSuffix(".yaml")
        }
        #expect(files == ["app/b.yaml", "app/a.yaml", "app/notes.md"])
        #expect(problems == ["earshot: error: no such file or directory 'nowhere.yaml'"])
        let empty = AuditInputs.files(["app/screens"], files: tree) { $0.hasSuffix(".yaml") }
        #expect(empty.files.isEmpty && empty.problems == ["earshot: error: no screen files under 'app/screens'"])
    }

    @Test func recordedFindingsFindTheirLayoutFromTheFindingsFilesFolder() throws {
        let yaml = "earshot: 1\nscreen:\n  id: s\n  elements:\n    - id: buy\n      label: Buy\n      traits: [button]\n"
        let layout = try LayoutLoader().load(bytes: Array(yaml.utf8), path: "app/a.yaml").get()
        let lines = """
            {"rule":"EAR900","path":"a.yaml","element":"buy","note":"says nothing about the price"}
            {"rule":"EAR900","path":"other.yaml","element":"buy","note":"x"}
            {"rule":"EAR900","path":"a.yaml","element":"gone","note":"y"}
            {"rule":"EAR900","path":"b.yaml","element":"buy","note":"another layout's: left to its own audit"}

            """
        let (findings, problems) = AuditInputs.recordedFindings([("app/earshot-findings.jsonl", Array(lines.utf8))], in: [layout]) {
            tree.realPath($0)
        }
        #expect(findings.map(\.element) == ["buy"])
        #expect(findings.first?.line == 5)
        #expect(problems.map(\.description) == [
            "app/earshot-findings.jsonl:2:25: error: no file 'other.yaml' (looked for 'app/other.yaml')",
            "app/earshot-findings.jsonl:3:44: error: no element 'gone' in 'app/a.yaml'",
        ])
    }
}
