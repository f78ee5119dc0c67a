import SwiftSyntax

/// A struct, class, enum or actor the app declares, with what its extensions add: the members
/// the evaluator reads to work out values of the app's own code (`model.isOn`, `Keypad().rows`,
/// `Theme.title(for: .dark)`).
struct SwiftUITypeDecl {
    /// A stored property: its initial value, its type as written, and the property wrapper
    /// before it (`@Setting(.showBadges)`, `@Published`), when any.
    struct Stored {
        let name: String
        let initial: ExprSyntax?
        let type: TypeSyntax?
        let wrapper: AttributeSyntax?
        let isLet: Bool
    }

    /// A computed property's getter and its declared type.
    struct Computed {
        let body: CodeBlockItemListSyntax
        let type: TypeSyntax?
    }

    let name: String
    var isEnum = false
    /// A class or an actor: a model, never a value copied.
    var isClass = false
    /// Whether the type is declared here (not only extended): it has a memberwise initializer
    /// only when it is a struct with no initializer of its own in its declaration.
    var declared = false
    var hasMemberwise = false
    var stored: [Stored] = []
    var computed: [String: Computed] = [:]
    var staticComputed: [String: Computed] = [:]
    /// `@UserDefault("demo", defaultValue: true) static var demo: Bool`: a static setting its wrapper holds.
    var staticWrapped: [String: Stored] = [:]
    var methods: [String: [FunctionDeclSyntax]] = [:]
    var staticMethods: [String: [FunctionDeclSyntax]] = [:]
    var inits: [InitializerDeclSyntax] = []

    init(name: String) { self.name = name }

    /// The members of `block` added to these.
    mutating func add(members block: MemberBlockSyntax) {
        for member in ViewDeclFinder.activeMembers(block.members) {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                add(variable)
            } else if let function = member.decl.as(FunctionDeclSyntax.self), function.body != nil {
                if Self.isStatic(function.modifiers) {
                    staticMethods[function.name.declaredName, default: []].append(function)
                } else {
                    methods[function.name.declaredName, default: []].append(function)
                }
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self), initializer.body != nil {
                inits.append(initializer)
            }
        }
    }

    private mutating func add(_ variable: VariableDeclSyntax) {
        let isStatic = Self.isStatic(variable.modifiers)
        let wrapper = variable.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.declaredName else { continue }
            let type = binding.typeAnnotation?.type
            if let accessor = binding.accessorBlock {
                let body = accessor.getter
                // `var x = 1 { didSet { … } }`: stored, its observers aside.
                if body == nil, binding.initializer != nil || type != nil {
                    if !isStatic {
                        stored.append(Stored(name: name, initial: binding.initializer?.value, type: type, wrapper: wrapper, isLet: false))
                    }
                    continue
                }
                guard let body else { continue }
                if isStatic { staticComputed[name] = Computed(body: body, type: type) } else { computed[name] = Computed(body: body, type: type) }
            } else if isStatic {
                if let wrapper, binding.initializer == nil {
                    staticWrapped[name] = Stored(name: name, initial: nil, type: type, wrapper: wrapper, isLet: false)
                }
            } else {
                let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
                stored.append(Stored(name: name, initial: binding.initializer?.value, type: type ?? variable.bindings.last?.typeAnnotation?.type,
                                     wrapper: wrapper, isLet: isLet))
            }
        }
    }

    /// `other`'s members added to these (an extension's, maybe from another file).
    mutating func add(_ other: SwiftUITypeDecl) {
        isEnum = isEnum || other.isEnum
        isClass = isClass || other.isClass
        if other.declared, !declared {
            declared = true
            hasMemberwise = other.hasMemberwise
            stored = other.stored + stored
        } else {
            stored += other.stored
        }
        computed.merge(other.computed) { old, _ in old }
        staticComputed.merge(other.staticComputed) { old, _ in old }
        staticWrapped.merge(other.staticWrapped) { old, _ in old }
        methods.merge(other.methods) { $0 + $1 }
        staticMethods.merge(other.staticMethods) { $0 + $1 }
        inits += other.inits
    }

    func stored(_ name: String) -> Stored? { stored.first { $0.name == name } }

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}

