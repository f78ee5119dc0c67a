import SwiftSyntax

/// One view in a `body`, read off the code: what it is (`Text`, `VStack`, a custom view's name),
/// its arguments, the closures after it, and the modifiers chained on it in source order.
struct SwiftUIViewNode {
    struct Argument {
        let label: String?
        let expr: ExprSyntax
    }

    struct Modifier {
        let name: String
        let arguments: [Argument]
        /// Trailing closures by label (`nil` for the first, unlabelled one).
        let closures: [(label: String?, closure: ClosureExprSyntax)]
        let node: Syntax
    }

    enum Kind {
        /// A call or bare name: `Text("Hi")`, `Divider()`, `header` (a computed view property).
        case call(String)
        /// `if`/`switch`: its branches in the code's order, each with what decides it.
        case conditional([SwiftUIBranch])
        /// Something the reader cannot read as a view.
        case opaque(String)
        /// `let state = model.state` among the views: a name the views after it may use.
        case local(VariableDeclSyntax)
    }

    let kind: Kind
    let arguments: [Argument]
    let closures: [(label: String?, closure: ClosureExprSyntax)]
    var modifiers: [Modifier]
    let node: Syntax
    var name: String {
        switch kind {
        case .call(let name): return name
        case .conditional: return "if"
        case .opaque(let text): return text
        case .local: return "let"
        }
    }

    /// The name a view's own view subscript is kept under, among its view functions.
    static let subscriptName = "subscript"

    func argument(_ label: String?) -> ExprSyntax? { arguments.first { $0.label == label }?.expr }
    func closure(_ label: String?) -> ClosureExprSyntax? {
        closures.first { $0.label == label }?.closure ?? arguments.first { $0.label == label }?.expr.as(ClosureExprSyntax.self)
    }
    var firstUnlabelled: ExprSyntax? { arguments.first { $0.label == nil }?.expr }

    /// The views in a list of statements (a `body`, a closure), in order.
    static func views(in items: CodeBlockItemListSyntax) -> [SwiftUIViewNode] {
        var out: [SwiftUIViewNode] = []
        for item in items {
            switch item.item {
            case .expr(let expr):
                if let node = view(expr) { out.append(node) }
            case .stmt(let stmt):
                if let expression = stmt.as(ExpressionStmtSyntax.self) {
                    if let node = view(expression.expression) { out.append(node) }
                } else if let ret = stmt.as(ReturnStmtSyntax.self), let expr = ret.expression, let node = view(expr) {
                    out.append(node)
                }
            case .decl(let decl):
                if let variable = decl.as(VariableDeclSyntax.self) {
                    out.append(SwiftUIViewNode(kind: .local(variable), arguments: [], closures: [], modifiers: [], node: Syntax(variable)))
                }
                // `#if os(iOS)` around views: the branch an iPhone build compiles.
                if let config = decl.as(IfConfigDeclSyntax.self), case .statements(let active)? = SwiftUIBuild.active(config) {
                    out += views(in: active)
                }
            }
        }
        return out
    }

    static func views(in closure: ClosureExprSyntax) -> [SwiftUIViewNode] { views(in: closure.statements) }

