import EarshotCore

/// What the speech worker plays for a gesture: its earcons, then its utterances.
public enum SpeechPlan {
    public static func items(for output: NavigatorOutput) -> [SpeechItem] {
        output.sounds.map { SpeechItem(.earcon($0)) } + output.utterances.map(SpeechItem.init)
    }

    /// The audio of a gesture's output at `settings`, for transcripts' `ms` and recordings.
    public static func render(_ output: NavigatorOutput, engine: EspeakEngine, settings: EspeakEngine.Settings) -> [Int16] {
        items(for: output).flatMap { engine.render($0, settings: settings) }
    }
}
