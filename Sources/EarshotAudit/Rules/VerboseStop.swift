import EarshotLoader
import EarshotModel
package import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR018 verbose-stop: one description — everything landing on the element says before its
/// hint — takes more than 5 s to say at 220 wpm (`AuditContext.length`), so every swipe past
/// it costs the listener that long. Every element that is a focus stop when shown is checked,
/// hidden or not; the finding's speech is the description measured. An element whose value the
/// capture cut short (an XCUITest dump's `ukautomationuser@e...`) says more on a device than is
/// measured here: a note says so, or the finding does.
package enum VerboseStop {
    /// Longer than this is reported.
    package static let limit = 5.0
    /// The most characters of one description measured: far more than 5 s says.
    package static let measuredCharacters = 1_000

    package static func check(_ c: AuditContext) -> [AuditFinding] {
        let s = c.state
        var findings: [AuditFinding] = []
        for i in 0..<s.count where TargetSize.isStop(i, s) {
            let cutShort = s.element(i).importMarks.contains(.valueCutShort)
            let description = c.landing(i)
            let measured = Self.measured(description)
            var seconds = provablyShort(measured.parts, bound: c.lengthBound) ? 0 : measured.parts.reduce(0) { $0 + c.length($1) }
            var over = measured.cut
            // A long text that says little (digits, symbols) is measured whole after all.
            if over && seconds <= limit {
                seconds = description.reduce(0) { $0 + c.length($1) }
                over = false
            }
            if seconds > limit {
                let figure = over ? "over \(tenths(seconds, down: true))" : tenths(seconds)
                var finding = c.finding(.verboseStop, i,
                    "description takes \(figure) s at 220 wpm, more than 5 s: every swipe past it costs that long")
                if cutShort { finding.message += AuditWords.onValueCutShort }
                finding.speech = description.map(\.text).joined(separator: " ")
                findings.append(finding)
            } else if cutShort {
                let value = s.element(i).effectiveValue ?? ""
                findings.append(c.stopFinding(.verboseStop, i, AuditWords.valueCutShort(value), severity: .note))
            }
        }
        return findings
    }

    /// Every part bounded and the bounds' sum within the limit: no synthesis needed.
    package static func provablyShort(_ description: [Utterance], bound: ((Utterance) -> Double?)?) -> Bool {
        guard let bound else { return false }
        var total = 0.0
        for part in description {
            guard let b = bound(part) else { return false }
            total += b
        }
        return total <= limit
    }

    /// What `check` will measure: the descriptions `c.lengthBound` cannot prove short.
    package static func unbounded(_ c: AuditContext) -> [Utterance] {
        let s = c.state
        var wanted: [Utterance] = []
        for i in 0..<s.count where TargetSize.isStop(i, s) {
            let measured = Self.measured(c.landing(i)).parts
            if !provablyShort(measured, bound: c.lengthBound) { wanted += measured }
        }
        return wanted
    }

    /// What is measured of a description: all of it, or, when it is longer than
    /// `measuredCharacters`, its first words up to that many (`cut`). Saying a prefix takes no
    /// longer than saying the whole, so a prefix over the limit shows the whole is: a label of a
    /// megabyte is not synthesized for hours of audio to learn that it is over 5 s.
    package static func measured(_ description: [Utterance]) -> (parts: [Utterance], cut: Bool) {
        var left = measuredCharacters
        var parts: [Utterance] = []
        for utterance in description {
            var part = utterance
            part.segments = []
            for segment in utterance.segments {
                guard case .text(let words, let role) = segment else {
                    part.segments.append(segment)
                    continue
                }
                guard words.count > left else {
                    left -= words.count
                    part.segments.append(segment)
                    continue
                }
                // Cut at the last space within what is left, so no word is half said.
                let head = words.prefix(left)
                let kept = head.lastIndex(of: " ").map { head[..<$0] } ?? head
                part.segments.append(.text(String(kept), role))
                parts.append(part)
                return (parts, true)
            }
            parts.append(part)
        }
        return (parts, false)
    }

    /// Seconds to a tenth, as written: `6.3` (rounded down for a figure said as "over").
    package static func tenths(_ seconds: Double, down: Bool = false) -> String {
        String((seconds * 10).rounded(down ? .down : .toNearestOrAwayFromZero) / 10)
    }
}
