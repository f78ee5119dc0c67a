/// The two forms of a transcript: plain text for people, JSON lines for tools (CONTRACT §4).
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

    /// One JSON object with `gesture`, `focus`, `rotor`, `speech`, `hint`, `sounds`, `ms`, in that order.
    public static func json(_ step: TranscriptStep, milliseconds: Int) -> String {
        let speech = step.output.speech.map(quote).joined(separator: ",")
        let sounds = step.output.sounds.map { quote($0.rawValue) }.joined(separator: ",")
        return "{\"gesture\":\(quote(step.gesture.scriptName)),\"focus\":\(step.focus.map(quote) ?? "null"),"
            + "\"rotor\":\(step.rotor.map(quote) ?? "null"),\"speech\":[\(speech)],"
            + "\"hint\":\(step.output.hint.map(quote) ?? "null"),\"sounds\":[\(sounds)],\"ms\":\(milliseconds)}"
    }

    /// A JSON string literal; control characters are escaped.
    public static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                    out += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
