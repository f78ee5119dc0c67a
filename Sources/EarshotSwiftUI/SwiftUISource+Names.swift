import SwiftSyntax

/// What a file names that other files may declare, read off its tokens: the views, models,
/// extensions and settings keys the import looks for in the app's files, and the strings
/// tables it looks up.
extension SwiftUISource {
    /// With `models` (a file of views), `class Name` and `extension Name` too for each type it
    /// names: the models it reads and what other files add to them; a model's own file does not
    /// send the search on to other models.
    static func calledNames(in tree: SourceFileSyntax, models: Bool = true) -> Set<String> {
        calledNames(Array(tree.tokens(viewMode: .sourceAccurate)), models: models)
    }

    static func calledNames(_ tokens: [TokenSyntax], models: Bool) -> Set<String> {
        var out: Set<String> = []
        func kind(_ i: Int) -> TokenKind? { tokens.indices.contains(i) ? tokens[i].tokenKind : nil }
        for (i, token) in tokens.enumerated() {
            guard case .identifier(let name) = token.tokenKind else { continue }
            if SwiftUINames.isValue(name) {
                // `localized("key")`: a function, maybe the app's (`AppLoc(` is looked for as a type is).
                if kind(i + 1) == .leftParen, kind(i - 1) != .period { out.insert(SwiftUIImport.funcKey(name)) }
                // `.loginView(.forgotPassword)`: a case of an enum the code does not name, made with values.
                if models, kind(i - 1) == .period, kind(i + 1) == .leftParen,
                   [.leftParen, .comma, .colon, .equal, .leftSquare, .keyword(.return)].contains(kind(i - 2)) {
                    out.insert("case " + name)
                }
                // `@Setting(.showBadges)`, `Defaults[.isOn]`: a settings key, declared as a static member.
                if kind(i - 1) == .period, kind(i - 2) == .leftParen || kind(i - 2) == .leftSquare, case .identifier(let type)? = kind(i - 3),
                   kind(i - 4) == .atSign || type == "Defaults" {
                    out.insert("static " + name)
                }
                continue
            }
            let next = kind(i + 1)
            if models, let held = Self.heldListElement(token) { out.insert(held) }
            // `case loginView(LoginKey)`: the enum a case's value is, made as `.loginView(.forgotPassword)`.
            if kind(i - 1) == .leftParen, case .identifier? = kind(i - 2), kind(i - 3) == .keyword(.case) {
                out.insert(name)
                out.insert("extension " + name)
            }
            // `Row(`, `Card {`, and `L10n.` (a type whose constants a view reads); what extensions add to it.
            guard next == .leftParen || next == .leftBrace || next == .period else { continue }
            out.insert(name)
            // `Color.allAccentOptions`: a static member an app's extension of a framework type
            // adds, looked for by its name alone (the type's other extensions are not read).
            if models, next == .period, Self.framework.contains(name), case .identifier(let member)? = kind(i + 2), SwiftUINames.isValue(member) {
                out.insert("static " + member)
            }
            // A model's file: the models it makes (`let settings = SettingsManager()`), whose
            // first values a screen reads through it.
            if !models, next == .leftParen, !Self.framework.contains(name) { out.insert("class " + name) }
            if models, !Self.framework.contains(name) {
                out.insert("class " + name)
                // `SortField.allCases`, `UserDefaults.standard`: a type whose members the file reads.
                if next == .period { out.insert("extension " + name) }
            }
            if name == "Default" { out.insert("extension Defaults") }
            // `@Environment(\.isEditing)`: a key the app adds, and its default, in `extension EnvironmentValues`.
            if name == "Environment", kind(i - 1) == .atSign { out.insert(SwiftUISourceFacts.Walked.environmentValues) }
        }
        return out
    }

