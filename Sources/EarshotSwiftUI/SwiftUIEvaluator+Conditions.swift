import SwiftSyntax

/// Conditions decided by the values a screen has when it first appears.
extension SwiftUIEvaluator {
    /// Whether every clause of `if a, let b = c, case .x = d` holds.
    func decide(_ conditions: ConditionElementListSyntax) -> SwiftUIDecision {
        var bound: [String: SwiftUIValue] = [:], known = true
        var scope = self
        for element in conditions {
            switch element.condition {
            case .expression(let expr):
                switch scope.truth(expr) {
                case true?: continue
                case false?: return .fails
                case nil: known = false
                }
            case .availability:
                // `#available(iOS 18, *)`: the newest OS, which has everything.
                continue
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    known = false
                    continue
                }
                let source = binding.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
                let value = scope.eval(source)
                switch Self.presence(value) {
                case true?: bound[name] = value
                case false?: return .fails
                case nil: known = false; bound[name] = Self.guessed(value, name: name)
                }
                scope.bindings[name] = bound[name]
            case .matchingPattern(let pattern):
                guard let subject = pattern.initializer.value as ExprSyntax? else { continue }
                switch scope.match(scope.eval(subject), pattern.pattern) {
                case .holds(let names): bound.merge(names) { $1 }
                case .fails: return .fails
                case .unknown(let names): known = false; bound.merge(names) { $1 }
                }
                for (name, value) in bound { scope.bindings[name] = value }
            }
        }
        return known ? .holds(bound) : .unknown(bound)
    }

    /// A `switch` case on `subject`'s value: `default`, `.a, .b`, `.custom(let name)`, literals.
    func decide(subject value: SwiftUIValue, _ label: SwitchCaseSyntax.Label) -> SwiftUIDecision {
        switch label {
        case .default: return .holds([:])
        case .case(let caseLabel):
            var unknown: [String: SwiftUIValue]?
            for item in caseLabel.caseItems {
                switch match(value, item.pattern) {
                case .holds(let names):
                    // `case .a where x > 1`: the guard decides too.
                    guard let clause = item.whereClause else { return .holds(names) }
                    var scope = self
                    scope.bindings.merge(names) { $1 }
                    switch scope.truth(clause.condition) {
                    case true?: return .holds(names)
                    case false?: continue
                    case nil: unknown = unknown ?? names
                    }
                case .fails: continue
                case .unknown(let names): unknown = unknown ?? names
                }
            }
            return unknown.map(SwiftUIDecision.unknown) ?? .fails
        }
    }

    /// Whether `value` matches `pattern`: an enum case (`.loading`, `Kind.loading`,
    /// `.custom(let name)`), `let x` (always), `_`, or a literal compared with it.
    func match(_ value: SwiftUIValue, _ pattern: PatternSyntax) -> SwiftUIDecision {
        if pattern.is(WildcardPatternSyntax.self) { return .holds([:]) }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { return .holds([name: value]) }
            return match(value, binding.pattern)
        }
        guard let expr = pattern.as(ExpressionPatternSyntax.self)?.expression else { return .unknown([:]) }
        // `.custom(let name)`: the case's name, then its values bound in order.
        var caseExpr = expr, boundNames: [String?] = []
        if let call = expr.as(FunctionCallExprSyntax.self) {
            caseExpr = call.calledExpression
            boundNames = call.arguments.map { argument in
                let inner = argument.expression.as(PatternExprSyntax.self)?.pattern
                if let name = inner?.as(ValueBindingPatternSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { return name }
                if let name = inner?.as(IdentifierPatternSyntax.self)?.identifier.text { return name }
                return nil
            }
        }
        if let member = caseExpr.as(MemberAccessExprSyntax.self), member.base == nil || SwiftUINames.isType(member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "") {
            let name = member.declName.baseName.text
            var names: [String: SwiftUIValue] = [:]
            for case let bound? in boundNames { names[bound] = .placeholder(bound) }
            switch value {
            case .enumCase(_, let actual), .member(let actual):
                if actual != name { return .fails }
                // The case's values are not known here: the names it binds stand for them.
                return boundNames.isEmpty ? .holds([:]) : .unknown(names)
            case .none:
                // `case .none:` matches nil; `case .some(let x)` does not.
                return name == "none" ? .holds([:]) : .fails
            default: return .unknown(names)
            }
        }
        let other = eval(expr)
        switch (value, other) {
        case (.text(let a, false, _), .text(let b, false, _)): return a == b ? .holds([:]) : .fails
        case (.bool(let a), .bool(let b)): return a == b ? .holds([:]) : .fails
        default:
            if let a = value.number, let b = other.number, !Self.isGuess(value) { return a == b ? .holds([:]) : .fails }
            return .unknown([:])
        }
    }

    /// Whether `expr` is true when the screen first appears, or nil when that is not known.
    func truth(_ expr: ExprSyntax) -> Bool? {
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return truth(prefix.expression).map { !$0 }
        }
        if let paren = expr.as(TupleExprSyntax.self), paren.elements.count == 1, let only = paren.elements.first {
            return truth(only.expression)
        }
        if case .bool(let b) = eval(expr) { return b }
        return nil
    }

    /// Whether an optional holds a value: nil is absent, a value worked out is present, a guess
    /// is not known.
    static func presence(_ value: SwiftUIValue) -> Bool? {
        if case .none = value { return false }
        return isGuess(value) ? nil : true
    }

    /// A value known only when the app runs.
    static func isGuess(_ value: SwiftUIValue) -> Bool {
        switch value {
        case .text(_, let placeholder, _): return placeholder
        case .unknown: return true
        default: return false
        }
    }

    /// What a name bound by an undecided condition stands for: the value, or a placeholder named
    /// after it.
    static func guessed(_ value: SwiftUIValue, name: String) -> SwiftUIValue {
        if case .none = value { return .placeholder(name) }
        return value
    }

    /// `a == b` and `a != b` where either side may be nil, an enum case or text; nil when not known.
    static func equality(_ op: String, _ left: SwiftUIValue, _ right: SwiftUIValue) -> SwiftUIValue? {
        guard op == "==" || op == "!=" else { return nil }
        let same: Bool?
        switch (left, right) {
        case (.none, .none): same = true
        case (.none, let other), (let other, .none): same = isGuess(other) ? nil : false
        case (.enumCase(_, let a), .enumCase(_, let b)), (.enumCase(_, let a), .member(let b)), (.member(let b), .enumCase(_, let a)),
             (.member(let a), .member(let b)):
            same = a == b
        case (.text(let a, false, _), .text(let b, false, _)): same = a == b
        case (.bool(let a), .bool(let b)): same = a == b
        default: same = nil
        }
        return same.map { .bool(op == "==" ? $0 : !$0) }
    }
}
