import Foundation
import Testing

/// SwiftUI source files where a layout goes, and `earshot import View.swift`, run for real.
extension CommandLineTests {
    @Test func importsASwiftUIFileWithItsProvenance() throws {
        let r = try earshot(["import", "Examples/Checkout.swift"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.hasPrefix("# Imported by `earshot import` from Checkout.swift (SwiftUI source, read without compiling it).\n"))
        #expect(r.out.contains("screen:\n  id: CheckoutView\n  title: Checkout\n"))
        #expect(r.out.contains("          label: Gift wrap\n          value: \"0\"\n          traits: [button, switchButton]\n"))
        // Earshot's own package holds the example: its folder is the module views are looked for in.
        #expect(r.err == "Examples/Checkout.swift: SwiftUI, 1 screen, 12 focus stops; views used by name looked for under the current folder "
            + "(the nearest folder holding Package.swift)\n")
    }

    @Test func importSaysWhatWasApproximated() throws {
        let out = temporary("contacts.yaml")
        let r = try earshot(["import", "Tests/Fixtures/SwiftUI/CrossFile/ContactsView.swift", "-o", out])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.err == "Tests/Fixtures/SwiftUI/CrossFile/ContactsView.swift: SwiftUI, 1 screen, 4 focus stops, "
            + "2 places approximated (1 placeholder, 1 unresolved view); views used by name looked for under the current folder "
            + "(the nearest folder holding Package.swift) → \(out)\n"
            + "Tests/Fixtures/SwiftUI/CrossFile/ContactsView.swift:9:17: 'FancyBadge' is not a view in the files given; shown as a placeholder\n"
            + "Tests/Fixtures/SwiftUI/CrossFile/ContactsView.swift:9:17: '⟨fancy badge⟩' stands for what the app shows when it runs\n")
        let yaml = try String(contentsOfFile: out, encoding: .utf8)
        #expect(yaml.contains("source-file: ContactRow.swift"))
    }

    /// The app is the nearest folder above the file holding `.git` (or a project), however deep
    /// the file is; the summary says which folder it took and why, or that `--module` named it.
    @Test func importNamesTheFolderItSearched() throws {
        let root = temporary("deep-app")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let deep = root + "/Features/Cart/Checkout/Views/Rows/Parts/Small/Bits/Last"
        try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        try "import SwiftUI\nstruct Badge: View {\n    let text: String\n    var body: some View { Text(text) }\n}\n"
            .write(toFile: root + "/Badge.swift", atomically: true, encoding: .utf8)
        try "import SwiftUI\nstruct Home: View {\n    var body: some View { Badge(text: \"New\") }\n}\n"
            .write(toFile: deep + "/Home.swift", atomically: true, encoding: .utf8)
        let found = try earshot(["import", deep + "/Home.swift", "-o", "-"])
        #expect(found.status == 0 && found.out.contains("label: New"), "\(found.out)\(found.err)")
        #expect(found.err.hasSuffix("; views used by name looked for under '\(root)' (the nearest folder holding .git)\n"), "\(found.err)")
        // Named by --module, the file's own folder: the badge above it is not found there.
        let given = try earshot(["import", deep + "/Home.swift", "--module", deep, "-o", "-"])
        #expect(given.err.contains("; views used by name looked for under '\(deep)' (given with --module)\n"), "\(given.err)")
        #expect(given.err.contains("'Badge' is not a view in the files given"), "\(given.err)")
    }

    /// `--module DIR` names the app's folder: a view used by name is found anywhere under it.
    @Test func moduleNamesTheAppsFolder() throws {
        let root = temporary("module")
        try FileManager.default.createDirectory(atPath: root + "/Screens", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/Design", withIntermediateDirectories: true)
        try "import SwiftUI\nstruct Home: View {\n    var body: some View { Badge(text: \"New\") }\n}\n"
            .write(toFile: root + "/Screens/Home.swift", atomically: true, encoding: .utf8)
        try "import SwiftUI\nstruct Badge: View {\n    let text: String\n    var body: some View { Text(text) }\n}\n"
            .write(toFile: root + "/Design/Badge.swift", atomically: true, encoding: .utf8)
        let alone = try earshot(["transcript", root + "/Screens/Home.swift", "--gestures", "first"])
        #expect(alone.out.contains("  ⟨badge⟩\n"), "\(alone.out)")
        let module = try earshot(["transcript", root + "/Screens/Home.swift", "--module", root, "--gestures", "first"])
        #expect(module.status == 0 && module.out.contains("  New\n"), "\(module.out)\(module.err)")
        let missing = try earshot(["import", root + "/Screens/Home.swift", "--module", root + "/nope"])
        #expect(missing.status == 2 && missing.err.contains("--module names no folder"), "\(missing.err)")
    }

    @Test func unknownScreenIsALocatedErrorListingTheViews() throws {
        let r = try earshot(["import", "Tests/Fixtures/SwiftUI/TabsView.swift", "--screen", "Nope"])
        #expect(r.status == 2)
        #expect(r.err == "Tests/Fixtures/SwiftUI/TabsView.swift:3:8: error: no view named 'Nope' (views: TabsView, HomeTab)\n")
    }

    @Test func swiftSyntaxErrorIsLocatedExitTwo() throws {
        let path = try writeTemporary("Broken.swift", "import SwiftUI\nstruct V: View {\n  var body: some View {\n    Text(\"a\"\n  }\n}\n")
        for command in [["import", path], ["transcript", path, "--gestures", "next", "--no-audio"], ["audit", path]] {
            let r = try earshot(command)
            #expect(r.status == 2, "\(command)")
            #expect(r.err == "\(path):4:13: error: Swift syntax error: expected ')' to end function call\n", "\(command)")
        }
    }

    @Test func transcriptOfASwiftFileEqualsTranscriptOfItsImport() throws {
        let out = temporary("checkout.yaml")
        #expect(try earshot(["import", "Examples/Checkout.swift", "-o", out]).status == 0)
        let script = "first next x12 previous x3"
        let direct = try earshot(["transcript", "Examples/Checkout.swift", "--gestures", script, "--no-audio"])
        let imported = try earshot(["transcript", out, "--gestures", script, "--no-audio"])
        #expect(direct.status == 0 && imported.status == 0, "\(direct.err)\(imported.err)")
        #expect(direct.out == imported.out)
        #expect(direct.out.contains("Gift wrap. Switch Button. Off."))
    }

    /// A guess stays a guess through `import`: the YAML keeps its marks and `placeholder: true`,
    /// and the transcript of that YAML writes it marked and says it is one.
    @Test func aGuessImportedIsStillAGuessWhenLoaded() throws {
        let out = temporary("bill.yaml")
        #expect(try earshot(["import", "Tests/Fixtures/SwiftUI/GuessedWords.swift", "-o", out]).status == 0)
        let yaml = try String(contentsOfFile: out, encoding: .utf8)
        #expect(yaml.contains("          label: \"Total: ⟨total per person⟩\"\n          traits: [staticText]\n"), "\(yaml)")
        let r = try earshot(["transcript", out, "--gestures", "first next next", "--json", "--no-audio"])
        #expect(r.status == 0, "\(r.err)")
        let row = r.out.split(separator: "\n").last.map(String.init) ?? ""
        #expect(row.contains(#""speech":["Total: ⟨total per person⟩"]"#) && row.contains(#""approximate":true"#), "\(row)")
        let text = try earshot(["transcript", out, "--gestures", "first next next next x5", "--no-audio"])
        #expect(text.out.contains("\n  Seats ‹A–D› by the window\n"), "\(text.out)")
    }

    /// A folder of SwiftUI files audited to SARIF: findings on the Swift lines that made them,
    /// views from another file on that file's lines.
    @Test func auditOfAFolderWritesSARIFOnSwiftLines() throws {
        let out = temporary("swiftui.sarif")
        let r = try earshot(["audit", "Tests/Fixtures/SwiftUI", "--format", "sarif", "-o", out])
        #expect(r.status == 1, "\(r.err)")
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let runs = try #require(root["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        let places: [String] = results.compactMap { result in
            guard let rule = result["ruleId"] as? String,
                  let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any],
                  let uri = (location["artifactLocation"] as? [String: Any])?["uri"] as? String,
                  let line = (location["region"] as? [String: Any])?["startLine"] as? Int else { return nil }
            return "\(rule) \(uri):\(line)"
        }
        #expect(places.contains("EAR022 Tests/Fixtures/SwiftUI/ProductCard.swift:16"))
        // One finding per asset name: EAR003 leaves `icn_close` to EAR022.
        #expect(!places.contains("EAR003 Tests/Fixtures/SwiftUI/ProductCard.swift:16"))
        #expect(places.contains("EAR021 Tests/Fixtures/SwiftUI/CrossFile/ContactRow.swift:8"))
        #expect(places.allSatisfy { $0.contains(".swift:") }, "\(places)")
    }

    /// A view resolved from another file: its findings are on that file's lines.
    @Test func findingsOfAViewFromAnotherFileAreOnThatFile() throws {
        let r = try earshot(["audit", "Tests/Fixtures/SwiftUI/CrossFile/ContactsView.swift", "--rules", "EAR021", "--flat"])
        #expect(r.status == 1, "\(r.err)")
        #expect(r.out.hasPrefix("Tests/Fixtures/SwiftUI/CrossFile/ContactRow.swift:8:9: error: EAR021 has a tap gesture but no role"), "\(r.out)")
    }

    @Test func notSwiftIsRefused() throws {
        let path = try writeTemporary("Binary.swift", "\u{FF}")
        try Data([0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: path))
        let r = try earshot(["import", path])
        #expect(r.status == 2 && r.err == path + ":1:1: error: not a Swift source file (not UTF-8 text)\n", "\(r.err)")
        let none = try writeTemporary("Model.swift", "struct Model { var name: String }\n")
        let n = try earshot(["transcript", none, "--gestures", "next", "--no-audio"])
        #expect(n.status == 2 && n.err.contains("no SwiftUI view here"))
    }
}

