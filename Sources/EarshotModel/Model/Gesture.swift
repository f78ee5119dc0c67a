/// What a screen reader's user does; each has a script name (`Gesture.scriptName`) and, per
/// reader, the name and help its reader gives it (`ScreenReader.help(for:)`).
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
