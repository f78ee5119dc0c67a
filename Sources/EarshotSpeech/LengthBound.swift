import EarshotModel
public import EarshotNarration
/// An upper bound on how long an utterance takes to say, from its phonemes alone: espeak-ng
/// turns text into phonemes far faster than it synthesizes them, and no phoneme lasts longer
/// than `phonemeMilliseconds` at 175 wpm, no clause's pause longer than `clauseMilliseconds`
/// (both scaled by 175 / rate, rates above 450 taken as 450, where espeak-ng's own timing
/// stops and sonic only shortens). The phoneme string's characters over-count its phonemes (a
/// diphthong is two letters, stress marks count), which only loosens the bound. EAR018 asks for
/// synthesis only where this bound passes its limit. The test checks the bound against real
/// synthesis of every sample utterance and 10,000 generated strings.
public struct LengthBound {
    public static let leadInMilliseconds = 60.0
    public static let phonemeMilliseconds = 95.0
    public static let clauseMilliseconds = 500.0

    private let engine: EspeakEngine
    public let settings: EspeakEngine.Settings

    public init(engine: EspeakEngine, settings: EspeakEngine.Settings) {
        self.engine = engine
        self.settings = settings
    }

    /// Seconds `utterance` cannot exceed; nil when no bound is known (text in another script or
    /// language, which another voice would read).
    public func seconds(_ utterance: Utterance) -> Double? {
        let item = SpeechItem(utterance)
        guard case .text(let text) = item.content, item.language == nil,
              text.unicodeScalars.allSatisfy({ $0.isASCII }) else { return nil }
        let clauses = engine.phonemeClauses(text, voice: settings.voice)
        let letters = clauses.reduce(0) { $0 + $1.unicodeScalars.filter { $0 != " " }.count }
        let scale = 175.0 / Double(min(450, max(80, settings.rate)))
        let milliseconds = Double(max(0, item.delayMilliseconds)) + Self.leadInMilliseconds
            + (Double(letters) * Self.phonemeMilliseconds + Double(clauses.count + 1) * Self.clauseMilliseconds) * scale
        return milliseconds / 1000
    }
}
