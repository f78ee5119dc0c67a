import EarshotModel
import Foundation
import SwiftOperators
import SwiftSyntax

/// What an argument in a view's code stands for, as far as reading the source can tell.
enum SwiftUIValue: Equatable {
    /// Text: a literal, or a stand-in for text known only at run time (`placeholder`), spoken as
    /// the expression's last name (`item.name` → "name").
    case text(String, placeholder: Bool, localizable: Bool)
    case number(Double)
    case bool(Bool)
    /// `.segmented`, `.combine`, `.isButton`: an implicit member.
    case member(String)
    case list([SwiftUIValue])
    /// A `$binding` or a bare name the reader does not know: its last name.
    case unknown(String)
    /// A case of an enum the app declares (`Flavor.vanilla`, an item of `Flavor.allCases`).
    case enumCase(type: String, name: String)
    /// `nil`: an optional with no value, as one with no initial value is when a screen first appears.
    case none

    /// The value as words: text as it is, numbers without a trailing `.0`, other names as
    /// placeholders, their words marked a guess (`⟨selection⟩`).
    var words: (text: String, placeholder: Bool) {
        switch self {
        case .text(let s, let placeholder, _): return (s, placeholder)
        case .number(let n): return (SwiftUIValue.format(n), false)
        case .bool(let b): return (b ? "true" : "false", false)
        case .member(let name): return (GuessMarks.guessed(SwiftUIWords.spoken(name)), true)
        case .list(let items):
            var budget = SwiftUIEvaluation.maxTextLength
            let listed = Self.listed(items, budget: &budget)
            return (GuessMarks.balanced(String(listed.text.prefix(SwiftUIEvaluation.maxTextLength))), listed.placeholder)
        case .unknown(let name): return (GuessMarks.guessed(SwiftUIWords.spoken(name)), true)
        // Swift prints a case as its name: said as words.
        case .enumCase(_, let name): return (SwiftUIWords.spoken(name), false)
        case .none: return ("", false)
        }
    }

    /// Literal text that says nothing (`""`, `" "`).
    static func isBlankText(_ value: SwiftUIValue) -> Bool {
        if case .text(let text, false, _) = value { return text.allSatisfy(\.isWhitespace) }
        return false
    }

    /// Text known only at run time, said as the code's name for it in words and marked a guess
    /// where it is made (`totalPerPerson` → "⟨total per person⟩"), so text built around it
    /// (`"Total: \(totalPerPerson)"`) marks only the guessed part.
    static func placeholder(_ name: String) -> SwiftUIValue {
        .text(GuessMarks.guessed(SwiftUIWords.spoken(name)), placeholder: true, localizable: false)
    }

    var number: Double? {
        switch self {
        case .number(let n): return n
        case .text(let s, false, _): return Double(s)
        default: return nil
        }
    }

    /// A list's items as words, joined by commas, lists in it likewise, until `budget`
    /// characters are spent (each item counts its comma), so a list of lists of lists is not
    /// read whole. `cut` when items were left out.
    static func listed(_ items: [SwiftUIValue], budget: inout Int) -> (text: String, placeholder: Bool, cut: Bool) {
        var parts: [String] = [], placeholder = false, cut = false
        for item in items {
            guard budget > 0 else {
                cut = true
                break
            }
            budget -= 2
            if case .list(let inner) = item {
                let listed = listed(inner, budget: &budget)
                parts.append(listed.text)
                placeholder = placeholder || listed.placeholder
                cut = cut || listed.cut
            } else {
                let words = item.words
                budget -= words.text.utf8.count
                parts.append(words.text)
                placeholder = placeholder || words.placeholder
            }
        }
        return (parts.joined(separator: ", "), placeholder, cut)
    }

    static func format(_ n: Double) -> String {
        n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
    }
}

