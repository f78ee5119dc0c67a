import SwiftSyntax

/// A closure or a function of the app's as a value (`static let f = { (n: Int) in … }`,
/// `items.map(format)`): its code, and what it sees where it was written.
struct SwiftUIFunction: Equatable, Sendable {
    enum Code: Equatable, Sendable {
        case closure(ClosureExprSyntax)
        case declared([FunctionDeclSyntax])
    }

    let code: Code
    /// Names bound where the closure was written.
    let captured: [String: SwiftUIValue]
    let selfType: String?
    /// `self` where it was written (none, or one value).
    let selfValue: [SwiftUIValue]
}

/// The app's own code run: its functions, computed properties, closures and initializers, each
/// with its arguments bound as Swift binds them, inside a bound on how deep calls go.
extension SwiftUIEvaluator {
    /// A closure written here, as a value.
    func closure(_ closure: ClosureExprSyntax) -> SwiftUIValue {
        .function(SwiftUIFunction(code: .closure(closure), captured: bindings, selfType: selfType, selfValue: selfValue.map { [$0] } ?? []))
    }

    /// One call deeper, or nil (said at `node`) past the bound.
    func deeper(at node: some SyntaxProtocol) -> SwiftUIEvaluator? {
        guard evaluation.call(at: place(node)) else { return nil }
        guard callDepth < Self.callLimit else {
            evaluation.note("calls inside calls more than \(Self.callLimit) deep: the value is read as a placeholder", kind: "depth limit",
                            at: place(node))
            return nil
        }
        var inner = self
        inner.callDepth += 1
        inner.arguments = [:]
        inner.passedViews = [:]
        return inner
    }

    /// A computed property's getter worked out with `self` `value` in `type` (the view's own
    /// properties still bound when `keepingBindings`); a placeholder when not known.
    func called(_ body: CodeBlockItemListSyntax, on value: SwiftUIValue?, type: String?, keepingBindings: Bool = false,
                at node: some SyntaxProtocol) -> SwiftUIValue {
        guard var inner = deeper(at: node) else { return .placeholder(lastName(node)) }
        if !keepingBindings {
            inner.bindings = [:]
            inner.integers = []
        }
        inner.selfValue = value
        inner.selfType = type ?? selfType
        if case .returned(let result) = inner.run(body, implicitReturn: true) { return result }
        return .placeholder(lastName(node))
    }

    /// The last name of any syntax (a getter's body: its last name).
    func lastName(_ node: some SyntaxProtocol) -> String {
        if let expr = node.as(ExprSyntax.self) { return lastName(expr) }
        var last = ""
        for token in node.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { last = name }
        }
        return last.isEmpty ? "value" : last
    }

    /// One of `overloads` called with `arguments` written here: the overload they fit, its
    /// parameters bound to their values (defaults worked out in the function's own scope),
    /// its body run. Nil when no overload fits; a placeholder when its value is not known.
    func invoke(_ overloads: [FunctionDeclSyntax], _ arguments: [SwiftUICallArgument], on value: SwiftUIValue?, type: String?,
                keepingBindings: Bool = false, at node: some SyntaxProtocol) -> SwiftUIValue? {
        let candidates = overloads.map { (overload: $0, parameters: SwiftUIParameter.list($0.signature.parameterClause)) }
        guard let chosen = SwiftUICallBinding.choose(candidates, arguments), let body = chosen.overload.body else { return nil }
        guard var inner = deeper(at: node) else { return .placeholder(chosen.overload.name.text) }
        if !keepingBindings {
            inner.bindings = [:]
            inner.integers = []
        }
        inner.selfValue = value
        inner.selfType = type ?? selfType
        bind(chosen.parameters, chosen.bound, into: &inner)
        switch inner.run(body.statements, implicitReturn: true) {
        case .returned(let result): return result
        case .next: return .null
        case .broke, .continued, .unknown: return .placeholder(chosen.overload.name.text)
        }
    }

    /// Parameters bound in `inner`: each argument worked out here (where the call is), each
    /// default there (where the function is).
    func bind(_ parameters: [SwiftUIParameter], _ bound: [SwiftUICallBinding.Bound], into inner: inout SwiftUIEvaluator) {
        let scope = inner
        for (parameter, binding) in zip(parameters, bound) {
            let value: SwiftUIValue
            switch binding {
            case .argument(let expr):
                value = eval(expr, as: parameter.type?.trimmedDescription)
                inner.arguments[parameter.name] = expr
                if isInteger(expr) { inner.integers.insert(parameter.name) }
            case .variadic(let exprs): value = .list(exprs.map { eval($0) })
            case .defaulted(let expr):
                value = expr.map { scope.eval($0) } ?? .null
                // `footer: () -> Footer = { EmptyView() }`: the views it stands for when not given.
                if let expr, PassedView.passes(expr) { inner.arguments[parameter.name] = expr }
            }
            if let type = parameter.type?.trimmedDescription, Self.integerTypes.contains(type) { inner.integers.insert(parameter.name) }
            inner.bindings[parameter.name] = value
        }
    }

    static let integerTypes: Set<String> = ["Int", "Int64", "Int32", "UInt", "UInt64", "UInt32", "Int16", "UInt8"]

    /// A function value called with values already worked out (`map`'s closure with each item).
    func apply(_ function: SwiftUIFunction, _ values: [SwiftUIValue], at node: some SyntaxProtocol) -> SwiftUIValue {
        guard var inner = deeper(at: node) else { return .placeholder(lastName(node)) }
        inner.bindings = function.captured
        inner.selfType = function.selfType
        inner.selfValue = function.selfValue.first
        switch function.code {
        case .closure(let closure):
            let names = SwiftUIParameter.list(closure) ?? values.indices.map { "$\($0)" }
            // `{ index, item in }` given one pair (`enumerated()`): its parts, one each.
            var given = values
            if names.count > 1, values.count == 1, case .tuple(_, let items) = values[0] { given = items }
            for (name, value) in zip(names, given) where name != "_" { inner.bindings[name] = value }
            if case .returned(let result) = inner.run(closure.statements, implicitReturn: true) { return result }
            return .placeholder(lastName(node))
        case .declared(let overloads):
            guard let first = overloads.first, let body = first.body else { return .placeholder(lastName(node)) }
            for (parameter, value) in zip(SwiftUIParameter.list(first.signature.parameterClause), values) { inner.bindings[parameter.name] = value }
            if case .returned(let result) = inner.run(body.statements, implicitReturn: true) { return result }
            return .placeholder(first.name.text)
        }
    }

    /// A function value called with arguments written here, bound as Swift binds a closure's
    /// (in order) or a function's (by label).
    func invoke(_ function: SwiftUIFunction, _ arguments: [SwiftUICallArgument], at node: some SyntaxProtocol) -> SwiftUIValue {
        if case .declared(let overloads) = function.code {
            return invoke(overloads, arguments, on: function.selfValue.first, type: function.selfType, at: node) ?? .placeholder(lastName(node))
        }
        return apply(function, arguments.map { eval($0.expr) }, at: node)
    }
}
