import Foundation
package import EarshotLoader
import EarshotTestSupport

/// Validates documents against a JSON Schema with Python's `jsonschema` (an implementation
/// independent of ours). A missing python3 or jsonschema is an error, never a skip:
/// `scripts/setup` installs them.
package enum SchemaValidator {
    package struct Unavailable: Error, CustomStringConvertible { package var description: String }

    static let script = """
        import json, sys
        import jsonschema
        job = json.load(sys.stdin)
        jsonschema.Draft7Validator.check_schema(job["schema"])
        validator = jsonschema.Draft7Validator(job["schema"])
        for instance in job["instances"]:
            errors = sorted(validator.iter_errors(instance), key=lambda e: list(e.path))
            print(json.dumps(errors[0].message if errors else None))
        """

    /// For each instance, `nil` when valid, else jsonschema's first message.
    package static func validate(_ instances: [JSONValue], against schema: String) throws -> [String?] {
        guard let schemaData = schema.data(using: .utf8),
              let schemaObject = try? JSONSerialization.jsonObject(with: schemaData) else {
            throw Unavailable(description: "the schema is not JSON")
        }
        let instancesData = try JSONEncoder().encode(instances)
        let instancesObject = try JSONSerialization.jsonObject(with: instancesData)
        let job = try JSONSerialization.data(withJSONObject: ["schema": schemaObject, "instances": instancesObject])
        let out = try PythonScript.run(script, input: job, failure: "python3 with jsonschema is needed (scripts/setup installs it)")
        let lines = out.split(separator: "\n")
        return try lines.map { line in
            let value = try JSONSerialization.jsonObject(with: Data(line.utf8), options: .fragmentsAllowed)
            return value as? String
        }
    }

    /// A YAML (or JSON) document as the JSON value an editor's schema check sees.
    package static func json(_ text: String) -> JSONValue? {
        guard case .success(let composed) = YAMLSource.compose(bytes: Array(text.utf8), empty: ""),
              let root = composed.root else { return nil }
        return json(root)
    }

    package static func json(_ node: YAMLNode) -> JSONValue {
        switch node {
        case .scalar(let s):
            switch s.kind {
            case .null: return .null
            case .bool: return .bool(ScalarResolver.trueWords.contains(s.string))
            case .int, .float: return ScalarResolver.number(s.string).map { .number($0) } ?? .string(s.string)
            case .string: return .string(s.string)
            }
        case .sequence(let items, _): return .array(items.map(json))
        case .mapping(let pairs, _):
            var object: [String: JSONValue] = [:]
            for pair in pairs { if case .scalar(let key) = pair.key { object[key.string] = json(pair.value) } }
            return .object(object)
        }
    }
}
