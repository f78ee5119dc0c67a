import Foundation
import SwiftSyntax

/// Methods called on known values: the app's own (a model's, an enum's, an extension's), a
/// closure a model stores, and the standard library's on lists (`map`, `filter`, `sorted`,
/// `enumerated`, `joined`…), texts and numbers, and `UserDefaults` on a fresh install.
extension SwiftUIEvaluator {
    /// `value.name(arguments)`; nil when not known.
    /// `Text`'s own modifiers, which return a `Text` saying the same words.
    static let textStyling: Set<String> = [
        "foregroundColor", "foregroundStyle", "font", "fontWeight", "fontWidth", "fontDesign", "bold", "italic", "underline",
        "strikethrough", "kerning", "tracking", "baselineOffset", "monospaced", "monospacedDigit", "textScale", "textCase",
    ]

    func method(_ name: String, of value: SwiftUIValue, _ arguments: [SwiftUICallArgument], at node: some SyntaxProtocol) -> SwiftUIValue? {
        for type in Self.typeNames(of: value) {
            guard let decl = declarations.type(type), let methods = decl.methods[name] else { continue }
            if let result = invoke(methods, arguments, on: value, type: decl.name, at: node) { return result }
        }
        if case .instance(let type, _) = value {
            if case .function(let function)? = member(name, of: value) { return invoke(function, arguments, at: node) }
            if type == "Bundle", name == "object", let key = arguments.first.flatMap({ Self.known(eval($0.expr)) }) {
                return infoValue(key)
            }
            if type == "UserDefaults" { return arguments.first.flatMap { registeredDefault(eval($0.expr)) } ?? Self.freshDefault(name) }
        }
        switch value {
        case .list(let items): if let result = listMethod(name, items, arguments, at: node) { return result }
        case .tuple(_, let items): if name == "enumerated" { return listMethod(name, items, arguments, at: node) }
        case .text, .number, .bool, .member, .unknown, .enumCase, .null, .instance, .function: break
        }
        let first = arguments.first.map { eval($0.expr) }
        switch (value, name) {
        case (.text(let s, false, _), _) where name.lowercased().hasPrefix("locali") || name == "loc":
            return .text(s, placeholder: false, localizable: true)
        // `Text("Nio").foregroundColor(.accentColor)` kept in a name: a text's styling leaves its words.
        case (.text, _) where Self.textStyling.contains(name): return value
        case (.text(let s, let p, _), "uppercased"): return .text(s.uppercased(), placeholder: p, localizable: false)
        case (.text(let s, let p, _), "lowercased"): return .text(s.lowercased(), placeholder: p, localizable: false)
        case (.text(let s, false, _), "hasPrefix"): return first.flatMap(Self.known).map { .bool(s.hasPrefix($0)) }
        case (.text(let s, false, _), "hasSuffix"): return first.flatMap(Self.known).map { .bool(s.hasSuffix($0)) }
        case (.text(let s, false, _), "contains"): return first.flatMap(Self.known).map { .bool(s.contains($0)) }
        case (.text(let s, false, _), "replacingOccurrences"):
            guard let of = first.flatMap(Self.known), arguments.count > 1, let with = Self.known(eval(arguments[1].expr)), !of.isEmpty else { return nil }
            return .text(evaluation.bounded(s.replacingOccurrences(of: of, with: with), at: place(node)), placeholder: false, localizable: false)
        case (.text(let s, false, _), "components"), (.text(let s, false, _), "split"):
            guard let separator = first.flatMap(Self.known), !separator.isEmpty else { return nil }
            let parts = s.components(separatedBy: separator).filter { name == "components" || !$0.isEmpty }
            return .list(parts.prefix(1000).map { .text($0, placeholder: false, localizable: false) })
        case (.text(let s, false, _), "prefix"):
            return first?.number.flatMap { SwiftUIFormat.count($0, limit: s.count) }.map { .text(String(s.prefix($0)), placeholder: false, localizable: false) }
        case (.text(let s, false, _), "appending"):
            return first.flatMap(Self.known).map { .text(evaluation.bounded(s + $0, at: place(node)), placeholder: false, localizable: false) }
        case (.number(let n), "formatted"): return SwiftUIFormat.formatted(n, style: arguments.first?.expr, self)
        case (.number(let n), "rounded"): return .number(n.rounded())
        case (.text(_, true, _), "formatted"): return value
        default: return nil
        }
    }

    /// The app's type names a value's methods and properties may be declared on.
    static func typeNames(of value: SwiftUIValue) -> [String] {
        switch value {
        case .text: return ["String", "StringProtocol"]
        case .number: return ["Int", "Double", "CGFloat", "Float"]
        case .list: return ["Array", "Collection", "Sequence"]
        case .bool, .member, .unknown, .enumCase, .null, .tuple, .instance, .function: return typeName(of: value).map { [$0] } ?? []
        }
    }

    /// Text known as written (not a placeholder), or nil.
    static func known(_ value: SwiftUIValue) -> String? {
        if case .text(let s, false, _) = value { return s }
        if case .number(let n) = value { return SwiftUIValue.format(n) }
        return nil
    }

