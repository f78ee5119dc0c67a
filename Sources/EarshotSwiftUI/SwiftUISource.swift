import SwiftDiagnostics
import SwiftIfConfig
import EarshotModel
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One parsed Swift file: its syntax tree, where its lines are, and the `View` structs and
/// previews it declares.
struct SwiftUISource: Sendable {
    let path: String
    /// `path` as the library spells every path (`SwiftUILibrary.parts` joined): worked out once.
    let normalizedPath: String
    /// The path findings and `source-file` name (relative to the main file's directory); `nil` for the main file.
    var sourceFile: String?
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    var views: [SwiftUIViewDecl] = []
    /// Names of the views the file's `#Preview`s and `PreviewProvider`s show, in file order.
    var previews: [String] = []
    /// Each previewed view's call in its preview (`RatingView(rating: .constant(4))`): its arguments
    /// are what the screen shows.
    var previewCalls: [String: FunctionCallExprSyntax] = [:]
    /// The enums the file declares, by name.
    var enums: [String: SwiftUIEnum] = [:]
    /// What its extensions add to enums (declared here or elsewhere), by the enum's name.
    var enumExtensions: [String: SwiftUIEnum] = [:]
    /// Its `static let` values and top-level `let`s, by qualified name.
    var constants: [String: ExprSyntax] = [:]
    /// Every type it declares or extends, in file order, by qualified name; its free functions.
    var types: [(name: String, decl: SwiftUITypeDecl)] = []
    var functions: [String: [FunctionDeclSyntax]] = [:]
    /// The settings it registers at launch (`register(defaults: [...])`).
    var registeredDefaults: [SwiftUIRegisteredDefaults.Entry] = []
    /// Its `ViewModifier` structs (`body(content:)` among their computed members), by name.
    var viewModifiers: [String: SwiftUIViewDecl] = [:]
    /// Its `extension View` functions (`func cardStyle() -> some View`), by name, each overload.
    var viewExtensions: [String: [SwiftUIViewExtension]] = [:]
    /// Braces, parentheses and brackets nested deeper than this are a located syntax error.
    static let maximumNestingLevel = 256

    /// The file parsed, or the first syntax error as a located diagnostic.
    static func parse(text: String, path: String, sourceFile: String?) -> Result<SwiftUISource, EarshotModel.Diagnostic> {
        if let tooDeep = SwiftBracketDepth.find(text) {
            return .failure(EarshotModel.Diagnostic(path: path, location: tooDeep.location, message: tooDeep.message))
        }
        // The parser's own default is 20 levels when built for debugging (256 for release): one
        // limit for both, on the large stack every import runs on.
        var text = text
        let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        if tree.hasError {
            let found = ParseDiagnosticsGenerator.diagnostics(for: tree)
            if let first = found.first {
                let at = first.location(converter: converter)
                return .failure(EarshotModel.Diagnostic(path: path, location: EarshotModel.SourceLocation(line: at.line, column: at.column),
                                           message: "Swift syntax error: " + first.message))
            }
            return .failure(EarshotModel.Diagnostic(path: path, location: .start, message: "Swift syntax error"))
        }
        var source = SwiftUISource(path: path, normalizedPath: SwiftUILibrary.parts(path).joined(separator: "/"), sourceFile: sourceFile,
                                   tree: tree, converter: converter)
        let finder = ViewDeclFinder(viewMode: .sourceAccurate, configuration: SwiftUIBuild.iPhone)
        finder.walk(tree)
        // `struct Settings { … }` made a view by `extension Settings: View { var body … }`.
        for (name, found) in finder.plainStructs where finder.conformingToView.contains(name) && !finder.views.contains(where: { $0.name == name }) {
            var view = SwiftUIViewDecl(name: name, decl: found.decl)
            (view.computed, view.properties, view.parameters) = ViewDeclFinder.members(found.decl.memberBlock)
            view.onAppear = ViewDeclFinder.onAppear(in: view.body)
            view.stored = found.stored
            finder.views.append(view)
        }
        finder.views.sort { $0.decl.position < $1.decl.position }
        // Views' helpers declared in extensions (`private extension Card { func header() -> some View }`).
        for i in finder.views.indices {
            let name = finder.views[i].name
            for (member, items) in finder.extensionMembers[name] ?? [:] where finder.views[i].computed[member] == nil {
                finder.views[i].computed[member] = items
                if let list = finder.extensionParameters[name]?[member] { finder.views[i].parameters[member] = list }
            }
        }
        source.views = finder.views
        source.previews = finder.previews
        source.previewCalls = finder.previewCalls
        source.enums = finder.enums
        source.enumExtensions = finder.extensionEnums
        source.constants = finder.constants
        source.viewModifiers = finder.viewModifiers
        source.viewExtensions = finder.viewExtensions
        source.types = finder.types
        source.functions = finder.functions
        // A file of views sends the search on to the models it reads; a file of structs and
        // enums to the types they name (as before); a model's or an extension's file only to
        // the settings keys it names.
        let declaresValues = finder.types.contains { $0.decl.declared && !$0.decl.isClass }
        let tokens = Array(tree.tokens(viewMode: .sourceAccurate))
        source.calledNames = Self.calledNames(tokens, models: !finder.views.isEmpty)
            .filter { !finder.views.isEmpty || declaresValues && !$0.contains(" ") || $0.hasPrefix("static ") || $0.hasPrefix("class ") }
            .union(Self.heldTypes(tokens))
        source.tableNames = Self.tableNames(tokens)
        source.registeredDefaults = SwiftUIRegisteredDefaults.entries(tokens)
        source.isOtherPlatform = Self.isOtherPlatform(path)
        return .success(source)
    }

