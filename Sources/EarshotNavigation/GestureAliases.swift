import EarshotLoader
public import EarshotModel
import EarshotNarration
/// VoiceOver's own names for its touch gestures, accepted in gesture scripts beside the script
/// names (`swipe-right` is `next`, `double-tap` is `activate`), so a tester can write what they
/// would do on the phone. Matched without regard to case; a near miss gets a did-you-mean.
public enum GestureAliases {
    /// Each alias and the gesture it stands for.
    public static let voiceOver: [(alias: String, gesture: Gesture)] = [
        ("swipe-right", .next), ("swipe-left", .previous),
        ("swipe-up", .up), ("swipe-down", .down), ("flick-up", .up), ("flick-down", .down),
        ("double-tap", .activate),
        ("two-finger-scrub", .escape), ("scrub", .escape),
        ("two-finger-swipe-up", .readAll), ("two-finger-swipe-down", .readFromHere),
        ("two-finger-tap", .pause), ("two-finger-double-tap", .magicTap),
        ("rotate", .rotorNext), ("rotor-right", .rotorNext), ("rotor-left", .rotorPrevious),
        ("three-finger-triple-tap", .curtain),
        ("four-finger-tap-top", .first), ("four-finger-tap-bottom", .last),
    ]

    package static let byName: [String: Gesture] = Dictionary(voiceOver.map { ($0.alias, $0.gesture) }, uniquingKeysWith: { a, _ in a })

    /// The gesture `word` names as VoiceOver calls it, if it is one of the aliases.
    public static func gesture(_ word: String) -> Gesture? { byName[word.lowercased()] }

    /// Every alias, in the order above.
    public static var names: [String] { voiceOver.map(\.alias) }
}
