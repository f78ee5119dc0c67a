import EarshotModel
public import EarshotNarration
extension EspeakEngine {
    /// Synthesizes `text` into `sink` as it comes, and returns how many samples it made. Nothing
    /// is kept: memory stays bounded however long the text (a 1 MB label is hours of audio).
    @discardableResult
    public func stream(_ text: String, settings: Settings, into sink: AudioSink?) -> Int {
        stream(text, language: nil, settings: settings, into: sink)
    }

    /// `text` in its language's voices (`LanguageRuns`) into `sink`; returns its length in samples.
    @discardableResult
    public func stream(_ text: String, language: String?, settings: Settings, into sink: AudioSink?) -> Int {
        var count = 0
        synthesize(SpeechText.sanitize(text), language: language, settings: settings) { chunk in
            count += chunk.count
            sink?.write(chunk)
            return true
        }
        return count
    }

    /// An item into `sink`: its delay as silence, then its words or its earcon; returns its
    /// length in samples.
    @discardableResult
    public func stream(_ item: SpeechItem, settings: Settings, into sink: AudioSink?) -> Int {
        let silence = AudioFormat.samples(milliseconds: max(0, item.delayMilliseconds))
        if let sink { AudioFormat.writeSilence(samples: silence, to: sink) }
        switch item.content {
        case .text(let text): return silence + stream(text, language: item.language, settings: settings, into: sink)
        case .earcon(let earcon):
            let samples = earcon.samples
            samples.withUnsafeBufferPointer { sink?.write($0) }
            return silence + samples.count
        }
    }

    /// The whole audio of `text`, in memory; for tests and short phrases.
    public func render(_ text: String, settings: Settings) -> [Int16] {
        let memory = MemorySink()
        stream(text, settings: settings, into: memory)
        return memory.samples
    }

    /// The whole audio of an item, in memory.
    public func render(_ item: SpeechItem, settings: Settings) -> [Int16] {
        let memory = MemorySink()
        stream(item, settings: settings, into: memory)
        return memory.samples
    }
}

extension AudioFormat {
    /// Writes `samples` of silence a block at a time.
    static func writeSilence(samples: Int, to sink: AudioSink) {
        let block = [Int16](repeating: 0, count: 4_096)
        var left = samples
        while left > 0 {
            let n = min(left, block.count)
            block.withUnsafeBufferPointer { sink.write(UnsafeBufferPointer(rebasing: $0[0..<n])) }
            left -= n
        }
    }
}

extension EspeakEngine.Settings {
    /// The engine settings a voice profile asks for.
    public init(_ profile: VoiceProfile) {
        self.init(voice: profile.voice, rate: profile.rate, pitch: profile.pitch, volume: profile.volume,
                  detectLanguages: profile.detectLanguages)
    }
}
