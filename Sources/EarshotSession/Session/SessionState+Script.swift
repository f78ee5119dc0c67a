import EarshotLoader
public import EarshotModel
import EarshotNarration
public import EarshotNavigation
import EarshotAudit
/// One gesture of a script and what it made the reader say.
public struct TranscriptStep: Sendable {
    public var gesture: Gesture
    public var output: NavigatorOutput
    public var focus: String?
    public var rotor: String?
    /// The speaking rate after the gesture.
    public var rate: Int
    /// Why the focused element's words are a guess (a placeholder), or nil when they are not.
    public var approximate: String? = nil
}

/// Scripted driving (transcripts, scripted labs, tests): each gesture runs to completion, with
/// speech going idle after every utterance, so a read-all reads on as it would aloud.
extension SessionState {
    /// Read-all stops after this many elements in one scripted gesture, so a script always ends.
    public static let scriptReadAllLimit = ReadAll.limit

    /// The opening speech as a step.
    public mutating func startStep() -> TranscriptStep {
        step(.first, start().speech)
    }

    /// Runs one gesture, then feeds speech-idle inputs while a read-all goes on.
    public mutating func run(script gesture: Gesture) -> TranscriptStep {
        let recorded = navigator.recordable(gesture)
        let output = ReadAll.toEnd(send(.gesture(gesture)).speech, continues: \.continuesReading,
                                   next: { send(.speechIdle).speech }, append: { $0.appendReading($1) })
        return step(recorded, output)
    }

    package func step(_ gesture: Gesture, _ output: NavigatorOutput) -> TranscriptStep {
        TranscriptStep(gesture: gesture, output: output, focus: navigator.focusedID, rotor: navigator.rotorName,
                       rate: navigator.rate,
                       approximate: navigator.focusedElement?.placeholder == true ? SessionWords.placeholderReason : nil)
    }
}