/// What the app declares outside its views' bodies, across every file read: types by name (each
/// with its extensions), free functions by name (each overload).
struct SwiftUIDeclarations {
    /// By qualified name (`FilterState.SearchMode`) and by last name when that is not ambiguous
    /// with a type declared earlier.
    private(set) var types: [String: SwiftUITypeDecl] = [:]
    private(set) var functions: [String: [FunctionDeclSyntax]] = [:]
    /// The names of the types declared, in order: where a name is looked for in every type.
    private(set) var typeNames: [String] = []
    /// The app's strings tables by name (`Localizable`, `Settings`), in the source language.
    var tables = SwiftUIStrings.Tables()
    /// The settings the app registers at launch, in file order.
    private(set) var registeredDefaults: [SwiftUIRegisteredDefaults.Entry] = []

    init() {}

    init(_ sources: [SwiftUISource]) {
        var byName: [String: SwiftUITypeDecl] = [:]
        for source in sources {
            for (name, type) in source.types {
                if byName[name] == nil { byName[name] = type } else { byName[name]?.add(type) }
            }
            functions.merge(source.functions) { $0 + $1 }
            registeredDefaults += source.registeredDefaults
        }
        // `extension SearchMode` for `FilterState.SearchMode`: what it adds, the nested type has.
        for name in byName.keys.sorted() where name.contains(".") {
            let last = Self.lastName(name)
            guard let short = byName[last], let long = byName[name] else { continue }
            // `extension DataModel.SortOrder` for `SortOrder`, declared in the module `DataModel`.
            if short.declared, !long.declared { byName[last]?.add(long) } else if !short.declared { byName[name]?.add(short) }
        }
        types = byName
        typeNames = byName.filter { $0.value.declared }.keys.sorted()
        for name in byName.keys.sorted() where name.contains(".") {
            let last = Self.lastName(name)
            if types[last] == nil || types[last]?.declared == false { types[last] = byName[name] }
        }
    }

    /// The type named `name` as written inside `outer` (a qualified type name): a type nested
    /// there, or in a type around it (`Storage` inside `UserPreferences` is
    /// `UserPreferences.Storage`, whatever other types call theirs), else `type(name)`.
    func type(_ name: String, inside outer: String?) -> SwiftUITypeDecl? {
        var scope = outer.map { $0.split(separator: ".").map(String.init) } ?? []
        let bare = Self.bare(name)
        while !scope.isEmpty {
            if let nested = types[(scope + [bare]).joined(separator: ".")] { return nested }
            scope.removeLast()
        }
        return type(name)
    }

    /// The type named `name` (`Key<Bool>`, `Model?`, `DataModel.SortOrder` as written), or nil.
    func type(_ name: String) -> SwiftUITypeDecl? {
        let bare = Self.bare(name)
        return types[bare] ?? types[Self.lastName(bare)]
    }

    /// A type's name without generic arguments, optionality or spaces: `Key<Bool>?` → `Key`.
    static func bare(_ name: String) -> String {
        var out = name.filter { !$0.isWhitespace }
        if let angle = out.firstIndex(of: "<") { out = String(out[..<angle]) }
        while out.hasSuffix("?") || out.hasSuffix("!") { out.removeLast() }
        if out.hasPrefix("any") || out.hasPrefix("some"), out.count > 4 { out = String(out.drop { $0.isLowercase }) }
        return out
    }

    /// Whether a type is optional as written (`String?`, `Item!`, `Optional<Item>`).
    static func isOptional(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isOptional(attributed.baseType) }
        return type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
    }

    static func lastName(_ name: String) -> String { name.split(separator: ".").last.map(String.init) ?? name }
}

extension AccessorBlockSyntax {
    /// The statements of the getter: the block itself (`var x: Int { 1 }`) or its `get { }`.
    var getter: CodeBlockItemListSyntax? {
        switch accessors {
        case .getter(let items): return items
        case .accessors(let list): return list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
    }
}
