import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotAudit
/// The two forms of a transcript: plain text for people, JSON lines for tools.
public enum TranscriptFormat {
    /// `» gesture`, then one line per utterance, hints indented, earcons in brackets.
    public static func text(_ step: TranscriptStep, heading: String? = nil) -> String {
        var lines = ["» " + VisibleText.escape(heading ?? step.gesture.scriptName)]
        for sound in step.output.sounds { lines.append("  [\(sound.rawValue)]") }
        for u in step.output.utterances {
            lines.append((u.kind == .hint ? "      " : "  ") + VisibleText.escape(u.text))
        }
        if step.output.control == .pause || step.output.control == .resume {
            lines.append("  (speech \(step.output.control == .pause ? "paused" : "resumed"))")
        }
        return lines.joined(separator: "\n")
    }

    /// One JSON object with `gesture`, `focus`, `rotor`, `speech`, `voices` (when one differs
    /// from the profile's), `hint`, `sounds`, `ms`.
    public static func json(_ step: TranscriptStep, milliseconds: Int, voices: [String]? = nil) -> String {
        JSONOutput.line(TranscriptRow(step, milliseconds: milliseconds, voices: voices))
    }
}
