package import EarshotNarration
/// A stand-in for audio length in core tests: a quarter second a word. Real synthesis is
/// checked in EarshotSpeechTests; these tests need a length that is exact and repeatable.
package func wordSeconds(_ utterance: Utterance) -> Double {
    Double(utterance.text.split(separator: " ").count) * 0.25
}
