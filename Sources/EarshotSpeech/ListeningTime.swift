import EarshotModel
public import EarshotNarration
/// How long utterances take to hear at some settings: each distinct utterance is synthesized
/// once by espeak-ng (samples counted, no audio kept) and remembered — in memory for this run,
/// and in a `DurationCache` on disk for the next — so a search that visits an element a thousand
/// times pays for its words once, and a second run on the same screens pays nothing.
public final class ListeningTime {
    public let settings: EspeakEngine.Settings
    private let engine: EspeakEngine
    private var cache: [Utterance: Double] = [:]
    /// Samples measured this run, by `DurationCache.key`.
    private var measured: [String: Int] = [:]
    /// `LengthBound`'s bounds worked out so far (nil: none known).
    private var bounds: [Utterance: Double?] = [:]
    /// Lengths kept between runs; nil keeps nothing.
    public let durations: DurationCache?
    /// Utterances actually synthesized by this object (not found in either cache).
    public private(set) var synthesizedCount = 0
    /// Utterances measured by worker processes (`warm`), and workers whose answer was not used.
    public private(set) var primedCount = 0
    public internal(set) var workerFailures = 0

    public init(engine: EspeakEngine, settings: EspeakEngine.Settings, durations: DurationCache? = nil) {
        self.engine = engine
        self.settings = settings
        self.durations = durations
    }

    /// With the persistent cache in the user's cache directory (see `DurationCache.directory`).
    public static func cached(engine: EspeakEngine, settings: EspeakEngine.Settings) -> ListeningTime {
        ListeningTime(engine: engine, settings: settings,
                      durations: DurationCache(directory: DurationCache.directory(), engineVersion: engine.version,
                                               settings: settings))
    }

    /// Distinct utterances measured so far.
    public var synthesized: Int { cache.count }

    /// Seconds of audio `utterance` makes, its lead-in silence included. Utterances that say the
    /// same words after the same delay (`DurationCache.key`) share one measurement, so they are
    /// always the same length.
    public func seconds(_ utterance: Utterance) -> Double {
        if let known = cache[utterance] { return known }
        let item = SpeechItem(utterance)
        let key = DurationCache.key(item)
        let samples: Int
        if let kept = stored(key) {
            samples = kept
        } else {
            samples = engine.stream(item, settings: settings, into: nil)
            synthesizedCount += 1
            remember(samples, for: key)
        }
        let seconds = Double(samples) / Double(AudioFormat.sampleRate)
        cache[utterance] = seconds
        return seconds
    }

    /// The length if it is known without synthesis (measured this run or kept from an earlier one).
    public func known(_ utterance: Utterance) -> Double? {
        if let known = cache[utterance] { return known }
        let key = DurationCache.key(SpeechItem(utterance))
        guard let samples = stored(key) else { return nil }
        return Double(samples) / Double(AudioFormat.sampleRate)
    }

    /// Whether `utterance`, whose `DurationCache.key` is `key`, is known without synthesis.
    func isKnown(_ utterance: Utterance, key: String) -> Bool {
        cache[utterance] != nil || stored(key) != nil
    }

    /// Samples for `key` measured this run or kept from an earlier one.
    private func stored(_ key: String) -> Int? { measured[key] ?? durations?.samples(for: key) }

    private func remember(_ samples: Int, for key: String) {
        measured[key] = samples
        durations?.store(samples, for: key)
    }

    /// An upper bound on `seconds(utterance)` without synthesis where one is known: the length
    /// itself if measured before, else `LengthBound`'s bound from the phonemes.
    public func bound(_ utterance: Utterance) -> Double? {
        if let known = known(utterance) { return known }
        if let bound = bounds[utterance] { return bound }
        let bound = LengthBound(engine: engine, settings: settings).seconds(utterance)
        bounds[utterance] = bound
        return bound
    }

    /// The engine's version, which a worker must share to measure for this object.
    var engineVersion: String { engine.version }

    /// Lengths in samples measured elsewhere with these settings (by workers), in the order
    /// measured, remembered as if synthesized here.
    public func prime(_ samples: [(Utterance, Int)]) {
        for (utterance, value) in samples where known(utterance) == nil {
            remember(value, for: DurationCache.key(SpeechItem(utterance)))
            primedCount += 1
        }
    }

    /// Writes what this run learned to the persistent cache.
    public func save() { durations?.save() }
}
