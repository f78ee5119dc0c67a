import Foundation
import Testing

/// Secure text is never heard, shown or written: a `secure: true` field's value and an imported
/// secure field's text reach no output channel of the program, run for real; only the count does.
extension CommandLineTests {
    static let layoutSecret = "hunter2secret", dumpSecret = "dumpedSecret42", typedSecret = "typedSecret7"

    /// A folder with a layout holding a secret in a secure field, a dump holding one, and a lab.
    func secureDirectory() throws -> String {
        let dir = temporary("secure")
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try write("""
            earshot: 1
            screen:
              id: login
              title: Sign in
              elements:
                - id: heading
                  label: Sign in
                  traits: [header]
                  frame: [16, 64, 358, 34]
                - id: password
                  label: Password
                  value: \(Self.layoutSecret)
                  traits: [textField]
                  secure: true
                  frame: [16, 120, 358, 44]
                - id: go
                  label: Go
                  traits: [button]
                  frame: [16, 180, 358, 44]
            """, dir + "/login.yaml")
        try write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Acme" label="Acme" enabled="true" visible="true" x="0" y="0" width="393" height="852">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="393" height="852">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Sign in" name="Sign in" label="Sign in" enabled="true" visible="true" accessible="true" x="24" y="127" width="345" height="41"/>
                <XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" value="\(Self.dumpSecret)" name="login.password" label="Password" enabled="true" visible="true" accessible="true" x="24" y="256" width="345" height="44"/>
              </XCUIElementTypeWindow>
            </XCUIElementTypeApplication>
            """, dir + "/shot.xml")
        try write("""
            earshot-lab: 1
            title: Sign in
            layout: login.yaml
            tasks:
              - say: Find the Go button.
                goal: {focus: go}
            """, dir + "/lab.yaml")
        return dir
    }

    @Test func secureTextReachesNoOutputChannel() throws {
        let dir = try secureDirectory()
        let layout = dir + "/login.yaml", dump = dir + "/shot.xml"
        let walk = "first next activate type=\(Self.typedSecret) next previous"
        var channels: [(name: String, text: String)] = []
        func run(_ name: String, _ arguments: [String], files: [String] = []) throws {
            let r = try earshot(arguments)
            #expect(r.status != 2, "\(name): \(r.err)")
            channels.append((name, r.out + r.err))
            for file in files {
                let data = try #require(FileManager.default.contents(atPath: file), "\(name) wrote no \(file)")
                channels.append((name + " " + file, String(decoding: data, as: UTF8.self)))
            }
        }
        for source in [layout, dump] {
            try run("transcript", ["transcript", source, "--gestures", walk, "--no-audio"])
            try run("transcript --json", ["transcript", source, "--gestures", walk, "--json", "--no-audio"])
            for format in ["text", "json", "sarif", "junit"] {
                try run("audit \(format)", ["audit", source, "--format", format])
            }
            let svg = dir + "/efficiency.svg"
            try run("efficiency", ["efficiency", source, "--json", "--svg", svg], files: [svg])
        }
        let imported = dir + "/imported.yaml"
        try run("import", ["import", dump])
        try run("import -o", ["import", dump, "-o", imported], files: [imported])
        try run("lab", ["lab", dir + "/lab.yaml", "--gestures", walk + " next", "--json", "--no-audio"])
        try run("lab report", ["lab", dir + "/lab.yaml", "--gestures", walk + " next", "--no-audio",
                               "--report", dir + "/report.json"], files: [dir + "/report.json"])

        for (name, text) in channels {
            for secret in [Self.layoutSecret, Self.dumpSecret, Self.typedSecret] {
                #expect(!text.contains(secret), "\(name) leaks \(secret):\n\(text)")
            }
        }
        // What is said instead: the count, in speech and in the imported layout.
        let said = channels.filter { $0.name == "transcript" }.map(\.text)
        #expect(said.first?.contains("Password. Secure Text Field. 13 characters.") == true, "\(said)")
        // Typing echoes a bullet a character and is recorded as bullets; the count grows by as many.
        #expect(said.first?.contains("» type=••••••••••••\n  bullet\n") == true, "\(said)")
        #expect(said.first?.contains("Password. Secure Text Field. 25 characters.") == true, "\(said)")
        #expect(said.last?.contains("Password. Secure Text Field. 14 characters.") == true, "\(said)")
        let yaml = try #require(channels.first { $0.name == "import" }?.text)
        #expect(yaml.contains("secure: true") && yaml.contains("secure-length: 14"), "\(yaml)")
        // The imported layout loads and says the count.
        try run("transcript of import", ["transcript", imported, "--gestures", "first next", "--no-audio"])
        let reread = try #require(channels.last?.text)
        #expect(reread.contains("Password. Secure Text Field. 14 characters."), "\(reread)")
        #expect(!reread.contains(Self.dumpSecret))
    }
}
