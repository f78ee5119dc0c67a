import EarshotLoader
import EarshotModel
import Testing
@testable import EarshotAudit

/// A team's `.earshot.yml`, globs as SwiftLint and git write them, and folder walks that take
/// only screen files from a real checkout.
@Suite struct ProjectConfigTests {
    func load(_ text: String, path: String = "app/.earshot.yml") -> Result<ProjectConfig, DiagnosticList> {
        ProjectConfig.load(bytes: Array(text.utf8), path: path)
    }

    @Test func aTeamsSettingsAreReadAndEveryProblemIsLocated() throws {
        let config = try load("""
            included: [Sources]
            excluded:
              - Sources/Generated
              - "**/*Preview*.swift"
            disabled_rules: [EAR005, ear011]
            severity:
              EAR016: error
            reader: talkback
            module: Sources/App
            density: 2.75
            """).get()
        #expect(config.disabledRules == [.vagueName, .noHeading])
        #expect(config.severity == [.targetSize: .error])
        #expect(config.reader == .talkback && config.density == 2.75 && config.modulePath == "app/Sources/App")
        #expect(config.takes("app/Sources/Views/Cart.swift", base: "/w"))
        #expect(!config.takes("app/Sources/Generated/L10n.swift", base: "/w"))
        #expect(!config.takes("app/Sources/Views/CartPreview.swift", base: "/w"))
        #expect(!config.takes("app/Tests/CartTests.swift", base: "/w"), "not included")
        #expect(config.takes("/w/app/Sources/Views/Cart.swift", base: "/w"), "an absolute path under the settings' folder")

        guard case .failure(let list) = load("""
            exclude: [Pods]
            disabled_rules: [EAR099]
            severity:
              EAR016: fatal
            reader: narrator
            """) else { Issue.record("bad settings were read"); return }
        #expect(list.diagnostics.map(\.description) == [
            "app/.earshot.yml:1:1: error: unknown key 'exclude' in the Earshot settings (did you mean 'excluded'?)",
            "app/.earshot.yml:2:18: error: unknown rule 'EAR099' (did you mean 'EAR009'?)",
            "app/.earshot.yml:4:11: error: unknown severity 'fatal': error, warning or note",
            "app/.earshot.yml:5:9: error: unknown screen reader 'narrator'",
        ])
    }

    @Test func globsMatchAsSwiftLintAndGitWriteThem() {
        #expect(Glob.matches("Pods", "Pods/A/B.swift") && Glob.matches("Pods", "app/Pods/x.yaml"))
        #expect(Glob.matches("Sources/Generated", "Sources/Generated/L10n.swift"))
        #expect(!Glob.matches("Sources/Generated", "Other/Sources/Generated/L10n.swift"), "a path with a slash is anchored")
        #expect(Glob.matches("**/*.json", "a/b/c.json") && Glob.matches("**/*.json", "c.json"))
        #expect(Glob.matches("*.xcassets", "App/Assets.xcassets/Icon.appiconset/Contents.json"))
        #expect(Glob.matches("a?c[0-9x]", "abcx") && !Glob.matches("a?c[!x]", "abcx"))
        let long = String(repeating: "a", count: 400)
        #expect(!Glob.matches(String(repeating: "*a", count: 30) + "b", long), "no exponential backtracking")
    }

    @Test func aGitIgnoreLeavesOutWhatGitWould() {
        let ignore = GitIgnore(folder: "app", text: "# build products\nbuild/\n*.generated.yaml\n/fixtures\n!keep.generated.yaml\n\n")
        #expect(GitIgnore.ignores([ignore], "app/build", isFolder: true))
        #expect(!GitIgnore.ignores([ignore], "app/build", isFolder: false), "a folder pattern spares a file")
        #expect(GitIgnore.ignores([ignore], "app/sub/x.generated.yaml", isFolder: false))
        #expect(!GitIgnore.ignores([ignore], "app/sub/keep.generated.yaml", isFolder: false), "taken back with !")
        #expect(GitIgnore.ignores([ignore], "app/fixtures", isFolder: true) && !GitIgnore.ignores([ignore], "app/sub/fixtures", isFolder: true))
        #expect(!GitIgnore.ignores([ignore], "other/build", isFolder: true), "only under its own folder")
    }
}
