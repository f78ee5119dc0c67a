import EarshotLoader
package import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR001 label-missing: a stop that speaks no label or value, so VoiceOver says only its role
/// ("Button.", "Image.") or nothing at all; or a text field whose only words are its value.
package enum LabelMissing {
    package static func check(_ c: AuditContext) -> [AuditFinding] {
        c.everyStop.compactMap { i in
            let e = c.state.element(i)
            if isLabelledByValueOnly(e) {
                var finding = c.stopFinding(.labelMissing, i, "text field has no label, only its value: "
                                            + "the listener hears what it holds but not what it is for")
                if e.importMarks.contains(.valueMayBePlaceholder) {
                    finding.severity = .note
                    finding.message += AuditWords.onValueMayBePlaceholder
                }
                return finding
            }
            // A stop the reader reads its children into (TalkBack, an Android stop's) is named by their words.
            guard !hasName(e), !c.navigator.context(for: i).readIn.contains(where: namesByReadingIn) else { return nil }
            let message = AuditWords.isBlank(e.hint) ? "speaks no label or value" : "speaks no label or value, only its hint"
            // In the reader's terms: an Android app names a view by a content description or text.
            let terms = c.navigator.verbosity.reader.auditTerms(iPhone: message, android: "has no content description or text")
            return c.stopFinding(.labelMissing, i, terms)
        }
    }

    /// A child read into its stop that says words: its own label or value, or a child of its that does.
    static func namesByReadingIn(_ child: Element) -> Bool {
        !AuditWords.isBlank(child.label) || !AuditWords.isBlank(child.value) || child.children.contains(where: namesByReadingIn)
    }

    /// A label, a value (not a switch's 0/1, which says only On or Off) or lines of text; a back
    /// button is named by `Back Button.` itself.
    package static func hasName(_ e: Element) -> Bool {
        if e.traits.contains(.backButton) { return true }
        if !AuditWords.isBlank(e.label) { return true }
        if !e.traits.contains(.switchButton), !AuditWords.isBlank(e.effectiveValue) { return true }
        return e.text.contains { !AuditWords.isBlank($0.text) }
    }

    /// A text field with a value and no label: VoiceOver says what was typed and "Text Field."
    /// and never what the field is for. A placeholder would have named it: an importer labels an
    /// unlabelled field with its placeholder, and an empty field speaks it. A search field is
    /// named by its role ("Search Field.").
    package static func isLabelledByValueOnly(_ e: Element) -> Bool {
        e.traits.contains(.textField) && !e.traits.contains(.searchField)
            && AuditWords.isBlank(e.label) && !AuditWords.isBlank(e.value)
    }
}
