import SwiftSyntax

/// The statements of the app's functions, getters, closures and initializers, run: `let`/`var`,
/// assignments (to locals, and to `self`'s properties in an initializer), `if`/`guard`/`switch`
/// as the values known decide, `for`/`while` loops (each turn a step of the budget), `return`.
/// Anything not known stops the run: the value is then not known.
extension SwiftUIEvaluator {
    /// How a run of statements ended.
    enum Flow {
        case next
        case returned(SwiftUIValue)
        case broke
        case continued
        /// A statement or condition not known: what follows cannot be told.
        case unknown
    }

    /// `items` run in order; with `implicitReturn`, one expression is the value returned (a
    /// getter `{ "Settings" }`, a closure `{ $0.name }`, a `switch self` of values).
    mutating func run(_ items: CodeBlockItemListSyntax, implicitReturn: Bool = false) -> Flow {
        // `var isPhone: Bool { #if os(iOS) idiom == .phone #else false #endif }`: the branch an
        // iPhone build compiles is the whole body, its one expression the value.
        if implicitReturn, items.count == 1, let config = items.first?.item.as(IfConfigDeclSyntax.self),
           case .statements(let active)? = SwiftUIBuild.active(config) {
            return run(active, implicitReturn: true)
        }
        if implicitReturn, items.count == 1, let only = items.first, let expr = Self.expression(only), !Self.isAssignment(expr) {
            if expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self) { return branching(expr, implicitReturn: true) }
            return .returned(returned(expr))
        }
        for item in items {
            guard evaluation.step(at: place(item)) else { return .unknown }
            let flow = step(item)
            if case .next = flow { continue }
            return flow
        }
        return .next
    }

    /// `items` run in a block of their own: names declared in it are gone after it.
    mutating func scoped(_ items: CodeBlockItemListSyntax, implicitReturn: Bool = false) -> Flow {
        let outer = Set(bindings.keys)
        let flow = run(items, implicitReturn: implicitReturn)
        for key in bindings.keys where !outer.contains(key) { bindings.removeValue(forKey: key) }
        return flow
    }

    /// A value returned, as the type the function or property declares it (`return .default`
    /// in `static var current: Self`).
    func returned(_ expr: ExprSyntax) -> SwiftUIValue {
        guard Self.isImplicitMember(expr) else { return eval(expr) }
        var at = expr.parent
        while let node = at, !node.is(ClosureExprSyntax.self), !node.is(MemberBlockSyntax.self) {
            if let function = node.as(FunctionDeclSyntax.self) { return eval(expr, as: function.signature.returnClause?.type.trimmedDescription) }
            if let binding = node.as(PatternBindingSyntax.self) { return eval(expr, as: binding.typeAnnotation?.type.trimmedDescription) }
            at = node.parent
        }
        return eval(expr)
    }

    static func expression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let e): return e
        case .stmt(let s): return s.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }

    static func isAssignment(_ expr: ExprSyntax) -> Bool {
        guard let sequence = expr.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.contains { element in
            element.is(AssignmentExprSyntax.self) || element.as(BinaryOperatorExprSyntax.self).map { ["+=", "-=", "*=", "/="].contains($0.operator.text) } ?? false
        }
    }

    mutating func step(_ item: CodeBlockItemSyntax) -> Flow {
        switch item.item {
        case .decl(let decl): return declare(decl)
        case .expr(let expr): return statement(expr)
        case .stmt(let stmt):
            if let ret = stmt.as(ReturnStmtSyntax.self) { return .returned(ret.expression.map { returned($0) } ?? .null) }
            if let expression = stmt.as(ExpressionStmtSyntax.self) { return statement(expression.expression) }
            if let guardStmt = stmt.as(GuardStmtSyntax.self) {
                guard let passed = decide(guardStmt.conditions) else { return .unknown }
                return passed ? .next : scoped(guardStmt.body.statements)
            }
            if let loop = stmt.as(ForStmtSyntax.self) { return forLoop(loop) }
            if let loop = stmt.as(WhileStmtSyntax.self) { return whileLoop(loop.conditions, loop.body.statements) }
            if stmt.is(BreakStmtSyntax.self) { return .broke }
            if stmt.is(ContinueStmtSyntax.self) { return .continued }
            if let doStmt = stmt.as(DoStmtSyntax.self) { return scoped(doStmt.body.statements) }
            if stmt.is(DeferStmtSyntax.self) || stmt.is(FallThroughStmtSyntax.self) { return .next }
            return .unknown
        }
    }

    /// `let x = …`, `var x: String?` (nil), `let (a, b) = …`, a local function, an `#if`.
    mutating func declare(_ decl: DeclSyntax) -> Flow {
        if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                let value: SwiftUIValue?
                if let initial = binding.initializer?.value {
                    value = eval(initial)
                    if isInteger(initial), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { integers.insert(name) }
                } else if let type = binding.typeAnnotation?.type, SwiftUIDeclarations.isOptional(type) {
                    value = .null
                } else {
                    value = nil
                }
                if let type = binding.typeAnnotation?.type.trimmedDescription, Self.integerTypes.contains(type),
                   let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    integers.insert(name)
                }
                if let value { _ = match(binding.pattern, value, binding: true) }
            }
            return .next
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            bindings[function.name.text] = .function(SwiftUIFunction(code: .declared([function]), captured: [:], selfType: selfType,
                                                                     selfValue: selfValue.map { [$0] } ?? []))
            return .next
        }
        if let config = decl.as(IfConfigDeclSyntax.self), case .statements(let active)? = SwiftUIBuild.active(config) { return run(active) }
        return .next
    }

    /// An expression as a statement: `if`/`switch`, an assignment, a mutation of a local or of
    /// `self` (`append`, `toggle`), `self.init(…)`; other calls' effects are not followed.
    mutating func statement(_ expr: ExprSyntax) -> Flow {
        if expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self) { return branching(expr, implicitReturn: false) }
        if let sequence = expr.as(SequenceExprSyntax.self), Self.isAssignment(expr),
           let folded = evaluation.folded(sequence), let infix = folded.as(InfixOperatorExprSyntax.self) {
            var inner = self
            if sequence.root.is(SourceFileSyntax.self) { inner.site = Syntax(sequence) }
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
            var value = inner.unwrappedState(infix.rightOperand)
            if let op, op.count == 2, op.hasSuffix("=") {
                let current = inner.eval(infix.leftOperand)
                value = inner.combine(String(op.dropLast()), current, value, integers: inner.isInteger(infix.leftOperand) && inner.isInteger(infix.rightOperand),
                                      at: infix)
            }
            assign(infix.leftOperand, value, from: infix.rightOperand)
            return .next
        }
        if let call = expr.as(FunctionCallExprSyntax.self) { return mutation(call) }
        if expr.is(AwaitExprSyntax.self) || expr.is(TryExprSyntax.self) || expr.is(DiscardAssignmentExprSyntax.self) { return .next }
        return .next
    }

    /// `x.append(y)`, `x.toggle()`, `self.init(…)` on what the run holds.
    mutating func mutation(_ call: FunctionCallExprSyntax) -> Flow {
        if let effect = ownMethodRun(call) { return effect }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return .next }
        let name = member.declName.baseName.text
        if name == "init", SwiftUIViewNode.isSelf(base) { return delegated(SwiftUICallArgument.of(call), at: call) }
        let current = eval(base)
        let arguments = call.arguments.map { eval($0.expression) }
        var updated: SwiftUIValue?
        switch (current, name) {
        case (.list(let items), "append") where items.count < 1000:
            if call.arguments.first?.label?.text == "contentsOf", case .list(let more)? = arguments.first { updated = .list(items + more.prefix(1000)) } else if let item = arguments.first { updated = .list(items + [item]) }
        case (.list(let items), "insert") where items.count < 1000: if let item = arguments.first { updated = .list([item] + items) }
        case (.list, "removeAll"): updated = .list([])
        case (.bool(let b), "toggle"): updated = .bool(!b)
        default: break
        }
        if let updated { assign(base, updated, from: nil) }
        return .next
    }

    /// `self.init(…)` in an initializer: the initializer it names run on the same `self`.
    mutating func delegated(_ arguments: [SwiftUICallArgument], at node: some SyntaxProtocol) -> Flow {
        guard let selfType, let type = declarations.type(selfType), var inner = deeper(at: node) else { return .unknown }
        var candidates: [(overload: InitializerDeclSyntax?, parameters: [SwiftUIParameter])] = type.inits.map {
            ($0, SwiftUIParameter.list($0.signature.parameterClause))
        }
        // An extension's `init` calling the memberwise one (`self.init(action: action) { Text(label) }`).
        if type.hasMemberwise { candidates.append((nil, SwiftUIParameter.memberwise(type.stored))) }
        guard let chosen = SwiftUICallBinding.choose(candidates, arguments) else { return .unknown }
        guard let body = chosen.overload?.body else {
            memberwise(chosen.parameters, chosen.bound)
            return .next
        }
        inner.bindings = [:]
        inner.integers = []
        bind(chosen.parameters, chosen.bound, into: &inner)
        _ = inner.run(body.statements)
        selfValue = inner.selfValue
        passedViews.merge(inner.passedViews.mapValues(passedOn)) { _, new in new }
        return .next
    }

    /// `loadSettings()` (or `self.loadSettings()`), a method of the type being read that returns
    /// nothing: run here, so what it sets is set.
    mutating func ownMethodRun(_ call: FunctionCallExprSyntax) -> Flow? {
        let callee = call.calledExpression
        let name: String
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base, SwiftUIViewNode.isSelf(base) {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard call.arguments.isEmpty, call.trailingClosure == nil, bindings[name] == nil, let selfType,
              let method = declarations.type(selfType)?.methods[name]?.first(where: {
                  $0.signature.returnClause == nil && $0.signature.parameterClause.parameters.isEmpty
              }),
              let body = method.body, var inner = deeper(at: call) else { return nil }
        _ = inner.scoped(body.statements)
        for name in bindings.keys { bindings[name] = inner.bindings[name] }
        selfValue = inner.selfValue
        return .next
    }

    /// A view this initializer handed to another (`self.init(…) { Text(title) }`): written here,
    /// it reads this initializer's names; a parameter passed on (`label: label`) is what the
    /// caller gave.
    func passedOn(_ view: PassedView) -> PassedView {
        guard view.scope == nil else { return view }
        if let name = view.expr.as(DeclReferenceExprSyntax.self)?.baseName.text, let given = arguments[name] { return PassedView(expr: given) }
        return PassedView(expr: view.expr, scope: bindings)
    }

    /// The memberwise initializer run on `self` from an initializer of its own: each property set
    /// to what it is given, the views it is given kept with the names they read here.
    mutating func memberwise(_ parameters: [SwiftUIParameter], _ bound: [SwiftUICallBinding.Bound]) {
        guard case .instance(let type, var fields)? = selfValue else { return }
        for (parameter, given) in zip(parameters, bound) {
            guard case .argument(let expr) = given else { continue }
            if PassedView.passes(expr) {
                passedViews[parameter.name] = passedOn(PassedView(expr: expr))
            }
            if !expr.is(ClosureExprSyntax.self) { fields[parameter.name] = eval(expr) }
        }
        selfValue = .instance(type: type, fields: fields)
    }

    /// `State(initialValue: 3)`, `.init(wrappedValue: x)`, `StateObject(wrappedValue: Model())`:
    /// the value a wrapper is made with; any other expression's value.
    func unwrappedState(_ expr: ExprSyntax) -> SwiftUIValue {
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let callee = SwiftUIDeclarations.bare(call.calledExpression.trimmedDescription)
            let wrappers: Set<String> = [".init", "State", "StateObject", "ObservedObject", "Published", "AppStorage", "SceneStorage", "Bindable",
                                         "FocusState", "Binding"]
            if wrappers.contains(callee),
               let given = call.arguments.first(where: { ["initialValue", "wrappedValue"].contains($0.label?.text ?? "") }) ?? (callee == ".init" ? nil : call.arguments.first) {
                return eval(given.expression)
            }
        }
        return eval(expr)
    }

    /// `x = value`: a local when one is so named, else `self`'s property (`_x` for its wrapper,
    /// `self.x`), keeping the views a caller passed (`self.content = content()`).
    mutating func assign(_ target: ExprSyntax, _ value: SwiftUIValue, from source: ExprSyntax?) {
        var name: String
        var onSelf = false
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
            name = member.declName.baseName.text
            if SwiftUIViewNode.isSelf(base) {
                onSelf = true
            } else if let local = base.as(DeclReferenceExprSyntax.self)?.baseName.text, case .instance(let type, var fields)? = bindings[local] {
                fields[name] = value
                bindings[local] = .instance(type: type, fields: fields)
                return
            } else {
                return
            }
        } else {
            return
        }
        if !onSelf, bindings[name] != nil {
            bindings[name] = value
            return
        }
        if name.hasPrefix("_"), isField(String(name.dropFirst())) { name.removeFirst() }
        guard case .instance(let type, var fields)? = selfValue else {
            bindings[name] = value
            return
        }
        fields[name] = value
        selfValue = .instance(type: type, fields: fields)
        // The caller's views, kept: `self.content = content()`, `self.label = label`.
        var called = source
        if let call = source?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil { called = call.calledExpression }
        if let parameter = called?.as(DeclReferenceExprSyntax.self)?.baseName.text, let given = arguments[parameter],
           PassedView.passes(given) {
            passedViews[name] = PassedView(expr: given)
        } else if let source, PassedView.passes(source) {
            // Written here (`self.footer = { Text(footer) }`): read with this initializer's names.
            passedViews[name] = PassedView(expr: source, scope: bindings)
        }
    }

    /// Whether `self`'s type has a stored property `name`.
    func isField(_ name: String) -> Bool {
        guard let type = selfValue.flatMap(Self.typeName(of:)) ?? selfType else { return false }
        return declarations.type(type)?.stored(name) != nil
    }
}
