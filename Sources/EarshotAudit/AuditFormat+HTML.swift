import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// The HTML report: one self-contained page to hand over (inline CSS and SVG, no scripts,
/// nothing fetched, no link to a file on the machine that made it). It says when, by whom and
/// with what the audit ran and which files it read; a table of the rules found, worst first;
/// then one section per rule — its worst severity, what it flags, how to fix it, and the rules
/// page's own words and examples, in the terms of the readers its findings were heard with —
/// listing each finding, errors first, with its place, its message, what the reader says there
/// (VoiceOver, or TalkBack on an Android screen), and its screen drawn to scale with the elements' labels
/// in their boxes and the element outlined. Every label, id, path and message is escaped
/// (`XMLText`) and isolated (`<bdi>`), since labels are written by whoever wrote the app.
extension AuditFormat {
    package static func html(_ report: AuditReport, context: Context) -> String {
        let summary = summaryLine(report)
        var body: [String] = [
            "<header>",
            "<h1>Accessibility audit</h1>",
            #"<p class="summary" id="summary">\#(esc(summary))</p>"#,
        ]
        let paths = AuditPath.portable(report.files + report.findings.map(\.path), from: context.currentDirectory)
        func shown(_ path: String) -> String { paths[path] ?? path }
        body += runFacts(report, context: context, shown: shown)
        let listed = groups(report.listed)
        let all = groups(report.findings)
        if all.isEmpty {
            body.append(#"<p class="none">No findings.</p>"#)
        } else {
            let sections = Set(listed.map(\.id))
            body.append(#"<table class="rules"><thead><tr><th scope="col">Rule</th><th scope="col">Findings</th>"#
                + #"<th scope="col">Errors</th><th scope="col">Warnings</th><th scope="col">Notes</th></tr></thead><tbody>"#)
            for g in all {
                let n = { (s: AuditSeverity) in g.findings.filter { $0.severity == s }.count }
                let name = esc(g.id + " " + g.rule.name)
                let cell = sections.contains(g.id) ? ##"<a href="#\##(esc(g.id))">\##(name)</a>"## : name
                body.append(#"<tr data-rule="\#(esc(g.id))"><td>\#(cell)</td>"#
                    + "<td>\(g.findings.count)</td><td>\(n(.error))</td><td>\(n(.warning))</td><td>\(n(.note))</td></tr>")
            }
            body.append("</tbody></table>")
            let hidden = report.summary.notesHidden
            if hidden > 0 { body.append(#"<p class="notes-hidden">\#(esc(notesNotListed(hidden))).</p>"#) }
        }
        body.append("</header>")
        body.append("<main>")
        let drawn = HTMLScreens(report.screens)
        var number = 0
        for g in listed {
            let worst = g.findings.map(\.severity).max() ?? .note
            body.append(#"<section class="rule" id="\#(esc(g.id))" data-rule="\#(esc(g.id))" data-severity="\#(worst.rawValue)" "#
                + #"data-findings="\#(g.findings.count)">"#)
            body.append(#"<h2><span class="badge \#(worst.rawValue)">\#(worst.rawValue)</span> "#
                + esc(groupHeader(g.rule, g.findings)) + "</h2>")
            // What the rule flags and its fix in the terms of the readers the findings were heard with:
            // an Android screen's in TalkBack's, an iPhone's in VoiceOver's.
            let heard = readers(g.findings)
            body.append(#"<p class="what">\#(esc(summaries(g.rule, heardWith: heard).joined(separator: " ")))</p>"#)
            let helps = fixes(g.rule, heardWith: heard)
            for (n, help) in helps.enumerated() {
                var fix = #"<p class="fix"><strong>Fix:</strong> \#(esc(help))"#
                if n == helps.count - 1, let uri = context.helpUri(g.rule.id) {
                    fix += #" <a class="more" href="\#(esc(uri))">More about \#(esc(g.id))</a>"#
                }
                body.append(fix + "</p>")
            }
            let doc = ruleDoc(g.rule, heardWith: heard)
            if !doc.isEmpty {
                body.append(#"<details class="about"><summary>About \#(esc(g.id + " " + g.rule.name)): "#
                    + "\(esc(g.rule.severityWords)); why it matters\(g.rule.bad == nil ? "" : ", a bad and a fixed example")</summary>")
                body.append(markdownHTML(doc.joined(separator: "\n\n")))
                body.append("</details>")
            }
            body.append(#"<ol class="findings">"#)
            for f in g.findings {
                number += 1
                body += finding(f, number: number, drawn: drawn, shown: shown)
            }
            body.append("</ol>")
            body.append("</section>")
        }
        body.append("</main>")
        var footer = "Written by Earshot \(esc(context.toolVersion))"
        if let date = context.date { footer += " on " + esc(dateWords(date)) }
        body.append("<footer>\(footer). Findings are listed by severity: errors, then warnings, then notes. "
            + "A note is for a designer to look at: it never fails a run unless <code>--fail-on note</code> asks, "
            + "and is listed only with <code>--notes</code>.</footer>")
        return ([
            "<!DOCTYPE html>",
            #"<html lang="en">"#,
            "<head>",
            #"<meta charset="utf-8">"#,
            #"<meta name="viewport" content="width=device-width, initial-scale=1">"#,
            #"<meta name="generator" content="Earshot \#(esc(context.toolVersion))">"#,
            "<title>Accessibility audit: \(esc(summary))</title>",
            "<style>\n\(htmlStyle)</style>",
            "</head>",
            "<body>",
        ] + drawn.definitions + body + ["</body>", "</html>"]).joined(separator: "\n") + "\n"
    }

    /// When, by whom and with what the audit ran, and the files it read with what each is.
    /// `shown` names a file as the page does (`AuditPath.portable`).
    package static func runFacts(_ report: AuditReport, context: Context, shown: (String) -> String) -> [String] {
        var facts: [(String, String)] = []
        if let date = context.date {
            facts.append(("Date", #"<time datetime="\#(isoDate(date))">\#(esc(dateWords(date)))</time>"#))
        }
        if let tester = context.tester { facts.append(("Tester", "<bdi>\(esc(tester))</bdi>")) }
        if let build = context.build { facts.append(("Build", "<bdi>\(esc(build))</bdi>")) }
        facts.append(("Earshot", esc(context.toolVersion)))
        if let engine = context.speechEngine { facts.append(("Speech timed by", esc(engine))) }
        if let input = context.input {
            facts.append(("Listener's input", input.quickNav ? "keyboard (Quick Nav keys)" : "touch (no Quick Nav)"))
        }
        var lines = [#"<dl class="run">"#]
        lines += facts.map { #"<div data-fact="\#(esc($0.0))"><dt>\#($0.0)</dt><dd>\#($0.1)</dd></div>"# }
        lines.append("</dl>")
        lines.append(#"<table class="files"><caption>\#(esc(counted(report.files.count, "file"))) audited</caption>"#
            + #"<thead><tr><th scope="col">File</th><th scope="col">Read as</th><th scope="col">Findings</th></tr></thead><tbody>"#)
        for file in report.files {
            let kind = context.sourceKinds[file].map { esc($0) } ?? ""
            let mine = report.findings.filter { $0.path == file }
            let counts = mine.isEmpty ? "none" : esc(severities(mine))
            lines.append(#"<tr><td><code><bdi>\#(esc(shown(file)))</bdi></code></td><td>\#(kind)</td><td>\#(counts)</td></tr>"#)
        }
        lines.append("</tbody></table>")
        return lines
    }

    /// One finding: its screen with the element marked, then its place, message and speech.
    package static func finding(_ f: AuditFinding, number: Int, drawn: HTMLScreens, shown: (String) -> String) -> [String] {
        var attributes = #"class="finding \#(f.severity.rawValue)" id="finding-\#(number)" data-severity="\#(f.severity.rawValue)""#
        if let element = f.element { attributes += #" data-element="\#(esc(element))""# }
        var lines = ["<li \(attributes)>"]
        lines.append(drawn.picture(for: f) ?? #"<div class="noscreen">no frame to draw</div>"#)
        lines.append(#"<div class="detail">"#)
        lines.append(#"<p class="where"><span class="badge \#(f.severity.rawValue)">\#(f.severity.rawValue)</span> "#
            + "<code><bdi>\(esc(shown(f.path)))</bdi>:\(f.line):\(f.column)</code></p>")
        var message = #"<p class="message"><bdi>\#(esc(f.message))</bdi>"#
        if let element = f.element { message += #" <span class="element">[<bdi>\#(esc(element))</bdi>]</span>"# }
        lines.append(message + "</p>")
        if let speech = f.speech {
            lines.append(#"<p class="speech">\#(f.reader.name) says: <q><bdi>\#(esc(speech))</bdi></q></p>"#)
        }
        lines.append("</div>")
        lines.append("</li>")
        return lines
    }

    /// Text for HTML content or an attribute value: the XML specials as entities, controls
    /// replaced (`XMLText`), line breaks as spaces.
    package static func esc(_ text: String) -> String { XMLText.escape(text, lineBreaks: .space) }
}
