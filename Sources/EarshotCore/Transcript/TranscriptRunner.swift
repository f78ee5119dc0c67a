/// Runs a gesture script over a navigator with no terminal: what each gesture would say.
public struct TranscriptStep: Sendable {
    public var gesture: Gesture
    public var output: NavigatorOutput
    public var focus: String?
    public var rotor: String?
    /// The speaking rate after the gesture.
    public var rate: Int
}

public struct TranscriptRunner: Sendable {
    public private(set) var navigator: Navigator
    public private(set) var helpMode = false
    public private(set) var curtain = false
    /// Read-all stops after this many elements in one gesture, so a script always ends.
    public var readAllLimit = 10_000

    public init(navigator: Navigator) { self.navigator = navigator }

    /// The first step: what the reader says on start.
    public var start: TranscriptStep {
        TranscriptStep(gesture: .first, output: navigator.startingOutput(), focus: navigator.focusedID, rotor: navigator.rotorName, rate: navigator.rate)
    }

    public mutating func run(_ gesture: Gesture) -> TranscriptStep {
        var output: NavigatorOutput
        if helpMode && gesture != .help {
            output = NavigatorOutput(utterances: [Utterance(.announcement, GestureHelp.describe(gesture))])
        } else if gesture == .help {
            helpMode.toggle()
            output = NavigatorOutput(utterances: [Utterance(.announcement, helpMode ? "Keyboard help on." : "Keyboard help off.")])
        } else if gesture == .curtain {
            curtain.toggle()
            output = NavigatorOutput(utterances: [Utterance(.announcement, curtain ? "Screen curtain on." : "Screen curtain off.")])
        } else {
            output = navigator.perform(gesture)
            var read = 0
            while output.continuesReading && read < readAllLimit {
                let more = navigator.perform(.continueReading)
                output.utterances += more.utterances
                output.sounds += more.sounds
                output.continuesReading = more.continuesReading
                read += 1
            }
        }
        return TranscriptStep(gesture: gesture, output: output, focus: navigator.focusedID, rotor: navigator.rotorName, rate: navigator.rate)
    }
}
