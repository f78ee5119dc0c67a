public import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotSession
import EarshotAudit
import EarshotLabFiles
import Foundation

/// Writes a file kind's key tables as a JSON Schema (draft-07, which yaml-language-server
/// reads), so editors complete and check files as they are typed, by the loader's own rules.
public enum JSONSchema {
    /// The kinds `earshot schema` knows, by command-line name.
    public static let kinds: [FileKind] = [LayoutKeys.kind, VoiceKeys.kind, KeyMapKeys.kind]
        + [AuditBaselineKeys.kind, RecordedFindingKeys.kind, LabKeys.kind]

    /// The schema document for `kind`, pretty-printed with sorted keys and a final newline.
    public static func document(for kind: FileKind) -> String {
        var root = schema(for: kind.root, in: kind)
        if case .mapping(let name) = kind.root, let spec = kind.definition(name) { root = schema(for: spec, in: kind) }
        guard case .object(var fields) = root else { return "" }
        fields["$schema"] = .string("http://json-schema.org/draft-07/schema#")
        fields["title"] = .string(kind.title)
        if !kind.definitions.isEmpty {
            fields["definitions"] = .object(Dictionary(uniqueKeysWithValues: kind.definitions.map {
                ($0.name, schema(for: $0, in: kind))
            }))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(JSONValue.object(fields)) else { return "" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func schema(for spec: MappingSpec, in kind: FileKind) -> JSONValue {
        var properties: [String: JSONValue] = [:]
        for key in spec.keys {
            guard case .object(var fields) = schema(for: key.type, in: kind) else { continue }
            fields["description"] = .string(key.summary)
            properties[key.name] = .object(fields)
        }
        var fields: [String: JSONValue] = [
            "type": "object", "description": .string(spec.summary), "properties": .object(properties),
            "additionalProperties": false,
        ]
        if !spec.required.isEmpty { fields["required"] = .strings(spec.required) }
        var rules: [JSONValue] = []
        if !spec.needsOneOf.isEmpty {
            rules.append(.object(["anyOf": .array(spec.needsOneOf.map { .object(["required": .strings([$0])]) })]))
        }
        if !spec.variants.isEmpty {
            let shaped = Set(spec.variants.flatMap(\.keys))
            let common = spec.allowed.filter { !shaped.contains($0) }
            rules.append(.object(["oneOf": .array(spec.variants.map { variant in
                var branch: [String: JSONValue] = ["propertyNames": .object(["enum": .strings(common + variant.keys)])]
                if let value = variant.value {
                    branch["properties"] = .object([variant.selector: .object(["const": .string(value)])])
                    branch["required"] = .strings([variant.selector] + variant.required)
                } else {
                    branch["required"] = .strings([variant.selector] + variant.required)
                }
                return .object(branch)
            })]))
        }
        if rules.count == 1, case .object(let rule) = rules[0] { fields.merge(rule) { $1 } }
        if rules.count > 1 { fields["allOf"] = .array(rules) }
        return .object(fields)
    }

    static func schema(for type: ValueType, in kind: FileKind) -> JSONValue {
        switch type {
        case .text: return .object(["type": .strings(["string", "number", "boolean"])])
        case .wordsNotNumber: return .object(["type": .strings(["string", "boolean"])])
        case .integer(let min, let max):
            if let min, let max, min == max { return .object(["const": .number(Double(min))]) }
            var fields: [String: JSONValue] = ["type": "integer"]
            if let min { fields["minimum"] = .number(Double(min)) }
            if let max { fields["maximum"] = .number(Double(max)) }
            return .object(fields)
        case .number(let range):
            return .object(["type": "number", "minimum": .number(range.lowerBound), "maximum": .number(range.upperBound)])
        case .boolean: return .object(["type": "boolean"])
        case .flag: return .object(["enum": .array([true, .null])])
        case .word(let words, _): return .object(["enum": .strings(words)])
        case .pattern(let pattern, let summary):
            return .object(["type": "string", "pattern": .string(pattern), "description": .string(summary)])
        case .list(let item, let minCount):
            var fields: [String: JSONValue] = ["type": "array", "items": schema(for: item, in: kind)]
            if minCount > 0 { fields["minItems"] = .number(Double(minCount)) }
            return .object(fields)
        case .tuple(let parts, _):
            return .object(["type": "array", "items": .array(parts.map { schema(for: $0.type, in: kind) }),
                            "minItems": .number(Double(parts.count)), "maxItems": .number(Double(parts.count)),
                            "additionalItems": false])
        case .mapping(let name): return .object(["$ref": .string("#/definitions/\(name)")])
        case .anyOf(let types): return .object(["anyOf": .array(types.map { schema(for: $0, in: kind) })])
        case .keyed(let names, let singleCharacters, let values):
            var keyRules: [JSONValue] = [.object(["enum": .strings(names)])]
            if singleCharacters {
                keyRules.append(.object(["type": "string", "minLength": 1, "maxLength": 1,
                                         "pattern": .string("^[^\\u0000-\\u0020\\u007f]")]))
            }
            return .object(["type": "object", "propertyNames": .object(["anyOf": .array(keyRules)]),
                            "additionalProperties": schema(for: values, in: kind)])
        }
    }
}
