import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotAudit
/// One row of `transcript --json`: what one gesture did.
public struct TranscriptRow: Encodable, Sendable, Equatable {
    public var gesture: String
    public var focus: String?
    public var rotor: String?
    public var speech: [String]
    /// Each utterance's espeak-ng voice, present only when one differs from the profile's.
    public var voices: [String]?
    public var hint: String?
    public var sounds: [String]
    public var ms: Int
    /// Present (and true) only when the focused element's words are a guess, with the reason.
    public var approximate: Bool?
    public var reason: String?

    public init(_ step: TranscriptStep, milliseconds: Int, voices: [String]? = nil) {
        gesture = step.gesture.scriptName
        focus = step.focus
        rotor = step.rotor
        speech = step.output.speech
        self.voices = voices
        hint = step.output.hint
        sounds = step.output.sounds.map(\.rawValue)
        ms = milliseconds
        approximate = step.approximate.map { _ in true }
        reason = step.approximate
    }

    package enum CodingKeys: String, CodingKey { case gesture, focus, rotor, speech, voices, hint, sounds, ms, approximate, reason }

    /// `focus`, `rotor` and `hint` are written as null when absent; `voices`, `approximate` and
    /// `reason` only when present.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(gesture, forKey: .gesture)
        try c.encode(focus, forKey: .focus)
        try c.encode(rotor, forKey: .rotor)
        try c.encode(speech, forKey: .speech)
        try c.encodeIfPresent(voices, forKey: .voices)
        try c.encode(hint, forKey: .hint)
        try c.encode(sounds, forKey: .sounds)
        try c.encode(ms, forKey: .ms)
        try c.encodeIfPresent(approximate, forKey: .approximate)
        try c.encodeIfPresent(reason, forKey: .reason)
    }
}
