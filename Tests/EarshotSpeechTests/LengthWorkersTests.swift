import EarshotAudit
import EarshotEfficiency
import EarshotLayoutTestSupport
import EarshotLoader
import EarshotNarration
import EarshotNavigation
import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotSpeech

/// Utterance lengths measured ahead by worker processes (`ListeningTime.warm`), with workers
/// that fail on purpose: a small Python program in a temporary folder stands in for
/// `earshot _measure`. A worker that fails in any way is replaced by in-process synthesis,
/// never by its answer; one that does not fail is believed (the control: its absurd lengths
/// show).
@Suite(.serialized) final class LengthWorkersTests {
    let engine: EspeakEngine
    let directory: String
    static let settings = EspeakEngine.Settings(voice: "en-us", rate: 220)
    /// What the stand-in answers for every item: 4,535 s of speech.
    static let absurd = 99_999_999

    init() throws {
        engine = try EspeakEngine.shared.get()
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("earshot-workers-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(Self.script.utf8).write(to: URL(fileURLWithPath: directory + "/worker.py"))
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    /// A worker that reads the settings, then answers each item as it comes with `absurd`, and
    /// fails as its first argument says — `kill` (killed by SIGKILL at its fourth item),
    /// `garble` (its fourth answer not a number, exit status 0), `status` (every item answered,
    /// then exit status 3), `hang` (silent from its fourth item on) — or, for `lie`, does not
    /// fail at all; `slow` does not fail either, but takes 3 s to start, longer than the 2 s it
    /// may later stay silent (as a worker does on a busy machine). Each one adds a line naming its
    /// fault to the file its second argument names when it misbehaves (for `lie`, `slow` and
    /// `status`, when it ends), so a test knows it got that far.
    static let script = """
        import os, signal, sys, time
        fault, log = sys.argv[1], sys.argv[2]
        if fault == "slow":
            time.sleep(3)

        def note():
            with open(log, "a") as f:
                f.write(fault + "\\n")

        def answer(line):
            sys.stdout.write(line + "\\n")
            sys.stdout.flush()

        sys.stdin.readline()  # the settings
        answered = 0
        while sys.stdin.readline():
            answered += 1
            if answered == 4 and fault == "kill":
                note()
                os.kill(os.getpid(), signal.SIGKILL)
            elif answered == 4 and fault == "hang":
                note()
                while True:
                    time.sleep(3600)
            elif answered == 4 and fault == "garble":
                note()
                answer("x")
            else:
                answer("\(absurd)")
        if fault in ("lie", "slow", "status"):
            note()
        sys.exit(0 if fault in ("lie", "slow", "garble") else 3)
        """

    /// The stand-in failing as `fault` says; silent for 2 s is stuck.
    func worker(_ fault: String) -> LengthWorkers.Command {
        LengthWorkers.Command(executable: "/usr/bin/env",
                              arguments: ["python3", directory + "/worker.py", fault, log(fault)], idleLimit: 2)
    }

    func log(_ fault: String) -> String { directory + "/\(fault).log" }

    /// The faults the stand-ins reported, one line per worker that got as far as its fault.
    func reported(_ fault: String) -> [String] {
        let text = FileManager.default.contents(atPath: log(fault)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    func fresh() -> ListeningTime { ListeningTime(engine: engine, settings: Self.settings) }

    /// 300 distinct utterances: more than `workerThreshold`, so `warm` hands them to workers.
    static let rows = (0..<300).map { Utterance(.description, "Row \($0) of the long list") }

    /// A screen of 300 rows with a heading every ten, as `earshot efficiency` measures it.
    static func rowsScreen() throws -> Navigator {
        var text = "earshot: 1\nscreen:\n  id: s\n  size: [390, 15100]\n  elements:\n"
        for i in 0..<300 {
            text += "    - {id: e\(i), label: \"Row \(i) of the long list\"\(i % 10 == 0 ? ", traits: [header]" : ""), frame: [0, \(i * 50), 390, 40]}\n"
        }
        let (layout, errors) = load(text)
        try #require(errors.isEmpty, "\(errors)")
        return Navigator(workspace: Workspace(root: try #require(layout)))
    }

    /// The efficiency summary with every length measured in this process, one by one.
    static func truth(_ time: ListeningTime) throws -> EfficiencyReport.Summary {
        Efficiency.measure(try rowsScreen(), layout: "rows.yaml", lengths: SpeechLengths(seconds: time.seconds, bound: time.bound))
            .summary
    }

    @Test func aWorkerThatDoesNotFailIsBelieved() throws {
        let time = fresh()
        time.warm(Self.rows, worker: worker("lie"), shares: 2)
        #expect(reported("lie") == ["lie", "lie"])
        #expect(time.workerFailures == 0 && time.primedCount == 300 && time.synthesizedCount == 0)
        let absurd = Double(Self.absurd) / Double(AudioFormat.sampleRate)
        #expect(Self.rows.allSatisfy { time.known($0) == absurd })
        // And through `lengths`, as the efficiency command measures: the absurd lengths show.
        let truth = try Self.truth(fresh())
        let lied = Efficiency.measure(try Self.rowsScreen(), layout: "rows.yaml",
                                      lengths: fresh().lengths(worker: worker("lie"), shares: 2)).summary
        #expect(lied.worstSeconds > 10 * truth.worstSeconds)
    }

    /// Starting is not answering: a worker that takes longer to start than it may later stay
    /// silent (python or espeak-ng loading on a busy machine) is waited for, not taken for stuck
    /// before it has read its fourth item.
    @Test func aWorkerSlowToStartIsNotTakenForStuck() throws {
        let time = fresh()
        time.warm(Self.rows, worker: worker("slow"), shares: 2)
        #expect(reported("slow") == ["slow", "slow"])
        #expect(time.workerFailures == 0 && time.primedCount == 300 && time.synthesizedCount == 0)
    }

    @Test(arguments: ["kill", "garble", "status", "hang"])
    func aFailedWorkersItemsAreMeasuredHereNoneOfItsAnswersKept(_ fault: String) throws {
        let truth = fresh()
        let right = Self.rows.map(truth.seconds)
        let time = fresh()
        let start = Date()
        time.warm(Self.rows, worker: worker(fault), shares: 2)
        // A silent worker is given up after the command's 2 s, not the default 20 s.
        #expect(Date().timeIntervalSince(start) < 15)
        // Each worker got as far as its fault, and neither answer was used.
        #expect(reported(fault) == [fault, fault])
        #expect(time.workerFailures == 2 && time.primedCount == 0)
        // Every item either took was measured here before `warm` returned, none left to ask for.
        #expect(time.synthesizedCount == 300)
        let known = Self.rows.map(time.known)
        #expect(known.allSatisfy { $0 != nil })
        // espeak-ng's own lengths (they move a few percent with what it said before; a worker's
        // absurd answer would be thousands of times too long).
        let off = zip(known, right).filter { measured, expected in abs((measured ?? 0) - expected) > 0.1 * expected }
        #expect(off.isEmpty, "\(off.count) of 300 lengths, the first \(off.first.map { "\($0)" } ?? "")")
    }

    @Test(arguments: ["kill", "garble", "status", "hang"])
    func aFailingWorkerLeavesTheEfficiencyFiguresAsInProcess(_ fault: String) throws {
        let truth = try Self.truth(fresh())
        let time = fresh()
        let failed = Efficiency.measure(try Self.rowsScreen(), layout: "rows.yaml",
                                        lengths: time.lengths(worker: worker(fault), shares: 2)).summary
        #expect(reported(fault) == [fault, fault])
        #expect(time.workerFailures == 2 && time.primedCount == 0)
        for (x, y) in [(truth.readAllSeconds, failed.readAllSeconds), (truth.worstSeconds, failed.worstSeconds),
                       (truth.medianSeconds, failed.medianSeconds)] {
            #expect(abs(y - x) <= 0.01 * x)
        }
    }

    /// The audit measures EAR018's lengths ahead with the workers: their answers are what it
    /// reports (the control for the audit; `earshot audit`'s command tests check the rest).
    @Test func theAuditUsesTheWorkersAnswers() throws {
        var text = "earshot: 1\nscreen:\n  id: s\n  size: [390, 15100]\n  elements:\n"
        for i in 0..<300 {
            text += "    - {id: e\(i), label: \"Row \(i). Opens the row with all of its details. Swipe up or down with one finger to adjust the value. Double tap to open it again later.\", frame: [0, \(i * 50), 390, 44]}\n"
        }
        let (layout, errors) = load(text)
        try #require(errors.isEmpty, "\(errors)")
        let workspace = Workspace(root: try #require(layout))
        let time = fresh()
        let lied = Audit.run(workspace, lengths: time.lengths(worker: worker("lie"), shares: 2)).filter { $0.rule == .verboseStop }
        #expect(reported("lie") == ["lie", "lie"])
        #expect(lied.count == 300 && lied.allSatisfy { $0.message.contains("description takes 4535") })
        let truthful = Audit.run(workspace, lengths: SpeechLengths(seconds: fresh().seconds)).filter { $0.rule == .verboseStop }
        #expect(truthful.count == 300 && !truthful.contains { $0.message.contains("description takes 4535") })
    }
}
