import Foundation
import SwiftSyntax

/// Members: `self.x`, `Type.x` (a constant, an enum case, a static property), and a known
/// value's properties (a model's stored and computed properties, an enum case's, a list's
/// `count`, a text's `capitalized`).
extension SwiftUIEvaluator {
    func memberAccess(_ member: MemberAccessExprSyntax) -> SwiftUIValue {
        let name = member.declName.baseName.text
        // `.segmented`, `.combine`: a member of a type the context gives.
        guard let base = member.base else { return implicitMember(name) }
        let typeName = base.trimmedDescription
        // `self.tips`: the view's own property.
        if typeName == "self" { return bindings[name] ?? ownMember(name, at: member) ?? constant(name, at: member) ?? .placeholder(name) }
        if Self.isTypeName(typeName), bindings[typeName] == nil, let value = staticMember(name, of: typeName == "Self" ? selfType ?? typeName : typeName, at: member) {
            return value
        }
        if Self.isTypeName(typeName), bindings[typeName] == nil, let text = generatedString(typeName, name) { return text }
        let value = eval(base)
        // `user.name` where `user` is nil: a branch shown that the screen would not show first
        // (only `user?.name` reads nil); the value is one the app has when it shows it.
        if value == .null, !base.is(OptionalChainingExprSyntax.self) { return .placeholder(name) }
        if let member = self.member(name, of: value) { return member }
        return Self.freshInstall(name) ?? .placeholder(name)
    }

    /// `LocalString.settings_navigation_title`, `L10n.Settings.Navigation.title`: an accessor a
    /// build step generates from the strings table (so no file of the app declares its type),
    /// found by the key spelled with the same letters and digits (`settings.navigation.title`).
    /// nil when the app declares the type or no one key is so spelled.
    func generatedString(_ typeName: String, _ name: String) -> SwiftUIValue? {
        let root = String(typeName.prefix { $0 != "." })
        guard declarations.type(root) == nil, enums[root] == nil, !Self.platformTypes.contains(root) else { return nil }
        // R.swift's `R.string.localizable.aboutIrisTitle()`: the table `Localizable`, the key spelled so.
        let parts = typeName.split(separator: ".")
        if parts.count == 3, parts[0] == "R", parts[1] == "string" {
            let table = parts[2].prefix(1).uppercased() + parts[2].dropFirst()
            guard let key = evaluation.tables(with: table).key(spelledAs: name, table: table), let text = translation(key, table: table) else { return nil }
            return .text(text, placeholder: false, localizable: false)
        }
        let path = typeName.split(separator: ".").dropFirst().joined() + name
        let tables = evaluation.tables(with: nil)
        // A key of one word (`title`) is too easily another member's name.
        guard let key = tables.key(spelledAs: path, table: nil) ?? tables.key(spelledAs: name, table: nil),
              key.contains(where: { $0 == "." || $0 == "_" || $0 == " " || $0 == "-" }),
              let text = translation(key, table: nil) else { return nil }
        return .text(text, placeholder: false, localizable: false)
    }

    /// Types of the platform whose members are never a strings table's accessors.
    static let platformTypes: Set<String> = [
        "Color", "Font", "Image", "UIColor", "UIFont", "UIImage", "Date", "Locale", "Calendar", "Bundle", "UIApplication",
        "ProcessInfo", "String", "Int", "Double", "Float", "CGFloat", "Bool", "UIDevice", "UserDefaults", "URL", "Text",
        "Animation", "Edge", "Alignment", "ShapeStyle", "UIScreen", "TimeZone", "Character",
    ]

    /// `.added`: a case of the enum being read, or of the one enum the app declares with that
    /// case; else a member of a type the context gives (`.segmented`).
    func implicitMember(_ name: String) -> SwiftUIValue {
        if let selfType, let found = enums[selfType] ?? enums[SwiftUIDeclarations.lastName(selfType)],
           found.cases.contains(where: { $0.name == name }) {
            return .enumCase(type: enums[selfType] == nil ? SwiftUIDeclarations.lastName(selfType) : selfType, name: name)
        }
        let owners = evaluation.enumOwners(of: name, in: enums)
        if owners.count == 1, let owner = owners.first { return .enumCase(type: owner, name: name) }
        return .member(name)
    }

