import EarshotLayoutTestSupport
import EarshotLoader
import EarshotNarration
import Testing
@testable import EarshotAudit

/// EAR018 only needs to know that a description is over 5 s: a label of a megabyte is not
/// synthesized whole (it once took 74 s to audit one such node).
@Suite struct VerboseStopTests {
    /// Counts the characters it is asked to measure; a quarter second a word.
    final class Meter {
        var characters = 0
        func seconds(_ utterance: Utterance) -> Double {
            characters += utterance.text.count
            return wordSeconds(utterance)
        }
    }

    static func layout(label: String) -> String {
        """
        earshot: 1
        screen:
          id: s
          size: [390, 844]
          elements:
            - {id: title, label: Order, traits: [header], frame: [16, 50, 358, 40]}
            - {id: long, label: "\(label)", traits: [button], frame: [16, 100, 358, 44]}
        """
    }

    static func findings(_ yaml: String, _ meter: Meter) throws -> [AuditFinding] {
        let (layout, errors) = load(yaml)
        let loaded = try #require(layout, "\(errors)")
        return Audit.run(Workspace(root: loaded), options: .init(rules: [.verboseStop]), length: meter.seconds)
    }

    @Test func aHugeLabelIsMeasuredOnlyUntilItIsOverTheLimit() throws {
        let label = String(repeating: "word ", count: 20_000) + "end"
        let meter = Meter()
        let findings = try Self.findings(Self.layout(label: label), meter)
        #expect(findings.map(\.element) == ["long"])
        #expect(meter.characters <= 2 * VerboseStop.measuredCharacters, "measured \(meter.characters) characters")
        let message = try #require(findings.first?.message)
        #expect(message.hasPrefix("description takes over "), "\(message)")
        #expect(message.contains(" s at 220 wpm, more than 5 s"))
        // What VoiceOver says is still the whole description.
        #expect(findings.first?.speech?.hasSuffix("end. Button.") == true)
    }

    @Test func anOrdinaryLabelIsMeasuredWhole() throws {
        let words = Array(repeating: "word", count: 30).joined(separator: " ")
        let meter = Meter()
        let findings = try Self.findings(Self.layout(label: words), meter)
        // 30 words and "Button.", a quarter second each.
        #expect(findings.first?.message.hasPrefix("description takes 7.8 s at 220 wpm") == true)
    }
}
