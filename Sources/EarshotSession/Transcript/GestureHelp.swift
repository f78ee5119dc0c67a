public import EarshotModel
public import EarshotNarration
public import EarshotNavigation
/// Keyboard help (VoiceOver Practice, TalkBack's Practice gestures): what each gesture does,
/// said instead of done, named as the listener's screen reader names it.
public enum GestureHelp {
    public static func describe(_ gesture: Gesture, reader: ScreenReader = .voiceover) -> String {
        if reader == .talkback, let words = talkBack(gesture) { return words }
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

    /// TalkBack's names for its default gestures and what they do (TalkBack's gesture settings
    /// and their defaults, `title_pref_shortcut_*`, `shortcut_*` and `pref_shortcut_*_default`).
    /// A command with no default gesture names where TalkBack offers it. Nil: the same words as
    /// VoiceOver's.
    private static func talkBack(_ gesture: Gesture) -> String? {
        switch gesture {
        case .first: return "No gesture by default: assign one in TalkBack's settings. Focus on first item on screen."
        case .last: return "No gesture by default: assign one in TalkBack's settings. Focus on last item on screen."
        case .up: return "Swipe up. Previous item of the reading control, or adjust up."
        case .down: return "Swipe down. Next item of the reading control, or adjust down."
        case .rotorNext: return "Swipe down then up. Next reading control."
        case .rotorPrevious: return "Swipe up then down. Previous reading control."
        case .selectRotor(let name): return "Select the \(name) reading control."
        case .activate: return "Double-tap. Activate."
        case .escape: return "Swipe down then left. Back."
        case .magicTap: return "Double-tap with 2 fingers. Play or pause media."
        case .readAll: return "Tap with 3 fingers for the TalkBack menu, then Read from top."
        case .readFromHere: return "Triple-tap with 2 fingers. Read from focused item."
        case .pause: return "Tap with 2 fingers. Pause or resume speech."
        case .curtain: return "Tap with 3 fingers for the TalkBack menu, then Hide screen."
        case .rateUp: return "Speech rate up."
        case .rateDown: return "Speech rate down."
        case .next, .previous, .continueReading, .touch, .quickNav, .help, .type: return nil
        }
    }
}
