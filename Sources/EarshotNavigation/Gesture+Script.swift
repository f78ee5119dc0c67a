import EarshotLoader
public import EarshotModel
/// The name a gesture has in scripts and transcripts.
extension Gesture {
    /// The name used by `--gestures` and in transcripts.
    public var scriptName: String {
        switch self {
        case .next: return "next"
        case .previous: return "previous"
        case .first: return "first"
        case .last: return "last"
        case .up: return "up"
        case .down: return "down"
        case .rotorNext: return "rotor-next"
        case .rotorPrevious: return "rotor-previous"
        case .selectRotor(let name): return "rotor=" + GestureScript.quoted(name)
        case .activate: return "activate"
        case .escape: return "escape"
        case .magicTap: return "magic-tap"
        case .readAll: return "read-all"
        case .readFromHere: return "read-from-here"
        case .continueReading: return "continue-reading"
        case .pause: return "pause"
        case .touch(let x, let y): return "touch=\(Adjustable.number(x)),\(Adjustable.number(y))"
        case .quickNav(let kind, let forward): return forward ? kind.rawValue : "previous-" + kind.rawValue
        case .curtain: return "curtain"
        case .help: return "help"
        case .rateUp: return "rate+"
        case .rateDown: return "rate-"
        case .type(let text): return "type=" + GestureScript.quoted(text)
        }
    }
}