    /// The types made by a generic call (`Key<PostSettings>("post", default: .init())`): what a
    /// settings key holds, made by its default, even in a file that only extends `Defaults.Keys`.
    static func heldTypes(_ tokens: [TokenSyntax]) -> Set<String> {
        var out: Set<String> = []
        for i in tokens.indices.dropFirst().dropLast(2) where tokens[i - 1].text == "<" && tokens[i + 1].text == ">" {
            guard case .identifier(let name) = tokens[i].tokenKind, SwiftUINames.isType(name), tokens[i + 2].tokenKind == .leftParen else { continue }
            out.insert(name)
        }
        return out
    }

    /// `let contributors: [Contributors]`: the app's type a list property holds, which a call
    /// writes `[.ann, .bob]` (its cases); nil for any other token.
    static func heldListElement(_ token: TokenSyntax) -> String? {
        guard case .identifier(let name) = token.tokenKind, SwiftUINames.isType(name), !framework.contains(name),
              token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .rightSquare,
              let open = token.previousToken(viewMode: .sourceAccurate), open.tokenKind == .leftSquare,
              open.previousToken(viewMode: .sourceAccurate)?.tokenKind == .colon else { return nil }
        return name
    }

    /// SwiftUI's and Foundation's types whose extensions say nothing about values (`extension
    /// Color`, `extension Font`): files that only extend them are not read for them.
    static let framework: Set<String> = [
        "Text", "Image", "Button", "Color", "Font", "VStack", "HStack", "ZStack", "List", "Section", "Form", "NavigationStack", "NavigationView",
        "NavigationLink", "Label", "Spacer", "Divider", "Group", "ScrollView", "LazyVStack", "LazyHStack", "ForEach", "Toggle", "Picker",
        "Slider", "Stepper", "TextField", "SecureField", "TabView", "GeometryReader", "Circle", "Rectangle", "RoundedRectangle", "Capsule",
        "LinearGradient", "Animation", "Edge", "Date", "URL", "UUID", "Data", "CGFloat", "CGSize", "CGPoint", "UIColor", "UIImage",
        "UIFont", "Binding", "Task", "DispatchQueue", "Array", "Set", "Dictionary", "Double", "Int", "Bool", "Float", "Character",
    ]

    /// Strings tables the file names: `tableName: "Settings"`, `table: "Settings"`,
    /// `tr("Settings", …)`, and `.settings(.key)` (accessors generated from `Settings.xcstrings`).
    static func tableNames(in tree: SourceFileSyntax) -> Set<String> { tableNames(Array(tree.tokens(viewMode: .sourceAccurate))) }

    static func tableNames(_ tokens: [TokenSyntax]) -> Set<String> {
        var out: Set<String> = []
        func kind(_ i: Int) -> TokenKind? { tokens.indices.contains(i) ? tokens[i].tokenKind : nil }
        for (i, token) in tokens.enumerated() {
            guard case .identifier(let name) = token.tokenKind else { continue }
            if (name == "tableName" || name == "table" && Self.isLocalizationCall(token)) && kind(i + 1) == .colon || name == "tr" && kind(i + 1) == .leftParen,
               kind(i + 2) == .stringQuote, case .stringSegment(let table)? = kind(i + 3), table.count < 100, !table.contains("/") {
                out.insert(table)
            } else if SwiftUINames.isValue(name), kind(i - 1) == .period, let before = kind(i - 2),
                      [.leftParen, .comma, .colon, .equal, .leftBrace, .keyword(.return)].contains(before),
                      kind(i + 1) == .leftParen, kind(i + 2) == .period, name.count < 100 {
                out.insert(name.prefix(1).uppercased() + name.dropFirst())
            }
        }
        return out
    }

    /// Whether the label `token` is an argument of a call that looks text up (`String(localized:
    /// table:)`, `localizedString(forKey:value:table:)`), not a database's `table:`.
    static func isLocalizationCall(_ token: TokenSyntax) -> Bool {
        guard let call = token.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        let labels = call.arguments.compactMap { $0.label?.text }
        return labels.contains("localized") || labels.contains("forKey") || labels.contains("defaultValue")
            || call.calledExpression.trimmedDescription.hasSuffix("LocalizedStringResource")
    }
}
