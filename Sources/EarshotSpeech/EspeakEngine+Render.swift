import EarshotCore

extension EspeakEngine {
    /// The whole audio of `text`, synchronously; for transcripts' lengths and recordings.
    public func render(_ text: String, settings: Settings) -> [Int16] {
        var samples: [Int16] = []
        synthesize(SpeechText.sanitize(text), settings: settings) { chunk in
            samples.append(contentsOf: chunk)
            return true
        }
        return samples
    }

    /// The audio of an item: its delay as silence, then its words or its earcon.
    public func render(_ item: SpeechItem, settings: Settings) -> [Int16] {
        var samples = [Int16](repeating: 0, count: AudioFormat.samples(milliseconds: item.delayMilliseconds))
        switch item.content {
        case .text(let text): samples += render(text, settings: settings)
        case .earcon(let earcon): samples += earcon.samples
        }
        return samples
    }
}

extension EspeakEngine.Settings {
    /// The engine settings a voice profile asks for.
    public init(_ profile: VoiceProfile) {
        self.init(voice: profile.voice, rate: profile.rate, pitch: profile.pitch, volume: profile.volume)
    }
}
