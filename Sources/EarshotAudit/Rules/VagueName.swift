import EarshotLoader
package import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// EAR005 vague-name: a button or link whose whole name is "More", "Learn more", "Click here"…,
/// which says nothing once it is heard out of context (the rotor's Links list, a quick swipe).
package enum VagueName {
    package static func check(_ c: AuditContext) -> [AuditFinding] {
        c.everyStop.compactMap { i in
            let e = c.state.element(i)
            guard !e.traits.isDisjoint(with: [.button, .link]), let label = e.knownLabel,
                  AuditWords.vagueNames.contains(AuditWords.name(label)), !isSystemMore(e, label), !isAlertAction(i, c) else { return nil }
            let role = e.traits.contains(.link) ? "link" : "button"
            return c.stopFinding(.vagueName, i, "\(role) named only \"\(label)\" says nothing about where it goes or what it does")
        }
    }

    /// An alert's or dialog's action: a button in a modal group that activating it closes,
    /// after the group's own title or message. VoiceOver reads the alert's words first, so
    /// "More info" there is heard in context. A view the app shows only among an alert's
    /// actions (`Screen.Kind.alertActions`) is all such buttons.
    package static func isAlertAction(_ i: Int, _ c: AuditContext) -> Bool {
        if c.screen.kind == .alertActions { return true }
        let nodes = c.state.index.nodes
        var up = nodes[i].parent
        while let g = up, !nodes[g].element.modal { up = nodes[g].parent }
        guard let group = up, nodes[i].element.onActivate.contains(.hide(nodes[group].element.id)) else { return false }
        return (group + 1..<i).contains { j in
            let e = nodes[j].element
            return e.accessible && e.traits.isDisjoint(with: [.button, .link]) && !(e.label ?? "").isEmpty
        }
    }

    /// The system's own "More": a menu button (`popupButton`: a SwiftUI `Menu`, a UIKit button
    /// whose menu is its primary action) named "More" or "More options" — the overflow menu of
    /// iOS's own apps, whose label is the name iOS gives the `ellipsis` symbols. Activating it
    /// opens a menu that names each choice, so the name is not the app's vague one.
    package static func isSystemMore(_ e: Element, _ label: String) -> Bool {
        e.traits.contains(.popupButton) && AuditWords.systemMoreNames.contains(AuditWords.name(label))
    }
}
