import SwiftSyntax

/// What a view's stored properties hold when the screen first appears though the code gives
/// them no value: an optional is nil, and a SwiftData or Core Data query finds nothing on a
/// fresh install.
enum SwiftUIFirstAppearance {
    /// Property wrappers whose values come from the app's store, empty on a fresh install.
    static let storeQueries: Set<String> = ["Query", "FetchRequest", "SectionedFetchRequest"]

    /// The properties `decl` declares with no initial value that are known anyway, by name.
    static func unsetValues(_ decl: StructDeclSyntax) -> [String: SwiftUIValue] {
        var out: [String: SwiftUIValue] = [:]
        for member in ViewDeclFinder.activeMembers(decl.memberBlock.members) {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let wrappers = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
            let fromStore = wrappers.contains { storeQueries.contains($0) }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if fromStore {
                    out[name] = .list([])
                } else if binding.initializer == nil, wrappers.allSatisfy({ $0 == "State" || $0 == "Binding" }),
                          let type = binding.typeAnnotation?.type,
                          type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                    out[name] = SwiftUIValue.none
                }
            }
        }
        return out
    }
}
