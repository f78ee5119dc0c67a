import SwiftSyntax

/// A parameter of a function, initializer or closure, as a call binds it.
struct SwiftUIParameter {
    /// The label a call writes (nil for `_`).
    let label: String?
    /// The name the body reads.
    let name: String
    let defaultValue: ExprSyntax?
    /// Whether a call may leave it out (a default, a variadic list, an optional memberwise `var`).
    let optional: Bool
    let isVariadic: Bool
    /// Whether it takes a closure (`() -> Content`, `@ViewBuilder`, `(() -> Void)?`): a trailing
    /// closure with no label goes to the first such parameter.
    let takesClosure: Bool
    let type: TypeSyntax?

    /// A function's or initializer's parameters.
    /// `subscript`: a subscript's parameters, unlabelled unless a label is written before the
    /// name, as Swift has them.
    static func list(_ clause: FunctionParameterClauseSyntax, subscript isSubscript: Bool = false) -> [SwiftUIParameter] {
        clause.parameters.map { p in
            let viewBuilder = p.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }
            let unlabelled = p.firstName.tokenKind == .wildcard || isSubscript && p.secondName == nil
            return SwiftUIParameter(label: unlabelled ? nil : p.firstName.text, name: (p.secondName ?? p.firstName).text,
                                    defaultValue: p.defaultValue?.value, optional: p.defaultValue != nil || p.ellipsis != nil,
                                    isVariadic: p.ellipsis != nil, takesClosure: viewBuilder || isFunction(p.type), type: p.type)
        }
    }

    /// A view subscript's getter (`@ViewBuilder subscript(option: Option) -> some View { … }`).
    static func viewGetter(_ decl: SubscriptDeclSyntax) -> CodeBlockItemListSyntax? {
        guard decl.returnClause.type.trimmedDescription.contains("View") else { return nil }
        return decl.accessorBlock?.getter
    }

    /// A closure's parameters (`{ a, b in }`, `{ (n: Int) in }`); nil when it names none (`$0`).
    static func list(_ closure: ClosureExprSyntax) -> [String]? {
        guard let clause = closure.signature?.parameterClause else { return nil }
        switch clause {
        case .simpleInput(let list): return list.map(\.name.text)
        case .parameterClause(let parameters): return parameters.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
    }

    /// A struct's memberwise initializer: its stored properties in order, but `let`s that have a
    /// value and wrappers the environment sets; a `var` with a value, or an optional one, may be
    /// left out.
    static func memberwise(_ stored: [SwiftUITypeDecl.Stored]) -> [SwiftUIParameter] {
        stored.compactMap { property in
            let wrapper = property.wrapper.map { SwiftUIDeclarations.bare($0.attributeName.trimmedDescription) }
            if let wrapper, environmentWrappers.contains(wrapper) { return nil }
            if property.isLet, property.initial != nil { return nil }
            let isOptional = property.type.map { SwiftUIDeclarations.isOptional($0) } ?? false
            let viewBuilder = wrapper == "ViewBuilder"
            return SwiftUIParameter(label: property.name, name: property.name, defaultValue: property.initial,
                                    optional: property.initial != nil || (isOptional && !property.isLet) || wrapper == "State",
                                    isVariadic: false, takesClosure: viewBuilder || property.type.map(isFunction) ?? false, type: property.type)
        }
    }

    /// Wrappers whose value the environment or SwiftUI gives, never a caller.
    static let environmentWrappers: Set<String> = [
        "Environment", "EnvironmentObject", "FocusState", "AccessibilityFocusState", "Namespace", "GestureState", "Query", "FetchRequest",
        "SectionedFetchRequest", "ScaledMetric", "UIApplicationDelegateAdaptor",
    ]

    static func isFunction(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunction(attributed.baseType) }
        if let optional = type.as(OptionalTypeSyntax.self) { return isFunction(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return isFunction(unwrapped.wrappedType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return isFunction(only.type) }
        return false
    }
}

/// One argument of a call: its label, its expression, and whether it is a trailing closure.
struct SwiftUICallArgument {
    let label: String?
    let expr: ExprSyntax
    var trailing = false

    static func of(_ call: FunctionCallExprSyntax) -> [SwiftUICallArgument] {
        var out = call.arguments.map { SwiftUICallArgument(label: $0.label?.text, expr: $0.expression) }
        if let trailing = call.trailingClosure { out.append(SwiftUICallArgument(label: nil, expr: ExprSyntax(trailing), trailing: true)) }
        for extra in call.additionalTrailingClosures {
            out.append(SwiftUICallArgument(label: extra.label.text, expr: ExprSyntax(extra.closure), trailing: true))
        }
        return out
    }

    static func of(_ node: SwiftUIViewNode) -> [SwiftUICallArgument] {
        node.arguments.map { SwiftUICallArgument(label: $0.label, expr: $0.expr) }
            + node.closures.map { SwiftUICallArgument(label: $0.label, expr: ExprSyntax($0.closure), trailing: true) }
    }
}

/// Arguments bound to parameters as Swift binds them: in order, each to the parameter with its
/// label, parameters with defaults skipped when the call leaves them out, a variadic parameter
/// taking the unlabelled arguments after it, the unlabelled trailing closure going forward to
/// the first parameter that takes a closure, labelled trailing closures by label. One binder for
/// views' initializers, functions and closures alike.
enum SwiftUICallBinding {
    /// What a parameter is bound to.
    enum Bound {
        case argument(ExprSyntax)
        case variadic([ExprSyntax])
        /// Left out: its default (nil when it has none: an optional memberwise `var`, nil).
        case defaulted(ExprSyntax?)
    }

    /// Each parameter's binding, in order; nil when the call does not fit the parameters.
    static func bind(_ parameters: [SwiftUIParameter], _ arguments: [SwiftUICallArgument]) -> [Bound]? {
        var out: [Bound] = []
        var i = 0
        for p in parameters {
            guard i < arguments.count else {
                guard p.optional else { return nil }
                out.append(p.isVariadic ? .variadic([]) : .defaulted(p.defaultValue))
                continue
            }
            let a = arguments[i]
            if a.trailing, a.label == nil {
                // Forward scan: a parameter that may be left out and takes no closure is skipped.
                if !p.takesClosure, p.optional {
                    out.append(p.isVariadic ? .variadic([]) : .defaulted(p.defaultValue))
                    continue
                }
                out.append(.argument(a.expr))
                i += 1
                continue
            }
            if p.isVariadic {
                var items: [ExprSyntax] = []
                if a.label == p.label, !a.trailing {
                    items.append(a.expr)
                    i += 1
                    while i < arguments.count, arguments[i].label == nil, !arguments[i].trailing {
                        items.append(arguments[i].expr)
                        i += 1
                    }
                }
                out.append(.variadic(items))
                continue
            }
            if a.label == p.label {
                out.append(.argument(a.expr))
                i += 1
            } else if p.optional {
                out.append(.defaulted(p.defaultValue))
            } else {
                return nil
            }
        }
        return i == arguments.count ? out : nil
    }

    /// The overload the call fits, as Swift prefers: of those it fits, the one leaving out the
    /// fewest parameters (the first when tied), and its bindings.
    static func choose<Overload>(_ overloads: [(overload: Overload, parameters: [SwiftUIParameter])], _ arguments: [SwiftUICallArgument])
        -> (overload: Overload, parameters: [SwiftUIParameter], bound: [Bound])? {
        var best: (overload: Overload, parameters: [SwiftUIParameter], bound: [Bound])?
        var bestLeft = Int.max
        for candidate in overloads {
            guard let bound = bind(candidate.parameters, arguments) else { continue }
            let left = bound.filter { if case .defaulted = $0 { return true } else { return false } }.count
            if left < bestLeft {
                best = (candidate.overload, candidate.parameters, bound)
                bestLeft = left
            }
        }
        return best
    }
}
