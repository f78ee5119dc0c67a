import EarshotModel
import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotAudit

/// SARIF 2.1.0 as GitHub code scanning takes it: the official schema, every rule with help,
/// levels, relative locations, and fingerprints that survive lines moving.
@Suite struct AuditSARIFTests {
    typealias T = AuditFormatTests

    func sarif(_ findings: [AuditFinding], directory: String? = "/work/app") throws -> [String: Any] {
        let text = AuditFormat.sarif.render(T.report(findings),
                                            context: AuditFormat.Context(toolVersion: "9.9.9", currentDirectory: directory))
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func results(_ doc: [String: Any]) throws -> [[String: Any]] {
        let run = try #require((doc["runs"] as? [[String: Any]])?.first)
        return try #require(run["results"] as? [[String: Any]])
    }

    func uri(_ result: [String: Any]) -> String? {
        let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        return (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
    }

    @Test func everyRuleIsDescribedWithItsDefaultLevelAndHelp() throws {
        let doc = try sarif([T.play])
        #expect(doc["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json" && doc["version"] as? String == "2.1.0")
        let runs = try #require(doc["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "earshot" && driver["version"] as? String == "9.9.9")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == AuditRules.all.map(\.id.rawValue))
        for (rule, described) in zip(AuditRules.all, rules) {
            #expect(described["name"] as? String == rule.name)
            #expect((described["shortDescription"] as? [String: Any])?["text"] as? String == rule.summary)
            #expect(((described["fullDescription"] as? [String: Any])?["text"] as? String)?.contains(rule.help) == true)
            #expect(described["helpUri"] == nil, "no document address given: no helpUri")
            let help = try #require(described["help"] as? [String: Any])
            #expect((help["text"] as? String)?.contains(rule.anchors) == true && (help["markdown"] as? String)?.contains(rule.id.rawValue) == true)
            let level = (described["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(level == rule.severity.rawValue, "\(rule.id)")
            let tags = (described["properties"] as? [String: Any])?["tags"] as? [String] ?? []
            #expect(tags.starts(with: ["accessibility", "voiceover"]))
        }
        let ear001 = try #require(rules.first { $0["id"] as? String == "EAR001" })
        #expect((ear001["properties"] as? [String: Any])?["tags"] as? [String] == ["accessibility", "voiceover", "wcag-4.1.2", "wcag-1.1.1"])
    }

    @Test(arguments: [(AuditSeverity.error, "error"), (.warning, "warning"), (.note, "note")])
    func resultsCarryLevelRuleIndexAndWhatVoiceOverSays(_ severity: AuditSeverity, _ level: String) throws {
        var f = T.missing
        f.severity = severity
        let result = try #require(try results(try sarif([f])).first)
        #expect(result["ruleId"] as? String == "EAR001" && result["level"] as? String == level)
        #expect(result["ruleIndex"] as? Int == AuditRules.all.firstIndex { $0.id == .labelMissing })
        let message = (result["message"] as? [String: Any])?["text"] as? String
        #expect(message == #"says only its role [cart]. VoiceOver says: "Button.""#)
        let region = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        #expect(region?["startLine"] as? Int == 20 && region?["startColumn"] as? Int == 7)
        #expect((result["properties"] as? [String: Any])?["speech"] as? String == "Button.")
    }

    @Test func locationsAreRelativeURIs() throws {
        func uri(of path: String, in directory: String? = "/work/app") throws -> String? {
            var f = T.play
            f.path = path
            return self.uri(try #require(try results(try sarif([f], directory: directory)).first))
        }
        #expect(try uri(of: "Layouts/shop.yaml") == "Layouts/shop.yaml")
        #expect(try uri(of: "./Layouts//shop.yaml") == "Layouts/shop.yaml")
        #expect(try uri(of: "/work/app/Layouts/shop.yaml") == "Layouts/shop.yaml")
        #expect(try uri(of: "/work/application/shop.yaml") == "file:///work/application/shop.yaml")
        #expect(try uri(of: "My Layouts/ça va?#1.yaml") == "My%20Layouts/%C3%A7a%20va%3F%231.yaml")
        #expect(try uri(of: "a:b.yaml") == "a%3Ab.yaml")
        #expect(AuditPath.relative("/", to: "/") == "." && AuditPath.relative("/x/y", to: "/") == "x/y")
    }

    @Test func fingerprintsSurviveLineMovesAndTellElementsApart() throws {
        func fingerprint(_ f: AuditFinding) throws -> String? {
            (try results(try sarif([f])).first?["partialFingerprints"] as? [String: String])?["earshot/v1"]
        }
        let before = try #require(try fingerprint(T.play))
        #expect(before.count == 16 && before.allSatisfy(\.isHexDigit))
        var moved = T.play
        moved.line += 40
        moved.column = 1
        moved.message = "label repeats its trait word 'button'"
        #expect(try fingerprint(moved) == before, "a line move or a reworded message keeps the fingerprint")
        var renamed = T.play
        renamed.element = "play2"
        #expect(try fingerprint(renamed) != before)
        var otherFile = T.play
        otherFile.path = "Layouts/shop2.yaml"
        #expect(try fingerprint(otherFile) != before)
        var otherRule = T.play
        otherRule.rule = .vagueName
        #expect(try fingerprint(otherRule) != before)
        // The same rule twice on one element: the second is told apart.
        let twice = try results(try sarif([T.play, moved])).compactMap { ($0["partialFingerprints"] as? [String: String])?["earshot/v1"] }
        #expect(twice == [before, before + ":1"])
        // FNV-1a 64's published test vectors.
        #expect(AuditFormat.fnv1a64("") == "cbf29ce484222325" && AuditFormat.fnv1a64("a") == "af63dc4c8601ec8c")
        #expect(AuditFormat.fnv1a64("foobar") == "85944171f73967e8")
    }

    /// Each rule's help is the rules page's section itself, inline: a viewer shows it with no
    /// link to follow.
    @Test func rulesCarryTheirWholeHelpInline() throws {
        let doc = try sarif([T.play])
        let run = try #require((doc["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let ear002 = try #require(rules.first { $0["id"] as? String == "EAR002" })
        let markdown = try #require((ear002["help"] as? [String: Any])?["markdown"] as? String)
        let rule = AuditRuleID.labelRepeatsTrait.rule
        let android = rule.androidHelp.map { "**On Android.** \($0)\n\n" } ?? ""
        #expect(markdown.hasPrefix("**EAR002 label-repeats-trait** (warning): \(rule.summary)\n\n**Fix:** \(rule.help)\n\n\(rule.details)\n\n"
                                   + android + "**Bad**\n\n```yaml\n- id: play\n  label: Play button\n"))
        #expect(markdown.hasSuffix("\n\nSources: \(rule.anchors)."))
        #expect(!markdown.contains("<a id=") && !markdown.contains("### "))
    }

    /// Findings heard with TalkBack describe the rules in Android's terms: the summary, severity
    /// and fix an Android screen is judged by, tagged `talkback`, without the rules page's iPhone
    /// explanation where the rule has Android words of its own.
    @Test func talkBacksFindingsDescribeTheRulesInAndroidsTerms() throws {
        let doc = try sarif(AuditHTMLTests.android)
        let run = try #require((doc["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let ear016 = try #require(rules.first { $0["id"] as? String == "EAR016" })
        let rule = AuditRuleID.targetSize.rule
        let android = try #require(rule.androidSummary), fix = try #require(rule.androidHelp)
        #expect((ear016["shortDescription"] as? [String: Any])?["text"] as? String == android)
        #expect((ear016["fullDescription"] as? [String: Any])?["text"] as? String == android + " " + fix)
        let markdown = try #require((ear016["help"] as? [String: Any])?["markdown"] as? String)
        #expect(markdown == "**EAR016 target-size** (warning below 48×48 dp, error below 24×24 dp): \(android)\n\n**Fix:** \(fix)\n\n"
                + "Sources: \(rule.anchors).")
        #expect((ear016["properties"] as? [String: Any])?["tags"] as? [String] == ["accessibility", "talkback", "wcag-2.5.8"])
        let results = try results(doc)
        #expect(results.map { ($0["message"] as? [String: Any])?["text"] as? String }.allSatisfy { $0?.contains(". TalkBack says: ") == true })
    }

    /// Given the rules page's public address, each rule points at its own section of it (an
    /// explicit anchor there); without one, no rule has a `helpUri`.
    @Test func rulesCarryAHelpUriToTheirSection() throws {
        let text = AuditFormat.sarif.render(T.report([T.play]), context: T.context)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((doc["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.count == AuditRules.all.count)
        for (rule, described) in zip(AuditRules.all, rules) {
            let anchor = rule.id.rawValue.lowercased()
            #expect(described["helpUri"] as? String == "https://example.com/earshot/docs/rules.md#" + anchor)
            #expect(AuditRulesDoc.markdown.contains(#"<a id="\#(anchor)"></a>"# + "\n\n### \(rule.id.rawValue) "))
        }
    }

    @Test func sarifPassesTheOfficialSchema() throws {
        var outside = T.verbose
        outside.path = "/elsewhere/odd name.yaml"
        let documents = [
            AuditFormat.sarif.render(T.report(), context: T.context),
            AuditFormat.sarif.render(T.report([]), context: T.context),
            AuditFormat.sarif.render(T.report([T.hostile, outside, T.play]), context: T.context),
        ]
        let verdicts = try SARIFValidator.validate(documents)
        #expect(verdicts.count == documents.count)
        for (i, errors) in verdicts.enumerated() { #expect(errors.isEmpty, "document \(i): \(errors)") }
        // The validator does reject: a level SARIF lacks, and a result with no message.
        let broken = documents[0].replacingOccurrences(of: #""level" : "warning""#, with: #""level" : "warn""#)
        let noMessage = documents[0].replacingOccurrences(of: #""message" : {"#, with: #""note" : {"#)
        let rejected = try SARIFValidator.validate([broken, noMessage])
        #expect(rejected.allSatisfy { !$0.isEmpty }, "\(rejected)")
    }
}
