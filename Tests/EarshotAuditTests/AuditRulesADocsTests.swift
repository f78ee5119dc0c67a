import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotAudit

/// `docs/rules.md` tells the truth: each rule's heading matches the rule table, its bad snippet
/// is flagged by that rule with the speech the page quotes, and its fixed snippet is not.
@Suite struct AuditRulesADocsTests {
    struct Section: CustomStringConvertible {
        var heading: String
        var bad: String
        var badText: String
        var fixed: String
        var description: String { heading }
    }

    static let sections: [Section] = {
        let url = repositoryRoot.appendingPathComponent("docs/rules.md")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.components(separatedBy: "\n### ").dropFirst().compactMap { part in
            let heading = String(part.prefix { $0 != "\n" })
            let pieces = part.components(separatedBy: "**Fixed**")
            guard pieces.count == 2, let bad = yamlBlock(pieces[0]), let fixed = yamlBlock(pieces[1]) else { return nil }
            let badText = pieces[0].components(separatedBy: "```").last ?? ""
            return Section(heading: heading, bad: bad, badText: badText, fixed: fixed)
        }
    }()

    /// The first ```yaml block of a piece of the page.
    static func yamlBlock(_ text: String) -> String? {
        let parts = text.components(separatedBy: "```yaml\n")
        guard parts.count > 1 else { return nil }
        return parts[1].components(separatedBy: "```").first
    }

    /// Element entries as a layout.
    static func layout(_ entries: String) -> String {
        "earshot: 1\nscreen:\n  id: s\n  elements:\n"
            + entries.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n"
    }

    @Test func everyRuleIsDocumented() {
        #expect(Self.sections.map { String($0.heading.prefix(6)) } == rulesA.sorted())
    }

    @Test(arguments: sections)
    func examplesAreTrue(section: Section) throws {
        let id = String(section.heading.prefix(6))
        let rule = try #require(AuditRules.byID[id])
        #expect(section.heading == "\(rule.id) \(rule.name) (\(rule.severityWords))")
        let bad = audit(Self.layout(section.bad), rules: [id])
        #expect(!bad.isEmpty)
        for finding in bad {
            #expect(section.badText.contains("\"\(finding.speech ?? "-")\""), "\(finding.speech ?? "-")")
        }
        #expect(audit(Self.layout(section.fixed), rules: [id]).isEmpty)
    }
}
