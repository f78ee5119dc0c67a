public import EarshotNavigation
/// What a layer (a lab) asks of the one session it wraps: its own words heard and shown after
/// what an input said, and the curtain lifted when its run is over.
extension SessionState {
    /// Adds the lab's words and sounds to `output`, after what the input said; in the captions
    /// they are a line of their own, so the task in hand is the line shown.
    public mutating func append(_ words: NavigatorOutput, to output: inout SessionOutput) {
        guard !words.utterances.isEmpty || !words.sounds.isEmpty else { return }
        var shown = words
        shown.control = .interrupt
        captions.show(shown)
        output.speech.utterances += words.utterances
        output.speech.sounds += words.sounds
        switch output.speech.control {
        case .interrupt, .append: break
        case .none, .pause, .resume: output.speech.control = .interrupt
        }
    }

    /// The curtain goes up without a word (a lab's result is being said).
    public mutating func liftCurtain() { curtain = false }
}
