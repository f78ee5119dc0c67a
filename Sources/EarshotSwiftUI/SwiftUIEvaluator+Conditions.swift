import SwiftSyntax

/// Conditions and patterns as the values known decide them: `if`/`guard` conditions (`if let`
/// binds, `nil` fails), `switch` cases (`case .custom(let name)` binds the case's associated
/// value; `case .a, .b`, `default`), and loops over known lists and ranges.
extension SwiftUIEvaluator {
    /// Whether `conditions` hold, binding what `if let` and `case let` name; nil when not known.
    mutating func decide(_ conditions: ConditionElementListSyntax) -> Bool? {
        for element in conditions {
            switch element.condition {
            case .expression(let expr):
                guard case .bool(let b) = eval(expr) else { return nil }
                if !b { return false }
            case .optionalBinding(let optional):
                let value: SwiftUIValue
                if let initial = optional.initializer?.value {
                    value = eval(initial)
                } else if let name = optional.pattern.as(IdentifierPatternSyntax.self)?.identifier {
                    value = reference(DeclReferenceExprSyntax(baseName: name.trimmed))
                } else {
                    return nil
                }
                if value == .null { return false }
                if Self.isPlaceholder(value) { return nil }
                _ = match(optional.pattern, value, binding: true)
            case .matchingPattern(let matching):
                guard let matched = match(matching.pattern, eval(matching.initializer.value), binding: true) else { return nil }
                if !matched { return false }
            case .availability:
                continue
            default:
                return nil
            }
        }
        return true
    }

    /// The branch `conditions` choose when the screen first appears, and the names they bind
    /// (`if let user = model.user`): nil when the values do not decide it.
    func decided(_ conditions: ConditionElementListSyntax) -> (taken: Bool, scope: SwiftUIEvaluator)? {
        var scope = self
        return scope.decide(conditions).map { ($0, scope) }
    }

    /// The case of a `switch` over `subject` the screen shows first (its index among the cases),
    /// and the names its pattern binds; nil when the subject's value does not decide it.
    func chosenCase(_ switchExpr: SwitchExprSyntax) -> (index: Int, scope: SwiftUIEvaluator)? {
        let subject = eval(switchExpr.subject)
        for (index, item) in switchExpr.cases.enumerated() {
            guard let switchCase = item.as(SwitchCaseSyntax.self) else { continue }
            var scope = self
            guard let matched = scope.matches(switchCase.label, subject) else { return nil }
            if matched { return (index, scope) }
        }
        return nil
    }

    /// Whether a case label (`case .a, .b where x:`, `default:`) matches `subject`, binding its names.
    mutating func matches(_ label: SwitchCaseSyntax.Label, _ subject: SwiftUIValue) -> Bool? {
        guard case .case(let caseLabel) = label else { return true }
        for item in caseLabel.caseItems {
            var scope = self
            guard let matched = scope.match(item.pattern, subject) else { return nil }
            guard matched else { continue }
            if let condition = item.whereClause?.condition {
                guard case .bool(let holds) = scope.eval(condition) else { return nil }
                guard holds else { continue }
            }
            self = scope
            return true
        }
        return false
    }

    /// `if` and `switch` run as the values decide.
    mutating func branching(_ expr: ExprSyntax, implicitReturn: Bool) -> Flow {
        let outer = bindings
        defer { if bindings.count != outer.count { bindings = bindings.filter { outer[$0.key] != nil } } }
        if let ifExpr = expr.as(IfExprSyntax.self) {
            guard let taken = decide(ifExpr.conditions) else { return undecided(ifExpr, implicitReturn: implicitReturn) }
            if taken { return run(ifExpr.body.statements, implicitReturn: implicitReturn) }
            bindings = bindings.filter { outer[$0.key] != nil }
            switch ifExpr.elseBody {
            case .ifExpr(let next)?: return branching(ExprSyntax(next), implicitReturn: implicitReturn)
            case .codeBlock(let block)?: return run(block.statements, implicitReturn: implicitReturn)
            case nil: return .next
            }
        }
        guard let switchExpr = expr.as(SwitchExprSyntax.self) else { return .unknown }
        let subject = eval(switchExpr.subject)
        for item in switchExpr.cases {
            guard let switchCase = item.as(SwitchCaseSyntax.self) else { continue }
            guard let matched = matches(switchCase.label, subject) else { return .unknown }
            if matched {
                let flow = run(switchCase.statements, implicitReturn: implicitReturn)
                if case .broke = flow { return .next }
                return flow
            }
        }
        return .next
    }