/// Evaluates argument expressions: literals, names bound by `ForEach` or a view's initializer,
/// string interpolation; everything else is a placeholder named after its last name.
struct SwiftUIEvaluator {
    var bindings: [String: SwiftUIValue] = [:]
    /// The app's enums by name.
    var enums: [String: SwiftUIEnum] = [:]
    /// `static let`s and top-level `let`s by qualified name, and the view being read (`Self`).
    var constants: [String: ExprSyntax] = [:]
    var selfType: String?
    /// The app's localized strings in the source language, by key.
    var strings: [String: String] = [:]
    /// Constants followed into constants: past `constantLimit`, a placeholder, said where it is.
    var constantDepth = 0
    static let constantLimit = 16
    /// What this import has worked out and spent, shared by every copy of the evaluator.
    var evaluation = SwiftUIEvaluation()
    /// The expression in the file being worked out, when what is worked out is a copy of it.
    var site: Syntax?

    /// Where to say something about `node`: itself when it is in a file, else the expression
    /// in the file it was copied from.
    func place(_ node: some SyntaxProtocol) -> Syntax {
        node.root.is(SourceFileSyntax.self) ? Syntax(node) : site ?? Syntax(node)
    }

    /// The value of the constant named `name` (`L10n.Settings.title`, `Self.tips`), or nil;
    /// worked out once per import, whatever uses it (one that refers to itself is nil).
    func constant(_ name: String, at node: some SyntaxProtocol) -> SwiftUIValue? {
        var key = name
        if key.hasPrefix("Self."), let selfType { key = selfType + key.dropFirst(4) }
        let qualified = selfType.map { $0 + "." + key }
        guard let (found, expr) = constants[key].map({ (key, $0) }) ?? qualified.flatMap({ q in constants[q].map { (q, $0) } }) else {
            return nil
        }
        let memo = found + " in " + (selfType ?? "")
        if let known = evaluation.known(memo) { return known }
        guard constantDepth < Self.constantLimit else {
            evaluation.note("constants refer to constants more than \(Self.constantLimit) deep: '\(name)' is read as a placeholder",
                            kind: "depth limit", at: place(node))
            return .placeholder(name.split(separator: ".").last.map(String.init) ?? name)
        }
        return evaluation.constant(memo) {
            var inner = self
            inner.constantDepth += 1
            inner.bindings = [:]
            return inner.eval(expr)
        }
    }

