import EarshotModel

extension AuditFormat {
    /// The rules page's Markdown as HTML, for the report to carry each rule's words inside it:
    /// paragraphs, fenced code, lists, and inline code, bold, italics. A link keeps its words
    /// and drops its target: the report is read away from the repository its pages are in.
    /// Everything is escaped first; the only tags are the ones written here.
    package static func markdownHTML(_ markdown: String) -> String {
        var out: [String] = [], paragraph: [String] = [], list: [String] = [], code: [String]?
        func flush() {
            if !paragraph.isEmpty { out.append("<p>" + inline(paragraph.joined(separator: " ")) + "</p>") }
            if !list.isEmpty { out.append("<ul>" + list.map { "<li>" + inline($0) + "</li>" }.joined() + "</ul>") }
            paragraph = []
            list = []
        }
        for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let line = raw.trimmingSpaces
            if var block = code {
                if line.hasPrefix("```") {
                    out.append("<pre><code>" + block.map(codeText(_:)).joined(separator: "\n") + "</code></pre>")
                    code = nil
                } else {
                    block.append(raw)
                    code = block
                }
                continue
            }
            if line.hasPrefix("```") {
                flush()
                code = []
            } else if line.isEmpty || line.hasPrefix("<a id=") {
                flush()
            } else if line.hasPrefix("- ") || line.hasPrefix("* ") {
                if !paragraph.isEmpty { flush() }
                list.append(String(line.dropFirst(2)))
            } else if !list.isEmpty && raw.hasPrefix("  ") {
                list[list.count - 1] += " " + line
            } else {
                if !list.isEmpty { flush() }
                paragraph.append(line.hasPrefix("#") ? String(line.drop { $0 == "#" }).trimmingSpaces : line)
            }
        }
        if let block = code { out.append("<pre><code>" + block.map(codeText(_:)).joined(separator: "\n") + "</code></pre>") }
        flush()
        return out.joined(separator: "\n")
    }

    /// One paragraph's inline Markdown: `code` first (nothing inside it is Markdown), then
    /// **bold**, *italics* and [links](target), which keep only their words.
    package static func inline(_ text: String) -> String {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { i, part in
            i % 2 == 1 ? "<code>" + esc(String(part)) + "</code>" : emphasis(esc(dropLinks(String(part))))
        }.joined()
    }

    /// `[words](target)` → `words`.
    package static func dropLinks(_ text: String) -> String {
        text.replacing(/\[([^\]\[]+)\]\([^()\s]*\)/) { String($0.output.1) }
    }

    /// `**bold**` and `*italics*` (a star next to a space is a star).
    package static func emphasis(_ text: String) -> String {
        text.replacing(/\*\*(\S(?:[^*]*\S)?)\*\*/) { "<strong>" + $0.output.1 + "</strong>" }
            .replacing(/\*(\S(?:[^*]*\S)?)\*/) { "<em>" + $0.output.1 + "</em>" }
    }

    /// `esc`, with line breaks kept (code blocks).
    package static func codeText(_ text: String) -> String { XMLText.escape(text, lineBreaks: .keep) }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: String {
        let kept = drop { $0 == " " || $0 == "\t" }
        return String(kept.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
