import EarshotLoader
import EarshotModel
public import EarshotNarration
/// What one gesture makes the reader say and play.
public struct NavigatorOutput: Sendable, Hashable {
    /// What happens to speech already playing.
    public enum SpeechControl: String, Sendable, Hashable {
        /// Silence it and say this instead (every gesture, as in VoiceOver).
        case interrupt
        /// Add this after what is playing (read-all).
        case append
        /// Pause / resume speech (two-finger tap).
        case pause, resume
        /// Leave speech alone (keyboard help, curtain).
        case none
    }

    public var utterances: [Utterance] = []
    public var sounds: [Earcon] = []
    public var control: SpeechControl = .interrupt
    /// A read-all is in progress: send `continueReading` when this speech finishes.
    public var continuesReading = false

    public init(utterances: [Utterance] = [], sounds: [Earcon] = [], control: SpeechControl = .interrupt) {
        self.utterances = utterances; self.sounds = sounds; self.control = control
    }

    /// Utterances other than hints, in order.
    public var speech: [String] { utterances.filter { $0.kind != .hint }.map(\.text) }
    /// The last hint, if any.
    public var hint: String? { utterances.last { $0.kind == .hint }?.text }
}
