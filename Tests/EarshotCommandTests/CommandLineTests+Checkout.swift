import EarshotTestSupport
import Foundation
import Testing

/// A folder run over a checkout as teams have them: asset catalogs, CI settings, build products,
/// generated code the repository ignores, and the team's own `.earshot.yml`.
extension CommandLineTests {
    func checkout(_ name: String) throws -> String {
        let dir = temporary("checkout-" + name)
        try? FileManager.default.removeItem(atPath: dir)
        let files: [String: String] = [
            ".git/HEAD": "ref: refs/heads/main\n",
            ".gitignore": "Generated/\n*.local.yaml\n",
            "App/Assets.xcassets/Contents.json": "{\"info\": {\"author\": \"xcode\", \"version\": 1}}\n",
            "App/Assets.xcassets/AppIcon.appiconset/Contents.json": "{\"images\": []}\n",
            "App/Views/Cart.swift": "import SwiftUI\nstruct CartView: View {\n    var body: some View {\n        NavigationStack {\n"
                + "            List { Button(\"Check out\") {} }.navigationTitle(\"Cart\")\n        }\n    }\n}\n",
            "App/Models/Price.swift": "struct Price { var cents: Int }\n",
            "App/Generated/Broken.yaml": "earshot: 1\nscreen: [\n",
            "App/hat.local.yaml": "earshot: 1\nscreen: [\n",
            "App/Legacy/Old.yaml": "earshot: 1\nscreen: [\n",
            "build/Debug/info.yaml": "earshot: 1\nscreen: [\n",
            "config.yaml": "server: example\nport: 8080\n",
            "swiftlint.yml": "disabled_rules: [line_length]\n",
            "package.json": "{\"name\": \"web\"}\n",
            ".earshot.yml": "excluded: [App/Legacy]\ndisabled_rules: [EAR019]\n",
        ]
        for (path, text) in files {
            let full = dir + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        return dir
    }

    @Test func aFolderRunOverACheckoutReadsOnlyItsScreens() throws {
        let dir = try checkout("walk")
        let audit = try earshot(["audit", ".", "--format", "json"], directory: dir)
        #expect(audit.status == 0 || audit.status == 1, "\(audit.err)")
        #expect(audit.err.isEmpty, "\(audit.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: audit.outBytes) as? [String: Any])
        let files = (json["summary"] as? [String: Any])?["files"] as? Int
        #expect(files == 1, "only App/Views/Cart.swift is a screen: \(audit.out.prefix(400))")
        let snapshot = try earshot(["snapshot", ".", "--update"], directory: dir)
        #expect(snapshot.status == 0, "\(snapshot.err)")
        #expect(FileManager.default.fileExists(atPath: dir + "/Snapshots/App/Views/Cart.swift/CartView.txt"))
    }

    @Test func theTeamsSettingsAreObeyedAndTheirMistakesLocated() throws {
        let dir = try checkout("settings")
        try Data("excluded: [App/Views, App/Legacy]\n".utf8).write(to: URL(fileURLWithPath: dir + "/.earshot.yml"))
        let none = try earshot(["audit", "."], directory: dir)
        #expect(none.status == 2 && none.err.contains("no screen files under '.'"), "\(none.err)")
        try Data("exclude: [App/Views]\nseverity: {EAR011: loud}\n".utf8).write(to: URL(fileURLWithPath: dir + "/.earshot.yml"))
        let bad = try earshot(["audit", "App"], directory: dir)
        #expect(bad.status == 2)
        #expect(bad.err == ".earshot.yml:1:1: error: unknown key 'exclude' in the Earshot settings (did you mean 'excluded'?)\n"
            + ".earshot.yml:2:20: error: unknown severity 'loud': error, warning or note\n", "\(bad.err)")
        let chosen = try earshot(["audit", "App", "--config", "/dev/null"], directory: dir)
        #expect(chosen.status != 2 || !chosen.err.contains(".earshot.yml"), "--config chooses the settings: \(chosen.err)")
    }
}