    /// The same file named `sourceFile` for another import.
    func named(_ sourceFile: String?) -> SwiftUISource {
        var copy = self
        copy.sourceFile = sourceFile
        return copy
    }

    /// Capitalized names called in the file (`Row(`, `Card {`): views it may use by name.
    var calledNames: Set<String> = []

    /// Strings tables the file names (see `tableNames(_:)`).
    var tableNames: Set<String> = []

    /// Whether the file is in another platform's folder (see `isOtherPlatform(_:)`), decided once.
    var isOtherPlatform = false

    /// 1-based line and column of `node`'s first token.
    func location(_ node: some SyntaxProtocol) -> EarshotModel.SourceLocation {
        let at = node.startLocation(converter: converter, afterLeadingTrivia: true)
        return EarshotModel.SourceLocation(line: at.line, column: at.column)
    }
}

/// A struct that conforms to `View`: its name, stored properties (with their default values)
/// and the `body` and other computed `some View` properties it declares.
struct SwiftUIViewDecl {
    let name: String
    let decl: StructDeclSyntax
    /// A `ToolbarContent` (toolbar items of the app's own): used by name in a `.toolbar`, never a screen.
    var isToolbarContent = false
    /// `var title: String` / `let count = 3`, in declaration order, with default values.
    var properties: [(name: String, initial: ExprSyntax?)] = []
    /// Its stored properties with their types and wrappers (`@Setting(.x) var x: Bool`).
    var stored: [SwiftUITypeDecl.Stored] = []
    /// `body` and every other computed property or function without parameters returning a view.
    var computed: [String: CodeBlockItemListSyntax] = [:]
    /// The parameters of the view functions among `computed` (`func row(_ item: Item, wide: Bool)`):
    /// each call's argument label (nil for `_`) and the name the body reads.
    var parameters: [String: [SwiftUIParameter]] = [:]
    var body: CodeBlockItemListSyntax? { computed["body"] }
    /// The closures its body's `.onAppear { … }` runs, found once when the file is read.
    var onAppear: [ClosureExprSyntax] = []
}

/// A function an `extension View` adds (`func cardStyle(_ tint: Color) -> some View`): used as a
/// modifier, its body reads `self` (or nothing) as the view it modifies.
struct SwiftUIViewExtension {
    let body: CodeBlockItemListSyntax
    let parameters: [SwiftUIParameter]
}

