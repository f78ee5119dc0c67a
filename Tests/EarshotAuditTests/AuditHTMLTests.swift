import EarshotModel
import EarshotPlanning
import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotAudit

/// The HTML report's structure, fed findings and screens made by hand: grouping and counts,
/// the facts of the run, the rules' own words, the screens drawn with their labels and the
/// marked element, and hostile labels kept inert. (A test in EarshotCommandTests loads a real
/// report in headless Chromium and reads its DOM.)
@Suite struct AuditHTMLTests {
    typealias T = AuditFormatTests

    static func box(_ id: String, _ label: String?, _ frame: Rect, _ line: Int, _ column: Int) -> AuditScreen.Box {
        AuditScreen.Box(id: id, label: label, frame: frame, line: line, column: column, stop: true, hidden: false)
    }

    static let shop = AuditScreen(path: "Layouts/shop.yaml", id: "shop", title: nil, width: 390, height: 844, line: 3, column: 3,
                                  boxes: [box("play", "Play button", Rect(x: 16, y: 100, width: 30, height: 44), 12, 5),
                                          box("cart", nil, Rect(x: 300, y: 40, width: 44, height: 44), 20, 7),
                                          box("evil<&>", "btn\u{1B}]52\"'<x>&\u{202E}", Rect(x: 1, y: 2, width: 3, height: 4), 30, 9),
                                          box("buy", "Buy now for 20 dollars", Rect(x: 16, y: 700, width: 358, height: 44), 40, 7)])
    static let other = AuditScreen(path: "Layouts/other.yaml", id: "home", title: "Home", width: 375, height: 667, line: 3, column: 3,
                                   boxes: [])
    static let buy = AuditFinding(rule: .vagueName, severity: .warning, path: "Layouts/shop.yaml", line: 40, column: 7,
                                  element: "buy", message: "vague", speech: "Buy now for 20 dollars. Button.")

    /// No address for the rules page: the report links nowhere.
    static let plain = AuditFormat.Context(toolVersion: "9.9.9", currentDirectory: "/work/app")

    func html(_ findings: [AuditFinding], screens: [AuditScreen] = [shop, other], context: AuditFormat.Context = T.context,
              files: [String] = T.files) -> String {
        AuditFormat.html.render(AuditReport(files: files, rules: AuditRules.selected(only: nil, skip: []), findings: findings,
                                            screens: screens, listsNotes: true), context: context)
    }

    func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    /// A rule is explained for the reader of the screen its findings are on: an Android screen's
    /// fix in TalkBack's and Android's words, never VoiceOver's alone.
    @Test func anAndroidScreensFixIsInAndroidsWords() throws {
        let rule = AuditRuleID.labelMissing.rule
        let android = try #require(rule.androidHelp)
        var unlabelled = AuditFinding(rule: .labelMissing, severity: .error, path: "dumps/news.xml", line: 3, column: 5,
                                      element: "like", message: "no label", speech: "Unlabelled, Button", reader: .talkback)
        let page = html([unlabelled], screens: [])
        #expect(page.contains(Self.escaped(android)))
        #expect(!page.contains(Self.escaped(rule.help)), "VoiceOver's fix is not on an Android-only report")
        #expect(page.contains("TalkBack says"))
        unlabelled.reader = .voiceover
        let both = html([unlabelled, AuditFinding(rule: .labelMissing, severity: .error, path: "dumps/news.xml", line: 4, column: 5,
                                                  element: "share", message: "no label", speech: nil, reader: .talkback)], screens: [])
        #expect(both.contains(Self.escaped(android)) && both.contains(Self.escaped(rule.help)), "each reader's fix once")
    }

    /// Findings heard with TalkBack on an Android screen, by rules with words of their own for Android.
    static let android = [
        AuditFinding(rule: .targetSize, severity: .warning, path: "dumps/news.xml", line: 7, column: 5, element: "share",
                     message: "40×40 dp, below 48×48 dp", speech: "Share, Button", reader: .talkback),
        AuditFinding(rule: .labelMissing, severity: .error, path: "dumps/news.xml", line: 3, column: 5, element: "like",
                     message: "has no content description or text", speech: "Unlabelled, Button", reader: .talkback),
    ]

