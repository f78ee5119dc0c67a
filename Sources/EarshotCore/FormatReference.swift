import Foundation
public import EarshotLoader
/// Writes a file kind's key tables as a Markdown reference (`docs/formats/KIND.md`): every
/// mapping, every key, its type and what it means, from the same tables the loader checks and
/// the JSON Schemas come from, so the documentation cannot drift from what is accepted.
public enum FormatReference {
    /// The reference page for `kind`.
    public static func document(for kind: FileKind) -> String {
        var lines = ["# \(kind.title): every key", "",
                     "<!-- Generated from the loader's key tables by `earshot schema \(kind.name) --markdown`; do not edit. -->", ""]
        lines.append("`earshot schema \(kind.name)` prints the same tables as a JSON Schema for editors; \(kind.emptyHint).")
        lines.append("")
        var specs: [MappingSpec] = []
        if case .mapping(let name) = kind.root, let root = kind.definition(name) { specs.append(root) }
        specs += kind.definitions.filter { spec in !specs.contains { $0.name == spec.name } }
        if specs.isEmpty {
            lines.append("The whole file: \(describe(kind.root)).")
            lines.append("")
        }
        for spec in specs {
            lines.append("## `\(spec.name)`")
            lines.append("")
            lines.append(spec.summary)
            lines.append("")
            if !spec.required.isEmpty {
                lines.append("Required: " + spec.required.map { "`\($0)`" }.joined(separator: ", ") + ".")
                lines.append("")
            }
            if !spec.needsOneOf.isEmpty {
                lines.append("Needs one of: " + spec.needsOneOf.map { "`\($0)`" }.joined(separator: ", ") + ".")
                lines.append("")
            }
            lines.append("| key | value | meaning |")
            lines.append("|---|---|---|")
            for key in spec.keys {
                lines.append("| `\(key.name)` | \(cell(describe(key.type))) | \(cell(key.summary)) |")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// A value type in words: `a number from 0 to 100`, `a list of mappings (element)`.
    static func describe(_ type: ValueType) -> String {
        switch type {
        case .text: return "text"
        case .wordsNotNumber: return "text (not a number)"
        case .integer(let min, let max):
            switch (min, max) {
            case (let lo?, let hi?) where lo == hi: return "the number \(lo)"
            case (let lo?, let hi?): return "a whole number from \(lo) to \(hi)"
            case (let lo?, nil): return "a whole number ≥ \(lo)"
            case (nil, let hi?): return "a whole number ≤ \(hi)"
            case (nil, nil): return "a whole number"
            }
        case .number(let range): return "a number from \(number(range.lowerBound)) to \(number(range.upperBound))"
        case .boolean: return "true or false"
        case .flag: return "a flag (no value)"
        case .word(let words, _): return "one of " + words.map { "`\($0)`" }.joined(separator: ", ")
        case .pattern(_, let summary): return summary
        case .list(let item, let minCount):
            let items: String
            if case .mapping(let name) = item { items = "[`\(name)`](#\(name.lowercased())) mappings" } else { items = describe(item) }
            return (minCount > 0 ? "a list (at least \(minCount)) of " : "a list of ") + items
        case .tuple(_, let shape): return "`\(shape)`"
        case .mapping(let name): return "a [`\(name)`](#\(name.lowercased())) mapping"
        case .anyOf(let types): return types.map(describe).joined(separator: ", or ")
        case .keyed(_, let singleCharacters, let values):
            return (singleCharacters ? "a mapping from key names or single characters to " : "a mapping from names to ")
                + describe(values)
        }
    }

    private static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
    }

    /// Table cells keep to one line and never close the cell early.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
