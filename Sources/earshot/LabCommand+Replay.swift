import ArgumentParser
import EarshotCore
import EarshotFiles
import EarshotSpeech
import EarshotTerminal
import Foundation

/// `earshot lab replay RESULT.json [--task N]`: a trainee's path, from a result file, stepped
/// through in the reader (`s` for each gesture), or printed as a transcript without a terminal.
struct LabReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Step through a trainee's gestures from a result file, in the reader or as a transcript.",
        discussion: """
            The lab is found beside the result file, else among the bundled labs (or give --lab). In the reader, \
            press s for the trainee's next gesture; every other key works as usual. Without a terminal, or with \
            --transcript, each task's path is printed as a transcript.
            """)

    @Argument(help: ArgumentHelp("A result file written by 'earshot lab --report'.", valueName: "RESULT")) var result: String
    @Option(name: .long, help: ArgumentHelp("Replay only this task (1 is the first).", valueName: "N")) var task: Int?
    @Option(name: .long, help: ArgumentHelp("The lab file the result came from.", valueName: "FILE")) var lab: String?
    @Flag(name: .long, help: "Print the transcript of the path instead of opening the reader.") var transcript = false
    @OptionGroup var voiceOptions: VoiceOptions

    func run() throws {
        try reporting {
            guard let bytes = Resources.readFile(result) else {
                throw Failure.usage("cannot read result '\(result)': \(Unreadable.reason(result))")
            }
            let loadedResult: LabResult
            switch LabResult.load(bytes: bytes, path: result) {
            case .success(let r): loadedResult = r
            case .failure(let list): throw Failure.diagnostics(list)
            }
            let loaded = try LabFiles.load(lab ?? labPath(for: loadedResult, bytes: bytes), voiceOptions: voiceOptions)
            warnIfChanged(loadedResult, loaded: loaded, bytes: bytes)
            var paths: [[Gesture]] = []
            for (i, t) in loadedResult.tasks.enumerated() {
                switch GestureScript.parse(t.path, path: result) {
                case .success(let gestures): paths.append(gestures)
                case .failure(let e): throw Failure.usage("task \(i + 1)'s path in '\(result)' is not a gesture script: \(e.message)")
                }
            }
            if let task, !(1...max(1, paths.count)).contains(task) || paths.isEmpty {
                throw Failure.usage("--task must be 1 to \(paths.count) (the result has \(paths.count) tasks)")
            }
            if transcript || isatty(0) != 1 || isatty(1) != 1 {
                try printTranscript(loaded, result: loadedResult, paths: paths)
            } else {
                try replayInReader(loaded, result: loadedResult, paths: paths)
            }
        }
    }

    /// A warning naming the file the run read that has changed since (at `files`); for an older
    /// result without the list, the lab-and-layout check (at `fingerprint`) and a note that
    /// nothing else can be checked.
    func warnIfChanged(_ r: LabResult, loaded: LoadedLab, bytes: [UInt8]) {
        func say(_ key: String, _ severity: Diagnostic.Severity, _ message: String) {
            let at = LabResult.location(of: key, bytes: bytes, path: result)
            StandardError.write(Diagnostic(path: result, location: at, severity: severity, message: message).description + "\n")
        }
        let check = LabReplayCheck.of(r, replay: loaded.files)
        if check != .cannotTell {
            if let message = check.message { say("files", .warning, message) }
            return
        }
        if let recorded = r.fingerprint, recorded != loaded.fingerprint { say("fingerprint", .warning, LabWords.changedSinceResult) }
        say(r.fingerprint == nil ? "lab" : "fingerprint", .note, LabWords.replayCannotTell)
    }

    /// The result's `lab` beside the result file, else a bundled lab of that name. Like a `goto`
    /// file, a lab beside the result is opened only when its real path stays inside the result
    /// file's folder: a result written elsewhere cannot open any file it names.
    func labPath(for r: LabResult, bytes: [UInt8]) throws -> String {
        let folder = AuditCommand.folder(of: result)
        let beside = folder + "/" + r.lab
        let files = DiskFiles()
        guard FileManager.default.fileExists(atPath: beside) || r.lab.hasPrefix("/") || r.lab.contains("..") else {
            return (r.lab as NSString).lastPathComponent
        }
        if let root = files.realPath(folder), let real = files.realPath(beside), real.hasPrefix(root == "/" ? "/" : root + "/") {
            return real
        }
        let location = LabResult.location(of: "lab", bytes: bytes, path: result)
        let message = "lab '\(r.lab)' is outside the result's folder"
        throw Failure.diagnostics(DiagnosticList([Diagnostic(path: result, location: location, message: message)]))
    }

    /// Each task (or `--task`) as a heading and the transcript of its path, from where it began,
    /// with a line where the trainee asked for the hint.
    func printTranscript(_ loaded: LoadedLab, result r: LabResult, paths: [[Gesture]]) throws {
        var session = LabSession.session(for: loaded.lab, navigator: loaded.navigator)
        _ = session.startStep()
        for (i, gestures) in paths.enumerated() {
            let shown = task == nil || task == i + 1
            let t = r.tasks[i], places = r.hintPlaces(task: i), hint = i < loaded.lab.tasks.count ? loaded.lab.tasks[i].hint : nil
            func hintsAsked(at place: Int) throws {
                guard shown else { return }
                for _ in places.filter({ $0 == place }) { try StandardOutput.write(LabWords.replayHintLine(hint) + "\n") }
            }
            if shown {
                let heading = LabWords.replayHeading(task: i + 1, t.say, path: t.path, hints: t.hints,
                                                     placed: places.count >= t.hints)
                try StandardOutput.write(heading + "\n")
            }
            for (place, gesture) in gestures.enumerated() {
                try hintsAsked(at: place)
                let step = session.run(script: gesture)
                if shown { try StandardOutput.write(TranscriptFormat.text(step) + "\n") }
            }
            // Asked after the last gesture (or at places past the path, in a hand-edited result).
            for place in Set(places.filter { $0 >= gestures.count }).sorted() { try hintsAsked(at: place) }
        }
    }

    /// The reader, stepping through the trainee's path on `s`: every task in order from the
    /// first, or only `--task` (from where it began).
    func replayInReader(_ loaded: LoadedLab, result r: LabResult, paths: [[Gesture]]) throws {
        let first = (task ?? 1) - 1
        let chosen = task.map { [$0 - 1] } ?? Array(paths.indices)
        let tasks = chosen.map { i in
            ReplaySession.Task(number: i + 1, say: r.tasks[i].say, steps: paths[i], hintsAt: r.hintPlaces(task: i),
                               hints: r.tasks[i].hints, hint: i < loaded.lab.tasks.count ? loaded.lab.tasks[i].hint : nil)
        }
        let layer = ReplaySession(before: Array(paths.prefix(first).joined()), tasks: tasks)
        let engine = try EspeakEngine.started()
        if let problem = engine.validate(voice: loaded.profile.voice) { throw Failure.usage(problem.description) }
        let device = voiceOptions.audioSink(quiet: true)
        let speech = try SpeechController(sink: TeeSink(device.map { [$0] } ?? []), settings: .init(loaded.profile)) { event in
            if event == .idle { WakePipe.wake(WakePipe.speechIdle) }
        }
        var state = LabSession.session(for: loaded.lab, navigator: loaded.navigator)
        state.curtain = false
        let session = ReaderSession(session: state, layer: layer, layoutName: loaded.name, voice: loaded.profile.name,
                                    audio: device?.name ?? "no audio: captions only", silent: device == nil || voiceOptions.noAudio)
        let status = ReaderLoop(session: session, screen: NcursesScreen(),
                                speaker: SpeechSpeaker(speech: speech, settings: .init(loaded.profile))).run()
        speech.stop()
        try? speech.shutdown()
        if status != 0 { throw ExitCode(status) }
    }
}
