import ArgumentParser
import EarshotCore
import EarshotFiles
import EarshotSpeech
import Foundation

struct Speak: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Speak one string.")

    @Argument(help: ArgumentHelp("The text to speak.", valueName: "TEXT")) var text: String
    @OptionGroup var voiceOptions: VoiceOptions
    @Option(name: .long, help: ArgumentHelp("Also record the speech to this WAV file.", valueName: "FILE")) var wav: String?

    func run() throws {
        try reporting {
            let profile = try voiceOptions.profile()
            let engine = try EspeakEngine.started()
            if let problem = engine.validate(voice: profile.voice) { throw Failure.usage(problem.description) }
            // With --wav the speech has somewhere to go: it is also played when there is a
            // device, and a missing one is not worth a complaint.
            var sinks: [AudioSink] = []
            if let device = voiceOptions.audioSink(quiet: wav != nil) { sinks.append(device) }
            if let wav { sinks.append(try WavFileSink.open(wav)) }
            let speech = try SpeechController(sink: TeeSink(sinks), settings: .init(profile))
            speech.speak([SpeechItem.text(SpeechText.sanitize(text))])
            do { try speech.shutdown() } catch let error as OutputError { throw error } catch { throw Failure.usage("\(error)") }
        }
    }
}