    /// `.init(…)`, `.default`, `.plain(title:)` where the value's type is declared (a constant's
    /// `: Self`, a parameter's, a property's): that type's member; anything else as written.
    func eval(_ expr: ExprSyntax, as type: @autoclosure () -> String?) -> SwiftUIValue {
        // `[.mauriceParker, .stuartBreckenridge]` for `[Contributors]`: each item of the element type.
        if let array = expr.as(ArrayExprSyntax.self), array.elements.contains(where: { Self.isImplicitMember($0.expression) }),
           let declared = type()?.filter({ !$0.isWhitespace }), declared.hasPrefix("["), declared.hasSuffix("]"), !declared.contains(":") {
            let element = String(declared.dropFirst().dropLast())
            return .list(array.elements.map { eval($0.expression, as: element) })
        }
        guard Self.isImplicitMember(expr), let declared = type() else { return eval(expr) }
        let typeName = SwiftUIDeclarations.bare(declared == "Self" ? selfType ?? declared : declared)
        guard Self.isTypeName(typeName), declarations.type(typeName) != nil else { return eval(expr) }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            return staticMember(member.declName.baseName.text, of: typeName, at: expr) ?? eval(expr)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            // An enum's case with values: made as written, its values' types known from the case.
            let last = SwiftUIDeclarations.lastName(typeName)
            if let found = enums[typeName] ?? enums[last], found.cases.contains(where: { $0.name == name }) {
                return implicitCall(name, SwiftUICallArgument.of(call), at: call, owners: [enums[typeName] == nil ? last : typeName])
            }
            return staticCall(name, of: typeName, SwiftUICallArgument.of(call), at: call) ?? eval(expr)
        }
        return eval(expr)
    }

    /// Whether `name` as written names a type (`Flavor`, `L10n.Settings`, `Self`), not a value.
    static func isTypeName(_ name: String) -> Bool { SwiftUINames.isQualifiedType(name) }

    /// `Type.name`: a constant, an enum's case or `allCases`, a static computed property,
    /// `UserDefaults.standard`; nil when the type has no such member.
    func staticMember(_ name: String, of typeName: String, at node: some SyntaxProtocol) -> SwiftUIValue? {
        if let value = constant(typeName + "." + name, at: node) { return value }
        let last = SwiftUIDeclarations.lastName(typeName)
        if let type = enums[typeName] ?? enums[last] {
            let qualified = enums[typeName] == nil ? last : typeName
            if name == "allCases" { return .list(type.cases.map { .enumCase(type: qualified, name: $0.name) }) }
            if type.cases.contains(where: { $0.name == name }) { return .enumCase(type: qualified, name: name) }
        }
        if let type = declarations.type(typeName), let computed = type.staticComputed[name] {
            return called(computed.body, on: nil, type: type.name, at: node)
        }
        if let type = declarations.type(typeName), let wrapped = type.staticWrapped[name] {
            var inner = self
            inner.selfType = type.name
            return inner.wrapperDefault(wrapped)
        }
        return Self.platformInstances[typeName + "." + name]
    }

    /// The platform's shared instances a screen reads, as a fresh install on an iPhone has them:
    /// `UserDefaults.standard` and `Bundle.main` (whose methods are read where they are called),
    /// and the device, an iPhone running iOS, not an iPad or a Mac.
    static let platformInstances: [String: SwiftUIValue] = [
        "UserDefaults.standard": .instance(type: "UserDefaults", fields: [:]),
        "Bundle.main": .instance(type: "Bundle", fields: [:]),
        "UIDevice.current": .instance(type: "UIDevice", fields: [
            "userInterfaceIdiom": .member("phone"), "systemName": .text("iOS", placeholder: false, localizable: false),
            "model": .text("iPhone", placeholder: false, localizable: false),
        ]),
        "ProcessInfo.processInfo": .instance(type: "ProcessInfo", fields: ["isiOSAppOnMac": .bool(false), "isMacCatalystApp": .bool(false)]),
    ]

    /// A member of the code's own `self` read by its bare name: a model's property inside the
    /// model, a computed property of the view being read; nil when `self` has none so named.
    func ownMember(_ name: String, at node: some SyntaxProtocol) -> SwiftUIValue? {
        if let selfValue, let type = Self.typeName(of: selfValue), let decl = declarations.type(type),
           decl.stored(name) != nil || decl.computed[name] != nil {
            return member(name, of: selfValue)
        }
        guard let selfType, let decl = declarations.type(selfType) else { return nil }
        if selfValue == nil, let computed = decl.computed[name], !Self.isView(computed.type) {
            return called(computed.body, on: nil, type: selfType, keepingBindings: true, at: node)
        }
        if let computed = decl.staticComputed[name] { return called(computed.body, on: nil, type: selfType, at: node) }
        return nil
    }

    /// Whether a declared type is a view (`some View`, `AnyView`): followed as views, never read as a value.
    static func isView(_ type: TypeSyntax?) -> Bool {
        guard let text = type?.trimmedDescription else { return false }
        return text.hasSuffix("View") || text == "Text" || text == "Image" || text.hasSuffix("Content") || text.hasPrefix("some ")
            || text.hasPrefix("any ")
    }

    /// The app's type a value belongs to, as its declarations name it.
    static func typeName(of value: SwiftUIValue) -> String? {
        switch value {
        case .instance(let type, _), .enumCase(let type, _, _): return type
        case .text: return "String"
        case .number: return "Double"
        case .bool: return "Bool"
        case .list: return "Array"
        case .member, .unknown, .null, .tuple, .function: return nil
        }
    }

    /// A property of a known value: a list's `count` and `isEmpty`, an enum case's `rawValue`
    /// and computed properties, a model's stored and computed properties; nil when not known.
    func member(_ name: String, of value: SwiftUIValue) -> SwiftUIValue? {
        switch (value, name) {
        case (.list(let items), "count"): return .number(Double(items.count))
        case (.list(let items), "isEmpty"): return .bool(items.isEmpty)
        case (.list(let items), "first"): return items.first ?? .null
        case (.list(let items), "last"): return items.last ?? .null
        case (.list(let items), "indices"): return .list(items.indices.map { .number(Double($0)) })
        case (.text(let s, false, _), "count"): return .number(Double(s.count))
        case (.text(let s, false, _), "isEmpty"): return .bool(s.isEmpty)
        case (.text(let s, let p, let l), "self"), (.text(let s, let p, let l), "description"): return .text(s, placeholder: p, localizable: l)
        case (.number, "self"), (.bool, "self"), (.enumCase, "self"), (.instance, "self"), (.list, "self"): return value
        case (.number(let n), "description"): return .text(SwiftUIValue.format(n), placeholder: false, localizable: false)
        // `Color.purple.description` is "purple": a system value prints its name.
        case (.member(let n), "description"): return .text(n, placeholder: false, localizable: false)
        case (.text(let s, let p, _), "capitalized"): return .text(s.capitalized, placeholder: p, localizable: false)
        case (.text(let s, let p, _), "localizedCapitalized"): return .text(s.capitalized, placeholder: p, localizable: false)
        case (.text(let s, let p, _), "uppercased"): return .text(s.uppercased(), placeholder: p, localizable: false)
        case (.null, _): return .null
        case (.tuple(let labels, let items), _):
            if let i = labels.firstIndex(of: name) { return items[i] }
            if let i = Int(name), i >= 0, i < items.count { return items[i] }
            return nil
        // An image still loading has neither an image nor an error.
        case (.enumCase("AsyncImagePhase", "empty", _), "image"), (.enumCase("AsyncImagePhase", "empty", _), "error"): return .null
        case (.enumCase(let type, let caseName, _), "rawValue"):
            // An enum with cases carrying values declares its own `rawValue` (`switch self`).
            if let declared = extensionMember(name, of: value), !Self.isPlaceholder(declared) { return declared }
            return enums[type]?.cases.first { $0.name == caseName }?.raw
        case (.enumCase(let type, let caseName, _), _):
            if let value = extensionMember(name, of: value), !Self.isPlaceholder(value) { return value }
            return enums[type]?.properties[name]?[caseName]
        // `Bundle.main.infoDictionary`: what the project says the app's `Info.plist` holds.
        case (.instance("Bundle", _), "infoDictionary"): return infoDictionary
        case (.instance(let type, let fields), _):
            if let field = fields[name] { return field }
            // A value of a type not read, made with labels (`.init(title: "x")`): what it was not
            // given is taken as an optional left out, nil.
            if type.isEmpty { return .null }
            guard let decl = declarations.type(type) else { return nil }
            if let stored = decl.stored(name) { return storedValue(stored, of: decl) }
            if let computed = decl.computed[name] { return called(computed.body, on: value, type: decl.name, at: computed.body) }
            return nil
        default:
            return extensionMember(name, of: value)
        }
    }

    /// A computed property the app declares on a value's type (an enum's `var title: String`,
    /// `extension String { var localized: String }`), worked out with `self` the value.
    func extensionMember(_ name: String, of value: SwiftUIValue) -> SwiftUIValue? {
        guard let type = Self.typeName(of: value), let decl = declarations.type(type), let computed = decl.computed[name] else { return nil }
        return called(computed.body, on: value, type: decl.name, at: computed.body)
    }

    /// A stored property no initializer set: its initial value, its wrapper's default, nil for an
    /// optional; worked out once per import for each type (nothing in it reads the instance).
    func storedValue(_ stored: SwiftUITypeDecl.Stored, of type: SwiftUITypeDecl) -> SwiftUIValue? {
        let key = type.name + "." + stored.name + " stored"
        if let known = evaluation.known(key) { return known }
        var inner = self
        inner.bindings = [:]
        inner.integers = []
        inner.selfValue = nil
        inner.arguments = [:]
        inner.selfType = type.name
        return evaluation.constant(key) {
            if let registered = inner.registeredDefault(of: stored) { return registered }
            if let initial = stored.initial { return inner.eval(initial, as: stored.type?.trimmedDescription) }
            if let value = inner.wrapperDefault(stored) { return value }
            if let declared = stored.type, SwiftUIDeclarations.isOptional(declared) { return .null }
            return .placeholder(stored.name)
        }
    }

    static func isPlaceholder(_ value: SwiftUIValue) -> Bool {
        switch value {
        case .text(_, true, _), .unknown: return true
        case .text, .number, .bool, .member, .list, .enumCase, .null, .tuple, .instance, .function: return false
        }
    }
}
