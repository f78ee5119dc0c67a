import EarshotModel
import SwiftSyntax

/// Calls: the app's own first (a closure bound here, a method of the type being read, a free
/// function, a type's initializer, a static method, an enum case with associated values, a
/// closure constant), then the standard library's and SwiftUI's that make values.
extension SwiftUIEvaluator {
    func call(_ call: FunctionCallExprSyntax) -> SwiftUIValue {
        let callee = call.calledExpression.trimmedDescription
        let arguments = SwiftUICallArgument.of(call)
        if let value = localizedCall(call, callee: callee, arguments) { return value }
        if callee == "String", call.arguments.first?.label?.text == "format", let value = SwiftUIFormat.printf(call.arguments, self) {
            return value
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return memberCall(member, call, arguments) }
        // `{ NSLocalizedString(…) }()`: a closure called where it is written.
        if let closure = call.calledExpression.as(ClosureExprSyntax.self), case .function(let function) = self.closure(closure) {
            return invoke(function, arguments, at: call)
        }
        let name = SwiftUIDeclarations.bare(callee)
        if let value = ownCall(name, arguments, at: call) { return value }
        if let functions = declarations.functions[name], let value = invoke(functions, arguments, on: nil, type: nil, at: call) { return value }
        if let type = declarations.type(name, inside: selfType), type.declared, Self.isTypeName(name) { return construct(type, arguments, at: call) }
        if case .function(let function)? = constant(name, at: call) { return invoke(function, arguments, at: call) }
        return builtin(call, callee: callee, arguments) ?? .placeholder(lastName(call.calledExpression))
    }

    /// A call of a name the code's own `self` has: a closure bound here, a method of the type
    /// being read (the view's own, with its properties), a static method of it.
    func ownCall(_ name: String, _ arguments: [SwiftUICallArgument], at node: some SyntaxProtocol) -> SwiftUIValue? {
        if case .function(let function)? = bindings[name] { return invoke(function, arguments, at: node) }
        guard let selfType, let decl = declarations.type(selfType) else { return nil }
        if let methods = decl.methods[name]?.filter({ !Self.isView($0.signature.returnClause?.type) }), !methods.isEmpty,
           let value = invoke(methods, arguments, on: selfValue, type: decl.name, keepingBindings: selfValue == nil, at: node) {
            return value
        }
        if let methods = decl.staticMethods[name], let value = invoke(methods, arguments, on: nil, type: decl.name, at: node) { return value }
        // `bool(forKey: "muted")` in `extension UserDefaults`: a method of the value `self` is.
        if let selfValue, let value = method(name, of: selfValue, arguments, at: node) { return value }
        return nil
    }

    func memberCall(_ member: MemberAccessExprSyntax, _ call: FunctionCallExprSyntax, _ arguments: [SwiftUICallArgument]) -> SwiftUIValue {
        let name = member.declName.baseName.text
        guard let base = member.base else { return implicitCall(name, arguments, at: call) }
        let typeName = base.trimmedDescription
        if typeName == "self", let value = ownCall(name, arguments, at: call) { return value }
        if Self.isTypeName(typeName), bindings[typeName] == nil,
           let value = staticCall(name, of: typeName == "Self" ? selfType ?? typeName : typeName, arguments, at: call) {
            return value
        }
        let value = eval(base)
        if let result = method(name, of: value, arguments, at: call) { return Self.isPlaceholder(result) ? registeredDefault(arguments) ?? result : result }
        // `title.replacingOccurrences(of:with:)`, `name.trimmingCharacters(in:)`: text made from
        // the base, so a placeholder named after it.
        if Self.transforms.contains(where: { name.hasPrefix($0) }) {
            if case .text(_, true, _) = value { return value }
            if case .text(let s, false, _) = value { return .text(GuessMarks.guessed(s), placeholder: true, localizable: false) }
        }
        // `SettingsStore.shared.get(key: "Backups.enabled")`: an app's store over `UserDefaults`
        // gives what the app registered for the key.
        return registeredDefault(arguments) ?? Self.freshInstall(name) ?? .placeholder(name)
    }

