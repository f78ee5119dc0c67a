import SwiftSyntax

/// Operators over known values: arithmetic (integer division between integers), comparison and
/// equality (of texts, numbers, enum cases, `nil`), `&&`/`||`, `??`, `+` joining texts and lists.
extension SwiftUIEvaluator {
    /// `a + b`, `a ?? b`, `a == b`, … over known values; unknown operands give a placeholder
    /// (the left one's), except `??`, whose right side stands in for a left side not known.
    func operation(_ infix: InfixOperatorExprSyntax) -> SwiftUIValue {
        let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""
        let left = eval(infix.leftOperand)
        if op == "??" {
            switch left {
            case .null: return eval(infix.rightOperand)
            case .text(_, true, _), .unknown, .member:
                // `post.title ?? ""`: a blank fallback is not the label; the value is unknown.
                let right = eval(infix.rightOperand)
                return SwiftUIValue.isBlankText(right) ? .placeholder(lastName(infix.leftOperand)) : right
            case .text, .number, .bool, .list, .enumCase, .tuple, .instance, .function: return left
            }
        }
        if op == "&&", left == .bool(false) { return .bool(false) }
        if op == "||", left == .bool(true) { return .bool(true) }
        let right = eval(infix.rightOperand)
        return combine(op, left, right, integers: op == "/" && isInteger(infix.leftOperand) && isInteger(infix.rightOperand), at: infix)
    }

    /// `left op right` over values already worked out.
    func combine(_ op: String, _ left: SwiftUIValue, _ right: SwiftUIValue, integers: Bool, at infix: some SyntaxProtocol) -> SwiftUIValue {
        if case .number(let a) = left, case .number(let b) = right {
            switch op {
            case "+": return .number(a + b)
            case "-": return .number(a - b)
            case "*": return .number(a * b)
            case "/": return b == 0 ? .number(0) : .number(integers ? (a / b).rounded(.towardZero) : a / b)
            case "%": return b == 0 ? .number(0) : .number(a.truncatingRemainder(dividingBy: b))
            case "<": return .bool(a < b)
            case "<=": return .bool(a <= b)
            case ">": return .bool(a > b)
            case ">=": return .bool(a >= b)
            default: break
            }
        }
        if let a = left.number, let b = right.number, ["+", "-", "*", "/", "<", "<=", ">", ">="].contains(op),
           !(op == "+" && Self.isText(left) && Self.isText(right)) {
            return combine(op, .number(a), .number(b), integers: integers, at: infix)
        }
        if op == "==" || op == "!=" {
            if let same = equal(left, right) { return .bool(op == "==" ? same : !same) }
        }
        if op == "+", case .text = left, case .text = right {
            // `Text("a") + Text("b")`: each operand is looked up on its own before they are joined.
            let (a, pa) = localized(left), (b, pb) = localized(right)
            return .text(evaluation.bounded(a + b, at: place(infix)), placeholder: pa || pb, localizable: false)
        }
        if op == "+", case .list(let a) = left, case .list(let b) = right, a.count + b.count <= 100_000 { return .list(a + b) }
        if case .bool(let a) = left, case .bool(let b) = right {
            if op == "&&" { return .bool(a && b) }
            if op == "||" { return .bool(a || b) }
        }
        if let a = Self.known(left), let b = Self.known(right), Self.isText(left), Self.isText(right) {
            switch op {
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            default: break
            }
        }
        if case .text(_, true, _) = left { return left }
        if let infix = infix.as(InfixOperatorExprSyntax.self) { return .placeholder(lastName(ExprSyntax(infix))) }
        return .placeholder(lastName(infix))
    }

    static func isText(_ value: SwiftUIValue) -> Bool { if case .text = value { return true } else { return false } }

    /// Whether two values are equal; nil when either is not known. `nil` equals only `nil`; an
    /// enum case equals the implicit member of its name (`.dark`).
    func equal(_ left: SwiftUIValue, _ right: SwiftUIValue) -> Bool? {
        if Self.isPlaceholder(left) || Self.isPlaceholder(right) { return nil }
        switch (left, right) {
        case (.null, .null): return true
        case (.null, .function), (.function, .null): return nil
        case (.null, _), (_, .null): return false
        case (.number(let a), .number(let b)): return a == b
        case (.text(let a, _, _), .text(let b, _, _)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.enumCase(_, let a, let pa), .enumCase(_, let b, let pb)):
            guard a == b else { return false }
            guard pa.count == pb.count else { return nil }
            for (x, y) in zip(pa, pb) {
                guard let same = equal(x, y) else { return nil }
                if !same { return false }
            }
            return true
        case (.enumCase(_, let a, _), .member(let b)), (.member(let a), .enumCase(_, let b, _)), (.member(let a), .member(let b)): return a == b
        case (.list(let a), .list(let b)):
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) {
                guard let same = equal(x, y) else { return nil }
                if !same { return false }
            }
            return true
        default: return nil
        }
    }

    /// Whether an expression is known to hold an integer: a literal, a name so declared, a
    /// `count`, an `Int(…)`, or arithmetic of such.
    func isInteger(_ expr: ExprSyntax) -> Bool {
        if expr.is(IntegerLiteralExprSyntax.self) { return true }
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return integers.contains(reference.baseName.text) }
        if let member = expr.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text == "count" }
        if let call = expr.as(FunctionCallExprSyntax.self) { return Self.integerTypes.contains(call.calledExpression.trimmedDescription) }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return isInteger(only.expression) }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           ["+", "-", "*", "/", "%"].contains(op) {
            return isInteger(infix.leftOperand) && isInteger(infix.rightOperand)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            return sequence.elements.allSatisfy { $0.is(BinaryOperatorExprSyntax.self) || isInteger($0) }
        }
        return false
    }

    /// A getter's body worked out (`let` lines, `if`/`switch`, then `return`, or one
    /// expression); nil when its value is not known.
    func body(_ items: CodeBlockItemListSyntax) -> SwiftUIValue? {
        var scope = self
        if case .returned(let value) = scope.run(items, implicitReturn: true) { return value }
        return nil
    }

    /// `0..<3`, `1...5` (unfolded sequences of two integers), at most 1,000 items.
    func range(_ sequence: SequenceExprSyntax) -> [SwiftUIValue]? {
        guard let (low, top) = rangeBounds(sequence) else { return nil }
        guard top >= low, top - low < 1000 else { return top < low ? [] : nil }
        return stride(from: low, through: top, by: 1).map { .number($0) }
    }

    /// How many items a range of two integers holds (`0..<1_000_000`: a million), or nil.
    func rangeCount(_ sequence: SequenceExprSyntax) -> Double? {
        rangeBounds(sequence).map { max(0, $0.high - $0.low + 1) }
    }
}