    /// An `if` a function cannot decide before the app runs (`if let bundle = Bundle(path: …)`):
    /// when both its branches give a value, the one its `else` gives (the way taken when nothing
    /// particular holds), else the first branch's; the guess is counted where the `if` is.
    /// Otherwise what follows cannot be told.
    mutating func undecided(_ ifExpr: IfExprSyntax, implicitReturn: Bool) -> Flow {
        // `if let range = text.range(of: "settings") { text[range].link = url }`: styling a part of
        // a text leaves its words as they are, whether or not it runs.
        if ifExpr.elseBody == nil, !ifExpr.body.statements.isEmpty, ifExpr.body.statements.allSatisfy(Self.stylesAPart) { return .next }
        guard case .codeBlock(let elseBlock)? = ifExpr.elseBody else { return .unknown }
        var first = self, second = self
        let then = first.run(ifExpr.body.statements, implicitReturn: implicitReturn)
        let otherwise = second.run(elseBlock.statements, implicitReturn: implicitReturn)
        guard case .returned(let a) = then, case .returned(let b) = otherwise else { return .unknown }
        let said = String(ifExpr.conditions.trimmedDescription.prefix(60))
        evaluation.note("whether '\(said)' holds is known only when the app runs: the value its else gives is read",
                        kind: "condition", at: place(ifExpr))
        if !Self.isPlaceholder(b) { return .returned(b) }
        return Self.isPlaceholder(a) ? .unknown : .returned(a)
    }

