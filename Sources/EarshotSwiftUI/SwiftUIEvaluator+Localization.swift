import Foundation
import SwiftSyntax

/// Localized text through whatever the app calls: `NSLocalizedString(_:tableName:bundle:value:comment:)`,
/// `String(localized:defaultValue:table:)`, `LocalizedStringResource(…)`,
/// `Bundle.localizedString(forKey:value:table:)`, a generated `tr(table, key, args…)`, accessors
/// generated from a String Catalog (`.settings(.title)`), and the app's own functions and
/// constants that end in one of these (followed as the app's code). A key is looked up in the
/// named table (the source language), else the `value:`/`defaultValue:` given is the text; format
/// arguments and plurals are filled from the values known.
extension SwiftUIEvaluator {
    func localizedCall(_ call: FunctionCallExprSyntax, callee: String, _ arguments: [SwiftUICallArgument]) -> SwiftUIValue? {
        func labelled(_ label: String) -> ExprSyntax? { call.arguments.first { $0.label?.text == label }?.expression }
        let first = call.arguments.first
        switch callee {
        case "NSLocalizedString":
            guard let first, first.label == nil else { return nil }
            return localize(first.expression, table: labelled("tableName"), value: labelled("value"))
        case "String" where first?.label?.text == "localized",
             "LocalizedStringResource" where first != nil && (first?.label == nil || first?.label?.text == "localized"),
             "String.LocalizationValue" where first?.label == nil:
            guard let first else { return nil }
            return localize(first.expression, table: labelled("table"), value: labelled("defaultValue"))
        case "String.localizedStringWithFormat", "String.init" where first?.label?.text == "format":
            guard let spec = first, let format = Self.known(eval(spec.expression)) else { return nil }
            return formatted(format, formatArguments(call.arguments.dropFirst()), table: nil, at: call)
        default: break
        }
        let name = lastName(call.calledExpression)
        if name == "localizedString", let key = first, key.label?.text == "forKey" {
            return localize(key.expression, table: labelled("table"), value: labelled("value"))
        }
        // SwiftGen's `L10n.tr("Localizable", "settings.title", fallback: "Settings")`.
        if name == "tr", call.calledExpression.is(DeclReferenceExprSyntax.self) || call.calledExpression.is(MemberAccessExprSyntax.self),
           let value = generated(call.arguments) {
            return value
        }
        // `LocalString.port_range(withArgs: "1", "65535")`, `L10n.Items.count(3)`: an accessor a build
        // step generates, found by its key's letters (`generatedString`), filled with the arguments.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           Self.isTypeName(base.trimmedDescription) || base.trimmedDescription.hasPrefix("R.string."), bindings[base.trimmedDescription] == nil,
           case .text(let format, false, _)? = generatedString(base.trimmedDescription, member.declName.baseName.text) {
            return formatted(format, call.arguments.map { eval($0.expression) }, table: nil, at: call) ?? .text(format, placeholder: false, localizable: false)
        }
        // `.settings(.documentDeleteConfirmation)`, `.settings(.lock(name))`: a String Catalog's accessors.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base.map({ ["LocalizedStringResource", "String.LocalizationValue", "String"].contains($0.trimmedDescription) }) ?? true,
           let table = declarations.tables.named(member.declName.baseName.text), call.arguments.count == 1, let only = call.arguments.first,
           only.label == nil {
            return catalogAccessor(only.expression, table: table, at: call)
        }
        return nil
    }

    /// `#localized("Biometric lock", bundle: .module)`, `#Localized("Save")`: an app's macro that
    /// expands to a localized string, read as `String(localized:)` reads its key.
    func localizedMacro(_ macro: MacroExpansionExprSyntax) -> SwiftUIValue? {
        guard macro.macroName.text.lowercased().hasPrefix("locali"), let first = macro.arguments.first, first.label == nil else { return nil }
        func labelled(_ label: String) -> ExprSyntax? { macro.arguments.first { $0.label?.text == label }?.expression }
        return localize(first.expression, table: labelled("table") ?? labelled("tableName"), value: labelled("defaultValue") ?? labelled("value"))
    }

