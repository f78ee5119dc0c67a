import EarshotTestSupport
import Foundation
import Testing

/// `earshot audit --format html`, loaded in a real browser: headless Chromium parses the page
/// and prints its DOM, which must hold the rule sections with their counts and a marked
/// element. A missing Chromium is a failure, not a skip (`scripts/setup` installs it).
extension CommandLineTests {
    /// Chromium's DOM of the HTML file at `path`, after parsing.
    func chromiumDOM(_ path: String) throws -> String {
        let candidates = ["chromium", "chromium-browser", "google-chrome"]
        let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
        let browser = candidates.lazy.flatMap { name in dirs.map { $0 + "/" + name } }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        let found = try #require(browser, "headless Chromium is needed for this test: run scripts/setup (Debian package chromium)")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: found)
        // --no-sandbox: test machines run as root, where Chromium's sandbox refuses to start.
        p.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", URL(fileURLWithPath: path).absoluteString]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "chromium exited \(p.terminationStatus)")
        return String(decoding: data, as: UTF8.self)
    }

    /// The text between `start` and the next `end` after it in `text`.
    func part(_ text: String, from start: String, to end: String) -> String? {
        guard let a = text.range(of: start), let b = text.range(of: end, range: a.upperBound..<text.endIndex) else { return nil }
        return String(text[a.lowerBound..<b.upperBound])
    }

    @Test func auditHTMLLoadsInABrowserWithGroupsCountsAndMarkedElements() throws {
        let dir = try auditDirectory("audit-html")
        try FileManager.default.copyItem(atPath: repositoryRoot.appendingPathComponent("Layouts/cowboy-hat-before.yaml").path,
                                         toPath: dir + "/before.yaml")
        let page = dir + "/report.html"
        let r = try earshot(["audit", dir + "/before.yaml", "--format", "html", "-o", page])
        #expect(r.status == 1 && r.out.isEmpty, "\(r.err)")
        let dom = try chromiumDOM(page)
        #expect(dom.contains(#"<p class="summary" id="summary">3 findings (0 errors, 3 warnings, 0 notes) in 1 file</p>"#), "\(dom.prefix(2000))")
        #expect(dom.contains(##"<a href="#EAR020">EAR020 hidden-content</a>"##))
        let hidden = try #require(part(dom, from: #"<section class="rule" id="EAR020""#, to: "</section>"))
        #expect(hidden.contains(#"data-findings="2""#))
        #expect(hidden.contains("EAR020 hidden-content — 2 findings (2 warnings)</h2>"))
        #expect(hidden.components(separatedBy: #"<li class="finding warning""#).count == 3)
        let photo = try #require(part(hidden, from: #"data-element="photo""#, to: "</li>"))
        #expect(photo.contains(#"<rect class="mark warning" data-element="photo""#), "\(photo)")
        #expect(photo.contains(##"<use href="#screen-0">"##))
        let heading = try #require(part(dom, from: #"<section class="rule" id="EAR011""#, to: "</section>"))
        #expect(heading.contains("VoiceOver says: <q><bdi>Heading not found</bdi></q>"))
        #expect(dom.contains(#"<symbol id="screen-0" viewBox="0 0 390 844">"#))
    }

    @Test func auditTextIsGroupedByRuleAndFlatOnRequest() throws {
        let dir = try auditDirectory("audit-grouped")
        try write(record("rating", "the value is not announced") + record("title", "fine", severity: "note"), dir + "/f.jsonl")
        let hat = dir + "/hat.yaml"
        let args = ["audit", hat, "--rules", "EAR900", "--findings", dir + "/f.jsonl"]
        let lines = [
            "\(hat):10:9: note: EAR900 fine [title]",
            "\(hat):23:9: warning: EAR900 the value is not announced [rating]",
        ]
        let grouped = try earshot(args)
        #expect(grouped.status == 1)
        #expect(grouped.out.hasPrefix("EAR900 manual — 2 findings (1 warning, 1 note)\n  fix: "), "\(grouped.out)")
        #expect(grouped.out.hasSuffix(lines.joined(separator: "\n") + "\n\n2 findings (0 errors, 1 warning, 1 note) in 1 file\n"))
        let flat = try earshot(args + ["--flat"])
        #expect(flat.out == lines.joined(separator: "\n") + "\n2 findings (0 errors, 1 warning, 1 note) in 1 file\n")
    }

    /// SARIF's `helpUri` is the absolute `file:` URI of this checkout's docs/rules.md, at the rule's anchor.
    @Test func auditSARIFRulesPointAtTheirSectionOfTheRulesPage() throws {
        let r = try earshot(["audit", "Layouts/cowboy-hat.yaml", "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: r.outBytes) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let page = repositoryRoot.appendingPathComponent("docs/rules.md").resolvingSymlinksInPath().absoluteString
        let uri = try #require(rules.first { $0["id"] as? String == "EAR016" }?["helpUri"] as? String)
        #expect(uri == page + "#ear016", "\(uri)")
        #expect(FileManager.default.fileExists(atPath: try #require(URL(string: uri)).path))
    }
}
