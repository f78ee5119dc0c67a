public import EarshotLoader
import EarshotModel
/// The voice profile format's keys: the loader checks against them, `earshot schema voice` writes them out.
public enum VoiceKeys {
    public static let kind = FileKind(
        name: "voice", title: "Earshot voice profile",
        emptyHint: "a voice profile has at least 'name', 'voice' and 'rate'",
        root: .mapping("profile"), definitions: [profile, verbosity])

    package static let profile = MappingSpec(
        name: "profile", what: "a voice profile", summary: "Which espeak-ng voice, how fast, and how verbose.",
        keys: [
            KeySpec("name", .text, required: true, "The profile's name, shown in the status line."),
            KeySpec("voice", .text, required: true, "An espeak-ng voice, e.g. en-us (earshot voices lists them)."),
            KeySpec("rate", .integer(min: VoiceProfile.rateRange.lowerBound, max: VoiceProfile.rateRange.upperBound),
                    required: true, "Words per minute."),
            KeySpec("pitch", .integer(min: 0, max: 100), "0 to 100; 50 is normal."),
            KeySpec("volume", .integer(min: 0, max: 200), "0 to 200; 100 is normal."),
            KeySpec("hint-delay-ms", .integer(min: 0, max: 10_000), "Pause before the hint, in milliseconds."),
            KeySpec("verbosity", .mapping("verbosity"), "What is spoken besides label and value."),
            KeySpec("detect-languages", .boolean,
                    "Speak runs of other scripts (Han, Kana, Cyrillic, Arabic…) in a matching voice (default true)."),
            KeySpec("rotor", .list(.word(VoiceProfile.rotorWords, noun: "rotor item"), minCount: 0),
                    "The built-in rotor items turned on, as in Settings › Accessibility › VoiceOver › Rotor "
                    + "(default: all); custom rotors, Actions and Adjust Value are always offered."),
            KeySpec("reader", .word(ReaderName.allCases.map(\.rawValue), noun: "screen reader"),
                    "The screen reader heard: voiceover or talkback (default: talkback for an Android screen, else voiceover)."),
        ])

    package static let verbosity = MappingSpec(
        name: "verbosity", what: "'verbosity'", summary: "What is spoken besides label and value.",
        keys: [
            KeySpec("hints", .boolean, "Speak hints (default true)."),
            KeySpec("traits", .word(Verbosity.TraitPosition.allCases.map(\.rawValue), noun: "trait position"),
                    "Trait words after the label (default), before it, or off."),
            KeySpec("context", .boolean, "Speak context such as '1 of 4' and 'List Start' (default true)."),
            KeySpec("order", .word(DescriptionOrder.allCases.map(\.rawValue), noun: "description order"),
                    "TalkBack's element description order (default state-name-role, as TalkBack's own default)."),
        ])
}