    /// `Type.f(…)`, `Type.init(…)`, `Flavor.custom("Mint")`, `Type.format(3)` (a closure constant).
    func staticCall(_ name: String, of typeName: String, _ arguments: [SwiftUICallArgument], at node: some SyntaxProtocol) -> SwiftUIValue? {
        let type = declarations.type(typeName)
        if name == "init", let type, type.declared { return construct(type, arguments, at: node) }
        // `TodoListInfo.TodoItem(title: "x")`: a nested type made.
        if SwiftUINames.isType(name), let nested = declarations.type(typeName + "." + name), nested.declared {
            return construct(nested, arguments, at: node)
        }
        if let type, let methods = type.staticMethods[name], let value = invoke(methods, arguments, on: nil, type: type.name, at: node) {
            return value
        }
        let last = SwiftUIDeclarations.lastName(typeName)
        if let found = enums[typeName] ?? enums[last], found.cases.contains(where: { $0.name == name }) {
            return .enumCase(type: enums[typeName] == nil ? last : typeName, name: name, payload: arguments.map { eval($0.expr) })
        }
        if case .function(let function)? = constant(typeName + "." + name, at: node) { return invoke(function, arguments, at: node) }
        return nil
    }

    /// `.custom("Mint")`: the case of the app's enum that has that name (any, when several do);
    /// `.init("key", default: true)`: a value of a type the context gives, its labelled arguments
    /// kept as its properties.
    /// `owners`: the enum the context names (a parameter's type), when it does.
    func implicitCall(_ name: String, _ arguments: [SwiftUICallArgument], at node: some SyntaxProtocol, owners named: [String]? = nil) -> SwiftUIValue {
        if name == "constant", let first = arguments.first { return eval(first.expr) }
        if name == "init" {
            // `.init()` alone is left to the type the context gives (`Key<Settings>(default: .init())`).
            return Self.keyed(type: "", arguments, self) ?? (arguments.isEmpty ? nil : Self.record(arguments, self)) ?? .placeholder(lastName(node))
        }
        let owners = named ?? evaluation.enumOwners(of: name, in: enums)
        if let owner = owners.first {
            // `.loginView(.title)`: a value written `.title` is a case of the type the case carries there.
            let types = owners.count == 1 ? enums[owner]?.payloadTypes[name] ?? [] : []
            let payload = arguments.enumerated().map { i, argument -> SwiftUIValue in
                guard i < types.count, enums[types[i]] != nil, Self.isImplicitMember(argument.expr) else { return eval(argument.expr) }
                var inner = self
                inner.selfType = types[i]
                return inner.eval(argument.expr)
            }
            return .enumCase(type: owners.count == 1 ? owner : "", name: name, payload: payload)
        }
        // `.localized("Backup", .module)` of a type in a package not read: a case or a factory
        // made from text, which is what it shows.
        // `.toggle(.init())` of a type in a package not read: a case by that name, so a `switch`
        // over it takes its case; said as a guess unless it carries text.
        if let first = arguments.first, first.label == nil, arguments.allSatisfy({ $0.label == nil }) || first.expr.is(StringLiteralExprSyntax.self) {
            return .enumCase(type: "", name: name, payload: arguments.map { argument in
                // `.toggle(.init())`: the case's value made with nothing given.
                Self.isBareInit(argument.expr) ? .instance(type: "", fields: [:]) : eval(argument.expr)
            })
        }
        return .placeholder(name)
    }

    /// `.init(key: "x", title: "Chapters", value: .toggle(.init()))` of a type in a package not
    /// read: every argument labelled, so the labels are its properties, as a memberwise
    /// initializer makes them.
    static func record(_ arguments: [SwiftUICallArgument], _ evaluator: SwiftUIEvaluator) -> SwiftUIValue? {
        guard arguments.allSatisfy({ $0.label != nil }) else { return nil }
        var fields: [String: SwiftUIValue] = [:]
        for argument in arguments { fields[argument.label ?? ""] = evaluator.eval(argument.expr) }
        return .instance(type: "", fields: fields)
    }

