import EarshotModel
import SwiftSyntax

extension SwiftUIMapper {
    /// A view used by name: a computed view property of the current view, a `View` struct in
    /// the files given (its properties bound from the call's arguments), or — when neither —
    /// a placeholder group named after it, counted among the approximations.
    mutating func custom(_ name: String, _ node: SwiftUIViewNode, x: Double, y: Double, width: Double, _ c: Context) -> Mapped {
        let member = name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
        if let modified = c.modified, c.viewArguments[member] == nil, viewsByName[c.view]?.decl.computed[member] == nil,
           member == "content" || member == "self" || c.modifiedNames.contains(member)
            || node.node.is(FunctionCallExprSyntax.self) && SwiftUINames.isValue(member),
           !member.contains(".") {
            // In a custom modifier: `content`/`self` is the view modified; `modifier(X())` and
            // other modifiers on it with `self` left out apply to it.
            guard member != "content", member != "self", !c.modifiedNames.contains(member), let m = SwiftUIViewNode.Modifier(node) else {
                return modified
            }
            let on = SwiftUIViewNode(kind: .call("content"), arguments: [], closures: [], modifiers: [m], node: node.node)
            return applyModifiers(on, layered(on, modified, x: x, y: y, width: width, c), x: x, y: y, width: width, c)
        }
        if let argument = c.viewArguments[member] {
            // The caller's views, in the caller's file and names, here.
            var outer = argument.context
            // `transform(self)`: the closure's parameter is the view modified (`{ $0.tint(.red) }`).
            if let modified = c.modified, let given = node.arguments.first, SwiftUIViewNode.isSelf(given.expr) {
                outer.modified = modified
                outer.modifiedNames = Set(argument.parameters.isEmpty ? ["$0"] : argument.parameters)
            }
            outer.depth = c.depth
            outer.inList = c.inList
            outer.horizontal = c.horizontal
            return column(argument.views, x: x, y: y, width: width, outer)
        }
        if let decl = viewsByName[c.view]?.decl, let items = decl.computed[member], !c.viewStack.contains(c.view + "." + member) {
            var inner = c
            inner.viewStack.append(c.view + "." + member)
            // `row(item, wide: true)`: the function's parameters read the call's arguments.
            let overloads = (c.evaluator.declarations.type(c.view)?.methods[member] ?? []).map {
                (overload: $0, parameters: SwiftUIParameter.list($0.signature.parameterClause))
            }
            if Self.bindCall(overloads, node, c, into: &inner) == nil, let parameters = decl.parameters[member] {
                Self.bind(parameters, to: node.arguments, closures: node.closures, from: c, into: &inner)
            }
            return column(SwiftUIViewNode.views(in: items), x: x, y: y, width: width, inner)
        }
        // `screen.label`: an enum case's view property, by its `switch self`.
        if let dot = member.firstIndex(of: "."), case .enumCase(let type, let caseName, _)? = c.evaluator.bindings[String(member[..<dot])],
           let items = enums[type]?.viewProperties[String(member[member.index(after: dot)...])]?[caseName] {
            return column(SwiftUIViewNode.views(in: items), x: x, y: y, width: width, c)
        }
        // `KioskRow.label("Kiosk", icon: .lock)`: a static view function of the app's type (and,
        // inside one, its siblings called by name).
        if let found = staticViewFunctions(member, c) {
            var inner = c
            inner.viewStack.append(found.type + "." + found.name)
            inner.evaluator.selfType = found.type
            inner.evaluator.selfValue = nil
            let overloads = found.functions.map { (overload: $0, parameters: SwiftUIParameter.list($0.signature.parameterClause)) }
            if let chosen = Self.bindCall(overloads, node, c, into: &inner), let body = chosen.body {
                return column(SwiftUIViewNode.views(in: body.statements), x: x, y: y, width: width, inner)
            }
        }
        let bare = name.split(separator: ".").last.map(String.init) ?? name
        if let (sourceIndex, decl) = viewsByName[bare], decl.body != nil {
            return view(decl, in: sourceIndex, bound: bindings(for: decl, node, c), passing: viewArguments(for: decl, node, c),
                        at: node, x: x, y: y, width: width, c)
        }
        // `label`, a property holding a view made as a value (`.plain(title: "About")`, a static
        // function of the view's type): that view, with the fields it was made with.
        if SwiftUINames.isValue(member), !member.contains("."), case .instance(let type, let fields)? = c.evaluator.bindings[member],
           let (sourceIndex, decl) = viewsByName[SwiftUIDeclarations.lastName(type)], decl.body != nil {
            return view(decl, in: sourceIndex, bound: fields, passing: [:], at: node, x: x, y: y, width: width, c)
        }
        // Not understood: a placeholder group named after it, holding whatever content it wraps.
        approximate("'\(bare)' is not a view in the files given; shown as a placeholder", kind: "unresolved view", at: node.node, c)
        // Its label or content closure; a trailing closure of statements only is an action (`AsyncButton { try await … }`).
        var content = (node.closure("label") ?? node.closure("content") ?? node.closure(nil)).map { SwiftUIViewNode.views(in: $0) } ?? []
        // `dismiss()`, `save()`: a function called for its effect, not a view.
        content.removeAll { node in
            guard case .call(let called) = node.kind, node.node.is(FunctionCallExprSyntax.self), SwiftUINames.isValue(called) else { return false }
            return viewsByName[c.view]?.decl.computed[called] == nil
        }
        if content.allSatisfy({ if case .opaque = $0.kind { return true } else if case .local = $0.kind { return true } else { return false } }) {
            content = []
        }
        let inner = column(content, x: x, y: y, width: width, c)
        let height = max(inner.height, Self.rowHeight)
        let spoken = GuessMarks.guessed(SwiftUIWords.spoken(bare))
        if inner.elements.isEmpty {
            var e = element(bare, at: node.node, c, label: spoken, traits: .staticText, frame: Rect(x: x, y: y, width: width, height: height))
            e.placeholder = true
            return Mapped(elements: [e], height: height)
        }
        var group = element(bare, at: node.node, c, label: spoken, frame: Rect(x: x, y: y, width: width, height: height))
        group.children = inner.elements
        group.accessible = false
        group.container = .semanticGroup
        group.placeholder = true
        return Mapped(elements: [group], height: height)
    }

