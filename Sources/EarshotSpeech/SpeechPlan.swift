import EarshotModel
import EarshotNarration
public import EarshotNavigation
/// What the speech worker plays for a gesture: its earcons, then its utterances.
public enum SpeechPlan {
    public static func items(for output: NavigatorOutput) -> [SpeechItem] {
        output.sounds.map { SpeechItem(.earcon($0)) } + output.utterances.map(SpeechItem.init)
    }

    /// Synthesizes a gesture's output at `settings` into `sink` (a recording, or nothing) and
    /// returns its length in samples: transcripts' `ms` without holding the audio.
    @discardableResult
    public static func stream(_ output: NavigatorOutput, engine: EspeakEngine, settings: EspeakEngine.Settings,
                              into sink: AudioSink? = nil) -> Int {
        items(for: output).reduce(0) { $0 + engine.stream($1, settings: settings, into: sink) }
    }

    /// The audio of a gesture's output, in memory; for tests.
    public static func render(_ output: NavigatorOutput, engine: EspeakEngine, settings: EspeakEngine.Settings) -> [Int16] {
        let memory = MemorySink()
        stream(output, engine: engine, settings: settings, into: memory)
        return memory.samples
    }
}
