import SwiftIfConfig
import SwiftSyntax

/// One place a file makes a view by name (`Row(item: item)`), and how: shown as a screen (the
/// content of a navigation container, a destination, a tab, a sheet), shown as a screen that the
/// call titles (`TaskList().navigationTitle("Tasks")`), or a part of the view around it.
struct SwiftUIViewUse: Sendable, Hashable {
    enum How: Sendable, Hashable {
        /// Shown as a screen of its own: what it shows is all the listener hears.
        case screen
        /// Shown as a screen whose navigation title the call gives: the screen is heard, title
        /// and all, where it is shown.
        case titledScreen
        /// Shown inside the view that makes it: a row, a card, a wrapper's content.
        case part
        /// Among an alert's or a confirmation dialog's actions: its buttons are heard after the
        /// alert's title and message, and close it.
        case alertAction
    }

    /// Whose code makes it.
    enum Caller: Sendable, Hashable {
        /// A `#Preview` or a `PreviewProvider`: code the app never runs.
        case preview
        /// The type whose declaration (or extension) holds the call.
        case type(String)
        /// Code outside any type.
        case file
    }

    var caller: Caller
    var how: How

    /// Modifiers that title the screen they are applied to.
    static let titles: Set<String> = ["navigationTitle", "navigationBarTitle"]

    /// Every call of a capitalized name in `tree` (`Row(…)`, `Card { … }`) an iPhone build
    /// compiles (not a `#if os(macOS)` clause's), by the name called.
    static func uses(in tree: SourceFileSyntax) -> [String: [SwiftUIViewUse]] {
        let finder = Finder(viewMode: .sourceAccurate, configuration: SwiftUIBuild.iPhone)
        finder.walk(tree)
        return finder.found
    }

    final class Finder: ActiveSyntaxVisitor {
        var found: [String: [SwiftUIViewUse]] = [:]

        override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, SwiftUINames.isType(name) else {
                return .visitChildren
            }
            let shown = SwiftUIScreenKinds.isShownAsScreen(Syntax(call))
            let how: How = shown ? (isTitled(call) ? .titledScreen : .screen)
                : SwiftUIScreenKinds.isAlertAction(Syntax(call)) ? .alertAction : .part
            let use = SwiftUIViewUse(caller: caller(of: Syntax(call)), how: how)
            if !(found[name]?.contains(use) ?? false) { found[name, default: []].append(use) }
            return .visitChildren
        }
    }

    /// Whether the modifiers chained on `call` give it a navigation title.
    static func isTitled(_ call: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(call)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == current,
              let applied = member.parent?.as(FunctionCallExprSyntax.self) {
            if titles.contains(member.declName.baseName.text) { return true }
            current = Syntax(applied)
        }
        return false
    }

    /// The code a call belongs to: a preview when any declaration around it is one, else the
    /// innermost type around it.
    static func caller(of node: Syntax) -> Caller {
        var found: Caller = .file
        var current = node.parent
        while let at = current {
            defer { current = at.parent }
            if let macro = at.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return .preview }
            if let macro = at.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return .preview }
            let named: (name: String, inherits: InheritanceClauseSyntax?)?
            if let decl = at.as(StructDeclSyntax.self) {
                named = (decl.name.text, decl.inheritanceClause)
            } else if let decl = at.as(ClassDeclSyntax.self) {
                named = (decl.name.text, decl.inheritanceClause)
            } else if let decl = at.as(EnumDeclSyntax.self) {
                named = (decl.name.text, decl.inheritanceClause)
            } else if let decl = at.as(ActorDeclSyntax.self) {
                named = (decl.name.text, decl.inheritanceClause)
            } else if let decl = at.as(ExtensionDeclSyntax.self) {
                let type = decl.extendedType.trimmedDescription
                named = type == "View" ? nil : (type, decl.inheritanceClause)
            } else {
                named = nil
            }
            guard let named else { continue }
            if named.inherits?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "PreviewProvider" }) == true { return .preview }
            if case .file = found { found = .type(named.name) }
        }
        return found
    }
}