    /// The text of `key` in `table` (the default table when none is named), as the source
    /// language has it.
    func translation(_ key: String, table: String?) -> String? {
        let tables = evaluation.tables(with: table)
        if let text = tables.text(key, table: table) { return text }
        if table == nil || table == "Localizable" { return strings[key] }
        return nil
    }

    /// A key looked up (a literal with interpolations is its format key, `"Hello %@"`, filled with
    /// their values), else the `value` given, else the key itself (said as words when it is one).
    func localize(_ keyExpr: ExprSyntax, table tableExpr: ExprSyntax?, value fallback: ExprSyntax?, arguments given: [SwiftUIValue] = []) -> SwiftUIValue {
        let table = tableExpr.flatMap { Self.known(eval($0)) }
        var keys: [String] = []
        var arguments = given
        if let literal = keyExpr.as(StringLiteralExprSyntax.self), let format = formatKeys(literal) {
            keys = format.keys
            arguments = format.arguments + given
        } else {
            let key = eval(keyExpr)
            guard case .text(let s, false, _) = key else { return fallback.map { eval($0) } ?? key }
            keys = [s]
        }
        for key in keys {
            if let text = translation(key, table: table) {
                return formatted(text, arguments, table: table, at: keyExpr) ?? .text(text, placeholder: false, localizable: false)
            }
            if evaluation.tables(with: table).plural(key, table: table) != nil, let value = formatted(key, arguments, table: table, at: keyExpr) { return value }
        }
        if let fallback {
            let value = eval(fallback)
            if case .text(let text, false, _) = value {
                return formatted(text, arguments, table: table, at: fallback) ?? .text(text, placeholder: false, localizable: false)
            }
        }
        guard let key = keys.first else { return .placeholder(lastName(keyExpr)) }
        if arguments.isEmpty { return .text(key, placeholder: false, localizable: true) }
        return eval(keyExpr)
    }

    /// `format` filled with `arguments` (the plural the table gives for it chosen by them);
    /// nil when it has no specifier to fill or one that cannot be read.
    func formatted(_ format: String, _ arguments: [SwiftUIValue], table: String?, at node: some SyntaxProtocol) -> SwiftUIValue? {
        let tables = evaluation.tables(with: table)
        let plural = tables.plural(format, table: table) ?? tables.plural(format, table: nil) ?? tables.plural(format: format)
        guard format.contains("%") || plural != nil else { return nil }
        guard let filled = SwiftUIFormat.printf(plural?.format ?? format, arguments, plural: plural) else { return nil }
        return .text(evaluation.bounded(filled.text, at: place(node)), placeholder: filled.placeholder, localizable: false)
    }

    /// `String(format:)`'s arguments: each given, or the list given as `arguments:`.
    func formatArguments(_ list: LabeledExprListSyntax.SubSequence) -> [SwiftUIValue] {
        var out: [SwiftUIValue] = []
        for argument in list where argument.label?.text != "locale" {
            let value = eval(argument.expression)
            if argument.label?.text == "arguments", case .list(let items) = value { out += items } else { out.append(value) }
        }
        return out
    }