    /// A view struct's body read with its properties `bound` and the views the caller passes.
    mutating func view(_ decl: SwiftUIViewDecl, in sourceIndex: Int, bound: [String: SwiftUIValue], passing: [String: ViewArgument],
                       at node: SwiftUIViewNode, x: Double, y: Double, width: Double, _ c: Context) -> Mapped {
        guard let body = decl.body else { return Mapped() }
        guard !c.viewStack.contains(decl.name) else {
            approximate("'\(decl.name)' contains itself; shown once", kind: "recursive view", at: node.node, c)
            return Mapped()
        }
        var inner = c
        inner.source = sourceIndex
        inner.view = decl.name
        inner.viewStack.append(decl.name)
        inner.evaluator.bindings = Self.initialValues(decl, bound: bound, c.evaluator)
        inner.evaluator.selfType = decl.name
        inner.viewArguments = passing
        // Another view's body: a custom modifier's `content` (a sheet it presents) is not in it.
        inner.modified = nil
        inner.modifiedNames = []
        return column(SwiftUIViewNode.views(in: body), x: x, y: y, width: width, inner)
    }

    /// Whether a parameter takes views: `@ViewBuilder content: () -> some View`, `label: () -> Label`;
    /// not an action (`() -> Void`).
    static func takesViews(_ parameter: SwiftUIParameter) -> Bool {
        guard parameter.takesClosure, let type = parameter.type?.trimmedDescription else { return false }
        return !type.hasSuffix("Void") && !type.hasSuffix("()") && !type.hasSuffix("Void)?") && !type.hasSuffix("())?")
    }

