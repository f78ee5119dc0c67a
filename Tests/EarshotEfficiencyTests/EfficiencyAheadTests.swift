import EarshotLayoutTestSupport
import EarshotLoader
import EarshotNarration
import EarshotNavigation
import EarshotTestSupport
import Testing
@testable import EarshotEfficiency

/// `earshot efficiency` measures what landing on each element says ahead, all at once, while
/// the two searches by gesture count run: the report is the one measuring one by one gives, and
/// those searches ask for no lengths.
@Suite struct EfficiencyAheadTests {
    /// The rotor sample with a hint on every row.
    static let hinted = rotorLayout.replacingOccurrences(of: "label: Row", with: "hint: Opens the row., label: Row")

    @Test func measuringAheadGivesTheSameReport() throws {
        #expect(Self.hinted != rotorLayout)
        let (layout, errors) = load(Self.hinted)
        try #require(errors.isEmpty)
        let start = Navigator(workspace: Workspace(root: try #require(layout)))
        let plain = Efficiency.measure(start, layout: "t.yaml", length: wordSeconds)
        var batches: [[Utterance]] = [], inMeanwhile = false, askedDuringMeanwhile = 0, asked = Set<Utterance>()
        let lengths = SpeechLengths(
            seconds: { u in
                if inMeanwhile { askedDuringMeanwhile += 1 }
                asked.insert(u)
                return wordSeconds(u)
            },
            ahead: { utterances, meanwhile in
                batches.append(utterances)
                inMeanwhile = true
                meanwhile()
                inMeanwhile = false
            })
        let ahead = Efficiency.measure(start, layout: "t.yaml", lengths: lengths)
        #expect(ahead == plain)
        #expect(batches.count == 1 && askedDuringMeanwhile == 0)
        // What landing on each element says is in the batch: the searches ask for little else
        // (rotor names, what a rotor step that finds nothing says).
        let batch = Set(batches[0])
        #expect(asked.filter { $0.kind == .description }.isSubset(of: batch))
        // Hints are never timed, so none is measured ahead.
        #expect(!batch.isEmpty && !batch.contains { $0.kind == .hint })
    }
}