    /// An Android-only report explains its rules in Android's terms: what a rule flags and how to
    /// fix it as an Android screen is judged, and none of the rules page's iPhone explanation
    /// (VoiceOver's words, 44×44 pt) for a rule that has Android words of its own.
    @Test func anAndroidOnlyReportExplainsItsRulesInAndroidsTerms() throws {
        let page = html(Self.android, screens: [])
        let targetSize = AuditRuleID.targetSize.rule
        let android = try #require(targetSize.androidSummary)
        #expect(page.contains(#"<p class="what">\#(Self.escaped(android))</p>"#))
        #expect(page.contains(Self.escaped(try #require(targetSize.androidHelp))))
        #expect(page.contains("TalkBack says"))
        #expect(!page.contains("VoiceOver") && !page.contains("44×44 pt") && !page.contains("accessibilityLabel"), "\(page)")
        // Heard with VoiceOver, the same findings are explained as the rules page does.
        let iPhone = html(Self.android.map { var f = $0; f.reader = .voiceover; return f }, screens: [])
        #expect(iPhone.contains(Self.escaped(targetSize.summary)) && iPhone.contains("VoiceOver says: "))
        #expect(iPhone.contains(#"<details class="about">"#) && !iPhone.contains(Self.escaped(android)))
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&#39;")
    }

