public import EarshotModel
/// TalkBack's names for its default gestures and what they do (TalkBack's gesture settings and
/// their defaults, `title_pref_shortcut_*`, `shortcut_*` and `pref_shortcut_*_default`). A command
/// with no default gesture names where TalkBack offers it.
extension TalkBack {
    public func help(for gesture: Gesture) -> String {
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
        // The same swipes, touch and typing as VoiceOver's.
        case .next, .previous, .continueReading, .touch, .quickNav, .help, .type: return VoiceOver().help(for: gesture)
        }
    }

    public func keyListWords(for gesture: Gesture) -> String? {
        switch gesture {
        case .first: return "first / last element (no default gesture)"
        case .activate: return "activate (double-tap)"
        case .escape: return "back (swipe down then left)"
        case .rotorNext: return "next / previous reading control"
        case .up: return "reading control: move or adjust"
        case .magicTap: return "play or pause media"
        case .curtain: return "hide or show screen"
        case .next, .previous, .last, .down, .rotorPrevious, .selectRotor, .readAll, .readFromHere, .continueReading, .pause, .touch, .quickNav, .help, .rateUp, .rateDown, .type: return nil
        }
    }
}
