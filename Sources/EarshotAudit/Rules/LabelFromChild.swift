import EarshotLoader
package import EarshotModel
import EarshotNarration
import EarshotNavigation
/// EAR023 label-from-child: an actionable Android node with no content description or text of
/// its own, named only by the children TalkBack reads into it. A control with a role word (a
/// `Button` holding a `TextView`; a drop-down list, which shows its choice in a child by
/// design, is left alone) is heard role first — "Button, Sign in" — because TalkBack says
/// the node's own part before its children's: a warning. A plain clickable layout is heard as
/// its children's words run together in layout order, its action told only by the hint: a note,
/// since TalkBack handles it, but a content description would name it as one thing. A Compose
/// node whose role is carried by an empty last child is heard words first and is not flagged.
package enum LabelFromChild {
    package static func check(_ c: AuditContext) -> [AuditFinding] {
        c.everyStop.compactMap { i in
            let e = c.state.element(i)
            // A drop-down list shows its choice in a child by design.
            guard let role = e.role, role != .spinner, let words = namingWords(c, i) else { return nil }
            if controls.contains(role) {
                return c.stopFinding(.labelFromChild, i, "has no text of its own: TalkBack says its role before the "
                                     + "words it reads in from its children (\"\(words)\")")
            }
            return c.stopFinding(.labelFromChild, i, "has no text of its own: TalkBack reads in its children's words "
                                 + "(\"\(words)\") in layout order", severity: .note)
        }
    }

    /// Controls whose role word TalkBack says before the children's words, to the listener's
    /// confusion; any other node named by its children is a note.
    static let controls: Set<AndroidRole> = [.button, .imageButton, .checkBox, .radioButton, .switchToggle, .toggleButton, .editText]

    /// The children's words that name stop `i`, when it is actionable and says nothing of its own.
    package static func namingWords(_ c: AuditContext, _ i: Int) -> String? {
        let e = c.state.element(i)
        guard e.role != nil, TalkBackComposer.isActionable(e) else { return nil }
        // A field's typed text is its own name; a child that carries the node's role (Compose's)
        // is heard after the words, "Test Connection, Button", as a button with text is.
        if e.role == .editText, !AuditWords.isBlank(e.value) { return nil }
        if c.state.readIn(i).contains(where: { $0.importMarks.contains(.roleOnly) }) { return nil }
        let own = e.importMarks.contains(.labelFromChildren) || AuditWords.isBlank(e.label) && AuditWords.isBlank(e.value)
        let words = childWords(c, i)
        return own && !words.isEmpty ? words : nil
    }

    /// What the children read into stop `i` say, joined as TalkBack joins them.
    package static func childWords(_ c: AuditContext, _ i: Int) -> String {
        let e = c.state.element(i)
        if e.importMarks.contains(.labelFromChildren), let label = e.label { return label }
        func words(_ children: [Element]) -> [String] {
            children.flatMap { child -> [String] in
                let own = [child.label, child.value].compactMap { $0 }.filter { !AuditWords.isBlank($0) }
                return own.isEmpty ? words(child.children) : own
            }
        }
        return words(c.state.readIn(i)).joined(separator: TalkBackWords.separator)
    }
}
