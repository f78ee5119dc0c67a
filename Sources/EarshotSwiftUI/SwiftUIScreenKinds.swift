import EarshotModel
import SwiftSyntax

/// Which views are screens a listener lands on and which are components shown inside them,
/// from how the code uses each view (§8: "Screen-level rules judge screens only").
///
/// A view is a screen when its own code makes it one — a `NavigationStack`/`NavigationView`/
/// `NavigationSplitView`, a `TabView`, a `.navigationTitle`/`.navigationBarTitle` — or when some
/// code shows it as one: the content of a navigation container (a navigation root, in a
/// `#Preview` too), a `NavigationLink` destination or `.navigationDestination`, a tab, the
/// content of `.sheet`/`.fullScreenCover`/`.popover`, a `WindowGroup`. Anything else (a row, a
/// checkbox, a card) is a component.
struct SwiftUIScreenKinds {
    /// Views whose own code makes them screens.
    var evident: Set<String> = []
    /// Views some code shows as a screen.
    var shown: Set<String> = []

    func kind(of view: String) -> Screen.Kind {
        evident.contains(view) || shown.contains(view) ? .screen : .component
    }

    /// Calls whose content is a screen.
    static let presenters: Set<String> = [
        "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "Tab", "WindowGroup",
        "sheet", "fullScreenCover", "popover", "navigationDestination",
    ]
    /// Calls whose content is shown as it is, neither a screen nor a part of another view.
    static let transparent: Set<String> = ["Group", "ForEach", "AnyView", "ZStack"]
    /// What a view's own code says to make it a screen.
    static let ownEvidence: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "navigationTitle", "navigationBarTitle"]

    init(sources: [SwiftUISource], views: Set<String>) {
        for source in sources {
            for view in source.views {
                let names = view.decl.memberBlock.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                    guard case .identifier(let name) = token.tokenKind else { return nil }
                    return name
                }
                if names.contains(where: Self.ownEvidence.contains) { evident.insert(view.name) }
            }
            for token in source.tree.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind, views.contains(name),
                      let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName == token else { continue }
                if Self.isShownAsScreen(Syntax(call)) { shown.insert(name) }
            }
        }
    }

    /// The name of a call (`NavigationLink`, `sheet` for `.sheet(…)`).
    static func name(of call: FunctionCallExprSyntax) -> String? {
        if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// Whether the view made at `node` is the content of something that shows it as a screen:
    /// the first closure or argument around it, past transparent wrappers, belongs to a presenter.
    static func isShownAsScreen(_ node: Syntax) -> Bool {
        var current = node
        while let parent = current.parent {
            defer { current = parent }
            if let argument = parent.as(LabeledExprSyntax.self), argument.label?.text == "destination" { return true }
            guard let closure = parent.as(ClosureExprSyntax.self) else {
                if parent.is(MemberBlockSyntax.self) || parent.is(FunctionDeclSyntax.self) { return false }
                continue
            }
            // The call the closure belongs to: trailing, labelled trailing, or an argument.
            var owner = closure.parent
            var label: String?
            if let element = owner?.as(MultipleTrailingClosureElementSyntax.self) {
                label = element.label.text
                owner = element.parent?.parent
            } else if let argument = owner?.as(LabeledExprSyntax.self) {
                label = argument.label?.text
                owner = argument.parent?.parent
            }
            guard let call = owner?.as(FunctionCallExprSyntax.self), let name = name(of: call) else { return false }
            if name == "NavigationLink" {
                // Its destination: the `destination:` closure, or the trailing one when the label is another.
                return label == "destination" || (label == nil && call.arguments.first?.label?.text != "destination"
                    && (call.additionalTrailingClosures.contains { $0.label.text == "label" } || call.arguments.first?.label == nil && !call.arguments.isEmpty))
            }
            if presenters.contains(name) { return label != "label" && label != "header" && label != "footer" }
            if transparent.contains(name) { continue }
            return false
        }
        return false
    }
}
