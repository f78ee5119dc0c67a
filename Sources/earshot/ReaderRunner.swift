import EarshotCore
import EarshotFiles
import EarshotSpeech
import EarshotTerminal
import Foundation

/// Starts the terminal reader the one way, for `earshot FILE` and for `lab`: the speech engine
/// and voice checked, the sound device (or captions only), an optional recording, the findings
/// file for `n`, the loop run until quit, speech stopped; then the notes on standard error, one
/// stream for both (standard output carries a lab's result).
struct ReaderRunner {
    var profile: VoiceProfile
    var voiceOptions: VoiceOptions
    /// The layout file as the user gave it, for the note on saved findings.
    var layoutPath: String
    var workspace: Workspace
    /// Where `n` saves findings; default `earshot-findings.jsonl` beside the layout.
    var findings: String?
    var wav: String?
    /// The SwiftUI source folder the reader was given, for the audit command said on quit.
    var module: String? = nil
    /// Said when standard input or output is not a terminal: what to run instead.
    var noTerminal: String

    /// What the session is made with: the device's name and whether it is silent.
    struct Audio {
        var name: String
        var silent: Bool
    }

    /// Runs the reader on the session `make` builds; the loop's `onOutput` is set by `prepare`.
    /// Returns the exit status and the session as it was when the reader closed.
    func run<Layer: SessionLayer>(_ make: (Audio) -> ReaderSession<Layer>,
                                  prepare: (ReaderLoop<Layer>) -> Void = { _ in }) throws -> (status: Int32, session: ReaderSession<Layer>) {
        guard isatty(0) == 1, isatty(1) == 1 else { throw Failure.usage(noTerminal) }
        let engine = try EspeakEngine.started()
        if let problem = engine.validate(voice: profile.voice) { throw Failure.usage(problem.description) }
        let device = voiceOptions.audioSink(quiet: true)
        var sinks: [AudioSink] = device.map { [$0] } ?? []
        if let wav { sinks.append(try WavFileSink.open(wav)) }
        let speech = try SpeechController(sink: TeeSink(sinks), settings: .init(profile)) { event in
            if event == .idle { WakePipe.wake(WakePipe.speechIdle) }
        }
        let session = make(Audio(name: device?.name ?? "no audio: captions only", silent: device == nil || voiceOptions.noAudio))
        let store = FindingsFile(path: findings ?? FindingsFile.defaultPath(beside: layoutPath), workspace: workspace)
        let loop = ReaderLoop(session: session, screen: NcursesScreen(),
                              speaker: SpeechSpeaker(speech: speech, settings: .init(profile)), findings: store)
        prepare(loop)
        let status = loop.run()
        speech.stop()
        // A recording that could not be put in place is said; the sound device's close is not.
        do { try speech.shutdown() } catch let error as OutputError { throw error } catch {}
        if device == nil { StandardError.write("earshot: no audio device was found; speech was shown as captions.\n") }
        if let note = store.savedNote(layout: layoutPath, module: module) { StandardError.write(note) }
        return (status, loop.session)
    }

}
