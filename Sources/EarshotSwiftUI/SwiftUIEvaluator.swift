import Foundation
import SwiftSyntax

/// Evaluates the app's code as far as reading it can tell: literals, names bound by `ForEach`,
/// a view's initializer and its state, the app's constants, types, functions and closures,
/// string interpolation. What cannot be known is a placeholder named after its last name.
struct SwiftUIEvaluator {
    var bindings: [String: SwiftUIValue] = [:]
    /// The app's enums by name.
    var enums: [String: SwiftUIEnum] = [:]
    /// `static let`s and top-level `let`s by qualified name, and the view being read (`Self`).
    var constants: [String: ExprSyntax] = [:]
    var selfType: String?
    /// What `self` is inside its type's code (a model's computed property, an enum's `switch
    /// self`, an initializer being run): bare names read its members.
    var selfValue: SwiftUIValue?
    /// The app's localized strings in the source language, by key.
    var strings: [String: String] = [:]
    /// Constants followed into constants: past `constantLimit`, a placeholder, said where it is.
    var constantDepth = 0
    static let constantLimit = 16
    /// The app's functions, closures, computed properties and initializers called inside one
    /// another: past `callLimit` (recursion), a placeholder, said where the call is.
    var callDepth = 0
    static let callLimit = 24
    /// What this import has worked out and spent, shared by every copy of the evaluator.
    var evaluation = SwiftUIEvaluation()
    /// The expression in the file being worked out, when what is worked out is a copy of it.
    var site: Syntax?
    /// In an initializer: the expression each parameter was given, and the views the caller
    /// passed that it stores (`self.content = content()`), by property.
    var arguments: [String: ExprSyntax] = [:]
    var passedViews: [String: PassedView] = [:]
    /// Names known to hold integers (`_ seconds: Int`, `let minutes = seconds / 60`): `/` between
    /// two of them divides as integers do.
    var integers: Set<String> = []

    var declarations: SwiftUIDeclarations { evaluation.declarations }

    /// Where to say something about `node`: itself when it is in a file, else the expression
    /// in the file it was copied from.
    func place(_ node: some SyntaxProtocol) -> Syntax {
        node.root.is(SourceFileSyntax.self) ? Syntax(node) : site ?? Syntax(node)
    }

    /// The value of the constant named `name` (`L10n.Settings.title`, `Self.tips`), or nil;
    /// worked out once per import, whatever uses it (one that refers to itself is nil), inside
    /// the type that declares it.
    func constant(_ name: String, at node: some SyntaxProtocol) -> SwiftUIValue? {
        guard let found = constantName(name) else { return nil }
        if let known = evaluation.known(found) { return known }
        guard let expr = constants[found] else { return nil }
        guard constantDepth < Self.constantLimit else {
            evaluation.note("constants refer to constants more than \(Self.constantLimit) deep: '\(name)' is read as a placeholder",
                            kind: "depth limit", at: place(node))
            return .placeholder(name.split(separator: ".").last.map(String.init) ?? name)
        }
        return evaluation.constant(found) {
            var inner = self
            inner.constantDepth += 1
            inner.bindings = [:]
            inner.integers = []
            inner.selfValue = nil
            inner.arguments = [:]
            let enclosing = found.split(separator: ".").dropLast().joined(separator: ".")
            inner.selfType = enclosing.isEmpty ? nil : enclosing
            // `static let \`default\`: Self = .init(…)`: made as the type it is declared.
            let declared = expr.parent?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type.trimmedDescription
            return inner.eval(expr, as: declared)
        }
    }

