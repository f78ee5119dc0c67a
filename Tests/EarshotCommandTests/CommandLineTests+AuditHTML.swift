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
        try write(record("submit", "the price is never said", severity: "error", path: "before.yaml"), dir + "/earshot-findings.jsonl")
        let page = dir + "/report.html"
        let r = try earshot(["audit", "before.yaml", "--format", "html", "-o", page, "--tester", "Kim", "--build", "2.3 (41)",
                             "--findings", "earshot-findings.jsonl"],
                            environment: ["SOURCE_DATE_EPOCH": "1746093731"], directory: dir)
        #expect(r.status == 1 && r.out.isEmpty, "\(r.err)")
        let dom = try chromiumDOM(page)
        #expect(dom.contains(#"<p class="summary" id="summary">4 findings (1 error, 3 warnings, 0 notes) in 1 file</p>"#), "\(dom.prefix(2000))")
        #expect(dom.contains(##"<a href="#EAR020">EAR020 hidden-content</a>"##))
        // The tester's recorded error comes first, before the automatic warnings.
        let order = dom.components(separatedBy: #"<section class="rule" id=""#).dropFirst().map { String($0.prefix(6)) }
        #expect(order == ["EAR900", "EAR011", "EAR020"], "\(order)")
        let hidden = try #require(part(dom, from: #"<section class="rule" id="EAR020""#, to: "</section>"))
        #expect(hidden.contains(#"data-findings="2""#))
        #expect(hidden.contains("EAR020 hidden-content — 2 findings (2 warnings)</h2>"))
        #expect(hidden.components(separatedBy: #"<li class="finding warning""#).count == 3)
        let photo = try #require(part(hidden, from: #"data-element="photo""#, to: "</li>"))
        #expect(photo.contains(#"<rect class="mark warning" data-element="photo""#), "\(photo)")
        #expect(photo.contains(##"<use href="#screen-0" width="390" height="844">"##))
        let heading = try #require(part(dom, from: #"<section class="rule" id="EAR011""#, to: "</section>"))
        #expect(heading.contains("VoiceOver says: <q><bdi>Heading not found</bdi></q>"))
        #expect(dom.contains(#"<symbol id="screen-0" viewBox="0 0 390 844">"#))
        // Labels are drawn in their boxes, as text a reader of the page can read.
        #expect(dom.contains(#">Authentic Cowboy Hat</tspan></text>"#), "\(dom)")
        // The rule's own explanation and examples are in the page; nothing links to this machine.
        #expect(heading.contains(#"<details class="about"><summary>About EAR011 no-heading"#))
        #expect(heading.contains("<pre><code>earshot: 1\nscreen:\n  id: hats"))
        #expect(!dom.contains("file:") && !dom.contains(dir) && !dom.contains(repositoryRoot.path) && !dom.contains("href=\"/"))
        #expect(!dom.contains("<a class=\"more\""))
        // When, by whom, with what, on what.
        #expect(dom.contains(#"<time datetime="2025-05-01T10:02:11Z">1 May 2025, 10:02 UTC</time>"#))
        #expect(dom.contains(#"<dt>Tester</dt><dd><bdi>Kim</bdi></dd>"#) && dom.contains(#"<dt>Build</dt><dd><bdi>2.3 (41)</bdi></dd>"#))
        // `Earshot 0.1.0 (espeak-ng 1.51)`: the same versions as `earshot --version` says.
        let versions = try earshot(["--version"]).out.trimmingCharacters(in: .whitespacesAndNewlines)
            .dropFirst("Earshot ".count).dropLast().components(separatedBy: " (")
        #expect(versions.count == 2 && dom.contains("<dt>Earshot</dt><dd>\(versions[0])</dd>"), "\(versions)")
        #expect(dom.contains("<dt>Speech timed by</dt><dd>\(versions.last ?? "?")</dd>"))
        #expect(dom.contains(#"<dt>Listener's input</dt><dd>touch (no Quick Nav)</dd>"#))
        #expect(dom.contains(#"<tr><td><code><bdi>before.yaml</bdi></code></td><td>layout</td><td>1 error, 3 warnings</td></tr>"#))
        // The same inputs and date make the same page.
        let again = dir + "/again.html"
        _ = try earshot(["audit", "before.yaml", "--format", "html", "-o", again, "--tester", "Kim", "--build", "2.3 (41)",
                         "--findings", "earshot-findings.jsonl"], environment: ["SOURCE_DATE_EPOCH": "1746093731"], directory: dir)
        #expect(FileManager.default.contents(atPath: again) == FileManager.default.contents(atPath: page))
        let bad = try earshot(["audit", "before.yaml", "--format", "html"], environment: ["SOURCE_DATE_EPOCH": "yesterday"], directory: dir)
        #expect(bad.status == 2 && bad.err == "earshot: error: SOURCE_DATE_EPOCH must be a whole number of seconds since 1970, not 'yesterday'\n")
    }

    /// An HTML page for a file outside the directory the audit ran in names it from its folder.
    @Test func auditHTMLNamesNoPathOfThisMachine() throws {
        let dir = try auditDirectory("audit-html-away")
        let page = dir + "/report.html"
        let r = try earshot(["audit", dir + "/hat.yaml", "--format", "html", "-o", page])
        #expect(r.status != 2, "\(r.err)")
        let html = try #require(FileManager.default.contents(atPath: page).map { String(decoding: $0, as: UTF8.self) })
        #expect(html.contains("<code><bdi>hat.yaml</bdi></code>") && !html.contains(dir) && !html.contains("file:"))
        #expect(!html.contains(repositoryRoot.path))
    }

    @Test func auditTextIsGroupedByRuleAndFlatOnRequest() throws {
        let dir = try auditDirectory("audit-grouped")
        try write(record("rating", "the value is not announced") + record("title", "fine", severity: "note"), dir + "/f.jsonl")
        let hat = dir + "/hat.yaml"
        let args = ["audit", hat, "--rules", "EAR900", "--notes", "--findings", dir + "/f.jsonl"]
        let lines = [
            "\(hat):23:9: warning: EAR900 the value is not announced [rating]",
            "\(hat):10:9: note: EAR900 fine [title]",
        ]
        let grouped = try earshot(args)
        #expect(grouped.status == 1)
        #expect(grouped.out.hasPrefix("EAR900 manual — 2 findings (1 warning, 1 note)\n  fix: "), "\(grouped.out)")
        #expect(grouped.out.hasSuffix(lines.joined(separator: "\n") + "\n\n2 findings (0 errors, 1 warning, 1 note) in 1 file\n"))
        let flat = try earshot(args + ["--flat"])
        #expect(flat.out == lines.joined(separator: "\n") + "\n2 findings (0 errors, 1 warning, 1 note) in 1 file\n")
    }

    /// SARIF's `helpUri` is there only when the rules page's public address is given, at the rule's anchor.
    @Test func auditSARIFRulesPointAtTheirSectionOnlyWithADocsURL() throws {
        func rules(_ extra: [String]) throws -> [[String: Any]] {
            let r = try earshot(["audit", "Layouts/cowboy-hat.yaml", "--format", "sarif"] + extra)
            let log = try #require(try JSONSerialization.jsonObject(with: r.outBytes) as? [String: Any], "\(r.err)")
            let run = try #require((log["runs"] as? [[String: Any]])?.first)
            return try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        }
        let without = try rules([])
        #expect(without.allSatisfy { $0["helpUri"] == nil })
        let markdown = try #require((without.first { $0["id"] as? String == "EAR011" }?["help"] as? [String: Any])?["markdown"] as? String)
        #expect(markdown.contains("```yaml\nearshot: 1\nscreen:\n  id: hats"), "the rule's page is inline")
        let url = "https://example.com/earshot/docs/rules.md"
        let with = try rules(["--docs-url", url])
        let uri = try #require(with.first { $0["id"] as? String == "EAR016" }?["helpUri"] as? String)
        #expect(uri == url + "#ear016", "\(uri)")
        let bad = try earshot(["audit", "Layouts/cowboy-hat.yaml", "--format", "sarif", "--docs-url", "docs/rules.md"])
        #expect(bad.status == 2 && bad.out.isEmpty)
        #expect(bad.err == "earshot: error: --docs-url takes an http: or https: address such as https://example.com/docs/rules.md, not 'docs/rules.md'\n")
        let script = try earshot(["audit", "Layouts/cowboy-hat.yaml", "--format", "html", "--docs-url", "javascript:alert(document.cookie)"])
        #expect(script.status == 2 && script.out.isEmpty)
        #expect(script.err == "earshot: error: --docs-url takes an http: or https: address such as https://example.com/docs/rules.md, "
            + "not 'javascript:alert(document.cookie)'\n")
    }
}
