import EarshotLoader
import EarshotModel
import EarshotNarration
/// Writes `docs/conformance.md`: for each reader, every row with what the reader says there,
/// what Earshot says, and whether they agree, stamped with Earshot's version.
public enum ConformancePage {
    /// One reader's table and what Earshot said for each of its rows, in the same order.
    public typealias Run = (table: ConformanceTable, results: [ConformanceResult])

    public static func markdown(_ runs: [Run], version: String) -> String {
        var lines = [
            "# Conformance: what VoiceOver and TalkBack say, and what Earshot says", "",
            "<!-- Generated from Conformance/*.yaml by `RECORD_SNAPSHOTS=1 swift test --filter ConformanceTests`; do not edit. -->", "",
            "Earshot \(version). Each row is an element or a gesture in context — a few layout elements, or an Android",
            "hierarchy — with what the screen reader says there, where that was heard or read, and a tier, as",
            "ARIA-AT grades its assertions: a **MUST** row that Earshot stops passing fails Earshot's tests; a",
            "**SHOULD** row is shown here, pass or fail. The data is in `Conformance/voiceover.yaml` and",
            "`Conformance/talkback.yaml`; each row's context is opened and its gestures performed as",
            "`earshot transcript` does, with the default voice profile's settings unless the row names others.",
            "Without gestures a row checks what the screen says when it opens; with them, what the last gesture",
            "says. Words are compared one by one: case and punctuation, which are not heard as words, are not.",
            "A row whose hint column is empty expects no hint.", "",
            "| reader | rows | MUST | SHOULD | pass | fail |", "|---|---|---|---|---|---|",
        ]
        for run in runs {
            let must = run.table.rows.filter { $0.tier == .must }.count
            let passed = run.results.filter(\.passed).count
            lines.append("| [\(run.table.reader.name)](#\(run.table.reader.rawValue)) | \(run.table.rows.count) | \(must) | "
                + "\(run.table.rows.count - must) | \(passed) | \(run.results.count - passed) |")
        }
        lines.append("")
        for run in runs { lines += section(run) }
        lines += format()
        return lines.joined(separator: "\n")
    }

    static func section(_ run: Run) -> [String] {
        let reader = run.table.reader
        var lines = ["<a id=\"\(reader.rawValue)\"></a>", "", "## \(reader.name)", "", "### Sources", "",
                     "| source | heard on | at |", "|---|---|---|"]
        for s in run.table.sources {
            let at = s.commit.map { "commit `\(String($0.prefix(12)))`" } ?? "the page as read"
            lines.append("| <a id=\"\(anchor(reader, s.id))\"></a>[\(cell(s.title))](\(s.url)) | \(cell(s.heardOn)) | \(at) |")
        }
        lines += ["", "### Rows", "",
                  "| row | language | context | gestures | \(reader.name) says | Earshot says | result | tier | heard on | source |",
                  "|---|---|---|---|---|---|---|---|---|---|"]
        var longer: [ConformanceRow] = []
        let results = Dictionary(run.results.map { ($0.id, $0) }) { first, _ in first }
        for row in run.table.rows {
            guard let result = results[row.id] else { continue }
            let context: String
            if row.context.contains("\n") {
                longer.append(row)
                context = "[\(row.contextKind == .dump ? "dump" : "layout") below](#\(anchor(reader, "context-" + row.id)))"
            } else {
                context = code(row.context)
            }
            let expected = words(row.says, hint: row.hint)
            let heard = words(result.says, hint: result.hint)
            lines.append("| <a id=\"\(anchor(reader, row.id))\"></a>`\(cell(row.id))` | \(cell(row.language)) | \(context) | "
                + "\(row.script.map(code) ?? "") | \(expected) | \(heard) | \(result.passed ? "pass" : "**fail**") | "
                + "\(row.tier.rawValue) | \(cell(row.heardOn)) | [\(cell(row.source.id))](#\(anchor(reader, row.source.id))) |")
        }
        let notes = run.table.rows.filter { $0.note != nil }
        if !notes.isEmpty {
            lines += ["", "### Where sources disagree", ""]
            for row in notes { lines.append("- [`\(cell(row.id))`](#\(anchor(reader, row.id))): \(cell(row.note ?? ""))") }
        }
        if !longer.isEmpty {
            lines += ["", "### Longer contexts"]
            for row in longer {
                let fence = self.fence(row.context)
                lines += ["", "<a id=\"\(anchor(reader, "context-" + row.id))\"></a>`\(cell(row.id))`:", "",
                          fence + (row.contextKind == .dump ? "xml" : "yaml"), row.context, fence]
            }
        }
        lines.append("")
        return lines
    }

    /// The data files' keys, from the tables the parser checks them against.
    static func format() -> [String] {
        var lines = ["## The data files", "",
                     "A row is added by writing it in `Conformance/voiceover.yaml` or `Conformance/talkback.yaml`; every",
                     "mistake in a file is reported as `path:line:column: error: message`, all at once, inside a row's",
                     "layout, dump and gestures too. `RECORD_SNAPSHOTS=1 swift test --filter ConformanceTests` rewrites",
                     "this page.", ""]
        for spec in [ConformanceKeys.table, ConformanceKeys.source, ConformanceKeys.row] {
            lines += ["### \(cell(spec.what.prefix(1).uppercased() + spec.what.dropFirst()))", "", cell(spec.summary), "",
                      "| key | required | meaning |", "|---|---|---|"]
            for key in spec.keys {
                lines.append("| `\(key.name)` | \(key.required ? "yes" : "") | \(cell(key.summary)) |")
            }
            lines.append("")
        }
        lines += ["A row has one context: `elements`, `screens` or `dump`. `verbosity` takes a voice profile's keys:",
                  "`hints`, `traits`, `context`, `order`.", ""]
        return lines
    }

    /// The words said, then the hint on a line of its own.
    static func words(_ says: String, hint: String?) -> String {
        let description = says.isEmpty ? "(nothing)" : cell(says)
        return hint.map { description + "<br>*hint:* " + cell($0) } ?? description
    }

    static func anchor(_ reader: ReaderName, _ id: String) -> String {
        reader.rawValue + "-" + String(id.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    /// Text safe in a table cell: no markup, no line breaks, no column bar; invisible characters escaped.
    static func cell(_ text: String) -> String {
        var out = ""
        for c in VisibleText.escape(text) {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "|": out += "&#124;"
            case "*", "_", "`", "[", "]", "\\": out += "&#\(c.unicodeScalars.first.map { $0.value } ?? 0);"
            case "\n": out += " "
            default: out.append(c)
            }
        }
        return out
    }

    /// A code fence longer than any run of backticks in `text`.
    static func fence(_ text: String) -> String {
        var longest = 0, run = 0
        for c in text {
            run = c == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return String(repeating: "`", count: max(3, longest + 1))
    }

    static func code(_ text: String) -> String { "<code>\(cell(text))</code>" }
}