    /// The key `name` has among the constants, as Swift finds it: as written, in the type being
    /// read, or in a type around that one; `Module.Type.name` without its module.
    func constantName(_ name: String) -> String? {
        var key = name
        if key.hasPrefix("Self."), let selfType { key = selfType + key.dropFirst(4) }
        if constants[key] != nil { return key }
        if let selfType {
            var scope = selfType.split(separator: ".").map(String.init)
            while !scope.isEmpty {
                let qualified = scope.joined(separator: ".") + "." + key
                if constants[qualified] != nil { return qualified }
                scope.removeLast()
            }
        }
        let parts = key.split(separator: ".")
        if parts.count > 2, constants[parts.dropFirst().joined(separator: ".")] != nil { return parts.dropFirst().joined(separator: ".") }
        return nil
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
        if expr.is(NilLiteralExprSyntax.self) { return .null }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) {
            let value = eval(prefix.expression)
            if prefix.operator.text == "-", case .number(let n) = value { return .number(-n) }
            if prefix.operator.text == "!", case .bool(let b) = value { return .bool(!b) }
            return .placeholder(lastName(expr))
        }
        if let array = expr.as(ArrayExprSyntax.self) { return .list(array.elements.map { eval($0.expression) }) }
        if let member = expr.as(MemberAccessExprSyntax.self) { return memberAccess(member) }
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return self.reference(reference) }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            if let range = range(sequence) { return .list(range) }
            // `checkAmount / 100 * tip`, `a ?? "USD"`, `x > 1 ? "s" : ""`: folded by Swift's precedence, then worked out.
            if let folded = evaluation.folded(sequence), !folded.is(SequenceExprSyntax.self) {
                // The folded tree is a copy: what it says is said where the sequence is written.
                var inner = self
                if sequence.root.is(SourceFileSyntax.self) { inner.site = Syntax(sequence) }
                return inner.eval(folded)
            }
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self) { return operation(infix) }
        if let ternary = expr.as(TernaryExprSyntax.self) { return self.ternary(ternary) }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) { return subscripted(subscriptCall) }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return eval(optional.expression) }
        if let forced = expr.as(ForceUnwrapExprSyntax.self) {
            // `item!` where `item` is nil: read where the screen would have it, so not known here.
            let value = eval(forced.expression)
            return value == .null ? .placeholder(lastName(forced.expression)) : value
        }
        if let tuple = expr.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil { return eval(only.expression) }
            return .tuple(labels: tuple.elements.map { $0.label?.text }, items: tuple.elements.map { eval($0.expression) })
        }
        if let call = expr.as(FunctionCallExprSyntax.self) { return self.call(call) }
        if let macro = expr.as(MacroExpansionExprSyntax.self), let value = localizedMacro(macro) { return value }
        if let closure = expr.as(ClosureExprSyntax.self) { return self.closure(closure) }
        if let binding = expr.as(InOutExprSyntax.self) { return .unknown(lastName(binding.expression)) }
        if let cast = expr.as(AsExprSyntax.self) { return eval(cast.expression) }
        if let attempt = expr.as(TryExprSyntax.self) { return eval(attempt.expression) }
        if let waited = expr.as(AwaitExprSyntax.self) { return eval(waited.expression) }
        if expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self) {
            // `let title = if isOn { "On" } else { "Off" }`: the branch taken, worked out.
            var scope = self
            if case .returned(let value) = scope.branching(expr, implicitReturn: true) { return value }
            return .placeholder(lastName(expr))
        }
        if expr.trimmedDescription.hasPrefix("$") {
            // `$rating`: the binding to the caller's state, whose value is known when its initial value is.
            let name = String(expr.trimmedDescription.dropFirst())
            return bindings[name] ?? .unknown(name)
        }
        return .placeholder(lastName(expr))
    }

    /// A name: bound here, a member of `self`, a constant, else a placeholder named after it.
    func reference(_ reference: DeclReferenceExprSyntax) -> SwiftUIValue {
        let name = reference.baseName.text
        if let bound = bindings[name] { return bound }
        if reference.baseName.tokenKind == .keyword(.self), let selfValue { return selfValue }
        // `$rating`: the binding to state whose value is known when its initial value is.
        if name.hasPrefix("$"), name.count > 1, let bound = bindings[String(name.dropFirst())] { return bound }
        if let value = ownMember(name, at: reference) { return value }
        if let value = constant(name, at: reference) { return value }
        return .placeholder(name)
    }

    /// `x ? a : b` as the condition decides; `isAtTop ? "" : title`: a blank branch is a state the
    /// view passes through, not its words, so what the other branch says is known only at run time.
    func ternary(_ ternary: TernaryExprSyntax) -> SwiftUIValue {
        let condition = eval(ternary.condition)
        let chosenElse = condition == .bool(false)
        if case .bool = condition {} else {
            let said = String(ternary.condition.trimmedDescription.prefix(60))
            evaluation.note("whether '\(said)' holds is known only when the app runs: the text that shows content is read",
                            kind: "condition", at: place(ternary))
        }
        let chosen = eval(chosenElse ? ternary.elseExpression : ternary.thenExpression)
        if SwiftUIValue.isBlankText(chosen) {
            let other = chosenElse ? ternary.thenExpression : ternary.elseExpression
            if !SwiftUIValue.isBlankText(eval(other)) { return .placeholder(lastName(other)) }
        }
        return chosen
    }

    /// `items[0]`, `Defaults[.showBadges]`.
    func subscripted(_ call: SubscriptCallExprSyntax) -> SwiftUIValue {
        if call.calledExpression.trimmedDescription == "Defaults", let key = call.arguments.first?.expression,
           let value = settingDefault(key: key, wrapper: "Defaults") {
            return value
        }
        let base = eval(call.calledExpression)
        guard call.arguments.count == 1, let argument = call.arguments.first else { return .placeholder(lastName(call.calledExpression)) }
        let index = eval(argument.expression)
        switch (base, index) {
        case (.list(let items), .number(let n)) where n >= 0 && n < Double(items.count): return items[Int(n)]
        case (.tuple(_, let items), .number(let n)) where n >= 0 && n < Double(items.count): return items[Int(n)]
        case (.null, _): return .null
        case (.instance(Self.infoDictionaryType, _), _): return Self.known(index).flatMap(infoValue) ?? .placeholder(lastName(argument.expression))
        default: return .placeholder(lastName(call.calledExpression))
        }
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

/// Views an initializer keeps for a property: a closure (`{ Text(label) }`) or a view value, and,
/// when the initializer wrote it itself (a convenience `init` calling `self.init(…) { Text(label) }`),
/// the names it reads there (`label`), which the caller's code does not have.
struct PassedView {
    let expr: ExprSyntax
    var scope: [String: SwiftUIValue]?

    /// Whether an expression hands views on: a closure (`{ Text(label) }`) or a view value.
    static func passes(_ expr: ExprSyntax) -> Bool { expr.is(ClosureExprSyntax.self) || SwiftUIMapper.isViewValue(expr) }
}
