import EarshotLayoutTestSupport
import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotTestSupport
import Testing
@testable import EarshotAudit

/// The audit asks for what EAR018 and EAR019 will measure all at once, ahead, and runs the
/// rules that need no lengths meanwhile: the findings are the same as measuring one by one,
/// nothing is asked for during the meanwhile work, and the lengths it asks for ahead are the ones
/// it then uses.
@Suite struct AuditAheadTests {
    /// Lengths by word count that record who asked: `ahead` batches, and `seconds` calls made
    /// before, during and after the meanwhile work.
    final class Recorder {
        var batches: [[Utterance]] = []
        var meanwhileRuns = 0
        var askedDuringMeanwhile = 0
        var asked: [Utterance] = []
        var inMeanwhile = false

        var lengths: SpeechLengths {
            SpeechLengths(
                seconds: { u in
                    if self.inMeanwhile { self.askedDuringMeanwhile += 1 }
                    self.asked.append(u)
                    return wordSeconds(u)
                },
                bound: { u in wordSeconds(u) * 1.5 },
                ahead: { utterances, meanwhile in
                    self.batches.append(utterances)
                    self.inMeanwhile = true
                    meanwhile()
                    self.inMeanwhile = false
                    self.meanwhileRuns += 1
                })
        }
    }

    /// Sixty rows, a few with long labels, every third with a hint: EAR018 on the long ones,
    /// EAR019 past twenty swipes.
    static let layout: String = {
        var yaml = "earshot: 1\nscreen:\n  id: s\n  size: [390, 3100]\n  elements:\n"
        for r in 0..<60 {
            let label = r % 20 == 5
                ? "Row \(r), a very long description that goes on and on about many things nobody needs to hear before moving on to the next row of this list"
                : "Row \(r)"
            let hint = r % 3 == 0 ? ", hint: \"Opens row \(r) and all that is in it.\"" : ""
            yaml += "    - {id: r\(r), label: \"\(label)\"\(hint), frame: [0, \(r * 50), 390, 44]}\n"
        }
        return yaml
    }()

    func audit(_ lengths: SpeechLengths, rules: Set<AuditRuleID>? = nil) throws -> [AuditFinding] {
        let (layout, errors) = load(Self.layout)
        try #require(errors.isEmpty)
        return Audit.run(Workspace(root: try #require(layout)), options: .init(rules: rules), lengths: lengths)
    }

    @Test func measuringAheadFindsWhatMeasuringOneByOneFinds() throws {
        let plain = try audit(SpeechLengths(seconds: wordSeconds, bound: { wordSeconds($0) * 1.5 }))
        let recorder = Recorder()
        let ahead = try audit(recorder.lengths)
        #expect(ahead == plain)
        #expect(Set(plain.map(\.rule)).isSuperset(of: [.verboseStop, .deepElement]))
        // One batch for the one screen, the length-free rules run once while it is measured,
        // and none of them asked for a length.
        #expect(recorder.batches.count == 1 && recorder.meanwhileRuns == 1)
        #expect(recorder.askedDuringMeanwhile == 0)
        // Every description EAR018 measured was in the batch (the bound spared the rest).
        let batch = Set(recorder.batches[0])
        let verbose = plain.filter { $0.rule == .verboseStop }
        #expect(verbose.count == 3)
        for f in verbose { #expect(batch.contains { $0.text == f.speech }, "\(f.element ?? "")") }
        // Hints are never timed, so none is measured ahead.
        #expect(!batch.isEmpty && !batch.contains { $0.kind == .hint })
    }

    /// EAR019 searches on the bounds first: what it finds is what the exact lengths find, the
    /// exact lengths are measured (all at once) only for a screen the bounds put past the limit,
    /// and a short screen is never measured at all.
    @Test func deepElementMeasuresOnlyWhatTheBoundsPutPastTheLimit() throws {
        // Fourteen rows of twenty words: five seconds each, the middle ones more than thirty
        // seconds from either end; the bounds (half as long again) put more past the limit.
        var yaml = "earshot: 1\nscreen:\n  id: s\n  size: [390, 800]\n  elements:\n"
        for r in 0..<14 {
            let words = (0..<19).map { "word\($0)" }.joined(separator: " ")
            yaml += "    - {id: r\(r), label: \"Row\(r) \(words)\", frame: [0, \(r * 50), 390, 44]}\n"
        }
        let (layout, errors) = load(yaml)
        try #require(errors.isEmpty)
        let workspace = Workspace(root: try #require(layout))
        let exact = Audit.run(workspace, options: .init(rules: [.deepElement]), lengths: SpeechLengths(seconds: wordSeconds))
        let recorder = Recorder()
        let bounded = Audit.run(workspace, options: .init(rules: [.deepElement]), lengths: recorder.lengths)
        #expect(bounded == exact)
        #expect(exact.contains { $0.message.contains("s of listening") }, "\(exact.map(\.message))")
        // Nothing ahead for EAR018 (no row is verbose); for EAR019's search on exact lengths,
        // every stop it hears on the way, measured at once before it asks.
        #expect(!recorder.asked.isEmpty && recorder.batches.count == 2 && recorder.batches[0].isEmpty)
        let measured = Set(recorder.batches.last ?? [])
        let unmeasured = recorder.asked.filter { $0.kind == .description && !measured.contains($0) }
        #expect(unmeasured.isEmpty, "\(unmeasured.count) descriptions asked for and not measured ahead")
        let (short, shortErrors) = load("earshot: 1\nscreen:\n  id: s\n  elements:\n    - {id: a, label: \"One\"}\n    - {id: b, label: \"Two\"}\n")
        try #require(shortErrors.isEmpty)
        let quiet = Recorder()
        #expect(Audit.run(Workspace(root: try #require(short)), options: .init(rules: [.deepElement]), lengths: quiet.lengths).isEmpty)
        #expect(quiet.asked.isEmpty)
    }

    @Test func withoutEAR019NoListeningTimeIsSearched() throws {
        let recorder = Recorder()
        let findings = try audit(recorder.lengths, rules: [.unreachable])
        #expect(findings.isEmpty)
        #expect(recorder.asked.isEmpty && recorder.batches == [[]])
    }
}
