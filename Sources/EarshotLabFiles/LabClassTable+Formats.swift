import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// The class table's renderers. Names and task texts come from files trainees and authors
/// write: each format escapes what could act on its reader (terminal controls, Markdown table
/// syntax, CSV quoting and spreadsheet formulas).
extension LabClassTable {
    /// Aligned columns for a terminal; task texts are listed under the table, once per lab.
    public var text: String {
        let header = LabWords.columns
        let body = rows.map { row in
            [VisibleText.escape(row.trainee ?? LabWords.anonymous), VisibleText.escape(row.lab), "\(row.task)",
             row.done ? LabWords.done : LabWords.notDone, Self.gestures(row), Self.seconds(row.seconds), "\(row.hints)"]
        }
        let widths = header.indices.map { c in ([header] + body).map { $0[c].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).map { $0.padding(toLength: $1) }.joined(separator: "  ").trimmingTrailingSpaces
        }
        var lines = [line(header)] + body.map(line)
        var listed: Set<String> = []
        for row in rows where listed.insert("\(row.lab)#\(row.task)").inserted {
            if row.task == 1 { lines.append("") ; lines.append(VisibleText.escape(row.lab) + ":") }
            lines.append("  \(row.task). " + VisibleText.escape(row.say))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The class summary as aligned columns, after the task texts.
    package var summaryText: String {
        let summary = LabClassSummary(self)
        guard !summary.tasks.isEmpty else { return "" }
        let header = LabWords.summaryColumns
        let body = summary.tasks.map { task in
            var cells = summary.cells(task)
            cells[0] = VisibleText.escape(cells[0])
            return cells
        }
        let widths = header.indices.map { c in ([header] + body).map { $0[c].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).map { $0.padding(toLength: $1) }.joined(separator: "  ").trimmingTrailingSpaces
        }
        return "\n" + ([LabWords.summaryHeading, line(header)] + body.map(line) + [LabWords.summaryNote])
            .joined(separator: "\n") + "\n"
    }

    /// The class summary as a Markdown table under a bold heading.
    package var summaryMarkdown: String {
        let summary = LabClassSummary(self)
        guard !summary.tasks.isEmpty else { return "" }
        let columns = LabWords.summaryColumns
        var lines = ["", "**" + LabWords.summaryHeading + "** " + LabWords.summaryNote, "",
                     "| " + columns.joined(separator: " | ") + " |", "|" + columns.map { _ in " --- |" }.joined()]
        for task in summary.tasks {
            var cells = summary.cells(task)
            cells[0] = Self.markdownText(cells[0])
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// RFC 4180, with a header row; one column per figure, for spreadsheets.
    public var csv: String {
        var lines = [LabWords.csvColumns.joined(separator: ",")]
        for row in rows {
            let cells = [Self.csvText(row.trainee ?? ""), Self.csvText(row.lab), "\(row.task)", Self.csvText(row.say),
                         row.done ? "true" : "false", "\(row.gestures)", row.optimal.map(String.init) ?? "",
                         "\(row.seconds)", row.optimalSeconds.map { "\($0)" } ?? "", "\(row.time)", "\(row.hints)"]
            lines.append(cells.joined(separator: ","))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// A GitHub Markdown table.
    public var markdown: String {
        let header = LabWords.columns
        var lines = ["| " + header.joined(separator: " | ") + " |", "|" + header.map { _ in " --- |" }.joined()]
        for row in rows {
            let cells = [Self.markdownText(row.trainee ?? LabWords.anonymous), Self.markdownText(row.lab),
                         "\(row.task). " + Self.markdownText(row.say), row.done ? LabWords.done : LabWords.notDone,
                         Self.gestures(row), Self.seconds(row.seconds), "\(row.hints)"]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A CSV field: quoted when it holds a comma, quote or line break; a leading `=`, `+`, `-`
    /// or `@` is kept from being read as a formula; controls are shown escaped.
    package static func csvText(_ value: String) -> String {
        var text = VisibleText.escape(value)
        if let first = text.first, "=+-@".contains(first) { text = "'" + text }
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.replacingAll("\"", with: "\"\"") + "\""
    }

    /// Table-cell text: pipes and Markdown punctuation escaped, controls shown escaped.
    package static func markdownText(_ value: String) -> String {
        var out = ""
        for character in VisibleText.escape(value) {
            if "\\|*_`[]<>#".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }
}

extension String {
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }

    fileprivate var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }

    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }
}
