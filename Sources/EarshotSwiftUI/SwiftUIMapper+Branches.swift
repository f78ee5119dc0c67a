import SwiftSyntax

/// `if` and `switch` in a view's code: the branch the screen shows when it first appears.
extension SwiftUIMapper {
    /// The branch shown, and when it was a guess, the other branches that may show instead.
    struct Shown {
        var views: [SwiftUIViewNode]
        var context: Context
        var others: [(views: [SwiftUIViewNode], context: Context)] = []
    }

    /// Each branch decided in order by the values the screen starts with: the first that holds
    /// is shown, with the names it binds; none holding shows nothing. A branch that cannot be
    /// decided before the app runs falls back to the branch from there on that shows content,
    /// and the guess is counted where the `if` or `switch` is written.
    mutating func shownBranch(_ node: SwiftUIViewNode, _ branches: [SwiftUIBranch], _ c: Context) -> Shown {
        var subject: SwiftUIValue?
        let decisions = branches.map { branch -> SwiftUIDecision in
            switch branch.condition {
            case .otherwise: return .holds([:])
            case .when(let conditions):
                guard let (taken, scope) = c.evaluator.decided(conditions) else { return .unknown([:]) }
                return taken ? .holds(scope.bindings) : .fails
            case .matches(let expr, let label):
                let value = subject ?? c.evaluator.eval(expr)
                subject = value
                var scope = c.evaluator
                guard let matched = scope.matches(label, value) else { return .unknown([:]) }
                return matched ? .holds(scope.bindings) : .fails
            }
        }
        for (i, decision) in decisions.enumerated() {
            switch decision {
            case .holds(let names):
                return Shown(views: branches[i].views, context: Self.binding(names, c))
            case .fails:
                continue
            case .unknown where Self.isErrorCondition(branches[i].condition):
                let said = String(Self.conditionText(branches[i].condition).prefix(60))
                approximate("whether '\(said)' holds is known only when the app runs: a screen first appears without its error",
                            kind: "condition", at: node.node, c)
                continue
            case .unknown:
                let candidates = decisions.indices.dropFirst(i).filter { decisions[$0] != .fails && !Self.isErrorCondition(branches[$0].condition) }
                let chosen = candidates.first { branches[$0].showsSomething } ?? i
                let names: [String: SwiftUIValue]
                switch decisions[chosen] {
                case .holds(let bound), .unknown(let bound): names = bound
                case .fails: names = [:]
                }
                let said = String(Self.conditionText(branches[i].condition).prefix(60))
                approximate("whether '\(said)' holds is known only when the app runs: the branch that shows content is read",
                            kind: "condition", at: node.node, c)
                // Should the one read say nothing after all (a picture still loading), the others
                // that may show, in the code's order.
                let others = candidates.filter { $0 != chosen }.map { j -> (views: [SwiftUIViewNode], context: Context) in
                    switch decisions[j] {
                    case .holds(let bound), .unknown(let bound): return (branches[j].views, Self.binding(bound, c))
                    case .fails: return (branches[j].views, c)
                    }
                }
                return Shown(views: branches[chosen].views, context: Self.binding(names, c), others: others)
            }
        }
        return Shown(views: [], context: c)
    }

    /// Words that make a condition one about an error (`if let error`, `case .failed`,
    /// `if showAlert`, `error != nil`): not known before the app runs, it is taken not to hold,
    /// as when a screen first appears nothing has failed yet.
    static let errorWords = ["error", "fail", "alert", "warning", "invalid"]

    static func isErrorCondition(_ condition: SwiftUIBranch.Condition) -> Bool {
        let text: String
        switch condition {
        case .otherwise: return false
        case .when(let conditions): text = conditions.trimmedDescription
        case .matches(_, let label): text = label.trimmedDescription
        }
        let lowered = text.lowercased()
        // `error == nil`, `!hasError`, `errors.isEmpty`: the condition of no error.
        if lowered.contains("== nil") || lowered.hasPrefix("!") || lowered.contains(".isempty") && !lowered.contains("!") { return false }
        return errorWords.contains { lowered.contains($0) }
    }

    /// `c` with `names` bound for the branch's views.
    static func binding(_ names: [String: SwiftUIValue], _ c: Context) -> Context {
        guard !names.isEmpty else { return c }
        var inner = c
        inner.evaluator.bindings.merge(names) { $1 }
        return inner
    }

    static func conditionText(_ condition: SwiftUIBranch.Condition) -> String {
        switch condition {
        case .when(let conditions): return conditions.trimmedDescription
        case .otherwise: return "else"
        case .matches(let subject, let label): return subject.trimmedDescription + " " + label.trimmedDescription
        }
    }
}
