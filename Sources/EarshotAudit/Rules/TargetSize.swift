import EarshotLoader
package import EarshotModel
import EarshotNarration
package import EarshotNavigation
import EarshotPlanning
/// EAR016 target-size: an actionable element whose frame is too small to find by touch —
/// a warning below 44×44 pt (Apple's HIG), an error below 24×24 pt (WCAG 2.5.8). A standard
/// control at the size the system gives it is no finding at all (`TargetSize+System.swift`).
///
/// Every element that would be a focus stop were nothing in the way is checked, shown or not
/// (a frame's size does not depend on when it is shown); one with no frame (its own, or its
/// children's) is skipped.
package enum TargetSize {
    /// WCAG 2.5.8's minimum: an error below it.
    package static let minimum = 24.0

    package static func check(_ c: AuditContext) -> [AuditFinding] {
        let s = c.state
        var findings: [AuditFinding] = []
        // Frames an importer laid out from code are no evidence of a size: never blame the code for our guess.
        guard !s.screen.approximateFrames else { return [] }
        // As the reader's phone asks: 44×44 pt on an iPhone, 48×48 dp on Android.
        let target = c.navigator.verbosity.reader.touchTarget
        let wanted = target.comfortable, unit = target.unit
        for i in 0..<s.count where isStop(i, s) {
            let e = s.element(i)
            // A paragraph whose links are custom actions is text, not a target (WCAG 2.5.8 exempts inline links).
            guard isActionable(e), !RoleMissing.isTextWithActions(e), let frame = s.index.nodes[i].frame else { continue }
            let size = "\(points(frame.width))×\(points(frame.height)) \(unit)"
            guard frame.width < wanted || frame.height < wanted else { continue }
            // The author did not choose that size, and the control is where a listener expects it.
            if target.sparesSystemSizes, let control = systemControl(i, s), isSystemSize(frame, control) { continue }
            let tiny = frame.width < minimum || frame.height < minimum
            let floor = tiny ? "24×24" : "\(points(wanted))×\(points(wanted))"
            findings.append(c.finding(.targetSize, i, "target is \(size), smaller than \(floor) \(unit): hard to find by touch",
                                      severity: tiny ? .error : .warning))
        }
        return findings
    }

    /// Would be a focus stop were it shown and were no modal in the way: accessible, not inside
    /// an accessible element, not left out of an `order`. Containers are not focus stops.
    package static func isStop(_ i: Int, _ s: ScreenState) -> Bool {
        let node = s.index.nodes[i]
        return s.element(i).accessible && !node.insideAccessible && !node.excludedByOrder
    }

    /// Something a listener can do something with: a role trait (button, link, switch,
    /// adjustable, text field, search field, key, tab) or activation effects or custom actions.
    package static func isActionable(_ e: Element) -> Bool {
        !e.traits.intersection(roles).isEmpty || !e.onActivate.isEmpty || !e.actions.isEmpty
    }

    /// The role traits that make an element actionable.
    package static let roles: Traits = [.button, .link, .switchButton, .adjustable, .textField, .searchField,
                                .keyboardKey, .tabBarItem]

    /// Points as written: `44`, `30.5`.
    package static func points(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
