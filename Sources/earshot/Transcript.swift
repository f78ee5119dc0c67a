import ArgumentParser
import EarshotCore
import EarshotSpeech
import Foundation

struct Transcript: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a gesture script over a layout with no terminal and print what would be spoken.")

    @Argument(help: "The layout file (YAML or JSON).") var layout: String
    @OptionGroup var gestureOptions: GestureOptions
    @Flag(name: .long, help: "One JSON object per gesture.") var json = false
    @Option(name: .long, help: "Record the whole walk, earcons included, to this WAV file.") var wav: String?
    @Option(name: .long, help: "Start on this screen of the layout.") var screen: String?
    @OptionGroup var voiceOptions: VoiceOptions

    func run() throws {
        try reporting {
            let loaded = try Resources.layout(layout, screen: screen)
            let workspace = try Resources.workspace(loaded)
            let script = try gestureOptions.requiredScript()
            let profile = try voiceOptions.profile()
            let engine = try EspeakEngine.started()
            if let problem = engine.validate(voice: profile.voice) { throw Failure.usage(problem.description) }
            if let screen, loaded.screen(id: screen) == nil {
                throw Failure.usage("layout '\(layout)' has no screen '\(screen)'")
            }
            var session = SessionState(navigator: Navigator(
                workspace: workspace, screen: screen, rate: profile.rate, verbosity: profile.verbosity))
            let recording = wav.map { WavFileSink(path: $0) }
            // Each step is printed as it is made: nothing grows with the length of the script.
            func emit(_ step: TranscriptStep, opening: Bool) {
                var settings = EspeakEngine.Settings(profile)
                settings.rate = step.rate
                let needsAudio = (json && !opening) || recording != nil
                let samples = needsAudio ? SpeechPlan.stream(step.output, engine: engine, settings: settings, into: recording) : 0
                // The start is what the reader says on opening; the script's steps follow it.
                if opening {
                    if !json { print(TranscriptFormat.text(step, heading: "(start)")) }
                } else {
                    let voices = json ? engine.voices(for: step.output, settings: settings) : nil
                    print(json ? TranscriptFormat.json(step, milliseconds: AudioFormat.milliseconds(samples: samples),
                                                       voices: voices)
                               : TranscriptFormat.text(step))
                }
            }
            emit(session.startStep(), opening: true)
            for gesture in script { emit(session.run(script: gesture), opening: false) }
            do { try recording?.close() } catch { throw Failure.usage("\(error)") }
        }
    }
}
