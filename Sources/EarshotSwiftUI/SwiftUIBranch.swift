import SwiftSyntax

/// One branch of an `if` or `switch` in a view's code: what decides it, and the views it shows.
struct SwiftUIBranch {
    enum Condition {
        /// `if a, let b = c, case .x = d`: every clause must hold.
        case when(ConditionElementListSyntax)
        /// `else`.
        case otherwise
        /// A `switch` case (`case .loading:`, `case .custom(let name):`, `default:`) on `subject`.
        case matches(subject: ExprSyntax, SwitchCaseSyntax.Label)
    }

    let condition: Condition
    let views: [SwiftUIViewNode]

    /// Whether the branch shows something a listener hears: not `EmptyView`, a spacer, a
    /// colour, a spinner (`ProgressView`, or an app's own `ActivityIndicator`, `LoadingView`…:
    /// what shows while the content loads is not the content) or an empty `Text("")`.
    var showsSomething: Bool {
        let nothing: Set<String> = ["EmptyView", "Spacer", "Color", "ProgressView"]
        // `if let view = transform(self) { view }`: a view only the running app makes, which
        // shows nothing that can be read.
        var bound: Set<String> = []
        if case .when(let conditions) = condition {
            for item in conditions {
                if case .optionalBinding(let binding) = item.condition, let name = binding.pattern.as(IdentifierPatternSyntax.self) {
                    bound.insert(name.identifier.text)
                }
            }
        }
        return views.contains { node in
            if nothing.contains(node.name) || Self.isSpinner(node.name) { return false }
            if bound.contains(node.name), node.arguments.isEmpty, node.closures.isEmpty { return false }
            if node.name == "Text", let literal = node.firstUnlabelled?.as(StringLiteralExprSyntax.self),
               literal.segments.allSatisfy({ $0.as(StringSegmentSyntax.self)?.content.text.isEmpty == true }) {
                return false
            }
            return true
        }
    }
}

extension SwiftUIBranch {
    /// Words an app's spinner view is named with.
    static let spinnerWords = ["ActivityIndicator", "Loading", "Spinner", "Loader", "ProgressIndicator"]

    /// Whether an app's view is by its name what shows while something loads.
    static func isSpinner(_ name: String) -> Bool { spinnerWords.contains { name.contains($0) } }
}

/// Whether a condition holds when the screen first appears, as far as its values are known.
enum SwiftUIDecision: Equatable {
    /// It holds, with the names it binds (`if let user`, `case .custom(let name)`).
    case holds([String: SwiftUIValue])
    case fails
    /// Not known before the app runs, with the names it would bind (as placeholders).
    case unknown([String: SwiftUIValue])
}
