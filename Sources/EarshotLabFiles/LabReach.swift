package import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// What any gestures could ever bring about in a lab's files, read from the files alone: which
/// elements can ever take focus, what can ever be announced, which screens can ever be shown,
/// which selections can change. A goal outside it is refused where the lab loads, instead of
/// after the planner has searched every state (on the pizza card that once took 90 s and 950 MB
/// before saying no).
package struct LabReach {
    /// Ids of elements a screen reader can focus on some screen (accessible, not inside an accessible
    /// element, not left out of `order`; hidden ones count, as an effect may show them).
    package var focusable: Set<String> = []
    /// Every `announce` text of every effect.
    package var announcements: [String] = []
    /// The screens a lab can show: where it starts, and every `goto` target.
    package var screens: Set<String> = []
    /// A `goto` to another file's first screen: its id is not written, so any screen may be.
    package var anyScreen = false
    /// Elements whose selection some effect toggles; `selectInGroup` anywhere changes siblings.
    package var toggled: Set<String> = []
    package var groupSelection = false
    /// For each id, whether it starts selected (on some screen).
    package var startsSelected: [String: Set<Bool>] = [:]

    package init(workspace: Workspace, startScreen: String?) {
        let root = workspace.root
        if let start = startScreen ?? root.screens.first?.id { screens.insert(start) }
        for layout in workspace.layouts.values {
            for screen in layout.screens {
                let index = ScreenIndex(screen: screen)
                for node in index.nodes where node.element.accessible && !node.insideAccessible && !node.excludedByOrder {
                    focusable.insert(node.element.id)
                }
                screen.forEachElement { add($0) }
            }
        }
    }

    private mutating func add(_ element: Element) {
        startsSelected[element.id, default: []].insert(element.traits.contains(.selected))
        for effect in element.onActivate + element.onEscape + element.actions.flatMap(\.effects) {
            switch effect {
            case .announce(let text): announcements.append(text)
            case .goto(let target):
                if let screen = target.screen { screens.insert(screen) } else if target.file != nil { anyScreen = true }
                if let id = target.focus { focusable.insert(id) }
            case .toggleSelected(let of): toggled.insert(of ?? element.id)
            case .selectInGroup: groupSelection = true
            // Moving focus by an effect is taken as able to reach any element it names.
            case .focus(let id): focusable.insert(id)
            case .back, .show, .hide, .set: continue
            }
        }
    }

    /// Why `goal` can never hold, or nil when it may.
    package func impossibility(_ goal: LabGoal) -> String? {
        switch goal {
        case .focus(let id) where !focusable.contains(id.value):
            return "the goal wants focus on '\(id.value)', which can never take focus "
                + "(not accessible, inside an accessible element, or left out of `order`)"
        case .screen(let id) where !anyScreen && !screens.contains(id.value):
            return "the goal wants screen '\(id.value)', which no `goto` leads to"
        case .announced(let text) where !announcements.contains(where: { LabGoal.same($0, text) }):
            return "the goal wants the announcement '\(text)', which no effect makes"
        case .selected(let id, let selected) where !groupSelection && !toggled.contains(id.value)
            && startsSelected[id.value]?.contains(selected) == false:
            return "the goal wants '\(id.value)' \(selected ? "selected" : "not selected"), which no gesture makes it"
        case .all(let goals):
            if let first = goals.lazy.compactMap(impossibility).first { return first }
            return contradiction(goals)
        case .focus, .value, .selected, .screen, .announced, .heard:
            return nil
        }
    }

    /// Parts of one `all` that cannot hold at once: focus on two elements, two screens, two
    /// values of one element.
    package func contradiction(_ goals: [LabGoal]) -> String? {
        var focus: Set<String> = [], shown: Set<String> = [], values: [String: String] = [:]
        for goal in goals {
            switch goal {
            case .focus(let id): focus.insert(id.value)
            case .screen(let id): shown.insert(id.value)
            case .value(let id, let text):
                if let other = values[id.value], !LabGoal.same(other, text) {
                    return "the goal wants '\(id.value)' to have both '\(other)' and '\(text)' at once"
                }
                values[id.value] = text
            case .selected, .announced, .heard, .all: continue
            }
        }
        if focus.count > 1 { return "the goal wants focus on \(focus.sorted().map { "'\($0)'" }.joined(separator: " and ")) at once" }
        if shown.count > 1 { return "the goal wants screens \(shown.sorted().map { "'\($0)'" }.joined(separator: " and ")) at once" }
        return nil
    }
}
