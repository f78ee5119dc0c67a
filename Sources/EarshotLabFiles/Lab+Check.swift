public import EarshotLoader
public import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
extension Lab {
    /// What the file names in the layout and is not there: the start screen (in the lab's own
    /// layout), and every id and screen a goal names (in any layout of the workspace, since a
    /// task may lead to another file's screen), each reported where the lab writes it; and
    /// goals no gestures can ever meet (`LabReach`), reported at the goal.
    public func check(against workspace: Workspace) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func error(_ at: SourceLocation, _ message: String) {
            diagnostics.append(Diagnostic(path: path, location: at, message: message))
        }
        let layouts = workspace.layouts.keys.sorted().compactMap { workspace.layouts[$0] }
        var ids: Set<String> = [], screens: Set<String> = []
        for layout in layouts {
            for screen in layout.screens {
                screens.insert(screen.id)
                screen.forEachElement { ids.insert($0.id) }
            }
        }
        let root = workspace.root
        let layoutName = layout.value
        if let screen, root.screen(id: screen.value) == nil {
            error(screen.location, "'screen' names '\(screen.value)', which '\(layoutName)' does not have"
                + Suggest.didYouMean(screen.value, among: root.screens.map(\.id)))
        }
        let reach = LabReach(workspace: workspace, startScreen: screen?.value)
        for task in tasks {
            let before = diagnostics.count
            defer {
                // A goal whose names all exist may still be one no gestures can meet.
                if diagnostics.count == before, let why = reach.impossibility(task.goal) { error(task.goalLocation, why) }
            }
            for reference in task.goal.references {
                switch reference {
                case .element(let id) where !ids.contains(id.value):
                    error(id.location, "the goal names '\(id.value)', which no element of '\(layoutName)' has"
                        + Suggest.didYouMean(id.value, among: ids.sorted()))
                case .screen(let id) where !screens.contains(id.value):
                    error(id.location, "the goal names screen '\(id.value)', which '\(layoutName)' does not have"
                        + Suggest.didYouMean(id.value, among: screens.sorted()))
                case .element, .screen: continue
                }
            }
            for (id, text) in task.goal.values where ids.contains(id.value) {
                guard let possible = LabValues.possible(id.value, in: workspace),
                      !possible.contains(where: { LabGoal.same($0, text) }) else { continue }
                let shown = possible.filter { !$0.isEmpty }.sorted()
                let listed = shown.prefix(6).map { "'\($0)'" }.joined(separator: ", ") + (shown.count > 6 ? ", …" : "")
                error(id.location, "the goal wants '\(id.value)' to have the value '\(text)', which no gesture gives it"
                    + (shown.isEmpty ? " (it never has a value)" : " (it can have \(listed))") + Suggest.didYouMean(text, among: shown))
            }
        }
        return diagnostics.sorted { $0.location < $1.location }
    }
}

extension LabGoal {
    /// An element or screen a goal names, where it is written.
    package enum Reference {
        case element(Located<String>)
        case screen(Located<String>)
    }

    /// Every element and value text this goal's `value` parts ask for.
    package var values: [(Located<String>, String)] {
        switch self {
        case .value(let id, let text): return [(id, text)]
        case .all(let goals): return goals.flatMap(\.values)
        case .focus, .selected, .screen, .announced, .heard: return []
        }
    }

    /// Every id and screen this goal names, in file order.
    package var references: [Reference] {
        switch self {
        case .focus(let id), .value(let id, _), .selected(let id, _): return [.element(id)]
        case .screen(let id): return [.screen(id)]
        case .announced, .heard: return []
        case .all(let goals): return goals.flatMap(\.references)
        }
    }
}
