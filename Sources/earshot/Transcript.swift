import ArgumentParser
import EarshotCore
import EarshotFiles
import EarshotSpeech
import Foundation

struct Transcript: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a gesture script over a layout with no terminal and print what would be spoken.")

    @Argument(help: ArgumentHelp("The layout file (YAML or JSON).", valueName: "LAYOUT")) var layout: String
    @OptionGroup var gestureOptions: GestureOptions
    @Flag(name: .long, help: "One JSON object per gesture.") var json = false
    @Flag(name: .long, help: "Put each stop's element id before its words ([submit] Submit. Button.): the ids lab goals and findings name. JSON rows have them as focus.")
    var ids = false
    @Option(name: .long, help: ArgumentHelp("Record the whole walk, earcons included, to this WAV file.", valueName: "FILE")) var wav: String?
    @Option(name: .long, help: ArgumentHelp("Start on this screen of the layout.", valueName: "ID")) var screen: String?
    @Option(name: .long, help: ArgumentHelp("The app's source folder: where SwiftUI views used by name are looked for (default: the folder above the file with its Xcode project or Package.swift).", valueName: "DIR"))
    var module: String?
    @OptionGroup var voiceOptions: VoiceOptions

    func run() throws {
        try reporting {
            if let folder = Unreadable.folder(layout, opened: "transcript") { throw folder }
            let loaded = try Resources.layout(layout, screen: screen, module: module)
            let workspace = try Resources.workspace(loaded)
            let script = try gestureOptions.requiredScript()
            let profile = try voiceOptions.profile(hearing: loaded)
            let engine = try EspeakEngine.started()
            if let problem = engine.validate(voice: profile.voice) { throw Failure.usage(problem.description) }
            if let screen, loaded.screen(id: screen) == nil {
                throw Failure.usage("layout '\(layout)' has no screen '\(screen)'")
            }
            var session = SessionState(navigator: Navigator(
                workspace: workspace, screen: screen, rate: profile.rate, verbosity: profile.verbosity,
                rotorItems: RotorRing.enabled(by: profile.rotor)))
            // `-` would mix the recording into the transcript on standard output.
            if wav == "-" { throw Failure.usage("--wav -: standard output carries the transcript; give a file") }
            let recording = try wav.map { path throws(OutputError) in try WavFileSink.open(path) }
            // Each step is printed as it is made: nothing grows with the length of the script.
            func emit(_ step: TranscriptStep, opening: Bool) throws {
                var settings = EspeakEngine.Settings(profile)
                settings.rate = step.rate
                let needsAudio = (json && !opening) || recording != nil
                let samples = needsAudio ? SpeechPlan.stream(step.output, engine: engine, settings: settings, into: recording) : 0
                // The start is what the reader says on opening; the script's steps follow it.
                let shown = ids ? Self.withID(step) : step
                if opening {
                    if !json { try StandardOutput.write(TranscriptFormat.text(shown, heading: "(start)") + "\n") }
                } else {
                    let voices = json ? engine.voices(for: step.output, settings: settings) : nil
                    try StandardOutput.write((json ? TranscriptFormat.json(step, milliseconds: AudioFormat.milliseconds(samples: samples),
                                                                           voices: voices)
                                                   : TranscriptFormat.text(shown)) + "\n")
                }
            }
            try emit(session.startStep(), opening: true)
            for gesture in script { try emit(session.run(script: gesture), opening: false) }
            try recording?.close()
        }
    }

    /// `step` as `--ids` prints it: the focused element's id before the words that describe it,
    /// the step's last description (a read-all's last is where the focus stopped).
    static func withID(_ step: TranscriptStep) -> TranscriptStep {
        guard let focus = step.focus, let last = step.output.utterances.lastIndex(where: { $0.kind == .description }) else {
            return step
        }
        var step = step
        let words = step.output.utterances[last]
        step.output.utterances[last] = Utterance(.description, segments: [.text("[\(focus)]", .message)] + words.segments,
                                                 delayMilliseconds: words.delayMilliseconds)
        return step
    }
}
