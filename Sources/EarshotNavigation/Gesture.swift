import EarshotLoader
public import EarshotModel
import EarshotNarration
/// What a VoiceOver user does; each has a script name.
public enum Gesture: Sendable, Hashable {
    case next, previous, first, last
    /// Flick up / down: the rotor item's previous / next, or adjust.
    case up, down
    case rotorNext, rotorPrevious
    /// Select a rotor item by name (scripts only).
    case selectRotor(String)
    case activate, escape, magicTap
    case readAll, readFromHere
    /// Continue a read-all by one element; the driver sends it when speech finishes.
    case continueReading
    case pause
    case touch(x: Double, y: Double)
    /// Quick navigation to the next (or previous) element of a kind.
    case quickNav(QuickNavKind, forward: Bool)
    case curtain, help
    case rateUp, rateDown
    /// Characters typed into the text field being edited.
    case type(String)

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

/// Kinds of quick navigation (NVDA/Orca single letters).
public enum QuickNavKind: String, Sendable, Hashable, CaseIterable {
    case heading, button, link, image, form, list, landmark, table
    case textField = "text-field"
    case container

    /// The rotor item that moves the same way.
    public var rotor: BuiltinRotor {
        switch self {
        case .heading: return .headings
        case .button: return .buttons
        case .link: return .links
        case .image: return .images
        case .form: return .formControls
        case .list: return .lists
        case .landmark: return .landmarks
        case .table: return .tables
        case .textField: return .textFields
        case .container: return .containers
        }
    }
}
