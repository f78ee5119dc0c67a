import SwiftSyntax

/// What a struct's members say about it as a view: that it is one though it does not say `View`,
/// and what its body runs as it appears.
extension ViewDeclFinder {
    /// A view by a protocol of its own or a library's (`struct MyLists: ConnectedView` with
    /// `func body(props: Props) -> some View`): one named like a view, and a `body` that makes one.
    static func isViewLike(_ inherits: [String], _ members: MemberBlockSyntax) -> Bool {
        guard inherits.contains(where: { $0.hasSuffix("View") && $0 != "View" }) else { return false }
        return activeMembers(members.members).contains { member in
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                return function.name.text == "body" && function.signature.returnClause?.type.trimmedDescription.contains("View") == true
            }
            return member.decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.trimmedDescription == "body" } ?? false
        }
    }

    /// `.onAppear { … }` and `.onAppear(perform: { … })` anywhere in a view's body: their closures.
    static func onAppear(in body: CodeBlockItemListSyntax?) -> [ClosureExprSyntax] {
        guard let body else { return [] }
        var out: [ClosureExprSyntax] = []
        for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("onAppear") {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                  let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                  let closure = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "perform" })?.expression.as(ClosureExprSyntax.self)
            else { continue }
            out.append(closure)
        }
        return out
    }
}
