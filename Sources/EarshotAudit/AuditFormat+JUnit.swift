import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// JUnit XML for CI test reports: one `<testsuite>` per file; in it one `<testcase>` per rule
/// and element with a `<failure>` per finding, and one passing `<testcase>` for each rule that
/// ran and found nothing in that file.
extension AuditFormat {
    package static func junit(_ report: AuditReport) -> String {
        var suites: [String] = []
        var totalTests = 0, totalFailures = 0
        var files = report.files
        for f in report.findings where !files.contains(f.path) { files.append(f.path) }
        for file in files {
            let findings = report.findings(in: file)
            var cases: [String] = []
            var failed = 0
            var rules = report.rules
            for f in findings where !rules.contains(where: { $0.id == f.rule }) { rules.append(f.rule.rule) }
            for rule in rules {
                let mine = findings.filter { $0.rule == rule.id }
                let name = "\(rule.id) \(rule.name)"
                if mine.isEmpty {
                    cases.append("    <testcase classname=\"\(xml(file))\" name=\"\(xml(name))\"/>")
                    continue
                }
                // One testcase per element, in the order its findings come.
                var elements: [String?] = []
                for f in mine where !elements.contains(f.element) { elements.append(f.element) }
                for element in elements {
                    let title = element.map { name + ": " + $0 } ?? name
                    var lines = ["    <testcase classname=\"\(xml(file))\" name=\"\(xml(title))\">"]
                    for f in mine where f.element == element {
                        lines.append("      <failure message=\"\(xml(f.message))\" type=\"\(f.severity.rawValue)\" "
                            + "file=\"\(xml(f.path))\" line=\"\(f.line)\">\(xml(line(f)))</failure>")
                    }
                    lines.append("    </testcase>")
                    cases.append(lines.joined(separator: "\n"))
                    failed += 1
                }
            }
            totalTests += cases.count
            totalFailures += failed
            suites.append("  <testsuite name=\"\(xml(file))\" tests=\"\(cases.count)\" failures=\"\(failed)\" errors=\"0\">\n"
                + cases.joined(separator: "\n") + "\n  </testsuite>")
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"earshot audit\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\">\n"
            + suites.map { $0 + "\n" }.joined() + "</testsuites>\n"
    }

    /// Text made safe for XML attribute values and character data (`XMLText`).
    package static func xml(_ text: String) -> String { XMLText.escape(text, lineBreaks: .keep) }
}
