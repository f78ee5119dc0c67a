import EarshotCore
import EarshotFiles
import EarshotSpeech
import EarshotTerminal
import Foundation

/// Keeps a lab run's result: measures listening time, works out each ended task's least
/// listening time once, and rewrites `--report` whenever a task ends.
final class LabRecorder {
    let report: String?
    let trainee: String?
    let time: ListeningTime
    let fingerprint: String?
    /// Every file the run read (`RecordedFiles`), paths relative to the lab's folder.
    let files: [LabFileRead]
    private var optimalSeconds: [Int: Double?] = [:]

    init(report: String?, trainee: String?, time: ListeningTime, loaded: LoadedLab) {
        self.report = report; self.trainee = trainee; self.time = time
        fingerprint = loaded.fingerprint
        files = loaded.files
    }

    static func now() -> Double { Date().timeIntervalSince1970 }

    /// Acts on what the lab reports: an ended task is measured and the report rewritten.
    func handle(_ events: [LabEvent], of lab: LabSession) throws {
        var changed = false
        for event in events {
            switch event {
            case .taskEnded(let i, _):
                if optimalSeconds[i] == nil { optimalSeconds[i] = .some(lab.optimalSeconds(task: i, length: time.seconds)) }
                changed = true
            case .finished: changed = true
            case .taskStarted, .hintGiven: continue
            }
        }
        if changed { try write(lab) }
    }

    func result(_ lab: LabSession) -> LabResult {
        var result = lab.result(trainee: trainee, at: Self.now(), length: time.seconds) { self.optimalSeconds[$0] ?? nil }
        result.fingerprint = fingerprint
        result.files = files
        result.hintsAt = lab.hintPlaces
        return result
    }

    /// Rewrites the report file (if any) with the result so far.
    func write(_ lab: LabSession) throws {
        guard let report else { return }
        try OutputFile.write(JSONOutput.pretty(result(lab)) + "\n", to: report)
    }
}

extension LabRun {
    /// `--gestures`: the lab run with a script and no terminal; tasks advance as goals are met.
    func runScripted(_ loaded: LoadedLab, script: [Gesture]) throws -> Int32 {
        let engine = try EspeakEngine.started()
        if let problem = engine.validate(voice: loaded.profile.voice) { throw Failure.usage(problem.description) }
        let recorder = LabRecorder(report: report, trainee: name,
                                   time: ListeningTime(engine: engine, settings: EspeakEngine.Settings(loaded.profile)),
                                   loaded: loaded)
        let keyMap = try keymap.map(Read.loadKeyMap) ?? .standard
        var lab = LabSession(lab: loaded.lab, budget: budget, input: try inputOption.mode())
        var session = LabSession.session(for: loaded.lab, navigator: loaded.navigator, keyMap: keyMap)
        try recorder.write(lab)
        try recorder.handle(lab.start(session: &session, time: LabRecorder.now()).events, of: lab)
        var used = 0
        for gesture in script where !lab.finished {
            try recorder.handle(lab.run(script: gesture, session: &session, time: LabRecorder.now()).events, of: lab)
            used += 1
        }
        if !lab.finished { try recorder.handle(lab.stop(session: &session, time: LabRecorder.now()).events, of: lab) }
        if used < script.count {
            StandardError.write("earshot: note: the lab was over with \(script.count - used) gestures of the script left\n")
        }
        try printResult(recorder.result(lab))
        return lab.completedAll ? 0 : 1
    }

    /// The lab in the terminal reader, under the curtain.
    func runInteractive(_ loaded: LoadedLab) throws -> Int32 {
        let profile = loaded.profile
        let keyMap = try keymap.map(Read.loadKeyMap) ?? .standard
        let engine = try EspeakEngine.started()
        let recorder = LabRecorder(report: report, trainee: name,
                                   time: ListeningTime(engine: engine, settings: EspeakEngine.Settings(profile)),
                                   loaded: loaded)
        let labSession = LabSession(lab: loaded.lab, budget: budget, input: try inputOption.mode())
        let runner = ReaderRunner(
            profile: profile, voiceOptions: voiceOptions, layoutPath: loaded.lab.layoutPath, workspace: loaded.workspace,
            findings: findings, wav: nil,
            noTerminal: "a lab needs a terminal; without one, run it with --gestures \"…\" (--solve gives a script)")
        guard isatty(0) == 1, isatty(1) == 1 else { throw Failure.usage(runner.noTerminal) }
        try recorder.write(labSession)
        var writeFailure: Error?
        let (status, final) = try runner.run({ audio in
            ReaderSession(session: LabSession.session(for: loaded.lab, navigator: loaded.navigator, keyMap: keyMap),
                          layer: labSession, layoutName: loaded.name, voice: profile.name, audio: audio.name,
                          curtainShowsCaptions: curtainCaptions, silent: audio.silent)
        }, prepare: { loop in
            loop.onOutput = { [unowned loop] output in
                guard !output.events.isEmpty, writeFailure == nil else { return }
                do { try recorder.handle(output.events, of: loop.session.layer) } catch { writeFailure = error }
            }
        })
        // Quit or stopped before the end: the task in progress ends undone, and is recorded.
        var closed = final
        let stopped = closed.stop(time: LabRecorder.now())
        let lab = closed.layer
        if let writeFailure { throw writeFailure }
        try recorder.handle(stopped.events, of: lab)
        try printResult(recorder.result(lab))
        if status != 0 { return status }
        return lab.completedAll ? 0 : 1
    }

    /// The result on standard output: exactly one JSON document with `--json`, else the table.
    func printResult(_ result: LabResult) throws {
        try StandardOutput.write(json ? JSONOutput.line(result) + "\n" : LabClassTable([result]).text)
    }
}
