import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// The HTML report: one self-contained page (inline CSS and SVG, no scripts, nothing fetched)
/// for people who read rather than grep. A table of the rules with their counts, then one
/// section per rule — its counts and severity, what it flags and how to fix it — listing each
/// finding with its place, its message, what VoiceOver says there, and its screen drawn to
/// scale with the element outlined. Every label, id, path and message is escaped (`XMLText`)
/// and isolated (`<bdi>`), since labels are written by whoever wrote the app.
extension AuditFormat {
    package static func html(_ report: AuditReport, context: Context) -> String {
        let summary = summaryLine(report)
        var body: [String] = [
            "<header>",
            "<h1>Accessibility audit</h1>",
            #"<p class="summary" id="summary">\#(esc(summary))</p>"#,
            #"<p class="files">\#(esc(counted(report.files.count, "file"))): "#
                + report.files.map { "<code><bdi>\(esc($0))</bdi></code>" }.joined(separator: ", ") + "</p>",
        ]
        let groups = groups(report)
        if groups.isEmpty {
            body.append(#"<p class="none">No findings.</p>"#)
        } else {
            body.append(#"<table class="rules"><thead><tr><th scope="col">Rule</th><th scope="col">Findings</th>"#
                + #"<th scope="col">Errors</th><th scope="col">Warnings</th><th scope="col">Notes</th></tr></thead><tbody>"#)
            for g in groups {
                let n = { (s: AuditSeverity) in g.findings.filter { $0.severity == s }.count }
                body.append(##"<tr data-rule="\##(esc(g.id))"><td><a href="#\##(esc(g.id))">\##(esc(g.id + " " + g.rule.name))</a></td>"##
                    + "<td>\(g.findings.count)</td><td>\(n(.error))</td><td>\(n(.warning))</td><td>\(n(.note))</td></tr>")
            }
            body.append("</tbody></table>")
        }
        body.append("</header>")
        body.append("<main>")
        let drawn = HTMLScreens(report.screens)
        var number = 0
        for g in groups {
            let worst = g.findings.map(\.severity).max() ?? .note
            body.append(#"<section class="rule" id="\#(esc(g.id))" data-rule="\#(esc(g.id))" data-findings="\#(g.findings.count)">"#)
            body.append(#"<h2><span class="badge \#(worst.rawValue)">\#(worst.rawValue)</span> "#
                + esc(groupHeader(g.rule, g.findings)) + "</h2>")
            body.append(#"<p class="what">\#(esc(g.rule.summary))</p>"#)
            var fix = #"<p class="fix"><strong>Fix:</strong> \#(esc(g.rule.help))"#
            if let uri = context.helpUri(g.rule.id) { fix += #" <a class="more" href="\#(esc(uri))">More about \#(esc(g.id))</a>"# }
            body.append(fix + "</p>")
            body.append(#"<ol class="findings">"#)
            for f in g.findings {
                number += 1
                body += finding(f, number: number, drawn: drawn)
            }
            body.append("</ol>")
            body.append("</section>")
        }
        body.append("</main>")
        body.append(#"<footer>Written by earshot \#(esc(context.toolVersion)). Severity: error, then warning, then note; "#
            + "a note is reported for a designer to look at, and fails a run only with <code>--fail-on note</code>.</footer>")
        return ([
            "<!DOCTYPE html>",
            #"<html lang="en">"#,
            "<head>",
            #"<meta charset="utf-8">"#,
            #"<meta name="viewport" content="width=device-width, initial-scale=1">"#,
            "<title>Accessibility audit: \(esc(summary))</title>",
            "<style>\n\(htmlStyle)</style>",
            "</head>",
            "<body>",
        ] + drawn.definitions + body + ["</body>", "</html>"]).joined(separator: "\n") + "\n"
    }

    /// One finding: its screen with the element marked, then its place, message and speech.
    package static func finding(_ f: AuditFinding, number: Int, drawn: HTMLScreens) -> [String] {
        var attributes = #"class="finding \#(f.severity.rawValue)" id="finding-\#(number)" data-severity="\#(f.severity.rawValue)""#
        if let element = f.element { attributes += #" data-element="\#(esc(element))""# }
        var lines = ["<li \(attributes)>"]
        lines.append(drawn.picture(for: f) ?? #"<div class="noscreen">no frame to draw</div>"#)
        lines.append(#"<div class="detail">"#)
        lines.append(#"<p class="where"><span class="badge \#(f.severity.rawValue)">\#(f.severity.rawValue)</span> "#
            + "<code><bdi>\(esc(f.path))</bdi>:\(f.line):\(f.column)</code></p>")
        var message = #"<p class="message"><bdi>\#(esc(f.message))</bdi>"#
        if let element = f.element { message += #" <span class="element">[<bdi>\#(esc(element))</bdi>]</span>"# }
        lines.append(message + "</p>")
        if let speech = f.speech {
            lines.append(#"<p class="speech">VoiceOver says: <q><bdi>\#(esc(speech))</bdi></q></p>"#)
        }
        lines.append("</div>")
        lines.append("</li>")
        return lines
    }

    /// Text for HTML content or an attribute value: the XML specials as entities, controls
    /// replaced (`XMLText`), line breaks as spaces.
    package static func esc(_ text: String) -> String { XMLText.escape(text, lineBreaks: .space) }

    static let htmlStyle = """
        :root { color-scheme: light; --error: #c62828; --warning: #b35c00; --note: #1565c0; --ink: #1c1c1e; --faint: #6e6e73; }
        body { font: 15px/1.45 -apple-system, "Segoe UI", system-ui, sans-serif; color: var(--ink); margin: 0 auto; max-width: 1100px; padding: 24px; }
        h1 { font-size: 26px; margin: 0 0 4px; }
        h2 { font-size: 19px; margin: 32px 0 6px; border-top: 1px solid #d1d1d6; padding-top: 18px; }
        code { font: 13px ui-monospace, "SF Mono", Menlo, monospace; }
        .summary { font-size: 17px; margin: 0 0 6px; }
        .files { color: var(--faint); margin: 0 0 16px; }
        table.rules { border-collapse: collapse; margin: 8px 0 16px; }
        table.rules th, table.rules td { border-bottom: 1px solid #e5e5ea; padding: 4px 12px 4px 0; text-align: left; }
        table.rules td + td { text-align: right; }
        .badge { display: inline-block; border-radius: 4px; color: #fff; font-size: 12px; font-weight: 600; padding: 1px 6px; vertical-align: 2px; }
        .badge.error { background: var(--error); } .badge.warning { background: var(--warning); } .badge.note { background: var(--note); }
        .what { margin: 4px 0; } .fix { margin: 4px 0 12px; } .more { margin-left: 6px; }
        ol.findings { list-style: none; padding: 0; margin: 0; }
        li.finding { display: flex; gap: 18px; align-items: flex-start; padding: 12px 0; border-bottom: 1px solid #f2f2f7; }
        li.finding .detail p { margin: 2px 0; }
        .element { color: var(--faint); }
        .speech q { font-style: italic; }
        svg.screen { flex: none; background: #f2f2f7; border: 1px solid #d1d1d6; border-radius: 10px; }
        .noscreen { flex: none; width: 160px; color: var(--faint); font-size: 12px; }
        .box { fill: #fff; stroke: #aeaeb2; }
        .box.container { fill: none; stroke: #d1d1d6; stroke-dasharray: 4 3; }
        .box.hidden { fill: none; stroke-dasharray: 2 3; }
        .mark { fill: none; stroke-width: 3px; }
        .mark.error { stroke: var(--error); fill: rgba(198, 40, 40, 0.18); }
        .mark.warning { stroke: var(--warning); fill: rgba(179, 92, 0, 0.18); }
        .mark.note { stroke: var(--note); fill: rgba(21, 101, 192, 0.15); }
        footer { color: var(--faint); font-size: 13px; margin-top: 32px; }

        """
}
