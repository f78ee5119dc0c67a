import Foundation
import SwiftSyntax

extension SwiftUIMapper {
    /// A view's stored properties with their values when it first appears, on top of `bound`
    /// (what the call and its initializer set): initial values (`@State var tip = 20`, `let tips
    /// = [10, 15, 20]`), property wrappers' defaults (`@Setting(.showBadges)`, `@Default(.isOn)`,
    /// a model read through `@StateObject`, `@ObservedObject`, `@Environment(Model.self)`),
    /// `nil` for an optional `var` no one set, an empty store query on a fresh install. An empty
    /// collection is empty: the screen first appears before anything is added. Then its computed
    /// properties whose value is known.
    static func initialValues(_ decl: SwiftUIViewDecl, bound: [String: SwiftUIValue], _ evaluator: SwiftUIEvaluator) -> [String: SwiftUIValue] {
        var out = bound
        var scope = evaluator
        for property in decl.stored where out[property.name] == nil {
            scope.bindings = out
            var value: SwiftUIValue?
            if let registered = scope.registeredDefault(of: property) {
                value = registered
            } else if let initial = property.initial {
                if initial.is(ClosureExprSyntax.self) { continue }
                value = scope.eval(initial, as: property.type?.trimmedDescription)
            } else {
                value = scope.wrapperDefault(property)
                if value == nil, !property.isLet, let type = property.type, SwiftUIDeclarations.isOptional(type) { value = .null }
            }
            guard let value else { continue }
            out[property.name] = value
        }
        out = appeared(decl, out, evaluator)
        // `var title: String { "Settings" }`: a computed property whose body is one known value.
        // Twice, in name order: a property read by another one is known the second time round.
        let computed = decl.computed.filter { $0.key != "body" && out[$0.key] == nil && decl.parameters[$0.key] == nil }.sorted { $0.key < $1.key }
        for (name, items) in computed + computed {
            // A view (`var header: some View { Text("x") }`) is followed as a view, not read as a value.
            if items.count == 1, case .expr(let e)? = items.first?.item, let call = e.as(FunctionCallExprSyntax.self),
               SwiftUINames.isType(call.calledExpression.trimmedDescription),
               !["String", "Double", "Int"].contains(call.calledExpression.trimmedDescription) {
                continue
            }
            scope.bindings = out
            guard let value = scope.body(items) else { continue }
            if case .text(_, true, _) = value { continue }
            if case .unknown = value { continue }
            out[name] = value
        }
        return out
    }
}

extension SwiftUIMapper {
    /// The state after the view's `.onAppear { loadSettings() }` ran: SwiftUI runs it before
    /// the first frame VoiceOver reads. What it sets at once is kept; `.task` and what an
    /// action does later are not.
    static func appeared(_ decl: SwiftUIViewDecl, _ state: [String: SwiftUIValue], _ evaluator: SwiftUIEvaluator) -> [String: SwiftUIValue] {
        guard !decl.onAppear.isEmpty else { return state }
        var scope = evaluator
        scope.bindings = state
        scope.selfType = decl.name
        scope.selfValue = nil
        scope.arguments = [:]
        for closure in decl.onAppear { _ = scope.scoped(closure.statements) }
        // What the view holds, not the names the closures declared.
        return state.merging(scope.bindings.filter { state[$0.key] != nil }) { _, after in after }
    }
}

