import EarshotAudit
import EarshotTestSupport
import Testing

/// How findings files and baselines name layouts: from their own folder, so an audit run from
/// anywhere finds them.
@Suite struct AuditPathFromTests {
    @Test(arguments: [
        ("Layouts/hat.yaml", "/repo/Layouts", "/repo", "hat.yaml"),
        ("Layouts/hat.yaml", "/repo", "/repo", "Layouts/hat.yaml"),
        ("hat.yaml", "/repo/ci", "/repo/Layouts", "../Layouts/hat.yaml"),
        ("/repo/Layouts/./hat.yaml", "/repo/ci/baselines", "/elsewhere", "../../Layouts/hat.yaml"),
        ("../repo/Layouts/hat.yaml", "/repo", "/home", "Layouts/hat.yaml"),
        ("Layouts/hat.yaml", "/tmp", "/work/repo", "/work/repo/Layouts/hat.yaml"),
    ])
    func pathsAreNamedFromTheFilesFolder(_ path: String, _ folder: String, _ base: String, _ expected: String) {
        #expect(AuditPath.relative(path, from: folder, base: base) == expected)
    }

    @Test func aBaselineMatchesByItsOwnFolderOrTheOldWay() {
        let finding = AuditFinding(rule: .manual, severity: .warning, path: "Layouts/hat.yaml", line: 1, column: 1,
                                   element: "rating", message: "m", speech: nil)
        let new = AuditBaseline(entries: [.init(rule: .manual, path: "../Layouts/hat.yaml", element: "rating")])
        #expect(new.filter([finding], baselineDirectory: "/repo/ci", currentDirectory: "/repo").hidden == 1)
        #expect(new.filter([finding], baselineDirectory: "/repo", currentDirectory: "/repo").hidden == 0)
        let old = AuditBaseline(entries: [.init(rule: .manual, path: "Layouts/hat.yaml", element: "rating")])
        #expect(old.filter([finding], baselineDirectory: "/repo/ci", currentDirectory: "/repo").hidden == 1)
    }
}
