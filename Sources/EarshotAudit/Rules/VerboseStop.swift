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
    /// The tag an import puts on an element whose value the capture cut short
    /// (`DumpMapper.valueCutShortTag`).
    package static let valueCutShortTag = "xcui-value-cut-short"

    package static func check(_ c: AuditContext) -> [AuditFinding] {
        let s = c.state
        var findings: [AuditFinding] = []
        for i in 0..<s.count where TargetSize.isStop(i, s) {
            let cutShort = s.element(i).tags.contains(valueCutShortTag)
            let description = c.landing(i)
            let seconds = provablyShort(description, bound: c.lengthBound) ? 0 : description.reduce(0) { $0 + c.length($1) }
            if seconds > limit {
                var finding = c.finding(.verboseStop, i,
                    "description takes \(tenths(seconds)) s at 220 wpm, more than 5 s: every swipe past it costs that long")
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
            let description = c.landing(i)
            if !provablyShort(description, bound: c.lengthBound) { wanted += description }
        }
        return wanted
    }

    /// Seconds to a tenth, as written: `6.3`.
    package static func tenths(_ seconds: Double) -> String {
        String((seconds * 10).rounded() / 10)
    }
}