/// What a property wrapper holds before anything is stored: SwiftUI's own (optionals nil, a
/// model the app declares, the environment an iPhone gives), and settings wrappers (the
/// Defaults library's `@Default(.key)`, the app's own whose key or initializer carries a default).
extension SwiftUIEvaluator {
    func wrapperDefault(_ stored: SwiftUITypeDecl.Stored) -> SwiftUIValue? {
        guard let attribute = stored.wrapper else { return nil }
        let wrapper = SwiftUIDeclarations.bare(attribute.attributeName.trimmedDescription)
        let arguments: [SwiftUICallArgument] = if case .argumentList(let list)? = attribute.arguments {
            list.map { SwiftUICallArgument(label: $0.label?.text, expr: $0.expression) }
        } else {
            []
        }
        let optional = stored.type.map(SwiftUIDeclarations.isOptional) ?? false
        switch wrapper {
        case "State", "AppStorage", "SceneStorage", "Binding", "Published", "ObservationIgnored":
            return nil
        case "FocusState", "AccessibilityFocusState": return optional ? .null : .bool(false)
        case "StateObject", "ObservedObject", "EnvironmentObject", "Bindable":
            return stored.type.flatMap { model(named: $0.trimmedDescription, at: attribute) }
        case "Environment":
            guard let key = arguments.first?.expr else { return nil }
            if let member = key.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self", let base = member.base {
                return model(named: base.trimmedDescription, at: attribute)
            }
            let name = key.as(KeyPathExprSyntax.self)?.components.last?.trimmedDescription.trimmingCharacters(in: ["."]) ?? ""
            return Self.environment(name) ?? appEnvironment(name, at: attribute)
        // What the app stores: nothing yet on a fresh install.
        case "Query", "FetchRequest", "SectionedFetchRequest": return .list([])
        case "Namespace", "GestureState", "ScaledMetric", "Environment.Value":
            return nil
        case "Default":
            return arguments.first.flatMap { settingDefault(key: $0.expr, wrapper: "Defaults") }
        default:
            return settingWrapperDefault(wrapper, arguments, at: attribute)
        }
    }

    /// What an iPhone's environment holds when a screen first appears, by key.
    static func environment(_ key: String) -> SwiftUIValue? {
        switch key {
        case "horizontalSizeClass": return .member("compact")
        case "verticalSizeClass", "legibilityWeight": return .member("regular")
        case "colorScheme": return .member("light")
        case "dynamicTypeSize": return .member("large")
        case "layoutDirection": return .member("leftToRight")
        case "scenePhase": return .member("active")
        case "isEnabled", "accessibilityVoiceOverEnabled": return .bool(true)
        case "isSearching", "accessibilityReduceMotion", "accessibilityDifferentiateWithoutColor", "isFocused": return .bool(false)
        default: return nil
        }
    }

    /// A key the app adds to the environment, as it declares it: `@Entry var isEditing = false`,
    /// or `var isEditing: Bool { self[IsEditingKey.self] }` with the key's `defaultValue`. A screen
    /// read on its own has what no ancestor set, except a key whose default is `nil`: an app
    /// declares one (`appEnvironment: AppEnvironment?`) to hand its models down from its root,
    /// so it holds a value not known here.
    func appEnvironment(_ name: String, at node: some SyntaxProtocol) -> SwiftUIValue? {
        guard let values = declarations.type("EnvironmentValues") else { return nil }
        // Handed down: a model of the declared type as it is first made, when the app declares it.
        func injected(_ value: SwiftUIValue) -> SwiftUIValue {
            guard case .null = value else { return value }
            let declared = values.computed[name]?.type ?? values.stored(name)?.type
            let typeName = declared.map { SwiftUIDeclarations.bare($0.trimmedDescription.replacingOccurrences(of: "?", with: "")) }
            return typeName.flatMap { model(named: $0, at: node) } ?? .unknown(name)
        }
        if let initial = values.stored(name)?.initial { return injected(eval(initial)) }
        guard let getter = values.computed[name] else { return nil }
        // `self[IsEditingKey.self]`, in a `get` or alone.
        for token in getter.body.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let key) = token.tokenKind, token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .period,
                  token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .leftSquare,
                  let value = staticMember("defaultValue", of: key, at: node) else { continue }
            return injected(value)
        }
        return nil
    }

    /// What the system answers an app on a fresh install, by the name of the call or property
    /// (when the app declares no such name itself): no permission asked yet
    /// (`MPMediaLibrary.authorizationStatus()`, `CLLocationManager().authorizationStatus`),
    /// nothing playing (`player.nowPlayingItem` is nil, `player.playbackState` is `.stopped`),
    /// the app's own icon (`UIApplication.shared.alternateIconName` is nil).
    static func freshInstall(_ name: String) -> SwiftUIValue? {
        switch name {
        case "authorizationStatus": return .member("notDetermined")
        case "nowPlayingItem", "alternateIconName": return .null
        case "playbackState": return .member("stopped")
        default: return nil
        }
    }

    /// A value of the app's class or struct `name` made as a screen first finds it: its
    /// initializer without arguments run when it has one, its properties' initial values.
    func model(named name: String, at node: some SyntaxProtocol) -> SwiftUIValue? {
        guard let type = declarations.type(name), type.declared, !type.isEnum else { return nil }
        return initialize(type, [], at: node)?.value ?? .instance(type: type.name, fields: [:])
    }

    /// An app's own settings wrapper (`@Setting(\.showBadges)`, `@UserDefault("k", defaultValue:
    /// true)`, `@Preference(.sound)`): a default its arguments give, else what its declared
    /// `wrappedValue` reads when nothing is stored, else its initializer's `wrappedValue`
    /// default, else its key's default.
    func settingWrapperDefault(_ wrapper: String, _ arguments: [SwiftUICallArgument], at node: some SyntaxProtocol) -> SwiftUIValue? {
        if let given = arguments.first(where: { $0.label.map(Self.defaultLabels.contains) ?? false }) { return eval(given.expr) }
        if let type = declarations.type(wrapper), type.declared {
            if let made = initialize(type, arguments, at: node)?.value, let value = member("wrappedValue", of: made), !Self.isPlaceholder(value) {
                return value
            }
            for initializer in type.inits {
                for parameter in SwiftUIParameter.list(initializer.signature.parameterClause)
                where parameter.label == "wrappedValue" || parameter.name == "wrappedValue" {
                    if let given = parameter.defaultValue {
                        var inner = self
                        inner.selfType = type.name
                        inner.bindings = [:]
                        return inner.eval(given)
                    }
                }
            }
        }
        guard let key = arguments.first(where: { $0.label == nil })?.expr ?? arguments.first?.expr else { return nil }
        return settingDefault(key: key, wrapper: wrapper)
    }

    /// The default a setting's key carries: `\.showBadges` (a property with an initial value, in
    /// the key path's root or any type the app declares), `.showBadges` (a static key such as
    /// `static let showBadges = Key<Bool>("showBadges", default: true)`), a key value.
    func settingDefault(key: ExprSyntax, wrapper: String) -> SwiftUIValue? {
        if let path = key.as(KeyPathExprSyntax.self) {
            guard let property = path.components.last?.trimmedDescription.trimmingCharacters(in: ["."]) else { return nil }
            let roots = path.root.map { [SwiftUIDeclarations.bare($0.trimmedDescription)] } ?? declarations.typeNames
            for root in roots {
                guard let type = declarations.type(root), let stored = type.stored(property), stored.initial != nil || stored.wrapper != nil else { continue }
                if let value = storedValue(stored, of: type), !Self.isPlaceholder(value) { return value }
            }
            return nil
        }
        if let member = key.as(MemberAccessExprSyntax.self), member.base == nil {
            let name = member.declName.baseName.text
            for found in constants.keys.filter({ $0.hasSuffix("." + name) }).sorted() {
                if let value = constant(found, at: key).flatMap(keyDefault) { return value }
                // `AppKey("useSplash", default: true)`: the app's helper making the library's key,
                // its default written where the key is.
                if let call = constants[found]?.as(FunctionCallExprSyntax.self),
                   let given = call.arguments.first(where: { Self.defaultLabels.contains($0.label?.text ?? "") }) {
                    let value = keyTyped(given.expression, key: call) ?? eval(given.expression)
                    if !Self.isPlaceholder(value) { return value }
                }
            }
            for typeName in declarations.typeNames {
                guard let type = declarations.type(typeName), let computed = type.staticComputed[name] else { continue }
                if let value = keyDefault(called(computed.body, on: nil, type: type.name, at: key)) { return value }
            }
            return nil
        }
        return keyDefault(eval(key))
    }

    /// `Key<PostSettings>("post", default: .init())`: a default written `.init(…)`, made as the
    /// type the key holds.
    func keyTyped(_ given: ExprSyntax, key: FunctionCallExprSyntax) -> SwiftUIValue? {
        guard let made = given.as(FunctionCallExprSyntax.self), let member = made.calledExpression.as(MemberAccessExprSyntax.self),
              member.base == nil, member.declName.baseName.text == "init",
              let held = key.calledExpression.as(GenericSpecializationExprSyntax.self)?.genericArgumentClause.arguments.first,
              let type = declarations.type(held.argument.trimmedDescription), type.declared else { return nil }
        return construct(type, SwiftUICallArgument.of(made), at: made)
    }

    /// A key's default: the value it was made with under `default:` (or `defaultValue:`…).
    func keyDefault(_ key: SwiftUIValue) -> SwiftUIValue? {
        guard case .instance = key else { return nil }
        for label in Self.defaultLabels {
            if let value = member(label, of: key), !Self.isPlaceholder(value) { return value }
        }
        return nil
    }

    /// The names of a closure's parameters bound to `item` (`{ index, item in }` to the parts of
    /// a pair from `enumerated()`, `{ row in }` to it whole, `$0` when none are named).
    func binding(_ closure: ClosureExprSyntax, to item: SwiftUIValue?) -> [String: SwiftUIValue] {
        let names = SwiftUIParameter.list(closure) ?? ["$0"]
        guard let item else { return Dictionary(names.filter { $0 != "_" }.map { ($0, .placeholder($0)) }) { first, _ in first } }
        if names.count > 1, case .tuple(_, let parts) = item {
            return Dictionary(zip(names, parts).filter { $0.0 != "_" }.map { ($0.0, $0.1) }) { first, _ in first }
        }
        return names.first.map { [$0: item] } ?? [:]
    }
}
