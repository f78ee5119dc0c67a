import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// JUnit XML for CI test reports: one `<testsuite>` per file; in it one `<testcase>` per rule
/// and element with a `<failure>` per error or warning, and one passing `<testcase>` for each
/// rule that ran and found nothing in that file. Notes are not failures: listed (`--notes`), a
/// rule's notes on an element are one `<skipped>` testcase (counted in `skipped`), or, beside
/// failures on the same element, lines in its `<system-out>`; not listed, they are left out.
/// Testcases come worst first: those with an error, then a warning, then notes, then the rules
/// that passed.
extension AuditFormat {
    package static func junit(_ report: AuditReport) -> String {
        var suites: [String] = []
        var totalTests = 0, totalFailures = 0, totalSkipped = 0
        var files = report.files
        for f in report.listed where !files.contains(f.path) { files.append(f.path) }
        for file in files {
            let findings = report.findings(in: file)
            var cases: [(rank: Int, text: String)] = []
            var failed = 0, skipped = 0
            var rules = report.rules
            for f in findings where !rules.contains(where: { $0.id == f.rule }) { rules.append(f.rule.rule) }
            for rule in rules {
                let mine = findings.filter { $0.rule == rule.id }
                let name = "\(rule.id) \(rule.name)"
                if mine.isEmpty {
                    cases.append((0, "    <testcase classname=\"\(xml(file))\" name=\"\(xml(name))\"/>"))
                    continue
                }
                // One testcase per element, in the order its findings come.
                var elements: [String?] = []
                for f in mine where !elements.contains(f.element) { elements.append(f.element) }
                for element in elements {
                    let own = mine.filter { $0.element == element }
                    let title = element.map { name + ": " + $0 } ?? name
                    var lines = ["    <testcase classname=\"\(xml(file))\" name=\"\(xml(title))\">"]
                    let failures = own.filter { $0.severity != .note }, notes = own.filter { $0.severity == .note }
                    for f in failures {
                        lines.append("      <failure message=\"\(xml(f.message))\" type=\"\(f.severity.rawValue)\" "
                            + "file=\"\(xml(f.path))\" line=\"\(f.line)\">\(xml(line(f)))</failure>")
                    }
                    let noteLines = notes.map { xml(line($0)) }.joined(separator: "\n")
                    if failures.isEmpty {
                        let message = notes.count == 1 ? notes[0].message : counted(notes.count, "note")
                        lines.append("      <skipped message=\"note: \(xml(message))\">\(noteLines)</skipped>")
                        skipped += 1
                    } else {
                        failed += 1
                        if !notes.isEmpty { lines.append("      <system-out>\(noteLines)</system-out>") }
                    }
                    lines.append("    </testcase>")
                    let worst = own.map(\.severity).max() ?? .note
                    cases.append((worst == .error ? 3 : worst == .warning ? 2 : 1, lines.joined(separator: "\n")))
                }
            }
            // Stable: within a rank, rule order and then the elements' order.
            let ordered = cases.enumerated().sorted { a, b in
                a.element.rank != b.element.rank ? a.element.rank > b.element.rank : a.offset < b.offset
            }.map(\.element.text)
            totalTests += cases.count
            totalFailures += failed
            totalSkipped += skipped
            suites.append("  <testsuite name=\"\(xml(file))\" tests=\"\(cases.count)\" failures=\"\(failed)\" errors=\"0\" "
                + "skipped=\"\(skipped)\">\n" + ordered.joined(separator: "\n") + "\n  </testsuite>")
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"earshot audit\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" skipped=\"\(totalSkipped)\">\n"
            + suites.map { $0 + "\n" }.joined() + "</testsuites>\n"
    }

    /// Text made safe for XML attribute values and character data (`XMLText`).
    package static func xml(_ text: String) -> String { XMLText.escape(text, lineBreaks: .keep) }
}
