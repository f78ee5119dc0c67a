import EarshotModel
import SwiftSyntax

/// What an import needs of a parsed file besides its declarations, worked out once when it is
/// parsed rather than by every import that uses it: the flags of the app's own its `#if`s test,
/// and which views it makes screens.
struct SwiftUISourceFacts: Sendable {
    /// `#if PRO`: each flag the build does not know, and where it is written.
    let unknownFlags: [(name: String, location: EarshotModel.SourceLocation)]
    /// Views declared here whose own code makes them screens.
    let evident: Set<String>
    /// The views declared here, and those of them no other file can name (`private`, `fileprivate`).
    let views: Set<String>
    let privateViews: Set<String>
    /// How the file uses each name it calls: as a screen, a titled screen or a part, and whose
    /// code the call is in.
    let uses: [String: [SwiftUIViewUse]]
    /// The names each top-level type of the file calls (as `SwiftUISource.calledNames` counts
    /// them), by the type's name, its extensions' calls with it (`extension View`'s by
    /// `SwiftUIImport.viewExtensionName`); the calls outside any type by "" (a `#Preview`'s by
    /// `Walked.previewKey`).
    let calls: [String: Set<String>]
    /// Types declared inside others (`struct List { struct Row: View }`): what they call is
    /// taken to be all the file calls.
    let nested: Set<String>
    /// Names the file calls only where a link leads (`NavigationLink(destination: Detail())`,
    /// `.navigationDestination { Detail() }`): the screen the link opens is another import's,
    /// never heard in this one, so an import does not bring its file (nor the files that
    /// screen's own links lead to, all over the app).
    let linkedOnly: Set<String>
    /// Names the file calls only in its previews.
    let previewOnly: Set<String>
    /// The names the file's `extension View`s declare (`func cardStyle()`, `var framed`), and
    /// those of its blocks' locals too (more than are is fine, fewer is not).
    let viewModifiers: Set<String>
    /// The lower-case names the file calls or reads as members (`.cardStyle()`, `cardStyle()`,
    /// `.framed`): the modifiers it may use.
    let memberCalls: Set<String>
    /// What the file declares as the library's index names it (`SwiftUIImport.structNames`:
    /// `Card`, `class Store`, `extension Theme`, `static showBadges`).
    let declared: Set<String>

    /// The names the file's declarations of `names` call, and its code outside types: what an
    /// import that needs those names of it needs in turn.
    func calls(of names: Set<String>, in source: SwiftUISource) -> Set<String> {
        var out = calls[""] ?? []
        // Every call of the file but where its links lead and what its previews show.
        let whole = { source.calledNames.subtracting(linkedOnly).subtracting(previewOnly) }
        for name in names {
            // A model (`class Store`), a settings key (`static sync`) or what extends a type,
            // declared here: its file's every call, since what reads the model or the key is not
            // one declaration's.
            // A function declared here: what it calls is the file's code outside types, taken already.
            if name.hasPrefix(SwiftUIImport.funcKey("")) { continue }
            if name != SwiftUIImport.viewExtensionName, ["class ", "static ", "extension ", "case "].contains(where: name.hasPrefix) {
                if declared.contains(name) { return whole() }
                continue
            }
            if let called = calls[name] {
                out.formUnion(called)
            } else if nested.contains(name) {
                return whole()
            }
        }
        return out
    }

    /// `source` looked at; `conditions` false when its text holds no `#if` (no flag to find);
    /// `declared`, when known, what `SwiftUIImport.structNames` reads in its bytes.
    init(_ source: SwiftUISource, conditions: Bool = true, declared: Set<String>? = nil) {
        unknownFlags = conditions ? SwiftUIBuild.unknownFlags(in: source.tree).map { ($0.name, source.location($0.node)) } : []
        var walked = Walked()
        walked.collect(source.tree.statements.map(\.item))
        evident = SwiftUIScreenKinds.evident(in: source)
        views = Set(source.views.map(\.name))
        privateViews = Set(source.views.filter { view in
            view.decl.modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
        }.map(\.name))
        uses = SwiftUIViewUse.uses(in: source.tree)
        calls = walked.calls
        nested = walked.nested
        viewModifiers = walked.viewModifiers
        memberCalls = walked.memberCalls
        let inPlace = walked.calls.filter { $0.key != Walked.previewKey }.values.joined()
        linkedOnly = walked.linked.subtracting(inPlace)
        previewOnly = (walked.calls[Walked.previewKey] ?? []).subtracting(inPlace)
        self.declared = declared ?? SwiftUIImport.structNames(Array(source.tree.description.utf8))
    }

    /// One pass over a file's tokens, item by item.
    struct Walked {
        var calls: [String: Set<String>] = [:]
        var nested: Set<String> = []
        /// Names called where a link leads, anywhere in the file.
        var linked: Set<String> = []
        var viewModifiers: Set<String> = []
        var memberCalls: Set<String> = []