/// Walks a file for `View` structs (at any depth: extensions and nested types too) and previews.
/// Only code an iPhone debug build compiles is visited (`#if os(macOS)` around a view: no view).
final class ViewDeclFinder: ActiveSyntaxVisitor {
    var views: [SwiftUIViewDecl] = []
    var viewModifiers: [String: SwiftUIViewDecl] = [:]
    var viewExtensions: [String: [SwiftUIViewExtension]] = [:]
    var enums: [String: SwiftUIEnum] = [:]
    /// `static let` values by their qualified name (`L10n.Settings.title`, `TipView.tips`), and
    /// the file's top-level `let`s by name.
    var constants: [String: ExprSyntax] = [:]

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        let topLevel = node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        guard isStatic || topLevel else { return .visitChildren }
        let path = Self.path(of: Syntax(node))
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.declaredName else { continue }
            var value = binding.initializer?.value
            if value == nil, let accessor = binding.accessorBlock, case .getter(let items) = accessor.accessors, items.count == 1,
               case .expr(let e)? = items.first?.item {
                value = e
            }
            guard let value else { continue }
            let key = (path + [name]).joined(separator: ".")
            if constants[key] == nil { constants[key] = value }
        }
        return .visitChildren
    }

    /// The names of the types around `node`, outermost first (`L10n.Settings` for a member of
    /// `enum Settings` in `enum L10n`).
    static func path(of node: Syntax) -> [String] {
        var path: [String] = []
        var at = node.parent
        while let current = at {
            if let s = current.as(StructDeclSyntax.self) { path.insert(s.name.text, at: 0) }
            if let e = current.as(EnumDeclSyntax.self) { path.insert(e.name.text, at: 0) }
            if let c = current.as(ClassDeclSyntax.self) { path.insert(c.name.text, at: 0) }
            if let a = current.as(ActorDeclSyntax.self) { path.insert(a.name.text, at: 0) }
            if let x = current.as(ExtensionDeclSyntax.self) { path.insert(x.extendedType.trimmedDescription, at: 0) }
            at = current.parent
        }
        return path
    }

    /// Every type the file declares or extends, in file order, by qualified name; its free functions.
    var types: [(name: String, decl: SwiftUITypeDecl)] = []
    var functions: [String: [FunctionDeclSyntax]] = [:]

    /// A type declared (or extended, `declared` false) at `node`, its members collected.
    @discardableResult
    func addType(_ name: String, members: MemberBlockSyntax, at node: some SyntaxProtocol, declared: Bool, isEnum: Bool = false,
                 hasInits: Bool = true) -> SwiftUITypeDecl {
        let qualified = (Self.path(of: Syntax(node)) + [name]).joined(separator: ".")
        var type = SwiftUITypeDecl(name: qualified)
        type.declared = declared
        type.isEnum = isEnum
        type.add(members: members)
        type.hasMemberwise = declared && !hasInits && type.inits.isEmpty
        types.append((qualified, type))
        return type
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        var type = addType(node.name.text, members: node.memberBlock, at: node, declared: true)
        type.isClass = true
        types[types.count - 1].decl = type
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        var type = addType(node.name.text, members: node.memberBlock, at: node, declared: true)
        type.isClass = true
        types[types.count - 1].decl = type
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // A free function: `func OBALoc(_ key: String, value: String, comment: String) -> String`.
        if node.body != nil, node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
            functions[node.name.declaredName, default: []].append(node)
        }
        return .visitChildren
    }

    /// What extensions add to types that may be enums, by the extended type's name.
    var extensionEnums: [String: SwiftUIEnum] = [:]

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        if enums[node.name.text] == nil { enums[node.name.text] = SwiftUIEnum(node) }
        addType(node.name.text, members: node.memberBlock, at: node, declared: true, isEnum: true)
        return .visitChildren
    }

    var previews: [String] = []
    var previewCalls: [String: FunctionCallExprSyntax] = [:]
    /// Computed views and view functions declared in extensions, by the extended type's name.
    var extensionMembers: [String: [String: CodeBlockItemListSyntax]] = [:]
    var extensionParameters: [String: [String: [SwiftUIParameter]]] = [:]

    /// Structs that do not say `View` where they are declared, and the types an extension makes
    /// views (`extension Settings: View`).
    var plainStructs: [String: (decl: StructDeclSyntax, stored: [SwiftUITypeDecl.Stored])] = [:]
    var conformingToView: Set<String> = []

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let type = node.extendedType.trimmedDescription
        let conforms = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if conforms.contains("View") || conforms.contains("SwiftUI.View") { conformingToView.insert(type) }
        let members = Self.members(node.memberBlock)
        addType(type, members: node.memberBlock, at: node, declared: false)
        let added = SwiftUIEnum(extension: node.memberBlock)
        if !added.properties.isEmpty || !added.viewProperties.isEmpty {
            if extensionEnums[type] == nil { extensionEnums[type] = added } else { extensionEnums[type]?.add(added) }
        }
        if type == "View" || type == "SwiftUI.View" {
            for member in Self.activeMembers(node.memberBlock.members) {
                guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body else { continue }
                let parameters = SwiftUIParameter.list(function.signature.parameterClause)
                viewExtensions[function.name.text, default: []].append(SwiftUIViewExtension(body: body.statements, parameters: parameters))
            }
        }
        extensionMembers[type, default: [:]].merge(members.computed) { old, _ in old }
        extensionParameters[type, default: [:]].merge(members.parameters) { old, _ in old }
        return .visitChildren
    }

    /// A member block's computed properties and view functions, and its stored properties.
    static func members(_ block: MemberBlockSyntax)
        -> (computed: [String: CodeBlockItemListSyntax], properties: [(name: String, initial: ExprSyntax?)],
            parameters: [String: [SwiftUIParameter]]) {
        var computed: [String: CodeBlockItemListSyntax] = [:]
        var properties: [(name: String, initial: ExprSyntax?)] = []
        var parameters: [String: [SwiftUIParameter]] = [:]
        for member in activeMembers(block.members) {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.declaredName else { continue }
                    if let accessor = binding.accessorBlock {
                        if let getter = accessor.getter { computed[name] = getter }
                    } else {
                        properties.append((name, binding.initializer?.value))
                    }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
                      function.signature.returnClause?.type.trimmedDescription.contains("View") ?? false
                        || function.signature.parameterClause.parameters.isEmpty {
                computed[function.name.declaredName] = body.statements
                let list = SwiftUIParameter.list(function.signature.parameterClause)
                if !list.isEmpty { parameters[function.name.declaredName] = list }
            } else if let view = member.decl.as(SubscriptDeclSyntax.self), let getter = SwiftUIParameter.viewGetter(view) {
                computed[SwiftUIViewNode.subscriptName] = getter
                parameters[SwiftUIViewNode.subscriptName] = SwiftUIParameter.list(view.parameterClause, subscript: true)
            }
        }
        return (computed, properties, parameters)
    }

    /// Members, those inside `#if` included when an iPhone build compiles them.
    static func activeMembers(_ list: MemberBlockItemListSyntax) -> [MemberBlockItemSyntax] {
        var out: [MemberBlockItemSyntax] = []
        for member in list {
            if let config = member.decl.as(IfConfigDeclSyntax.self) {
                if case .decls(let inner)? = SwiftUIBuild.active(config) { out += activeMembers(inner) }
            } else {
                out.append(member)
            }
        }
        return out
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let type = addType(node.name.text, members: node.memberBlock, at: node, declared: true, hasInits: false)
        let inherits = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if !inherits.contains("View"), !inherits.contains("SwiftUI.View"), plainStructs[node.name.text] == nil {
            plainStructs[node.name.text] = (node, type.stored)
        }
        if inherits.contains("View") || inherits.contains("SwiftUI.View") || inherits.contains("ToolbarContent") || Self.isViewLike(inherits, node.memberBlock) {
            var view = SwiftUIViewDecl(name: node.name.text, decl: node)
            view.isToolbarContent = inherits.contains("ToolbarContent")
            (view.computed, view.properties, view.parameters) = Self.members(node.memberBlock)
            view.onAppear = Self.onAppear(in: view.body)
            view.stored = type.stored
            views.append(view)
        }
        if inherits.contains("ViewModifier") || inherits.contains("SwiftUI.ViewModifier") {
            var modifier = SwiftUIViewDecl(name: node.name.text, decl: node)
            (modifier.computed, modifier.properties, modifier.parameters) = Self.members(node.memberBlock)
            modifier.stored = type.stored
            viewModifiers[node.name.text] = modifier
        }
        if inherits.contains("PreviewProvider"), let previews = Self.activeMembers(node.memberBlock.members).lazy.compactMap({
            $0.decl.as(VariableDeclSyntax.self)
        }).first(where: { $0.bindings.first?.pattern.trimmedDescription == "previews" }) {
            if let name = Self.firstViewName(in: Syntax(previews)) { addPreview(name, in: Syntax(previews)) }
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview", let name = Self.firstViewName(in: Syntax(node)) { addPreview(name, in: Syntax(node)) }
        return .visitChildren
    }

    /// A preview of `name`, and its first call in `preview`.
    func addPreview(_ name: String, in preview: Syntax) {
        previews.append(name)
        guard previewCalls[name] == nil else { return }
        for token in preview.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            if let call = token.parent?.parent?.as(FunctionCallExprSyntax.self) { previewCalls[name] = call; return }
        }
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview", let name = Self.firstViewName(in: Syntax(node)) { addPreview(name, in: Syntax(node)) }
        return .visitChildren
    }

    /// The first call of a capitalized name in a preview (`ContentView()`), skipping containers.
    static func firstViewName(in node: Syntax) -> String? {
        let skip: Set<String> = ["NavigationStack", "NavigationView", "Group", "VStack", "HStack", "ZStack", "ScrollView"]
        for token in node.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, SwiftUINames.isType(name),
                  !skip.contains(name), token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
                    || token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftBrace else { continue }
            if token.parent?.is(DeclReferenceExprSyntax.self) == true { return name }
        }
        return nil
    }
}

extension SwiftUISource {
    /// Whether `path` is in a folder of another platform's target (`App tvOS/`, `App WatchKit
    /// Extension/`, `macOS/`): code an iPhone build does not compile.
    static func isOtherPlatform(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { folder in
            let name = folder.lowercased()
            return ["tvos", "watchos", "watchkit", "macos", "visionos"].contains { name.contains($0) }
        }
    }
}
