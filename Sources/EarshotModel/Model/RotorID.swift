/// Which rotor item something is: a built-in item of VoiceOver's ring, or a layout's custom
/// rotor. Identity is a type, never a display string, so a custom rotor named "Adjust Value"
/// stays custom and cannot shadow the built-in item.
public enum RotorID: Sendable, Hashable {
    case builtin(BuiltinRotor)
    /// A custom rotor (`UIAccessibilityCustomRotor`), by the name the layout gives it.
    case custom(String)
}

/// VoiceOver's own rotor items, and the system rotor types an app may supply.
public enum BuiltinRotor: String, Sendable, Hashable, CaseIterable {
    case headings, headingLevel1, headingLevel2, headingLevel3, headingLevel4, headingLevel5, headingLevel6
    case links, visitedLinks, formControls, buttons, images, textFields, tables, lists, landmarks, containers
    case boldText, italicText, underlinedText, misspelledWords
    case characters, words, lines
    case actions, adjustValue
    case speakingRate, hints
}

extension SystemRotorType {
    /// The built-in item this system rotor type supplies (an app's `Images` rotor is VoiceOver's `Images` item).
    public var builtin: BuiltinRotor {
        switch self {
        case .link: return .links
        case .visitedLink: return .visitedLinks
        case .heading: return .headings
        case .headingLevel1: return .headingLevel1
        case .headingLevel2: return .headingLevel2
        case .headingLevel3: return .headingLevel3
        case .headingLevel4: return .headingLevel4
        case .headingLevel5: return .headingLevel5
        case .headingLevel6: return .headingLevel6
        case .boldText: return .boldText
        case .italicText: return .italicText
        case .underlineText: return .underlinedText
        case .misspelledWord: return .misspelledWords
        case .image: return .images
        case .textField: return .textFields
        case .table: return .tables
        case .list: return .lists
        case .landmark: return .landmarks
        }
    }
}
