import EarshotLoader
package import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR001 label-missing: a stop that speaks no label or value, so VoiceOver says only its role
/// ("Button.", "Image.") or nothing at all.
package enum LabelMissing {
    package static func check(_ c: AuditContext) -> [AuditFinding] {
        c.everyStop.compactMap { i in
            let e = c.state.element(i)
            guard !hasName(e) else { return nil }
            let message = AuditWords.isBlank(e.hint) ? "speaks no label or value" : "speaks no label or value, only its hint"
            return c.stopFinding(.labelMissing, i, message)
        }
    }

    /// A label, a value (not a switch's 0/1, which says only On or Off) or lines of text; a back
    /// button is named by `Back Button.` itself.
    package static func hasName(_ e: Element) -> Bool {
        if e.traits.contains(.backButton) { return true }
        if !AuditWords.isBlank(e.label) { return true }
        if !e.traits.contains(.switchButton), !AuditWords.isBlank(e.effectiveValue) { return true }
        return e.text.contains { !AuditWords.isBlank($0.text) }
    }
}
