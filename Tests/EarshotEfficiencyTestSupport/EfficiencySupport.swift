package import EarshotEfficiency
import EarshotLayoutTestSupport
import EarshotLoader
package import EarshotModel
import EarshotNavigation
package import EarshotPlanning
/// The efficiency report of a YAML layout, or nil with the loader's errors recorded.
package func efficiency(_ yaml: String, budget: Int = Planner.defaultBudget, input: InputMode = .touch,
                        rotorItems: Set<BuiltinRotor>? = nil) -> EfficiencyReport? {
    let (layout, errors) = load(yaml)
    guard errors.isEmpty, let layout else { return nil }
    return Efficiency.measure(Navigator(workspace: Workspace(root: layout), rotorItems: rotorItems), layout: "t.yaml",
                              input: input, length: wordSeconds, budget: budget)
}

extension EfficiencyReport {
    /// id → (swipes, gestures), for compact expectations.
    package var counts: [String: [Int]] {
        Dictionary(uniqueKeysWithValues: elements.map { ($0.id, [$0.swipes, $0.gestures]) })
    }
}