    @Test func oneSectionPerRuleWithItsCountsAndFix() throws {
        let second = AuditFinding(rule: .labelRepeatsTrait, severity: .note, path: "Layouts/shop.yaml", line: 20, column: 7,
                                  element: "cart", message: "another", speech: "Cart. Button.")
        let page = html([T.play, T.missing, T.noHeading, T.verbose, second])
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(page.contains(#"<p class="summary" id="summary">5 findings (1 error, 2 warnings, 2 notes) in 3 files</p>"#))
        let sections = page.components(separatedBy: #"<section class="rule" id=""#).dropFirst().map { $0.prefix(6) }
        #expect(sections == ["EAR001", "EAR002", "EAR011", "EAR018"])
        #expect(page.contains(#"data-rule="EAR002" data-severity="warning" data-findings="2">"#))
        #expect(page.contains(#"<span class="badge warning">warning</span> EAR002 label-repeats-trait — 2 findings (1 warning, 1 note)</h2>"#))
        #expect(page.contains(##"<tr data-rule="EAR002"><td><a href="#EAR002">EAR002 label-repeats-trait</a></td><td>2</td><td>0</td><td>1</td><td>1</td></tr>"##))
        #expect(page.contains(AuditFormat.esc(AuditRuleID.labelRepeatsTrait.rule.help)))
        #expect(page.contains(##"href="https://example.com/earshot/docs/rules.md#ear002">More about EAR002</a>"##))
        #expect(count(#"<li class="finding"#, in: page) == 5)
        #expect(page.contains(#"VoiceOver says: <q><bdi>Play button. Button.</bdi></q>"#))
        #expect(!page.contains("<script") && !page.contains("http://"))
        // With no address for the rules page, nothing links out.
        let plain = html([T.play, T.missing], context: Self.plain)
        #expect(!plain.contains(#"<a class="more""#) && !plain.contains("https://") && !plain.contains("file:"))
    }

    /// Each rule's explanation, fix and examples are inside the page, from the rules page's source.
    @Test func eachRulesExplanationIsInsideThePage() {
        let page = html([T.play], context: Self.plain)
        let rule = AuditRuleID.labelRepeatsTrait.rule
        #expect(page.contains(#"<details class="about"><summary>About EAR002 label-repeats-trait: warning; why it matters, a bad and a fixed example</summary>"#))
        #expect(page.contains(AuditFormat.markdownHTML(AuditFormat.ruleDoc(rule).joined(separator: "\n\n"))))
        #expect(page.contains("<p><strong>Bad</strong></p>\n<pre><code>- id: play\n  label: Play button\n  traits: [button]"))
        #expect(page.contains("<p>VoiceOver says: &quot;Play button. Button.&quot;</p>"))
        // Only the rules found are explained.
        #expect(!page.contains("About EAR001"))
    }

    @Test func rulesPageMarkdownBecomesInertHTML() {
        let markdown = "Say `a <b>` **loud** and *soft*, see [audit.md](audit.md) * 2.\nNext line.\n\n"
            + "<a id=\"x\"></a>\n\n```yaml\n- id: <x>\n  label: \"&\"\n```\n\n- one\n- two\n  more"
        #expect(AuditFormat.markdownHTML(markdown) == """
            <p>Say <code>a &lt;b&gt;</code> <strong>loud</strong> and <em>soft</em>, see audit.md * 2. Next line.</p>
            <pre><code>- id: &lt;x&gt;
              label: &quot;&amp;&quot;</code></pre>
            <ul><li>one</li><li>two more</li></ul>
            """)
    }

    /// When, by whom, with what and on what: what a team needs to act on a report it was handed.
    @Test func theRunIsDescribedAndNoLocalPathIsLeft() {
        var context = Self.plain
        context.date = 1_746_093_731
        context.tester = "Kim <QA>"
        context.build = "2.3 (41)"
        context.speechEngine = "espeak-ng 1.51"
        context.input = .touch
        let files = ["/work/app/Layouts/shop.yaml", "Layouts/other.yaml"]
        context.sourceKinds = ["/work/app/Layouts/shop.yaml": "layout", "Layouts/other.yaml": "SwiftUI source"]
        var play = T.play
        play.path = files[0]
        let page = html([play, T.noHeading], screens: [], context: context, files: files)
        #expect(page.contains(#"<div data-fact="Date"><dt>Date</dt><dd><time datetime="2025-05-01T10:02:11Z">1 May 2025, 10:02 UTC</time></dd></div>"#))
        #expect(page.contains(#"<div data-fact="Tester"><dt>Tester</dt><dd><bdi>Kim &lt;QA&gt;</bdi></dd></div>"#))
        #expect(page.contains(#"<div data-fact="Build"><dt>Build</dt><dd><bdi>2.3 (41)</bdi></dd></div>"#))
        #expect(page.contains(#"<div data-fact="Earshot"><dt>Earshot</dt><dd>9.9.9</dd></div>"#))
        #expect(page.contains(#"<div data-fact="Speech timed by"><dt>Speech timed by</dt><dd>espeak-ng 1.51</dd></div>"#))
        #expect(page.contains(#"<dt>Listener's input</dt><dd>touch (no Quick Nav)</dd>"#))
        #expect(page.contains(#"<tr><td><code><bdi>Layouts/shop.yaml</bdi></code></td><td>layout</td><td>1 warning</td></tr>"#))
        #expect(page.contains(#"<tr><td><code><bdi>Layouts/other.yaml</bdi></code></td><td>SwiftUI source</td><td>1 warning</td></tr>"#))
        #expect(page.contains(#"<code><bdi>Layouts/shop.yaml</bdi>:12:5</code>"#))
        #expect(page.contains("<footer>Written by Earshot 9.9.9 on 1 May 2025, 10:02 UTC."))
        #expect(!page.contains("/work/") && !page.contains("file:"))
        // Without them, none is made up.
        let bare = html([T.play], context: Self.plain)
        #expect(!bare.contains("data-fact=\"Date\"") && !bare.contains("Tester") && !bare.contains("Build"))
    }

    /// Files outside the directory the audit ran in are named from the folder that holds them all.
    @Test func pathsAreRelativeToWhereTheAuditRanOrToTheirCommonFolder() {
        #expect(AuditPath.portable(["/tmp/e/a.yaml", "/tmp/e/sub/b.yaml", "Layouts/c.yaml", "/work/app/d.yaml"], from: "/work/app") == [
            "/tmp/e/a.yaml": "a.yaml", "/tmp/e/sub/b.yaml": "sub/b.yaml", "Layouts/c.yaml": "Layouts/c.yaml", "/work/app/d.yaml": "d.yaml",
        ])
        let page = html([T.play], context: Self.plain, files: ["/tmp/earshot-x/shop.yaml"])
        #expect(page.contains(#"<tr><td><code><bdi>shop.yaml</bdi></code></td><td></td><td>none</td></tr>"#))
        #expect(!page.contains("/tmp/") && !page.contains("earshot-x"))
    }

    @Test func datesAreUTCWithNoCalendarToAsk() {
        #expect(AuditFormat.isoDate(0) == "1970-01-01T00:00:00Z" && AuditFormat.dateWords(0) == "1 January 1970, 0:00 UTC")
        #expect(AuditFormat.isoDate(951_782_400) == "2000-02-29T00:00:00Z")
        #expect(AuditFormat.isoDate(1_746_093_731) == "2025-05-01T10:02:11Z")
        #expect(AuditFormat.isoDate(-1) == "1969-12-31T23:59:59Z")
        #expect(AuditFormat.isWebAddress("https://example.com/rules.md") && AuditFormat.isWebAddress("HTTP://example.com"))
        #expect(!AuditFormat.isWebAddress("docs/rules.md") && !AuditFormat.isWebAddress("https://exa mple.com") && !AuditFormat.isWebAddress("x:"))
        for hostile in ["javascript:alert(1)", "JavaScript://%0aalert(1)", "data:text/html,<b>x</b>", "file:///etc/passwd", "https://",
                        "https://x/\"onmouseover=\"alert(1)", "vbscript:x", "https://x\u{1B}]52;c;x\u{07}"] {
            #expect(!AuditFormat.isWebAddress(hostile), "\(hostile)")
            let context = AuditFormat.Context(toolVersion: "1", currentDirectory: "/", docsURL: hostile)
            #expect(context.helpUri(.labelMissing) == nil, "\(hostile)")
        }
    }

    @Test func eachFindingsScreenIsDrawnWithLabelsAndItsElementMarked() throws {
        let page = html([T.play, T.noHeading, T.verbose, Self.buy])
        // Each screen is drawn once, then used by each picture.
        #expect(count("<symbol id=", in: page) == 2)
        #expect(page.contains(#"<symbol id="screen-0" viewBox="0 0 390 844">"#))
        #expect(page.contains(#"<title>play: Play button</title>"#))
        // Labels are written in their boxes, on as many lines as fit, cut short where they do not.
        #expect(page.contains(#"<text class="label" font-size="15"><tspan x="20" y="727.25">Buy now for 20 dollars</tspan></text>"#))
        #expect(page.contains(#"<text class="label" font-size="15"><tspan x="20" y="118.25">Pl</tspan><tspan x="20" y="136.25">a…</tspan></text>"#))
        // A picture a phone's width is 300 px wide and at most 440 tall: the part of the screen around the element.
        #expect(page.contains(##"<svg class="screen" role="img" aria-label="Screen shop with element play outlined (points 0 to 572 of 844 from the top)" width="300" height="440" viewBox="0 0 390 572"><use href="#screen-0" width="390" height="844"/><rect class="mark warning" data-element="play" x="16" y="100" width="30" height="44""##))
        #expect(page.contains(##"aria-label="Screen shop with element buy outlined (points 272 to 844 of 844 from the top)" width="300" height="440" viewBox="0 272 390 572"><use href="#screen-0" width="390" height="844"/><rect class="mark warning" data-element="buy""##))
        // A screen-level finding marks the whole screen, from the top; a finding with no entry on a screen has no picture.
        #expect(page.contains(##"viewBox="0 0 375 550"><use href="#screen-1" width="375" height="667"/><rect class="mark warning" data-element="home" x="0" y="0" width="375" height="667""##))
        #expect(count(#"<div class="noscreen">"#, in: page) == 1)
    }

    @Test func labelsWrapBetweenWords() {
        #expect(AuditFormat.HTMLScreens.wrap("Buy now for 20 dollars", width: 10, lines: 3) == ["Buy now", "for 20", "dollars"])
        #expect(AuditFormat.HTMLScreens.wrap("Buy now for 20 dollars", width: 10, lines: 2) == ["Buy now", "for 20…"])
        #expect(AuditFormat.HTMLScreens.wrap("Supercalifragilistic", width: 8, lines: 2) == ["Supercal", "ifragil…"])
        #expect(AuditFormat.HTMLScreens.wrap("Hi", width: 1, lines: 4).isEmpty)
    }

    @Test func hostileLabelsStayText() {
        let page = html([T.hostile])
        #expect(!page.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
        #expect(!page.contains("<x>") && !page.contains("evil<&>"))
        #expect(page.contains("data-element=\"evil&lt;&amp;&gt;\""))
        // The bidi override is shown escaped, as in the terminal, not left to reorder what follows.
        #expect(page.contains("<title>evil&lt;&amp;&gt;: btn\u{FFFD}]52&quot;&apos;&lt;x&gt;&amp;\\u{202E}</title>"))
        #expect(page.contains("<bdi>btn\u{FFFD}]52;c;AAAA\u{FFFD}&quot;&apos;&lt;x&gt;&amp;\\u{202E} \u{FFFD}\u{FFFD}end</bdi>"))
        var context = Self.plain
        context.tester = "<script>alert(1)</script>\u{202E}"
        context.build = "\u{1B}[2J"
        let facts = html([T.hostile], context: context)
        #expect(!facts.contains("<script") && facts.contains("&lt;script&gt;alert(1)&lt;/script&gt;\\u{202E}"))
        #expect(!facts.unicodeScalars.contains { $0.value == 0x1B })
    }

    @Test func noFindingsSaysSo() {
        let page = html([], screens: [])
        #expect(page.contains(#"<p class="none">No findings.</p>"#))
        #expect(!page.contains("<section") && !page.contains("<svg"))
    }
}