    /// A view's initializer (its own, or the memberwise one) run with the call's arguments, as
    /// Swift binds them: the properties it set and the views the caller passed, by property;
    /// nil when no initializer fits the call.
    static func initialized(_ decl: SwiftUIViewDecl, _ node: SwiftUIViewNode, _ c: Context)
        -> (fields: [String: SwiftUIValue], views: [String: PassedView])? {
        guard let type = c.evaluator.declarations.type(decl.name), type.declared,
              let made = c.evaluator.initialize(type, SwiftUICallArgument.of(node), at: node.node),
              case .instance(_, let fields) = made.value else { return nil }
        return (fields, made.passedViews)
    }

    /// The closures of views a call passes (`Card { … }`, `Card(header: { … })`), by the
    /// property they set, as its initializer binds them.
    func viewArguments(for decl: SwiftUIViewDecl, _ node: SwiftUIViewNode, _ c: Context) -> [String: ViewArgument] {
        if let initialized = Self.initialized(decl, node, c) {
            var out: [String: ViewArgument] = [:]
            for (property, passed) in initialized.views {
                // Written in an initializer: read with the names it has there.
                var context = c
                if let scope = passed.scope { context.evaluator.bindings.merge(scope) { _, inner in inner } }
                if let closure = passed.expr.as(ClosureExprSyntax.self) {
                    out[property] = ViewArgument(views: SwiftUIViewNode.views(in: closure), context: context)
                } else if let view = SwiftUIViewNode.view(passed.expr) {
                    out[property] = ViewArgument(views: [view], context: context)
                }
            }
            return out
        }
        return leniently(decl, node, c)
    }

    /// When no initializer fits (one the files read do not hold): labelled closures by label,
    /// the trailing one the first property not set.
    func leniently(_ decl: SwiftUIViewDecl, _ node: SwiftUIViewNode, _ c: Context) -> [String: ViewArgument] {
        var out: [String: ViewArgument] = [:]
        var open = decl.properties.filter { $0.initial == nil }.map(\.name)
        for argument in node.arguments {
            var slot = argument.label
            if let label = argument.label { open.removeAll { $0 == label } } else if !open.isEmpty { slot = open.removeFirst() }
            guard let slot else { continue }
            if let closure = argument.expr.as(ClosureExprSyntax.self) {
                out[slot] = ViewArgument(views: SwiftUIViewNode.views(in: closure), context: c)
            } else if Self.isViewValue(argument.expr), let view = SwiftUIViewNode.view(argument.expr) {
                // `NavigationBar(title: Text("Settings"), content: self)`: a view passed as a value.
                out[slot] = ViewArgument(views: [view], context: c)
            }
        }
        for (label, closure) in node.closures {
            let views = SwiftUIViewNode.views(in: closure)
            if let label { out[label] = ViewArgument(views: views, context: c); open.removeAll { $0 == label }; continue }
            let slot = open.contains("content") ? "content" : open.first
            if let slot { out[slot] = ViewArgument(views: views, context: c); open.removeAll { $0 == slot } }
        }
        return out
    }

    /// A function's parameters bound to a call's arguments as Swift binds them, each argument
    /// worked out where the call is, each default where the function is; when the call does not
    /// fit, arguments by label, and a parameter left stands for itself in words.
    static func bind(_ parameters: [SwiftUIParameter], to arguments: [SwiftUIViewNode.Argument],
                     closures: [(label: String?, closure: ClosureExprSyntax)] = [], from c: Context, into inner: inout Context) {
        // Trailing closures too (`.closeButton { dismiss() }`), so a call fits as Swift fits it.
        let given = arguments.map { SwiftUICallArgument(label: $0.label, expr: $0.expr) }
            + closures.map { SwiftUICallArgument(label: $0.label, expr: ExprSyntax($0.closure), trailing: true) }
        if let bound = SwiftUICallBinding.bind(parameters, given) {
            c.evaluator.bind(parameters, bound, into: &inner.evaluator)
            return
        }
        // Not a fit (closures passed apart, say): each argument to the parameter with its label.
        var open = parameters
        for argument in arguments {
            guard let slot = open.firstIndex(where: { $0.label == argument.label }) else { continue }
            inner.evaluator.bindings[open[slot].name] = c.evaluator.eval(argument.expr)
            open.remove(at: slot)
        }
        for unbound in open where inner.evaluator.bindings[unbound.name] == nil {
            inner.evaluator.bindings[unbound.name] = .placeholder(unbound.name)
        }
    }

