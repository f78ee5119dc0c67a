import EarshotModel
public import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// The readable forms of efficiency reports: a table, worst elements first, then the summary.
/// Labels are untrusted: control characters and bidi overrides are escaped.
public enum EfficiencyText {
    public static func report(_ report: EfficiencyReport) -> String {
        var lines = ["\(VisibleText.escape(report.layout)), screen \(VisibleText.escape(report.screen)), \(report.rate) wpm, "
                     + "\(report.input):"
                     + " \(count(report.summary.elements, "element")), \(report.summary.reachable) reachable"]
        let worstFirst = report.elements.sorted {
            ($0.seconds, $0.gestures) > ($1.seconds, $1.gestures)
        }
        var rows = [["gestures", "swipes", "seconds", "element", "path"]]
        for e in worstFirst {
            rows.append([String(e.gestures), String(e.swipes), seconds(e.seconds), name(e.id, e.label), e.path])
        }
        lines += table(rows, rightAligned: 3)
        if !report.unreachable.isEmpty {
            lines.append("unreachable: " + report.unreachable.map(VisibleText.escape).joined(separator: ", "))
        }
        lines.append(summary(report.summary, reader: report.reader))
        if report.summary.budgetHit {
            lines.append("the state budget was reached: figures are upper bounds")
        }
        return lines.joined(separator: "\n")
    }

    public static func comparison(_ c: EfficiencyComparison, before: String, after: String,
                                  reader: any ScreenReader = .voiceover) -> String {
        var lines = ["before: \(VisibleText.escape(before))", "after:  \(VisibleText.escape(after))"]
        var rows = [["element", "gestures", "seconds", "verdict", "why"]]
        for e in c.elements {
            rows.append([name(e.id, e.label),
                         side(e.before.map { String($0.gestures) }) + " → " + side(e.after.map { String($0.gestures) })
                             + (e.mergedInto.map { " (in \(VisibleText.escape($0)))" } ?? ""),
                         side(e.before.map { seconds($0.seconds) }) + " → " + side(e.after.map { seconds($0.seconds) }),
                         e.verdict.rawValue, VisibleText.escape(e.reason)])
        }
        lines += table(rows, rightAligned: 0)
        let tally = EfficiencyVerdict.Kind.allCases.compactMap { kind in
            c.count(kind) > 0 ? "\(c.count(kind)) \(kind.rawValue)" : nil
        }
        lines.append("verdicts (\(c.input), gestures first, then seconds): " + tally.joined(separator: ", "))
        let b = c.before, a = c.after
        lines.append("elements: \(b.elements) → \(a.elements), reachable \(b.reachable) → \(a.reachable)")
        lines.append("gestures: median \(number(b.medianGestures)) → \(number(a.medianGestures)), worst \(b.worstGestures) → \(a.worstGestures)")
        lines.append("seconds:  median \(seconds(b.medianSeconds)) → \(seconds(a.medianSeconds)), worst \(seconds(b.worstSeconds)) → \(seconds(a.worstSeconds))")
        lines.append("read-all: \(seconds(b.readAllSeconds)) s → \(seconds(a.readAllSeconds)) s")
        lines.append("\(reader.rotorsWord) bring closer: \(b.rotorCloser) → \(a.rotorCloser)")
        return lines.joined(separator: "\n")
    }

    package static func summary(_ s: EfficiencyReport.Summary, reader: any ScreenReader = .voiceover) -> String {
        "median \(number(s.medianGestures)) gestures / \(seconds(s.medianSeconds)) s, worst \(s.worstGestures) / "
            + "\(seconds(s.worstSeconds)) s; swipes only: median \(number(s.medianSwipes)), worst \(s.worstSwipes); "
            + "read-all \(seconds(s.readAllSeconds)) s; \(reader.rotorsWord) bring \(s.rotorCloser) of \(s.reachable) closer "
            + "(\(Int((s.rotorShare * 100).rounded()))%); \(s.states) states searched"
    }

    package static func name(_ id: String, _ label: String?) -> String {
        let id = VisibleText.escape(id)
        guard let label, !label.isEmpty else { return id }
        let short = label.count > 30 ? String(label.prefix(29)) + "…" : label
        return id + " \"" + VisibleText.escape(short) + "\""
    }

    package static func side(_ value: String?) -> String { value ?? "—" }

    package static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    package static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format1(value))
    }

    package static func seconds(_ value: Double) -> String { format1(value) }

    /// Seconds in whole tenths, as `seconds` prints them: verdicts compare what is printed.
    package static func tenths(_ value: Double) -> Int { Int((value * 10).rounded()) }

    /// One decimal place, without Foundation's formatter.
    package static func format1(_ value: Double) -> String {
        let tenths = tenths(value)
        return "\(tenths / 10).\(abs(tenths % 10))"
    }

    /// Columns padded to their widest cell; the first `rightAligned` columns align right.
    package static func table(_ rows: [[String]], rightAligned: Int) -> [String] {
        guard let width = rows.first?.count else { return [] }
        let widths = (0..<width).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column < rightAligned ? pad + cell : (column == width - 1 ? cell : cell + pad)
            }.joined(separator: "  ")
        }
    }
}
