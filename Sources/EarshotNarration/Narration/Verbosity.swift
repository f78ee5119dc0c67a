import EarshotLoader
import EarshotModel
/// How much the reader says, passed into the composer as a value (never a global).
public struct Verbosity: Sendable, Hashable {
    /// Where trait words go: after the label and value (VoiceOver's default), before them,
    /// or nowhere (iOS 18.4's "Controls" verbosity set to off).
    public enum TraitPosition: String, Sendable, Hashable, CaseIterable { case after, before, off }

    /// Speak hints after a pause.
    public var hints: Bool
    public var traitPosition: TraitPosition
    /// Speak container context: `N of M.`, `List Start.`, `Landmark.`.
    public var context: Bool
    /// The pause before a hint.
    public var hintDelayMilliseconds: Int
    /// Whose words, gestures and rotor: VoiceOver's, or TalkBack's (and then in which description order).
    @ReaderByID public var reader: any ScreenReader = VoiceOver()
    public var order: DescriptionOrder = .stateNameRole
    /// The language of the reader's own words (roles, states, hints): `--language`, else the
    /// screen's when it names one Earshot has words in (the navigator fills it in); nil: English.
    public var language: ReaderLanguage?

    public init(hints: Bool = true, traitPosition: TraitPosition = .after, context: Bool = true,
                hintDelayMilliseconds: Int = 750) {
        self.hints = hints; self.traitPosition = traitPosition; self.context = context
        self.hintDelayMilliseconds = hintDelayMilliseconds
    }

    public static let standard = Verbosity()
}
