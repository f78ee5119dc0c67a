import EarshotModel
public import EarshotNarration

/// An upper bound on how long an utterance takes to say, from its phonemes alone: espeak-ng
/// turns text into phonemes far faster than it synthesizes them (about 2 ms an utterance).
///
/// Each espeak-ng call (a guess is its own call, in its own pitch) costs a lead-in, then at
/// 175 wpm at most `vowelMilliseconds` a vowel (a run of vowel letters in the phoneme
/// mnemonics: a diphthong is one), `consonantMilliseconds` a consonant letter and
/// `clauseMilliseconds` a clause (its pause and its final lengthening), all times `margin`. The
/// three figures are the least that held over 8,300 utterances synthesized at 220 wpm (what a
/// folder's audit said, generated strings, prose); `margin` raises them 15% (the worst of 2,180
/// more reached 85% of the bound at 220 wpm, 81% at 450), and more below 220 wpm, where
/// espeak-ng slows less than in proportion (the worst reached 86% at 80 wpm). Rates above 450
/// are taken as 450, where espeak-ng's own timing stops and sonic only shortens. EAR018 asks
/// for synthesis only where this bound passes its limit. The test checks the bound against
/// real synthesis of every sample utterance and 10,000 generated strings.
public struct LengthBound {
    public static let leadInMilliseconds = 60.0
    public static let vowelMilliseconds = 106.0
    public static let consonantMilliseconds = 87.0
    public static let clauseMilliseconds = 270.0

    private let engine: EspeakEngine
    public let settings: EspeakEngine.Settings

    public init(engine: EspeakEngine, settings: EspeakEngine.Settings) {
        self.engine = engine
        self.settings = settings
    }

    /// How much the fitted figures are raised at `rate`: 15%, and up to 32% at 80 wpm.
    static func margin(rate: Int) -> Double {
        let slow = Double(max(0, 220 - max(80, rate))) / 140
        return 1.15 * (1 + 0.15 * slow)
    }

    /// Seconds `utterance` cannot exceed; nil when no bound is known (text in another script or
    /// language, which another voice would read).
    public func seconds(_ utterance: Utterance) -> Double? {
        let item = SpeechItem(utterance)
        guard case .text(let text) = item.content, item.language == nil else { return nil }
        let said = SpeechText.sanitize(text)
        let calls = GuessMarks.isMarked(said) ? EspeakEngine.chunks(said, settings: settings).map(\.text) : [said]
        var milliseconds = Double(max(0, item.delayMilliseconds))
        for call in calls {
            guard call.unicodeScalars.allSatisfy({ $0.isASCII }) else { return nil }
            milliseconds += Self.leadInMilliseconds + estimate(engine.phonemeClauses(call, voice: settings.voice))
        }
        return milliseconds / 1000
    }

    /// The scaled, raised milliseconds of one call's phoneme clauses.
    private func estimate(_ clauses: [String]) -> Double {
        var vowels = 0, consonants = 0
        for clause in clauses {
            var inVowel = false
            for scalar in clause.unicodeScalars {
                if Self.vowelLetters.contains(scalar) {
                    if !inVowel { vowels += 1 }
                    inVowel = true
                } else if scalar.properties.isAlphabetic || scalar == "?" {
                    consonants += 1
                    inVowel = false
                } else if scalar == " " || scalar == "'" {
                    inVowel = false
                }
                // Length, stress-level and syllable marks (`:` `#` `2` `;` `,` `-`) leave a run as it is.
            }
        }
        let scale = 175.0 / Double(min(450, max(80, settings.rate)))
        let fitted = Double(vowels) * Self.vowelMilliseconds + Double(consonants) * Self.consonantMilliseconds
            + Double(clauses.count + 1) * Self.clauseMilliseconds
        return fitted * scale * Self.margin(rate: settings.rate)
    }

    /// espeak-ng's vowel mnemonics start with these.
    private static let vowelLetters: Set<Unicode.Scalar> = ["a", "e", "i", "o", "u", "A", "E", "I", "O", "U", "V", "@", "3", "&", "0"]
}
