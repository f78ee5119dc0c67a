import EarshotModel
import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotAudit

/// The HTML report's structure, fed findings and screens made by hand: grouping and counts,
/// the marked element, and hostile labels kept inert. (A test in EarshotCommandTests loads a
/// real report in headless Chromium and reads its DOM.)
@Suite struct AuditHTMLTests {
    typealias T = AuditFormatTests

    static func box(_ id: String, _ label: String?, _ frame: Rect, _ line: Int, _ column: Int) -> AuditScreen.Box {
        AuditScreen.Box(id: id, label: label, frame: frame, line: line, column: column, stop: true, hidden: false)
    }

    static let shop = AuditScreen(path: "Layouts/shop.yaml", id: "shop", title: nil, width: 390, height: 844, line: 3, column: 3,
                                  boxes: [box("play", "Play button", Rect(x: 16, y: 100, width: 30, height: 44), 12, 5),
                                          box("cart", nil, Rect(x: 300, y: 40, width: 44, height: 44), 20, 7),
                                          box("evil<&>", "btn\u{1B}]52\"'<x>&\u{202E}", Rect(x: 1, y: 2, width: 3, height: 4), 30, 9)])
    static let other = AuditScreen(path: "Layouts/other.yaml", id: "home", title: "Home", width: 375, height: 667, line: 3, column: 3,
                                   boxes: [])

    func html(_ findings: [AuditFinding], screens: [AuditScreen] = [shop, other], context: AuditFormat.Context = T.context) -> String {
        AuditFormat.html.render(AuditReport(files: T.files, rules: AuditRules.selected(only: nil, skip: []), findings: findings,
                                            screens: screens), context: context)
    }

    func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func oneSectionPerRuleWithItsCountsAndFix() throws {
        let second = AuditFinding(rule: .labelRepeatsTrait, severity: .note, path: "Layouts/shop.yaml", line: 20, column: 7,
                                  element: "cart", message: "another", speech: "Cart. Button.")
        let page = html([T.play, T.missing, T.noHeading, T.verbose, second])
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(page.contains(#"<p class="summary" id="summary">5 findings (1 error, 2 warnings, 2 notes) in 3 files</p>"#))
        let sections = page.components(separatedBy: #"<section class="rule" id=""#).dropFirst().map { $0.prefix(6) }
        #expect(sections == ["EAR001", "EAR002", "EAR011", "EAR018"])
        #expect(page.contains(#"data-rule="EAR002" data-findings="2">"#))
        #expect(page.contains(#"<span class="badge warning">warning</span> EAR002 label-repeats-trait — 2 findings (1 warning, 1 note)</h2>"#))
        #expect(page.contains(##"<tr data-rule="EAR002"><td><a href="#EAR002">EAR002 label-repeats-trait</a></td><td>2</td><td>0</td><td>1</td><td>1</td></tr>"##))
        #expect(page.contains(AuditFormat.esc(AuditRuleID.labelRepeatsTrait.rule.help)))
        #expect(page.contains(##"href="file:///opt/earshot/docs/rules.md#ear002">More about EAR002</a>"##))
        #expect(count(#"<li class="finding"#, in: page) == 5)
        #expect(page.contains(#"VoiceOver says: <q><bdi>Play button. Button.</bdi></q>"#))
        #expect(!page.contains("<script") && !page.contains("http://") && !page.contains("https://"))
    }

    @Test func eachFindingsScreenIsDrawnWithItsElementMarked() throws {
        let page = html([T.play, T.noHeading, T.verbose])
        // Each screen is drawn once, then used by each picture.
        #expect(count("<symbol id=", in: page) == 2)
        #expect(page.contains(#"<symbol id="screen-0" viewBox="0 0 390 844">"#))
        #expect(page.contains(##"<use href="#screen-0"/><rect class="mark warning" data-element="play" x="16" y="100" width="30" height="44""##))
        // A screen-level finding marks the whole screen; a finding with no entry on a screen has no picture.
        #expect(page.contains(##"<use href="#screen-1"/><rect class="mark warning" data-element="home" x="0" y="0" width="375" height="667""##))
        #expect(count(#"<div class="noscreen">"#, in: page) == 1)
        #expect(page.contains(#"<title>play: Play button</title>"#))
    }

    @Test func hostileLabelsStayText() {
        let page = html([T.hostile])
        #expect(!page.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
        #expect(!page.contains("<x>") && !page.contains("evil<&>"))
        #expect(page.contains("data-element=\"evil&lt;&amp;&gt;\""))
        // The bidi override is shown escaped, as in the terminal, not left to reorder what follows.
        #expect(page.contains("<title>evil&lt;&amp;&gt;: btn\u{FFFD}]52&quot;&apos;&lt;x&gt;&amp;\\u{202E}</title>"))
        #expect(page.contains("<bdi>btn\u{FFFD}]52;c;AAAA\u{FFFD}&quot;&apos;&lt;x&gt;&amp;\\u{202E} \u{FFFD}\u{FFFD}end</bdi>"))
    }

    @Test func noFindingsSaysSo() {
        let page = html([], screens: [])
        #expect(page.contains(#"<p class="none">No findings.</p>"#))
        #expect(!page.contains("<section") && !page.contains("<svg"))
    }
}
