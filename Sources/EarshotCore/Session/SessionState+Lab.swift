/// What a lab (`LabSession`) asks of the one session it wraps: its own words heard and shown
/// after what an input said, and the curtain lifted when the lab is over.
extension SessionState {
    /// Adds the lab's words and sounds to `output`, after what the input said, and to the
    /// captions after its line.
    mutating func append(_ words: NavigatorOutput, to output: inout SessionOutput) {
        guard !words.utterances.isEmpty || !words.sounds.isEmpty else { return }
        var shown = words
        shown.control = .append
        captions.show(shown)
        output.speech.utterances += words.utterances
        output.speech.sounds += words.sounds
        switch output.speech.control {
        case .interrupt, .append: break
        case .none, .pause, .resume: output.speech.control = .interrupt
        }
    }

    /// The curtain goes up without a word (the lab's result is being said).
    mutating func liftCurtain() { curtain = false }
}
