/// How long utterances take to say, as a search or a check asks for them. The core never
/// synthesizes: the caller decides how a length is found (espeak-ng in the commands, a formula
/// in tests).
public struct SpeechLengths {
    /// Seconds `utterance` takes to say, its lead-in silence included.
    public var seconds: (Utterance) -> Double
    /// An upper bound on `seconds` found without synthesis, or nil where none is known: a check
    /// with a limit measures only what this says could pass it.
    public var bound: ((Utterance) -> Double?)?
    /// Measures `utterances` ahead of the `seconds` calls that will ask for them, all at once
    /// (in parallel where the caller can), and runs `meanwhile` while they are measured.
    /// `meanwhile` must not ask for lengths.
    public var ahead: (_ utterances: [Utterance], _ meanwhile: () -> Void) -> Void

    public init(seconds: @escaping (Utterance) -> Double, bound: ((Utterance) -> Double?)? = nil,
                ahead: @escaping (_ utterances: [Utterance], _ meanwhile: () -> Void) -> Void = { _, meanwhile in meanwhile() }) {
        self.seconds = seconds
        self.bound = bound
        self.ahead = ahead
    }
}