    /// `.init()`: a value made with nothing given, of the type the context gives.
    static func isBareInit(_ expr: ExprSyntax) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.base == nil && member.declName.baseName.tokenKind == .keyword(.`init`) && call.arguments.isEmpty && call.trailingClosure == nil
    }

    /// `.title` or `.lock(name)`: a member written without its type.
    static func isImplicitMember(_ expr: ExprSyntax) -> Bool {
        if let member = expr.as(MemberAccessExprSyntax.self) { return member.base == nil }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.base == nil }
        return false
    }

    /// A value of a type the app does not declare made with a `default:` (a settings key,
    /// `Key<Bool>("showBadges", default: true)`): its labelled arguments as its properties.
    static func keyed(type: String, _ arguments: [SwiftUICallArgument], _ evaluator: SwiftUIEvaluator) -> SwiftUIValue? {
        guard arguments.contains(where: { $0.label.map(defaultLabels.contains) ?? false }) else { return nil }
        var fields: [String: SwiftUIValue] = [:]
        for argument in arguments {
            if let label = argument.label { fields[label] = evaluator.eval(argument.expr) } else if fields["key"] == nil { fields["key"] = evaluator.eval(argument.expr) }
        }
        return .instance(type: type, fields: fields)
    }

    /// Labels that give a setting's value before anything is stored.
    static let defaultLabels: [String] = ["default", "defaultValue", "wrappedValue", "initialValue"]

    /// A value of the app's type: an enum case by its raw value, or an instance its initializer
    /// (or the memberwise one) made.
    func construct(_ type: SwiftUITypeDecl, _ arguments: [SwiftUICallArgument], at node: some SyntaxProtocol) -> SwiftUIValue {
        if type.isEnum {
            let last = SwiftUIDeclarations.lastName(type.name)
            guard let found = enums[type.name] ?? enums[last], let raw = arguments.first, raw.label == "rawValue" else {
                return .placeholder(last)
            }
            let value = eval(raw.expr)
            if Self.isPlaceholder(value) { return .placeholder(last) }
            return found.cases.first { $0.raw == value }.map { .enumCase(type: enums[type.name] == nil ? last : type.name, name: $0.name) } ?? .null
        }
        return initialize(type, arguments, at: node)?.value ?? .instance(type: type.name, fields: [:])
    }

    /// An initializer of `type` run with `arguments` written here: the fields it set (those it
    /// did not set read their initial values), and the views the caller passed that it keeps, by
    /// property. Nil when no initializer fits the call.
    func initialize(_ type: SwiftUITypeDecl, _ arguments: [SwiftUICallArgument], at node: some SyntaxProtocol)
        -> (value: SwiftUIValue, passedViews: [String: PassedView])? {
        var candidates: [(overload: InitializerDeclSyntax?, parameters: [SwiftUIParameter])] = type.inits.map {
            ($0, SwiftUIParameter.list($0.signature.parameterClause))
        }
        if type.hasMemberwise { candidates.append((nil, SwiftUIParameter.memberwise(type.stored))) }
        if type.inits.isEmpty, !type.hasMemberwise, arguments.isEmpty { return (.instance(type: type.name, fields: [:]), [:]) }
        guard let chosen = SwiftUICallBinding.choose(candidates, arguments), var inner = deeper(at: node) else { return nil }
        inner.bindings = [:]
        inner.integers = []
        inner.selfType = type.name
        inner.selfValue = .instance(type: type.name, fields: [:])
        bind(chosen.parameters, chosen.bound, into: &inner)
        if let overload = chosen.overload, let body = overload.body {
            let flow = inner.run(body.statements)
            // `init?(error: Error?)` that meets `guard let … else { return nil }`: no value; one
            // whose way through is not known may be either.
            if overload.optionalMark != nil {
                if case .returned(.null) = flow { return (.null, [:]) }
                if case .unknown = flow { return (.unknown(type.name), [:]) }
            }
            return (inner.selfValue ?? .instance(type: type.name, fields: [:]), inner.passedViews)
        }
        var fields: [String: SwiftUIValue] = [:]
        var views: [String: PassedView] = [:]
        for (parameter, bound) in zip(chosen.parameters, chosen.bound) {
            guard case .argument(let expr) = bound else { continue }
            if PassedView.passes(expr) { views[parameter.name] = PassedView(expr: expr) }
            if !expr.is(ClosureExprSyntax.self) { fields[parameter.name] = inner.bindings[parameter.name] }
        }
        return (.instance(type: type.name, fields: fields), views)
    }

    /// Calls of the standard library and SwiftUI that make values from their arguments.
    func builtin(_ call: FunctionCallExprSyntax, callee: String, _ arguments: [SwiftUICallArgument]) -> SwiftUIValue? {
        let first = call.arguments.first
        let wrappers: Set<String> = ["LocalizedStringKey", "String", "Text", "LocalizedStringResource", "AttributedString", "Substring"]
        if wrappers.contains(callee), let first {
            var value = eval(first.expression)
            if first.label?.text == "verbatim", case .text(let s, let p, _) = value { value = .text(s, placeholder: p, localizable: false) }
            if callee == "String", first.label?.text != "localized", case .text(let s, let p, _) = value {
                value = .text(s, placeholder: p, localizable: false)
            }
            if callee == "String", first.label?.text == "repeating", case .text(let s, false, _) = value,
               let count = call.arguments.dropFirst().first.flatMap({ eval($0.expression).number }).flatMap({
                   SwiftUIFormat.count($0, limit: SwiftUIEvaluation.maxTextLength + 1)
               }) {
                return .text(evaluation.bounded(String(repeating: s, count: count), at: place(call)),
                             placeholder: false, localizable: false)
            }
            return value
        }
        // `Text(Image(systemName: "star"))`: an image inside text is read by its name.
        if callee == "Image", let first {
            if first.label?.text == "decorative" { return .text("", placeholder: false, localizable: false) }
            if case .text(let name, let p, _) = eval(first.expression) {
                return .text(first.label?.text == "systemName" ? SwiftUISymbols.spokenName(name) : name, placeholder: p, localizable: false)
            }
        }
        // `Double(count + 2)`: a number converted.
        if ["Double", "Int", "Float", "CGFloat", "Decimal"].contains(callee), call.arguments.count == 1, let first, first.label == nil,
           let n = eval(first.expression).number {
            return .number(callee == "Int" ? n.rounded(.towardZero) : n)
        }
        // `Binding.constant(4)`: a binding to a value that never changes.
        if callee == "Binding.constant", let first { return eval(first.expression) }
        // `Binding(get: { settings.limit }, set: { … })`: what its getter reads now.
        if callee == "Binding", let get = call.arguments.first(where: { $0.label?.text == "get" })?.expression.as(ClosureExprSyntax.self),
           case .function(let getter) = closure(get) {
            return apply(getter, [], at: call)
        }
        // `Bindable(settings).isOn`: the model, whose properties are bound where they are read.
        if callee == "Bindable", call.arguments.count == 1, let first { return eval(first.expression) }
        if callee == "Array" || callee == "ContiguousArray" {
            if let count = call.arguments.first(where: { $0.label?.text == "count" }).flatMap({ eval($0.expression).number }),
               let items = SwiftUIFormat.count(count, limit: 1000), let repeated = call.arguments.first(where: { $0.label?.text == "repeating" }) {
                return .list(Array(repeating: eval(repeated.expression), count: items))
            }
            if let first, first.label == nil { return eval(first.expression) }
        }
        if callee == "UserDefaults" { return .instance(type: "UserDefaults", fields: [:]) }
        if callee == "String", first?.label?.text == "describing", let first { return eval(first.expression) }
        if ["max", "min"].contains(callee), call.arguments.count == 2 {
            let values = call.arguments.compactMap { eval($0.expression).number }
            if values.count == 2 { return .number(callee == "max" ? max(values[0], values[1]) : min(values[0], values[1])) }
        }
        if callee == "abs", let n = first.flatMap({ eval($0.expression).number }) { return .number(abs(n)) }
        if callee == "stride", let list = strideList(call) { return list }
        if SwiftUINames.isType(callee), let value = Self.keyed(type: SwiftUIDeclarations.bare(callee), arguments, self) { return value }
        return nil
    }

    /// `stride(from: 0, to: 601, by: 5)` (or `through:`): its numbers, at most 1,000 of them.
    func strideList(_ call: FunctionCallExprSyntax) -> SwiftUIValue? {
        func number(_ label: String) -> Double? { call.arguments.first { $0.label?.text == label }.flatMap { eval($0.expression).number } }
        guard let start = number("from"), let step = number("by"), step != 0, step.isFinite else { return nil }
        let through = number("through")
        guard let end = through ?? number("to") else { return nil }
        var items: [SwiftUIValue] = []
        var n = start
        while items.count < 1000, step > 0 ? (through == nil ? n < end : n <= end) : (through == nil ? n > end : n >= end) {
            items.append(.number(n))
            n += step
        }
        return .list(items)
    }

    /// Methods that make text from the text they are called on.
    static let transforms = ["replacing", "trimming", "lowercased", "uppercased", "capitalized", "prefix", "suffix", "joined",
                             "appending", "dropFirst", "dropLast", "components", "formatted"]
}
