import EarshotModel
import EarshotNarration
import EarshotNavigation
/// How a listener drives VoiceOver, which decides the gestures a measure may count: on touch
/// there are swipes, the rotor, activation, escape, magic tap and read-all; Quick Nav keys
/// (`h`, `b`, `k`, …) exist only with a hardware keyboard.
public enum InputMode: String, Sendable, Hashable, CaseIterable, Codable {
    case touch, keyboard

    /// What every measure assumes unless told otherwise: most VoiceOver users are on touch.
    public static let standard = InputMode.touch

    /// Whether Quick Nav keys are available.
    public var quickNav: Bool { self == .keyboard }

    /// The words `--input` and a lab's `input:` accept.
    public static let names = allCases.map(\.rawValue)
}