        /// Top-level items' calls by the type each declares or extends; a `#if`'s every clause
        /// is looked into.
        mutating func collect(_ items: [CodeBlockItemSyntax.Item]) {
            for item in items {
                if let config = item.as(IfConfigDeclSyntax.self) {
                    for clause in config.clauses {
                        switch clause.elements {
                        case .statements(let list)?: collect(list.map(\.item))
                        case .decls(let members)?: collect(members.map { CodeBlockItemSyntax.Item.decl($0.decl) })
                        default: continue
                        }
                    }
                    continue
                }
                var key: String
                if let decl = item.as(StructDeclSyntax.self) {
                    key = decl.name.text
                } else if let decl = item.as(EnumDeclSyntax.self) {
                    key = decl.name.text
                } else if let decl = item.as(ClassDeclSyntax.self) {
                    key = decl.name.text
                } else if let decl = item.as(ActorDeclSyntax.self) {
                    key = decl.name.text
                } else if let decl = item.as(ProtocolDeclSyntax.self) {
                    key = decl.name.text
                } else if let decl = item.as(ExtensionDeclSyntax.self) {
                    key = decl.extendedType.trimmedDescription
                    if key == "View" {
                        key = SwiftUIImport.viewExtensionName
                        viewModifiers.formUnion(Self.declaredNames(in: decl))
                    }
                } else if Self.isPreview(item) {
                    // What a preview shows is no import's concern but its own file's.
                    key = Self.previewKey
                } else {
                    key = ""
                }
                calls[key, default: []].formUnion(walk(Syntax(item), own: key))
            }
        }

        /// What a file reading the app's environment keys needs: their declarations.
        static let environmentValues = "extension EnvironmentValues"

        /// The names after `func` and `var` in `decl`, at any depth.
        static func declaredNames(in decl: ExtensionDeclSyntax) -> Set<String> {
            var out: Set<String> = []
            var declares = false
            for token in decl.memberBlock.tokens(viewMode: .sourceAccurate) {
                if declares, case .identifier(let name) = token.tokenKind { out.insert(name) }
                declares = token.tokenKind == .keyword(.func) || token.tokenKind == .keyword(.var)
            }
            return out
        }

        /// What `calls` files a top-level `#Preview { }` under: a name no declaration has, so
        /// an import that needs a file's view never brings what the file's previews show.
        static let previewKey = "#Preview"

        /// Whether a top-level item is a `#Preview { }`.
        static func isPreview(_ item: CodeBlockItemSyntax.Item) -> Bool {
            if let macro = item.as(MacroExpansionDeclSyntax.self) { return macro.macroName.text == "Preview" }
            if let macro = item.as(MacroExpansionExprSyntax.self) { return macro.macroName.text == "Preview" }
            return false
        }

        /// The capitalized names called under `node` (`Row(`, `Card {`, `L10n.`, as
        /// `SwiftUISource.calledNames` finds them in a whole file); the types declared in it
        /// other than `own` are nested.
        mutating func walk(_ node: Syntax, own: String) -> Set<String> {
            var called: Set<String> = []
            var capitalized: (name: String, token: TokenSyntax)?, declares = false
            var lower: String?, afterPeriod = false, declaresFunction = false
            for token in node.tokens(viewMode: .sourceAccurate) {
                let kind = token.tokenKind
                // `@Environment(\.isEditing)`: a key the app adds in `extension EnvironmentValues`.
                if kind == .identifier("Environment"), token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .atSign {
                    called.insert(Self.environmentValues)
                }
                // `.cardStyle`, `cardStyle(`: a modifier the file may use.
                if let name = lower, kind == .leftParen {
                    memberCalls.insert(name)
                    // `localized("key")`: a function the app may declare in another file (not `func localized(`).
                    if !declaresFunction { called.insert(SwiftUIImport.funcKey(name)) }
                }
                lower = nil
                if case .identifier(let name) = kind, let first = name.unicodeScalars.first, first.properties.isLowercase || first == "_" {
                    if afterPeriod { memberCalls.insert(name) } else { lower = name }
                    declaresFunction = token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.func)
                }
                afterPeriod = kind == .period
                if let (name, at) = capitalized, kind == .leftParen || kind == .leftBrace || kind == .period, !called.contains(name) {
                    if kind != .period, SwiftUIScreenKinds.isLinkDestination(Syntax(at)) {
                        linked.insert(name)
                    } else {
                        called.insert(name)
                    }
                }
                if let (_, at) = capitalized, kind == .rightSquare, let held = SwiftUISource.heldListElement(at) { called.insert(held) }
                capitalized = nil
                switch kind {
                case .identifier(let name):
                    if declares, name != own { nested.insert(name) }
                    if SwiftUINames.isType(name) { capitalized = (name, token) }
                    declares = false
                case .keyword(let word):
                    declares = word == .struct || word == .enum || word == .class || word == .actor
                default:
                    declares = false
                }
            }
            return called
        }
    }
}
