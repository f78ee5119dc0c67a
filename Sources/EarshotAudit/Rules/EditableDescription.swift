import EarshotLoader
package import EarshotModel
import EarshotNarration
import EarshotNavigation
/// EAR024 editable-description: an Android text field named by a content description. TalkBack
/// names a field by its text once something is typed (`EditTextDescription.nameDescription`
/// says the text, and the content description only while the field is empty), so the listener
/// who has typed no longer hears what the field is for; a hint or a label view is said either
/// way. Accessibility Test Framework's EditableContentDescCheck.
package enum EditableDescription {
    package static func check(_ c: AuditContext) -> [AuditFinding] {
        c.everyStop.compactMap { i in
            let e = c.state.element(i)
            guard isDescribedField(e), let label = e.label else { return nil }
            return c.stopFinding(.editableDescription, i, "text field named by a content description (\"\(label)\"): once "
                                 + "something is typed, TalkBack says the text and not the description")
        }
    }

    /// An Android text field whose name is its content description: not its hint, not the words
    /// of a child, not a password field (TalkBack names a password field by its description
    /// whatever is typed).
    package static func isDescribedField(_ e: Element) -> Bool {
        guard e.role == .editText, !e.isSecure, !AuditWords.isBlank(e.label) else { return false }
        return !e.importMarks.contains(.hintLabel) && !e.importMarks.contains(.labelFromChildren)
    }
}
