public import EarshotModel
/// VoiceOver's names for its gestures (VoiceOver Practice), said by keyboard help and the key list.
extension VoiceOver {
    public func help(for gesture: Gesture) -> String {
        switch gesture {
        case .next: return "Swipe right. Next item."
        case .previous: return "Swipe left. Previous item."
        case .first: return "Four-finger tap near the top. First item."
        case .last: return "Four-finger tap near the bottom. Last item."
        case .up: return "Flick up. Previous rotor match, or increase the value."
        case .down: return "Flick down. Next rotor match, or decrease the value."
        case .rotorNext: return "Rotate clockwise. Next rotor setting."
        case .rotorPrevious: return "Rotate counterclockwise. Previous rotor setting."
        case .selectRotor(let name): return "Select the \(name) rotor."
        case .activate: return "Double tap. Activate."
        case .escape: return "Two-finger scrub. Escape or go back."
        case .magicTap: return "Two-finger double tap. Magic tap."
        case .readAll: return "Two-finger swipe up. Read all from the top."
        case .readFromHere: return "Two-finger swipe down. Read all from here."
        case .continueReading: return "Continue reading."
        case .pause: return "Two-finger tap. Pause or resume speech."
        case .touch: return "Touch. Explore by touch."
        case .quickNav(let kind, let forward):
            return "Quick nav. \(forward ? "Next" : "Previous") \(kind.rotor.singular.lowercased())."
        case .curtain: return "Three-finger triple tap. Screen curtain."
        case .help: return "Keyboard help off."
        case .rateUp: return "Speaking rate up."
        case .rateDown: return "Speaking rate down."
        case .type(let text): return "Type \(text)."
        }
    }

    public func keyListWords(for gesture: Gesture) -> String? {
        switch gesture {
        case .activate: return "activate (double tap)"
        case .escape: return "back, dismiss (scrub)"
        case .rotorNext: return "turn the rotor"
        case .next, .previous, .first, .last, .up, .down, .rotorPrevious, .selectRotor, .magicTap, .readAll, .readFromHere, .continueReading, .pause, .touch, .quickNav, .curtain, .help, .rateUp, .rateDown, .type: return nil
        }
    }
}