    /// `text[range].link = url`: an assignment to an attribute of a part of a text.
    static func stylesAPart(_ item: CodeBlockItemSyntax) -> Bool {
        guard let expr = expression(item) else { return false }
        let target: ExprSyntax?
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true {
            target = sequence.elements.first
        } else if let infix = expr.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            target = infix.leftOperand
        } else {
            target = nil
        }
        return target?.as(MemberAccessExprSyntax.self)?.base?.is(SubscriptCallExprSyntax.self) == true
    }

    /// Whether `value` matches `pattern`, binding the names it declares; nil when not known.
    mutating func match(_ pattern: PatternSyntax, _ value: SwiftUIValue, binding: Bool = false) -> Bool? {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            bindings[identifier.identifier.text] = value
            return true
        }
        if let bound = pattern.as(ValueBindingPatternSyntax.self) { return match(bound.pattern, value, binding: true) }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            guard case .tuple(_, let items) = value, items.count == tuple.elements.count else { return nil }
            for (element, item) in zip(tuple.elements, items) {
                guard let matched = match(element.pattern, item, binding: binding) else { return nil }
                if !matched { return false }
            }
            return true
        }
        if let expression = pattern.as(ExpressionPatternSyntax.self) { return matches(expression.expression, value, binding: binding) }
        return nil
    }

    /// Whether `value` matches the pattern written as `expr` (`.custom(let name)`, `.a`, `nil`,
    /// `1...5`, `"x"`, `let x?`), binding names when `binding`.
    mutating func matches(_ expr: ExprSyntax, _ value: SwiftUIValue, binding: Bool) -> Bool? {
        if expr.is(DiscardAssignmentExprSyntax.self) { return true }
        if let pattern = expr.as(PatternExprSyntax.self) { return match(pattern.pattern, value, binding: binding) }
        if binding, let reference = expr.as(DeclReferenceExprSyntax.self) {
            bindings[reference.baseName.text] = value
            return true
        }
        if let optional = expr.as(OptionalChainingExprSyntax.self) {
            if value == .null { return false }
            if Self.isPlaceholder(value) { return nil }
            return matches(optional.expression, value, binding: binding)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base.map({ Self.isTypeName($0.trimmedDescription) }) ?? true {
            let caseName = member.declName.baseName.text
            if caseName == "some" {
                if value == .null { return false }
                if Self.isPlaceholder(value) { return nil }
                return call.arguments.first.map { matches($0.expression, value, binding: binding) } ?? true
            }
            guard case .enumCase(_, let name, let payload) = value else { return Self.isPlaceholder(value) || value == .null ? (value == .null ? false : nil) : false }
            guard name == caseName else { return false }
            for (i, argument) in call.arguments.enumerated() {
                let item = i < payload.count ? payload[i] : .placeholder(lastName(argument.expression))
                guard let matched = matches(argument.expression, item, binding: binding) else { return nil }
                if !matched { return false }
            }
            return true
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base.map({ Self.isTypeName($0.trimmedDescription) }) ?? true {
            let caseName = member.declName.baseName.text
            switch value {
            case .enumCase(_, let name, _), .member(let name): return name == caseName
            case .null: return caseName == "none"
            case .text, .number, .bool, .list, .unknown, .tuple, .instance, .function: if Self.isPlaceholder(value) { return nil }
            }
        }
        if let sequence = expr.as(SequenceExprSyntax.self), let bounds = rangeBounds(sequence) {
            guard let n = value.number else { return nil }
            return n >= bounds.low && n <= bounds.high
        }
        return equal(eval(expr), value)
    }

    /// `for x in items`, `for i in 0..<n` (turned one at a time, each turn a step), `where`.
    mutating func forLoop(_ loop: ForStmtSyntax) -> Flow {
        var items: [SwiftUIValue] = []
        var bounds: (low: Double, high: Double)?
        if let sequence = loop.sequence.as(SequenceExprSyntax.self), let range = rangeBounds(sequence) {
            bounds = range
        } else {
            switch eval(loop.sequence) {
            case .list(let list): items = list
            case .text(let s, false, _): items = s.prefix(SwiftUIEvaluation.maxTextLength).map { .text(String($0), placeholder: false, localizable: false) }
            case .text, .number, .bool, .member, .unknown, .enumCase, .null, .tuple, .instance, .function: return .unknown
            }
        }
        let counted = bounds != nil ? loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text : nil
        var index = 0
        while true {
            let item: SwiftUIValue
            if let bounds {
                let n = bounds.low + Double(index)
                guard n <= bounds.high else { break }
                item = .number(n)
            } else {
                guard index < items.count else { break }
                item = items[index]
            }
            index += 1
            guard evaluation.turn(at: place(loop)) else { return .unknown }
            let outer = bindings
            _ = match(loop.pattern, item, binding: true)
            if let counted { integers.insert(counted) }
            var flow: Flow = .next
            let holds = loop.whereClause.map { eval($0.condition) } ?? .bool(true)
            if holds == .bool(true) {
                flow = run(loop.body.statements)
            } else {
                flow = holds == .bool(false) ? .continued : .unknown
            }
            if bindings.count != outer.count { bindings = bindings.filter { outer[$0.key] != nil } }
            switch flow {
            case .broke: return .next
            case .next, .continued: continue
            case .returned, .unknown: return flow
            }
        }
        return .next
    }

    /// `while condition { … }`, each turn a step of the budget.
    mutating func whileLoop(_ conditions: ConditionElementListSyntax, _ body: CodeBlockItemListSyntax) -> Flow {
        while true {
            guard evaluation.turn(at: place(conditions)) else { return .unknown }
            let outer = bindings
            guard let go = decide(conditions) else { return .unknown }
            let flow = go ? run(body) : .broke
            if bindings.count != outer.count { bindings = bindings.filter { outer[$0.key] != nil } }
            switch flow {
            case .broke: return .next
            case .next, .continued: continue
            case .returned, .unknown: return flow
            }
        }
    }

    /// `0..<n` and `1...5` of known integers: the lowest and highest item.
    func rangeBounds(_ sequence: SequenceExprSyntax) -> (low: Double, high: Double)? {
        let parts = Array(sequence.elements)
        guard parts.count == 3, let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..<" || op == "...",
              let low = eval(parts[0]).number, let high = eval(parts[2]).number else { return nil }
        return (low, op == "..<" ? high - 1 : high)
    }
}
