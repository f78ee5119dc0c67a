import EarshotLayoutTestSupport
import EarshotLoader
import EarshotModel
import EarshotTestSupport
import Testing
@testable import EarshotAudit

/// Rules EAR001–EAR010 on the bundled samples: the fixed cowboy hat passes, and so does every
/// other sample (none of them is meant to show these problems).
@Suite struct AuditRulesASamplesTests {
    @Test func cowboyHatHasNothingAtWarningOrAbove() {
        let findings = auditSampleA("cowboy-hat.yaml", rules: rulesA)
        #expect(findings.filter { $0.severity >= .warning }.map(\.place) == [])
    }

    @Test func samplesAreThere() {
        #expect(sampleLayoutNames.count >= 10 && sampleLayoutNames.contains("cowboy-hat.yaml"))
    }

    @Test(arguments: sampleLayoutNames)
    func sampleHasNoFindingOfTheseRules(name: String) {
        #expect(auditSampleA(name, rules: rulesA).map(\.place) == [])
    }

    /// The samples' problems, once brought in, are found: a bell before its fix.
    @Test func imageToggleBeforeItsFixIsFlagged() throws {
        let layout = try #require(sample("image-toggle.yaml"))
        var screen = try #require(layout.screens.first)
        let bell = try #require(screen.elements.firstIndex { $0.id == "bell" })
        screen.elements[bell].traits.remove(.button)
        let before = Layout(path: layout.path, screens: [screen])
        let findings = Audit.run(Workspace(root: before), options: .init(rules: ids(rulesA)), length: wordSeconds)
        #expect(findings.map(\.place) == ["EAR007 bell 17:7"])
        #expect(findings.first?.speech == "Bell. Image.")
    }
}
