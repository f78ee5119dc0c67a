package import EarshotModel
/// Reads a composed YAML tree strictly against a file kind's key tables, collecting every
/// problem as a located diagnostic.
package struct NodeReader {
    package let path: String
    private(set) var diagnostics: [Diagnostic] = []

    package init(path: String) { self.path = path }

    package mutating func error(_ node: YAMLNode, _ message: String) {
        error(at: node.location, message)
    }

    package mutating func error(at location: SourceLocation, _ message: String) {
        diagnostics.append(Diagnostic(path: path, location: location, message: message))
    }

    package mutating func add(_ problems: [LoadProblem]) {
        for p in problems { error(at: p.location, p.message) }
    }

    package mutating func add(_ more: [Diagnostic]) { diagnostics += more }

    /// A mapping's fields: unknown keys are reported with a suggestion, missing required ones too.
    package mutating func fields(_ node: YAMLNode, _ spec: MappingSpec) -> Fields? {
        guard case .mapping(let pairs, _) = node else {
            error(node, "\(spec.what) must be a mapping, found \(Self.kind(of: node))")
            return nil
        }
        var fields = Fields(node: node, spec: spec)
        for pair in pairs {
            guard case .scalar(let keyScalar) = pair.key else {
                error(pair.key, "keys in \(spec.what) must be plain words")
                continue
            }
            let key = keyScalar.string
            if spec.key(key) != nil {
                fields.entries[key] = (pair.key, pair.value)
            } else {
                error(pair.key, "unknown key '\(key)' in \(spec.what)" + Suggest.didYouMean(key, among: spec.allowed))
            }
        }
        for key in spec.required where fields.entries[key] == nil {
            error(node, "\(spec.what) is missing required key '\(key)'")
        }
        if !spec.needsOneOf.isEmpty, !spec.needsOneOf.contains(where: fields.has) {
            error(node, "\(spec.what) needs \(Self.alternatives(spec.needsOneOf, joinedBy: "or"))")
        }
        return fields
    }

    /// Which of the spec's shapes `f` has; keys that shape does not allow, and keys it requires
    /// but lacks, are reported.
    package mutating func variant(_ f: Fields) -> Variant? {
        let spec = f.spec
        let chosen: Variant
        if let selector = spec.variants.first?.selector, spec.variants.first?.value != nil {
            guard let word = word(f, selector), let match = spec.variants.first(where: { $0.value == word }) else { return nil }
            chosen = match
        } else {
            let present = spec.variants.filter { f.has($0.selector) }
            guard present.count == 1 else {
                let names = present.isEmpty ? spec.variants.map(\.selector) : present.map(\.selector)
                error(f.node, present.isEmpty
                    ? spec.noVariantMessage ?? "\(spec.what) needs one of \(Self.alternatives(names, joinedBy: "or"))"
                    : spec.manyVariantsMessage ?? "\(spec.what) takes only one of \(Self.alternatives(names, joinedBy: "and"))")
                return nil
            }
            chosen = present[0]
        }
        let shaped = Set(spec.variants.flatMap(\.keys))
        for key in f.entries.keys.sorted() where shaped.contains(key) && !chosen.keys.contains(key) {
            if let k = f.keyNode(key) { error(k, "'\(key)' does not apply to \(chosen.what)") }
        }
        for key in chosen.required where !f.has(key) { error(f.node, "\(chosen.what) needs '\(key)'") }
        return chosen
    }

    package static func alternatives(_ names: [String], joinedBy word: String) -> String {
        let quoted = names.map { "'\($0)'" }
        return quoted.count < 2 ? quoted.joined() : quoted.dropLast().joined(separator: ", ") + " \(word) " + quoted[quoted.count - 1]
    }

    package static func kind(of node: YAMLNode) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let s):
            switch s.kind {
            case .null: return "null"
            case .bool: return "a boolean"
            case .int, .float: return "a number"
            case .string: return "a string"
            }
        }
    }
}

/// The recognised keys of one mapping, with the spec they were read against.
package struct Fields {
    package let node: YAMLNode
    package let spec: MappingSpec
    package var entries: [String: (key: YAMLNode, value: YAMLNode)] = [:]
    package subscript(_ key: String) -> YAMLNode? { entries[key]?.value }
    package func keyNode(_ key: String) -> YAMLNode? { entries[key]?.key }
    package func has(_ key: String) -> Bool { entries[key] != nil }
    /// The key's type in the spec (`text` for a key the spec lacks, which tests rule out).
    package func type(_ key: String) -> ValueType { spec.key(key)?.type ?? .text }
}
