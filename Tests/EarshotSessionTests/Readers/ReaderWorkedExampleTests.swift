import EarshotAudit
import EarshotLayoutTestSupport
import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import Foundation
import Testing
@testable import EarshotSession

/// The design page's example of a new screen reader is true: `LabelsOnly.swift` beside this file
/// is the page's code, character for character, and handing it to a session or an audit is all
/// it takes for transcripts, the key list, the rotor and findings to be in its words.
@Suite struct ReaderWorkedExampleTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let yaml = """
        earshot: 1
        screen:
          id: menu
          elements:
            - {id: title, label: Menu, traits: [header], frame: [16, 60, 358, 44]}
            - {id: soup, label: Soup, value: 4 dollars, traits: [button], frame: [16, 110, 358, 44]}
            - {id: more, traits: [button], frame: [16, 160, 358, 44]}
        """

    func workspace() throws -> Workspace {
        let (layout, errors) = load(Self.yaml)
        #expect(errors.isEmpty, "\(errors)")
        return Workspace(root: try #require(layout))
    }

    @Test func thePageShowsThisVeryCode() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/design.md"), encoding: .utf8)
        let code = try String(contentsOf: Self.here.appendingPathComponent("LabelsOnly.swift"), encoding: .utf8)
        #expect(page.contains("```swift\n" + code + "```"))
    }

    @Test func aTranscriptIsInItsWords() throws {
        var verbosity = Verbosity.standard
        verbosity.reader = LabelsOnly()
        var session = SessionState(navigator: Navigator(workspace: try workspace(), verbosity: verbosity))
        var steps = [session.startStep()]
        for gesture in [Gesture.next, .next, .rotorNext, .up, .up] { steps.append(session.run(script: gesture)) }
        #expect(steps.map { TranscriptFormat.text($0) } == [
            "» first\n  Menu", "» next\n  Soup", "» next\n  Unnamed", "» rotor-next\n  Headings", "» up\n  Menu",
            "» up\n  [not-found]\n  No more headings",
        ])
        #expect(KeyList.lines(for: session.keyMap, reader: LabelsOnly()).map(\.says).contains("list: move"))
    }

    @Test func anAuditQuotesItAndNamesIt() throws {
        var options = Audit.Options(rules: [.labelMissing, .noHeading])
        options.reader = LabelsOnly()
        let found = Audit.run(try workspace(), options: options, length: { _ in 0.1 })
        #expect(found.map(\.speech) == ["Unnamed"] && found.first?.reader.name == "Labels Only")
        #expect(AuditFormat.json(AuditReport(files: ["menu.yaml"], rules: AuditRules.all, findings: found)).contains(#""reader" : "labels-only""#))
    }
}
