import EarshotLoader
package import EarshotModel
import EarshotNarration
public import EarshotNavigation
public import EarshotPlanning
extension LabGoal {
    /// Whether the goal holds on `navigator` just after a gesture that said `output` (an empty
    /// output when nothing has been done yet). Texts match without regard to case or to
    /// surrounding spaces, as a trainee hears them.
    public func holds(on navigator: Navigator, after output: NavigatorOutput) -> Bool {
        switch self {
        case .focus(let id):
            // Compared by node: cheaper than building the focused element, and the planner asks often.
            guard let focus = navigator.focus else { return false }
            return navigator.state.index.indexByID[id.value] == focus
        case .value(let id, let text):
            guard let element = Self.shown(id.value, on: navigator) else { return false }
            return Self.same(element.effectiveValue ?? "", text)
        case .selected(let id, let selected):
            guard let element = Self.shown(id.value, on: navigator) else { return false }
            return element.traits.contains(.selected) == selected
        case .screen(let id):
            return navigator.current.screen == id.value
        case .announced(let text):
            return output.utterances.contains { $0.kind == .announcement && Self.same($0.text, text) }
        case .heard(let text):
            return output.utterances.contains { $0.kind != .hint && Self.same($0.text, text) }
        case .all(let goals):
            return goals.allSatisfy { $0.holds(on: navigator, after: output) }
        }
    }

    /// The cheapest way to make the goal hold from `start`, by `cost`: the efficiency planner over
    /// every interaction a listener has (activation and adjustment included, touch left out).
    /// The search stops at `budget` states or after `timeLimit`, whichever comes first.
    /// `input` decides whether Quick Nav keys may be used (keyboard) or not (touch).
    public func plan(from start: Navigator, cost: PlanCost, input: InputMode = .standard,
                     budget: Int = Planner.defaultBudget,
                     timeLimit: Duration? = Planner.labTimeLimit) -> Planner.Plan {
        Planner(gestures: .interaction, input: input, budget: budget, timeLimit: timeLimit).plan(from: start, cost: cost) { navigator, output in
            holds(on: navigator, after: output)
        }
    }

    /// The element with this id on the screen shown now, as it is now.
    package static func shown(_ id: String, on navigator: Navigator) -> Element? {
        let state = navigator.state
        return state.index.indexByID[id].map { state.element($0) }
    }

    package static func same(_ a: String, _ b: String) -> Bool {
        trimmed(a).lowercased() == trimmed(b).lowercased()
    }

    private static func trimmed(_ s: String) -> Substring {
        let start = s.firstIndex { !$0.isWhitespace } ?? s.endIndex
        let end = s.lastIndex { !$0.isWhitespace }.map { s.index(after: $0) } ?? start
        return s[start..<end]
    }
}
