import SwiftSyntax

/// The values an app registers for its settings when it launches
/// (`UserDefaults.standard.register(defaults: ["Backups.enabled": true])`): on a fresh install
/// `UserDefaults` gives them, and `@AppStorage` shows them over its own default.
struct SwiftUIRegisteredDefaults {
    /// One registered key and its value, as written.
    struct Entry {
        let key: ExprSyntax
        let value: ExprSyntax
    }

    /// What the library's index records for a file that registers defaults.
    static let indexKey = "register defaults"
    /// The bytes that mark such a file, looked for without parsing.
    static let marker = Array("register(defaults:".utf8)
    /// Entries read per file at most: a registration is a literal, not a loop.
    static let maxEntries = 2_000

    /// Whether Swift source bytes may register defaults.
    static func mayRegister(_ bytes: [UInt8]) -> Bool {
        guard let first = marker.first, bytes.count >= marker.count else { return false }
        var i = 0
        let end = bytes.count - marker.count
        while i <= end {
            if bytes[i] == first, bytes[i..<i + marker.count].elementsEqual(marker) { return true }
            i += 1
        }
        return false
    }

    /// The entries of every `register(defaults:)` in `tokens`: a dictionary literal written in
    /// the call, or the local constant the call names (`let defaults: [String: Any] = [...]`).
    static func entries(_ tokens: [TokenSyntax]) -> [Entry] {
        var out: [Entry] = []
        for token in tokens where token.tokenKind == .identifier("register") {
            guard let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                  let argument = call.arguments.first, argument.label?.text == "defaults",
                  let dictionary = literal(argument.expression, before: call),
                  case .elements(let elements) = dictionary.content else { continue }
            for element in elements where out.count < maxEntries { out.append(Entry(key: element.key, value: element.value)) }
        }
        return out
    }

    /// The dictionary literal `expr` is, or the one the local constant it names was given.
    private static func literal(_ expr: ExprSyntax, before call: FunctionCallExprSyntax) -> DictionaryExprSyntax? {
        if let dictionary = expr.as(DictionaryExprSyntax.self) { return dictionary }
        guard let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var node: Syntax? = Syntax(call)
        while let current = node {
            if let block = current.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.initializer?.value.as(DictionaryExprSyntax.self)
                    }
                }
            }
            node = current.parent
        }
        return nil
    }
}

extension SwiftUIEvaluator {
    /// What the app registers for an `@AppStorage("key")` property: it shows over the default
    /// the property is written with.
    func registeredDefault(of stored: SwiftUITypeDecl.Stored) -> SwiftUIValue? {
        guard let attribute = stored.wrapper, attribute.attributeName.trimmedDescription == "AppStorage",
              case .argumentList(let list)? = attribute.arguments, let key = list.first?.expression else { return nil }
        return registeredDefault(eval(key))
    }

    /// What the app registers for the key a store's call names (`get(key: "Backups.enabled")`).
    func registeredDefault(_ arguments: [SwiftUICallArgument]) -> SwiftUIValue? {
        guard !declarations.registeredDefaults.isEmpty, let keyed = arguments.first(where: { $0.label == "key" || $0.label == "forKey" }) else { return nil }
        return registeredDefault(eval(keyed.expr))
    }

    /// The value the app registers for the settings key `key`, on a fresh install: worked out once
    /// per import for each key, as the launch code has it (none of the screen's names), and not
    /// while it is being worked out (a default that reads its own key is not one).
    func registeredDefault(_ key: SwiftUIValue) -> SwiftUIValue? {
        guard let wanted = Self.known(key), !declarations.registeredDefaults.isEmpty else { return nil }
        var launch = self
        launch.bindings = [:]
        launch.integers = []
        launch.selfValue = nil
        launch.selfType = nil
        launch.arguments = [:]
        let found = evaluation.constant("register defaults " + wanted) {
            for entry in declarations.registeredDefaults {
                let written = entry.key.as(StringLiteralExprSyntax.self).map { literal in literal.segments.trimmedDescription }
                if let written, written != wanted, !written.contains("\\(") { continue }
                if written == wanted || Self.known(launch.eval(entry.key)) == wanted { return launch.eval(entry.value) }
            }
            return Self.notRegistered
        }
        return found == Self.notRegistered ? nil : found
    }

    /// What `registeredDefault` keeps for a key the app registers nothing for.
    static let notRegistered = SwiftUIValue.unknown("not registered")
}