    /// `expr` read as a view with its modifier chain, or nil for a plain statement (`x = 1`).
    static func view(_ expr: ExprSyntax) -> SwiftUIViewNode? {
        var modifiers: [Modifier] = []
        var current = expr
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = member.base, !Self.isSelf(base), !Self.isTypeName(base) {
                modifiers.append(Modifier(name: member.declName.baseName.text, arguments: arguments(call.arguments),
                                          closures: closures(call), node: Syntax(member.declName)))
                current = base
            } else if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                // `Text("a")` then `#if os(iOS) .padding() #endif`: the modifiers an iPhone build applies.
                if case .postfixExpression(let chain)? = SwiftUIBuild.active(postfix.config) {
                    modifiers += Self.chain(chain).reversed()
                }
                current = base
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base,
                      base.is(FunctionCallExprSyntax.self) || base.is(MemberAccessExprSyntax.self) || base.is(PostfixIfConfigExprSyntax.self) {
                // `.bold` without parentheses is not SwiftUI, but `Text("a").bold` reads the same.
                modifiers.append(Modifier(name: member.declName.baseName.text, arguments: [], closures: [], node: Syntax(member.declName)))
                current = base
            } else {
                break
            }
        }
        modifiers.reverse()
        if let call = current.as(FunctionCallExprSyntax.self) {
            // `self\n    .modifier(…)`: the name as written, without the line break inside it.
            let name = call.calledExpression.trimmedDescription.filter { !$0.isWhitespace }
            return SwiftUIViewNode(kind: .call(name), arguments: arguments(call.arguments), closures: closures(call),
                                   modifiers: modifiers, node: Syntax(call))
        }
        // `ContentUnavailableView.search`, `.search(text: query)`: a static view of a type.
        if let member = current.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) {
            let type = base.baseName.text
            if type == "ContentUnavailableView" {
                return SwiftUIViewNode(kind: .call(type + "." + member.declName.baseName.text), arguments: [], closures: [],
                                       modifiers: modifiers, node: Syntax(member))
            }
            // `Color.blue`, `Color.accentColor`: a colour as a view, decoration.
            if type == "Color" {
                return SwiftUIViewNode(kind: .call(type), arguments: [], closures: [], modifiers: modifiers, node: Syntax(member))
            }
            // `self.header`: the view's own view property, as `header`.
            if isSelf(ExprSyntax(base)) {
                return SwiftUIViewNode(kind: .call(member.declName.baseName.text), arguments: [], closures: [],
                                       modifiers: modifiers, node: Syntax(member))
            }
            // `screen.label`: a view property of a value (an enum's `var label: some View`).
            if SwiftUINames.isValue(type), !isSelf(ExprSyntax(base)) {
                return SwiftUIViewNode(kind: .call(type + "." + member.declName.baseName.text), arguments: [], closures: [],
                                       modifiers: modifiers, node: Syntax(member))
            }
        }
        // `self[option]`: the view's own `@ViewBuilder subscript(option:)`, as a view function named `subscript`.
        if let subscriptCall = current.as(SubscriptCallExprSyntax.self), isSelf(subscriptCall.calledExpression) {
            return SwiftUIViewNode(kind: .call(Self.subscriptName), arguments: arguments(subscriptCall.arguments), closures: [],
                                   modifiers: modifiers, node: Syntax(subscriptCall))
        }
        if let reference = current.as(DeclReferenceExprSyntax.self) {
            return SwiftUIViewNode(kind: .call(reference.baseName.text), arguments: [], closures: [], modifiers: modifiers, node: Syntax(reference))
        }
        if let ifExpr = current.as(IfExprSyntax.self) {
            var branches: [SwiftUIBranch] = []
            var next: IfExprSyntax? = ifExpr
            while let branch = next {
                branches.append(SwiftUIBranch(condition: .when(branch.conditions), views: views(in: branch.body.statements)))
                switch branch.elseBody {
                case .ifExpr(let elseIf)?: next = elseIf
                case .codeBlock(let block)?:
                    branches.append(SwiftUIBranch(condition: .otherwise, views: views(in: block.statements)))
                    next = nil
                case nil: next = nil
                }
            }
            return SwiftUIViewNode(kind: .conditional(branches), arguments: [], closures: [], modifiers: modifiers, node: Syntax(ifExpr))
        }
        if let switchExpr = current.as(SwitchExprSyntax.self) {
            let branches = switchExpr.cases.compactMap { item in
                item.as(SwitchCaseSyntax.self).map {
                    SwiftUIBranch(condition: .matches(subject: switchExpr.subject, $0.label), views: views(in: $0.statements))
                }
            }
            return SwiftUIViewNode(kind: .conditional(branches), arguments: [], closures: [], modifiers: modifiers, node: Syntax(switchExpr))
        }
        // `Text("Score") + Text(": \(score)")`, in parentheses or not: one text.
        if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
           only.label == nil, only.expression.is(SequenceExprSyntax.self) {
            current = only.expression
        }
        if let sequence = current.as(SequenceExprSyntax.self), let parts = concatenatedTexts(sequence) {
            return SwiftUIViewNode(kind: .call("Text+"), arguments: parts.map { Argument(label: nil, expr: $0) }, closures: [],
                                   modifiers: modifiers, node: Syntax(sequence))
        }
        if current.is(SequenceExprSyntax.self) || current.is(InfixOperatorExprSyntax.self) || current.is(AssignmentExprSyntax.self) {
            return nil
        }
        if current.is(StringLiteralExprSyntax.self) || current.is(IntegerLiteralExprSyntax.self) || current.is(BooleanLiteralExprSyntax.self)
            || current.is(NilLiteralExprSyntax.self) || current.is(ClosureExprSyntax.self) {
            return nil
        }
        if let macro = current.as(MacroExpansionExprSyntax.self) {
            return SwiftUIViewNode(kind: .opaque("#" + macro.macroName.text), arguments: [], closures: [], modifiers: modifiers, node: Syntax(macro))
        }
        return SwiftUIViewNode(kind: .opaque(String(current.trimmedDescription.prefix(40))), arguments: [], closures: [],
                               modifiers: modifiers, node: Syntax(current))
    }

    /// A type's name (`ContentUnavailableView` in `ContentUnavailableView.search(text: q)`): what
    /// follows it is a static view of the type, not a modifier on a view.
    static func isTypeName(_ expr: ExprSyntax) -> Bool {
        guard let reference = expr.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.Self) else { return false }
        return SwiftUINames.isType(reference.baseName.text)
    }

    /// `self` or `Self`: `self.header(for: item)` is the view's own function, not a modifier on `self`.
    static func isSelf(_ expr: ExprSyntax) -> Bool {
        guard let reference = expr.as(DeclReferenceExprSyntax.self) else { return false }
        return reference.baseName.tokenKind == .keyword(.self) || reference.baseName.tokenKind == .keyword(.Self)
    }

    /// The operands of `Text(…) + Text(…) + …` (each may carry modifiers), or nil for any other sequence.
    static func concatenatedTexts(_ sequence: SequenceExprSyntax) -> [ExprSyntax]? {
        var parts: [ExprSyntax] = []
        for (i, element) in sequence.elements.enumerated() {
            if i % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
                continue
            }
            // `… + nio + …`: a text kept in a name (`let nio = Text("Nio").bold()`).
            guard view(element)?.name == "Text" || element.as(DeclReferenceExprSyntax.self).map({ SwiftUINames.isValue($0.baseName.text) }) ?? false
            else { return nil }
            parts.append(element)
        }
        return parts.count > 1 && parts.contains(where: { view($0)?.name == "Text" }) ? parts : nil
    }

    /// The modifiers of a chain with no view before it (`.padding().bold()` in a postfix `#if`), in order.
    static func chain(_ expr: ExprSyntax) -> [Modifier] {
        var out: [Modifier] = []
        var current: ExprSyntax? = expr
        while let at = current {
            if let call = at.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                out.append(Modifier(name: member.declName.baseName.text, arguments: arguments(call.arguments), closures: closures(call),
                                    node: Syntax(member.declName)))
                current = member.base
            } else if let member = at.as(MemberAccessExprSyntax.self) {
                out.append(Modifier(name: member.declName.baseName.text, arguments: [], closures: [], node: Syntax(member.declName)))
                current = member.base
            } else if let postfix = at.as(PostfixIfConfigExprSyntax.self) {
                if case .postfixExpression(let inner)? = SwiftUIBuild.active(postfix.config) { out += chain(inner).reversed() }
                current = postfix.base
            } else {
                break
            }
        }
        return out.reversed()
    }

    static func arguments(_ list: LabeledExprListSyntax) -> [Argument] {
        list.map { Argument(label: $0.label?.text, expr: $0.expression) }
    }

    static func closures(_ call: FunctionCallExprSyntax) -> [(label: String?, closure: ClosureExprSyntax)] {
        var out: [(label: String?, closure: ClosureExprSyntax)] = []
        if let trailing = call.trailingClosure { out.append((nil, trailing)) }
        for extra in call.additionalTrailingClosures { out.append((extra.label.text, extra.closure)) }
        return out
    }

    /// Names set to `true` or toggled in a closure (`showAlert = true`, `isPresented.toggle()`):
    /// the presentations a button's action opens.
    static func presentedBindings(_ closure: ClosureExprSyntax) -> [String] { assignedBindings(closure, to: true) }

    /// Names set to `false` in a closure (`showingSheet = false`): the presentations it closes.
    static func dismissedBindings(_ closure: ClosureExprSyntax) -> [String] { assignedBindings(closure, to: false) }

    static func assignedBindings(_ closure: ClosureExprSyntax, to value: Bool) -> [String] {
        var names: [String] = []
        for token in closure.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind else { continue }
            let next = token.nextToken(viewMode: .sourceAccurate)
            if next?.tokenKind == .equal, next?.nextToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(value ? .true : .false) {
                names.append(name)
            } else if value, next?.tokenKind == .period, next?.nextToken(viewMode: .sourceAccurate)?.text == "toggle" {
                names.append(name)
            }
        }
        return names
    }
}