    /// An interpolated literal as the key `LocalizedStringKey` makes of it (`"\(n) items"` →
    /// `%lld items`, spelled as tables spell it), and the interpolations' values.
    func formatKeys(_ literal: StringLiteralExprSyntax) -> (keys: [String], arguments: [SwiftUIValue])? {
        guard literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }) else { return nil }
        var keys = ["", "", ""], arguments: [SwiftUIValue] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let s):
                let text = Self.unescape(s.content.text).replacingOccurrences(of: "%", with: "%%")
                keys = keys.map { $0 + text }
            case .expressionSegment(let e):
                guard let first = e.expressions.first else { continue }
                var value = described(eval(first.expression))
                if let format = SwiftUIFormat.interpolated(value, Array(e.expressions.dropFirst()), self) { value = format }
                arguments.append(value)
                if case .number(let n) = value {
                    let integral = n == n.rounded()
                    keys = zip(keys, integral ? ["%lld", "%d", "%ld"] : ["%lf", "%f", "%lf"]).map { $0 + $1 }
                } else {
                    keys = keys.map { $0 + "%@" }
                }
            }
        }
        var unique: [String] = []
        for key in keys where !unique.contains(key) { unique.append(key) }
        return (unique, arguments)
    }

    /// An interpolated literal whose format key a table has (`Text("\(count) items")` with
    /// `"%lld items"` in `Localizable.stringsdict`): its text, filled; nil when no table has it.
    func localizedInterpolation(_ literal: StringLiteralExprSyntax) -> SwiftUIValue? {
        guard !strings.isEmpty || !declarations.tables.isEmpty, let format = formatKeys(literal) else { return nil }
        for key in format.keys {
            if let text = translation(key, table: nil) { return formatted(text, format.arguments, table: nil, at: literal) }
            if declarations.tables.plural(key, table: nil) != nil { return formatted(key, format.arguments, table: nil, at: literal) }
        }
        return nil
    }

    /// A generated strings accessor's call (`tr(table, key, args…, fallback:)`): the key's text in
    /// the table, filled with the arguments; else its fallback; else the key, to be looked up.
    func generated(_ arguments: LabeledExprListSyntax) -> SwiftUIValue? {
        let unlabelled = arguments.filter { $0.label == nil }.map(\.expression)
        guard unlabelled.count >= 2, let table = Self.known(eval(unlabelled[0])), case .text(let key, false, _) = eval(unlabelled[1]) else {
            if let fallback = arguments.first(where: { $0.label?.text == "fallback" }), case .text(let s, false, _) = eval(fallback.expression) {
                return .text(s, placeholder: false, localizable: false)
            }
            return nil
        }
        let values = unlabelled.dropFirst(2).map { eval($0) }
        if let text = translation(key, table: table) { return formatted(text, values, table: table, at: unlabelled[1]) ?? .text(text, placeholder: false, localizable: false) }
        if let fallback = arguments.first(where: { $0.label?.text == "fallback" }), case .text(let s, false, _) = eval(fallback.expression) {
            return formatted(s, values, table: table, at: fallback.expression) ?? .text(s, placeholder: false, localizable: false)
        }
        return .text(key, placeholder: false, localizable: true)
    }

    /// `.documentDeleteConfirmation` or `.useBiometricLock(name)` in a catalog's accessor: the
    /// key so named (or whose words make that name) in `table`, filled with the arguments.
    func catalogAccessor(_ expr: ExprSyntax, table: String, at node: some SyntaxProtocol) -> SwiftUIValue {
        var name = "", values: [SwiftUIValue] = []
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil {
            name = member.declName.baseName.text
        } else if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
            name = member.declName.baseName.text
            values = call.arguments.map { eval($0.expression) }
        } else {
            return .placeholder(lastName(expr))
        }
        let tables = declarations.tables
        let key = tables.text(name, table: table) != nil || tables.plural(name, table: table) != nil ? name : tables.key(named: name, in: table)
        guard let key else { return .placeholder(name) }
        let text = tables.text(key, table: table) ?? key
        return formatted(text, values, table: table, at: node) ?? .text(text, placeholder: false, localizable: false)
    }
}

extension SwiftUIStrings.Tables {
    /// The key of `table` whose words make the accessor `name` (`settings.title` → `settingsTitle`).
    func key(named name: String, in table: String) -> String? {
        let keys = (texts[table].map { Array($0.keys) } ?? []) + (plurals[table].map { Array($0.keys) } ?? [])
        return keys.sorted().first { SwiftUIStrings.accessorName($0) == name }
    }

    /// The plural whose format is `format` (`%#@items@`), in any table.
    func plural(format: String) -> SwiftUIStrings.Plural? {
        guard format.contains("%#@") else { return nil }
        for name in plurals.keys.sorted() {
            guard let table = plurals[name] else { continue }
            if let key = table.keys.sorted().first(where: { table[$0]?.format == format }) { return table[key] }
        }
        return nil
    }
}

extension SwiftUIStrings {
    /// A key as a generated accessor names it: its words, the first lowercased, the others
    /// capitalized (`settings.about_title` → `settingsAboutTitle`).
    static func accessorName(_ key: String) -> String {
        let words = key.split { !$0.isLetter && !$0.isNumber }
        guard let first = words.first else { return key }
        return first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