    func eval(_ expr: ExprSyntax) -> SwiftUIValue {
        guard evaluation.step(at: place(expr)) else { return .placeholder(lastName(expr)) }
        if let string = expr.as(StringLiteralExprSyntax.self) { return text(string) }
        if let int = expr.as(IntegerLiteralExprSyntax.self) {
            return Double(int.literal.text.replacingOccurrences(of: "_", with: "")).map(SwiftUIValue.number) ?? .unknown(int.literal.text)
        }
        if let float = expr.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.replacingOccurrences(of: "_", with: "")).map(SwiftUIValue.number) ?? .unknown(float.literal.text)
        }
        if let bool = expr.as(BooleanLiteralExprSyntax.self) { return .bool(bool.literal.tokenKind == .keyword(.true)) }
        if expr.is(NilLiteralExprSyntax.self) { return .none }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-", case .number(let n) = eval(prefix.expression) {
            return .number(-n)
        }
        if let array = expr.as(ArrayExprSyntax.self) { return .list(array.elements.map { eval($0.expression) }) }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return .member(member.declName.baseName.text) }
            let name = member.declName.baseName.text
            let typeName = base.trimmedDescription
            // `self.tips`: the view's own property.
            if typeName == "self" { return bindings[name] ?? constant(name, at: member) ?? .placeholder(name) }
            if bindings[typeName] == nil, let value = constant(typeName + "." + name, at: member) { return value }
            if let type = enums[typeName] ?? enums[String(typeName.split(separator: ".").last ?? "")] {
                if name == "allCases" { return .list(type.cases.map { .enumCase(type: typeName, name: $0.name) }) }
                let qualified = enums[typeName] == nil ? String(typeName.split(separator: ".").last ?? "") : typeName
                if name == "allCases" { return .list(type.cases.map { .enumCase(type: qualified, name: $0.name) }) }
                if type.cases.contains(where: { $0.name == name }) { return .enumCase(type: qualified, name: name) }
            }
            if ["self", "rawValue", "count", "isEmpty", "description", "capitalized", "localizedCapitalized"].contains(name) || bindings[typeName] != nil
                || base.is(MemberAccessExprSyntax.self) || base.is(FunctionCallExprSyntax.self) || base.is(OptionalChainingExprSyntax.self) {
                if let value = self.member(name, of: eval(base)) { return value }
            }
            return .placeholder(name)
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let bound = bindings[name] { return bound }
            // `$rating`: the binding to state whose value is known when its initial value is.
            if name.hasPrefix("$"), name.count > 1, let bound = bindings[String(name.dropFirst())] { return bound }
            if let value = constant(name, at: reference) { return value }
            return .placeholder(name)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            if let range = range(sequence) { return .list(range) }
            // `checkAmount / 100 * tip`, `a ?? "USD"`, `x > 1 ? "s" : ""`: folded by Swift's precedence, then worked out.
            if let folded = try? OperatorTable.standardOperators.foldSingle(sequence), !folded.is(SequenceExprSyntax.self) {
                // The folded tree is a copy: what it says is said where the sequence is written.
                var inner = self
                if sequence.root.is(SourceFileSyntax.self) { inner.site = Syntax(sequence) }
                return inner.eval(folded)
            }
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self) { return operation(infix) }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            let condition = eval(ternary.condition)
            let chosenElse = condition == .bool(false)
            if case .bool = condition {} else {
                let said = String(ternary.condition.trimmedDescription.prefix(60))
                evaluation.note("whether '\(said)' holds is known only when the app runs: the text that shows content is read",
                                kind: "condition", at: place(ternary))
            }
            let chosen = eval(chosenElse ? ternary.elseExpression : ternary.thenExpression)
            // `isAtTop ? "" : title`: a blank branch is a state the view passes through, not its
            // words; what the other branch says is a value known only at run time.
            if SwiftUIValue.isBlankText(chosen) {
                let other = chosenElse ? ternary.thenExpression : ternary.elseExpression
                if !SwiftUIValue.isBlankText(eval(other)) { return .placeholder(lastName(other)) }
            }
            return chosen
        }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
           case .list(let items) = eval(subscriptCall.calledExpression), let index = subscriptCall.arguments.first.flatMap({ eval($0.expression).number }),
           index >= 0, Int(index) < items.count {
            return items[Int(index)]
        }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return eval(optional.expression) }
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { return eval(forced.expression) }
        if let paren = expr.as(TupleExprSyntax.self), paren.elements.count == 1, let only = paren.elements.first {
            return eval(only.expression)
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.trimmedDescription
            if callee == "String", call.arguments.first?.label?.text == "format", let value = SwiftUIFormat.printf(call.arguments, self) {
                return value
            }
            let wrappers: Set<String> = ["LocalizedStringKey", "String", "NSLocalizedString", "Text", "LocalizedStringResource"]
            if wrappers.contains(callee), let first = call.arguments.first {
                var value = eval(first.expression)
                if first.label?.text == "verbatim", case .text(let s, let p, _) = value { value = .text(s, placeholder: p, localizable: false) }
                if callee == "String", first.label?.text != "localized", case .text(let s, let p, _) = value {
                    value = .text(s, placeholder: p, localizable: false)
                }
                return value
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
               let value = method(member.declName.baseName.text, of: eval(base), call.arguments) {
                return value
            }
            // `title.replacingOccurrences(of:with:)`, `name.trimmingCharacters(in:)`: text made from
            // the base, so a placeholder named after it.
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
               Self.transforms.contains(where: { member.declName.baseName.text.hasPrefix($0) }) {
                let value = eval(base)
                if case .text(_, true, _) = value { return value }
                if case .text(let s, false, _) = value { return .text(GuessMarks.guessed(s), placeholder: true, localizable: false) }
            }
            // `Text(Image(systemName: "star"))`: an image inside text is read by its name.
            if callee == "Image", let first = call.arguments.first {
                if first.label?.text == "decorative" { return .text("", placeholder: false, localizable: false) }
                if case .text(let name, let p, _) = eval(first.expression) {
                    return .text(first.label?.text == "systemName" ? SwiftUISymbols.spokenName(name) : name, placeholder: p, localizable: false)
                }
            }
            // `Double(count + 2)`: a number converted.
            if ["Double", "Int", "Float", "CGFloat", "Decimal"].contains(callee), call.arguments.count == 1, let first = call.arguments.first,
               first.label == nil, let n = eval(first.expression).number {
                return .number(callee == "Int" ? n.rounded(.towardZero) : n)
            }
            // `.constant(4)`, `Binding.constant(4)`: a binding to a value that never changes.
            if callee == ".constant" || callee == "Binding.constant", let first = call.arguments.first { return eval(first.expression) }
            // SwiftGen's `L10n.tr("Localizable", "settings.title", fallback: "Settings")`: the key, looked up.
            if lastName(call.calledExpression) == "tr", let value = Self.generatedString(call.arguments, self) { return value }
            if callee == "String", call.arguments.first?.label?.text == "describing", let first = call.arguments.first {
                return eval(first.expression)
            }
            return .placeholder(lastName(call.calledExpression))
        }
        if let binding = expr.as(InOutExprSyntax.self) { return .unknown(lastName(binding.expression)) }
        if expr.trimmedDescription.hasPrefix("$") {
            // `$rating`: the binding to the caller's state, whose value is known when its initial value is.
            let name = String(expr.trimmedDescription.dropFirst())
            return bindings[name] ?? .unknown(name)
        }
        return .placeholder(lastName(expr))
    }

    /// `a + b`, `a ?? b`, `a == b`, … over known values; unknown operands give a placeholder
    /// (the left one's), except `??`, whose right side stands in for a left side not known.
    func operation(_ infix: InfixOperatorExprSyntax) -> SwiftUIValue {
        let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""
        let left = eval(infix.leftOperand)
        if op == "??" {
            switch left {
            // Known to be nil when the screen first appears: the fallback is what shows.
            case .none: return eval(infix.rightOperand)
            case .text(_, true, _), .unknown, .member:
                // `post.title ?? ""`: a blank fallback is not the label; the value is unknown.
                let right = eval(infix.rightOperand)
                return SwiftUIValue.isBlankText(right) ? .placeholder(lastName(infix.leftOperand)) : right
            default: return left
            }
        }
        let right = eval(infix.rightOperand)
        if let same = Self.equality(op, left, right) { return same }
        if let a = left.number, let b = right.number {
            switch op {
            case "+": return .number(a + b)
            case "-": return .number(a - b)
            case "*": return .number(a * b)
            case "/": return b == 0 ? .number(0) : .number(a / b)
            case "%": return b == 0 ? .number(0) : .number(a.truncatingRemainder(dividingBy: b))
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            case "<": return .bool(a < b)
            case "<=": return .bool(a <= b)
            case ">": return .bool(a > b)
            case ">=": return .bool(a >= b)
            default: break
            }
        }
        if op == "+", case .text = left, case .text = right {
            // `Text("a") + Text("b")`: each operand is looked up on its own before they are joined.
            let (a, pa) = localized(left), (b, pb) = localized(right)
            return .text(evaluation.bounded(a + b, at: place(infix)), placeholder: pa || pb, localizable: false)
        }
        if case .bool(let a) = left, case .bool(let b) = right {
            if op == "&&" { return .bool(a && b) }
            if op == "||" { return .bool(a || b) }
        }
        if case .text(_, true, _) = left { return left }
        return .placeholder(lastName(ExprSyntax(infix)))
    }

    /// A computed property's body worked out: `let` lines, then `return` (or one expression);
    /// nil when a line is anything else or a value is not known.
    func body(_ items: CodeBlockItemListSyntax) -> SwiftUIValue? {
        guard items.count <= 20 else { return nil }
        var scope = self
        for (i, item) in items.enumerated() {
            switch item.item {
            case .decl(let decl):
                guard let variable = decl.as(VariableDeclSyntax.self) else { return nil }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else {
                        return nil
                    }
                    scope.bindings[name] = scope.eval(value)
                }
            case .stmt(let stmt):
                guard let expr = stmt.as(ReturnStmtSyntax.self)?.expression else { return nil }
                return scope.eval(expr)
            case .expr(let expr):
                return i == items.count - 1 ? scope.eval(expr) : nil
            }
        }
        return nil
    }

    /// A property of a known value: a list's `count` and `isEmpty`, an enum case's `rawValue`
    /// or a computed property whose body is a literal `switch self`; nil when not known.
    func member(_ name: String, of value: SwiftUIValue) -> SwiftUIValue? {
        switch (value, name) {
        // `user?.name` when there is no user: nil too.
        case (.none, _): return SwiftUIValue.none
        case (.list(let items), "count"): return .number(Double(items.count))
        case (.list(let items), "isEmpty"): return .bool(items.isEmpty)
        case (.text(let s, false, _), "count"): return .number(Double(s.count))
        case (.text(let s, false, _), "isEmpty"): return .bool(s.isEmpty)
        case (.text(let s, let p, let l), "self"), (.text(let s, let p, let l), "description"): return .text(s, placeholder: p, localizable: l)
        case (.number, "self"), (.bool, "self"), (.enumCase, "self"): return value
        case (.text(let s, let p, _), "capitalized"): return .text(s.capitalized, placeholder: p, localizable: false)
        case (.text(let s, let p, _), "localizedCapitalized"): return .text(s.capitalized, placeholder: p, localizable: false)
        case (.text(let s, let p, _), "uppercased"): return .text(s.uppercased(), placeholder: p, localizable: false)
        case (.enumCase(let type, let caseName), "rawValue"):
            return enums[type]?.cases.first { $0.name == caseName }?.raw
        case (.enumCase(let type, let caseName), _):
            return enums[type]?.properties[name]?[caseName]
        default: return nil
        }
    }

    /// A method called on a known value: `"KEY".localized()` (a key looked up like a literal),
    /// `uppercased()`, `lowercased()`, `capitalized`, `formatted(…)`; nil when not known.
    func method(_ name: String, of value: SwiftUIValue, _ arguments: LabeledExprListSyntax) -> SwiftUIValue? {
        switch (value, name) {
        case (.text(let s, false, _), _) where name.lowercased().hasPrefix("locali") || name == "loc":
            return .text(s, placeholder: false, localizable: true)
        case (.text(let s, let p, _), "uppercased"): return .text(s.uppercased(), placeholder: p, localizable: false)
        case (.text(let s, let p, _), "lowercased"): return .text(s.lowercased(), placeholder: p, localizable: false)
        case (.number(let n), "formatted"): return SwiftUIFormat.formatted(n, style: arguments.first?.expression, self)
        case (.text(_, true, _), "formatted"): return value
        default: return nil
        }
    }

    /// Methods that make text from the text they are called on.
    static let transforms = ["replacing", "trimming", "lowercased", "uppercased", "capitalized", "prefix", "suffix", "joined",
                             "appending", "dropFirst", "dropLast", "components", "formatted"]

    /// `0..<3`, `1...5` (unfolded sequences of two integers), at most 1,000 items.
    func range(_ sequence: SequenceExprSyntax) -> [SwiftUIValue]? {
        let parts = Array(sequence.elements)
        guard parts.count == 3, let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..<" || op == "...",
              let low = eval(parts[0]).number, let high = eval(parts[2]).number else { return nil }
        let top = op == "..<" ? high - 1 : high
        guard top >= low, top - low < 1000 else { return top < low ? [] : nil }
        return stride(from: low, through: top, by: 1).map { .number($0) }
    }

    /// How many items a range of two integers holds (`0..<1_000_000`: a million), or nil.
    func rangeCount(_ sequence: SequenceExprSyntax) -> Double? {
        let parts = Array(sequence.elements)
        guard parts.count == 3, let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
              op == "..<" || op == "...", let low = eval(parts[0]).number, let high = eval(parts[2]).number else { return nil }
        return max(0, (op == "..<" ? high - 1 : high) - low + 1)
    }

    /// The last name in an expression: `viewModel.user.name` → `name`, `price.formatted()` → `formatted`.
    func lastName(_ expr: ExprSyntax) -> String {
        var last = ""
        for token in expr.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { last = name }
        }
        return last.isEmpty ? "value" : last
    }
}
