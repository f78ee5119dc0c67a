import EarshotCore

/// How long utterances take to hear at some settings: each distinct utterance is synthesized
/// once by espeak-ng (samples counted, no audio kept) and remembered, so a search that visits
/// an element a thousand times pays for its words once.
public final class ListeningTime {
    public let settings: EspeakEngine.Settings
    private let engine: EspeakEngine
    private var cache: [Utterance: Double] = [:]

    public init(engine: EspeakEngine, settings: EspeakEngine.Settings) {
        self.engine = engine
        self.settings = settings
    }

    /// Distinct utterances synthesized so far.
    public var synthesized: Int { cache.count }

    /// Seconds of audio `utterance` makes, its lead-in silence included.
    public func seconds(_ utterance: Utterance) -> Double {
        if let known = cache[utterance] { return known }
        let samples = engine.stream(SpeechItem(utterance), settings: settings, into: nil)
        let seconds = Double(samples) / Double(AudioFormat.sampleRate)
        cache[utterance] = seconds
        return seconds
    }
}