extension CommandLineTests {
    /// A folder audited is the app: a view a Swift package inside it declares, pushed by the app's
    /// own code outside the package, is judged as the screen it is (EAR011); audited as the
    /// package alone, nothing shows it as one.
    @Test func auditingAFolderJudgesAPackagesViewByTheAppAroundIt() throws {
        let dir = temporary("audit-app-folder")
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir + "/Kit/Sources/Kit", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/App", withIntermediateDirectories: true)
        try Data("// swift-tools-version:5.9\n".utf8).write(to: URL(fileURLWithPath: dir + "/Kit/Package.swift"))
        try Data("""
            import SwiftUI
            public struct AlertsView: View {
                @State private var mail = true
                @State private var push = false
                @State private var sound = true
                public init() {}
                public var body: some View {
                    Form {
                        Toggle("Mail", isOn: $mail)
                        Toggle("Push", isOn: $push)
                        Toggle("Sound", isOn: $sound)
                    }
                }
            }

            """.utf8).write(to: URL(fileURLWithPath: dir + "/Kit/Sources/Kit/AlertsView.swift"))
        try Data("""
            import SwiftUI
            import Kit
            struct SettingsView: View {
                var body: some View {
                    NavigationStack {
                        List { NavigationLink("Alerts") { AlertsView() } }
                            .navigationTitle("Settings")
                    }
                }
            }

            """.utf8).write(to: URL(fileURLWithPath: dir + "/App/SettingsView.swift"))
        let app = try earshot(["audit", dir, "--rules", "EAR011", "--flat"])
        #expect(app.out.contains("AlertsView.swift:2:15: warning: EAR011 3 focus stops and no heading"), "\(app.out)\(app.err)")
        let kit = try earshot(["audit", dir + "/Kit", "--rules", "EAR011", "--flat"])
        #expect(kit.status == 0 && kit.out.hasPrefix("no findings"), "\(kit.out)\(kit.err)")
    }
}