    /// The call's arguments bound to the overload they fit, into `inner`: a closure of views the
    /// function calls as `content()` (`section("Security") { Toggle(…) }`) shows the caller's
    /// views, in the caller's names. The overload chosen, or nil when none fits.
    @discardableResult
    static func bindCall<Overload>(_ overloads: [(overload: Overload, parameters: [SwiftUIParameter])], _ node: SwiftUIViewNode, _ c: Context,
                                   into inner: inout Context) -> Overload? {
        guard let chosen = SwiftUICallBinding.choose(overloads, SwiftUICallArgument.of(node)) else { return nil }
        c.evaluator.bind(chosen.parameters, chosen.bound, into: &inner.evaluator)
        for (parameter, bound) in zip(chosen.parameters, chosen.bound) where Self.takesViews(parameter) {
            guard case .argument(let expr) = bound, let closure = expr.as(ClosureExprSyntax.self) else { continue }
            inner.viewArguments[parameter.name] = ViewArgument(views: SwiftUIViewNode.views(in: closure), context: c)
        }
        return chosen.overload
    }

    /// The static view functions `member` names: `Type.name` of a type the app declares, or a bare
    /// name inside one of them (a sibling); nil when none, or when it would call itself again.
    func staticViewFunctions(_ member: String, _ c: Context) -> (type: String, name: String, functions: [FunctionDeclSyntax])? {
        let typeName: String, name: String
        if let dot = member.lastIndex(of: ".") {
            (typeName, name) = (String(member[..<dot]), String(member[member.index(after: dot)...]))
            guard SwiftUIEvaluator.isTypeName(typeName), c.evaluator.bindings[typeName] == nil else { return nil }
        } else {
            guard let own = c.evaluator.selfType, viewsByName[own] == nil else { return nil }
            (typeName, name) = (own, member)
        }
        guard let type = c.evaluator.declarations.type(typeName), !c.viewStack.contains(type.name + "." + name),
              let functions = type.staticMethods[name]?.filter({ SwiftUIEvaluator.isView($0.signature.returnClause?.type) }),
              !functions.isEmpty else { return nil }
        return (type.name, name, functions)
    }

    /// Whether an argument is a view given as a value: a call of a capitalized name (`Text("x")`,
    /// `Image(systemName: "gear")`, the app's `Badge()`), or `self` in a custom modifier.
    static func isViewValue(_ expr: ExprSyntax) -> Bool {
        if SwiftUIViewNode.isSelf(expr) { return true }
        guard let call = expr.as(FunctionCallExprSyntax.self), let view = SwiftUIViewNode.view(ExprSyntax(call)),
              case .call(let name) = view.kind else { return false }
        return SwiftUINames.isType(name) && !["String", "Double", "Int", "Color", "Font", "Date", "URL", "UUID", "Binding"].contains(name)
    }

    /// A struct view's properties as the call sets them through its initializer; when none fits,
    /// labelled arguments by name, unlabelled ones in declaration order. Others stay placeholders
    /// (state is read by the controls).
    func bindings(for decl: SwiftUIViewDecl, _ node: SwiftUIViewNode, _ c: Context) -> [String: SwiftUIValue] {
        if let initialized = Self.initialized(decl, node, c) { return initialized.fields }
        var out: [String: SwiftUIValue] = [:]
        let outer = c.evaluator
        var unlabelledSlots = decl.properties.filter { $0.initial == nil }.map(\.name)
        // `.destructive`, `[.bradEllis]`: read as the property's declared type.
        func typed(_ expr: ExprSyntax, _ name: String) -> SwiftUIValue {
            outer.eval(expr, as: decl.stored.first { $0.name == name }?.type?.trimmedDescription)
        }
        for argument in node.arguments {
            if let label = argument.label {
                out[label] = argument.expr.is(ClosureExprSyntax.self) ? nil : typed(argument.expr, label)
                unlabelledSlots.removeAll { $0 == label }
            } else if !unlabelledSlots.isEmpty {
                let name = unlabelledSlots.removeFirst()
                out[name] = typed(argument.expr, name)
            }
        }
        return out
    }
}
