import EarshotLayoutTestSupport
import EarshotLoader
import EarshotModel
import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotAudit

/// The rules document themselves: `docs/rules.md` is generated from the rule types, and every
/// rule's bad example is flagged by that rule alone while its fixed example is clean.
@Suite struct AuditRulesDocTests {
    static let page = repositoryRoot.appendingPathComponent("docs/rules.md")

    /// The committed page is the generated one; `RECORD_SNAPSHOTS=1` rewrites it.
    @Test func theCommittedPageIsGenerated() throws {
        let generated = AuditRulesDoc.markdown
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try Data(generated.utf8).write(to: Self.page)
            print("docs/rules.md: recorded at \(Self.page.path)")
            return
        }
        let committed = String(decoding: try Data(contentsOf: Self.page), as: UTF8.self)
        #expect(committed == generated, "docs/rules.md is stale (RECORD_SNAPSHOTS=1 to regenerate):\n\(lineDiff(committed, generated))")
    }

    @Test func everyRuleHasASectionAndEveryCheckedRuleTwoExamples() {
        let page = AuditRulesDoc.markdown
        for rule in AuditRules.all {
            #expect(page.contains("\n### \(rule.id.rawValue) \(rule.name) (\(rule.severityWords))\n"), "\(rule.id)")
            let checked = rule.id.check != nil
            #expect((rule.bad != nil) == checked && (rule.fixed != nil) == checked, "\(rule.id)")
            #expect(!rule.details.isEmpty && !rule.summary.isEmpty && !rule.help.isEmpty, "\(rule.id)")
        }
        #expect(AuditRules.all.map(\.id) == AuditRuleID.allCases)
        #expect(Set(AuditRules.all.map(\.name)).count == AuditRules.all.count)
    }

    static let checked = AuditRuleID.allCases.filter { $0.check != nil }

    /// Every rule runs on the bad example (as `earshot audit` would, all rules on): the findings
    /// are all of this rule; the fixed example gives none at all.
    @Test(arguments: checked)
    func examplesAreFlaggedByTheirRuleAlone(_ id: AuditRuleID) throws {
        let rule = id.rule
        let bad = try #require(rule.bad), fixed = try #require(rule.fixed)
        let badFindings = try findings(bad.layout)
        #expect(badFindings.contains { $0.rule == id }, "\(id): the bad example is not flagged")
        #expect(badFindings.allSatisfy { f in f.rule == id || bad.alsoFlags.contains(f.rule) },
                "\(id): \(badFindings.map(\.rule))")
        let fixedFindings = try findings(fixed.layout)
        #expect(fixedFindings.isEmpty, "\(id): \(fixedFindings.map { "\($0.rule) \($0.message)" })")
    }

    func findings(_ yaml: String) throws -> [AuditFinding] {
        let (layout, errors) = load(yaml)
        let loaded = try #require(layout, "\(errors)")
        return Audit.run(Workspace(root: loaded), length: wordSeconds)
    }
}