    /// What `UserDefaults` gives for a key nothing has stored yet: `false`, `0`, or nil.
    static func freshDefault(_ name: String) -> SwiftUIValue? {
        switch name {
        case "bool": return .bool(false)
        case "integer", "double", "float": return .number(0)
        case "string", "object", "array", "dictionary", "data", "url", "stringArray", "value": return .null
        default: return nil
        }
    }

    /// A list's methods, closures called with each item. Lists are at most as long as a literal
    /// or a `ForEach` shows (1,000), so each call is bounded; every closure call is a step.
    func listMethod(_ name: String, _ items: [SwiftUIValue], _ arguments: [SwiftUICallArgument], at node: some SyntaxProtocol) -> SwiftUIValue? {
        let closure = arguments.first.map { eval($0.expr) }
        let function: SwiftUIFunction? = if case .function(let f)? = closure { f } else { nil }
        func each(_ item: SwiftUIValue) -> SwiftUIValue { function.map { apply($0, [item], at: node) } ?? .placeholder(name) }
        func test(_ item: SwiftUIValue) -> Bool? { if case .bool(let b) = each(item) { return b } else { return nil } }
        let count = closure?.number.flatMap { SwiftUIFormat.count($0, limit: items.count) }
        switch name {
        case "enumerated":
            return .list(items.enumerated().map { .tuple(labels: ["offset", "element"], items: [.number(Double($0.offset)), $0.element]) })
        case "reversed": return .list(items.reversed())
        case "map", "compactMap", "flatMap":
            guard function != nil else { return nil }
            var out: [SwiftUIValue] = []
            for item in items {
                let mapped = each(item)
                if name == "compactMap", mapped == .null { continue }
                if name == "flatMap", case .list(let inner) = mapped { out += inner } else { out.append(mapped) }
            }
            return .list(out)
        case "filter":
            guard function != nil else { return nil }
            var out: [SwiftUIValue] = []
            for item in items {
                guard let keep = test(item) else { return nil }
                if keep { out.append(item) }
            }
            return .list(out)
        case "first", "last", "contains", "allSatisfy":
            if arguments.first?.label == "where" || (function != nil && arguments.first?.label == nil) {
                guard function != nil else { return nil }
                let ordered = name == "last" ? items.reversed() : items
                for item in ordered {
                    guard let found = test(item) else { return nil }
                    if name == "allSatisfy", !found { return .bool(false) }
                    if found, name != "allSatisfy" { return name == "contains" ? .bool(true) : item }
                }
                return name == "contains" ? .bool(false) : name == "allSatisfy" ? .bool(true) : .null
            }
            if name == "contains", let closure { return .bool(items.contains { equal($0, closure) == true }) }
            return nil
        case "sorted":
            if let function {
                var out: [SwiftUIValue] = []
                // Insertion by the closure: a list of 1,000 is at most a million calls, each a step.
                for item in items {
                    var at = out.count
                    while at > 0, case .bool(true) = apply(function, [item, out[at - 1]], at: node) { at -= 1 }
                    out.insert(item, at: at)
                }
                return .list(out)
            }
            if items.allSatisfy({ $0.number != nil }) { return .list(items.sorted { ($0.number ?? 0) < ($1.number ?? 0) }) }
            if items.allSatisfy({ Self.known($0) != nil }) { return .list(items.sorted { (Self.known($0) ?? "") < (Self.known($1) ?? "") }) }
            return nil
        case "prefix": return count.map { .list(Array(items.prefix($0))) }
        case "suffix": return count.map { .list(Array(items.suffix($0))) }
        case "dropFirst": return .list(Array(items.dropFirst(count ?? 1)))
        case "dropLast": return .list(Array(items.dropLast(count ?? 1)))
        case "joined":
            let separator = closure.flatMap(Self.known) ?? ""
            var budget = SwiftUIEvaluation.maxTextLength
            let parts = items.map { item -> (String, Bool) in
                budget -= 1
                return budget > 0 ? item.words : ("", false)
            }
            return .text(evaluation.bounded(parts.map(\.0).joined(separator: separator), at: place(node)), placeholder: parts.contains { $0.1 },
                         localizable: false)
        case "min", "max":
            let numbers = items.compactMap(\.number)
            guard numbers.count == items.count, !numbers.isEmpty else { return items.isEmpty ? .null : nil }
            return .number(name == "min" ? numbers.min() ?? 0 : numbers.max() ?? 0)
        case "reduce":
            guard arguments.count == 2, case .function(let combine) = eval(arguments[1].expr) else { return nil }
            var total = eval(arguments[0].expr)
            for item in items { total = apply(combine, [total, item], at: node) }
            return total
        case "firstIndex":
            guard let closure else { return nil }
            if let function { return items.firstIndex { if case .bool(true) = apply(function, [$0], at: node) { true } else { false } }.map { .number(Double($0)) } ?? .null }
            return items.firstIndex { equal($0, closure) == true }.map { .number(Double($0)) } ?? .null
        default: return nil
        }
    }
}
