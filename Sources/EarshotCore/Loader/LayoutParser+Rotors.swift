import Foundation
import Yams

extension LayoutParser {
    static let rotorSources = ["items", "match", "mark", "system", "adjusts"]

    mutating func rotors(_ node: Node) -> [RotorSpec] {
        guard let items = reader.list(node, "'rotors'") else { return [] }
        return items.compactMap { rotor($0) }
    }

    mutating func rotor(_ node: Node) -> RotorSpec? {
        guard let f = reader.fields(node, of: "a rotor", allowed: ["name"] + Self.rotorSources) else { return nil }
        let location = NodeReader.location(node)
        let given = Self.rotorSources.filter { f.has($0) }
        guard given.count == 1 else {
            reader.error(node, given.isEmpty
                ? "a rotor needs one of 'items', 'match', 'mark', 'system' or 'adjusts'"
                : "a rotor takes only one of \(given.map { "'\($0)'" }.joined(separator: ", "))")
            return nil
        }
        var name = f["name"].flatMap { reader.string($0, "a rotor's 'name'") }
        var source: RotorSpec.Source?
        guard let value = f[given[0]] else { return nil }
        switch given[0] {
        case "items":
            source = reader.strings(value, "'items'").map { .items($0) }
        case "match":
            if let m = reader.fields(value, of: "a rotor's 'match'", allowed: ["tags", "traits"]) {
                if !m.has("tags") && !m.has("traits") { reader.error(value, "'match' needs 'tags' or 'traits'") }
                let tags = m["tags"].flatMap { reader.strings($0, "'tags'") } ?? []
                let traitSet = m["traits"].map { self.traits($0) } ?? []
                source = .match(tags: tags, traits: traitSet)
            }
        case "mark":
            source = reader.string(value, "'mark'").map { .mark($0) }
        case "system":
            if let word = reader.string(value, "'system'") {
                if let type = SystemRotorType(spelling: word) {
                    source = .system(type)
                    name = name ?? type.rotorName
                } else {
                    reader.error(value, "unknown system rotor type '\(word)'"
                        + Suggest.didYouMean(word, among: SystemRotorType.allCases.map(\.rawValue)))
                }
            }
        default:
            if let flag = reader.bool(value, "'adjusts'") {
                if flag { source = .adjusts } else { reader.error(value, "'adjusts' can only be true") }
            }
        }
        if name == nil, f["name"] == nil { reader.error(node, "a rotor is missing required key 'name'") }
        guard let source, let name else { return nil }
        if name.trimmingCharacters(in: .whitespaces).isEmpty { reader.error(node, "a rotor's name must not be empty") }
        return RotorSpec(name: name, source: source, location: location)
    }

    static let adjustableKeys = ["kind", "min", "max", "value", "step", "format", "options", "selected", "values"]

    mutating func adjustable(_ node: Node) -> Adjustable? {
        guard let f = reader.fields(node, of: "'adjustable'", allowed: Self.adjustableKeys, required: ["kind"]),
              let kindNode = f["kind"], let word = reader.string(kindNode, "'kind'") else { return nil }
        guard let kind = Adjustable.Kind(rawValue: word) else {
            reader.error(kindNode, "unknown adjustable kind '\(word)'"
                + Suggest.didYouMean(word, among: Adjustable.Kind.allCases.map(\.rawValue)))
            return nil
        }
        let numeric = ["min", "max", "value", "step"]
        let listed = kind == .picker ? "options" : "values"
        let allowed: [String]
        switch kind {
        case .rating, .slider: allowed = numeric
        case .stepper: allowed = numeric + ["format"]
        case .picker, .values: allowed = [listed, "selected"]
        }
        for key in Self.adjustableKeys where key != "kind" && f.has(key) && !allowed.contains(key) {
            if let k = f.keyNode(key) { reader.error(k, "'\(key)' does not apply to a \(kind.rawValue)") }
        }
        if kind == .picker || kind == .values {
            guard let listNode = f[listed] else {
                reader.error(node, "a \(kind.rawValue) needs '\(listed)'")
                return nil
            }
            let options = reader.strings(listNode, "'\(listed)'") ?? []
            if options.isEmpty, listNode.sequence?.isEmpty == true { reader.error(listNode, "'\(listed)' must not be empty") }
            var selected = 0
            if let n = f["selected"], let index = reader.integer(n, "'selected'") {
                if !options.indices.contains(index) {
                    reader.error(n, "'selected' must be an index from 0 to \(max(0, options.count - 1))")
                }
                selected = index
            }
            return Adjustable(kind: kind, min: 0, max: Double(max(0, options.count - 1)), value: Double(selected),
                              step: 1, options: options)
        }
        let minimum = f["min"].flatMap { reader.number($0, "'min'") } ?? (kind == .rating ? 1 : 0)
        guard let maxNode = f["max"] else {
            reader.error(node, "a \(kind.rawValue) needs 'max'")
            return nil
        }
        let maximum = reader.number(maxNode, "'max'") ?? minimum
        if maximum < minimum { reader.error(maxNode, "'max' must not be less than 'min'") }
        let value = f["value"].flatMap { reader.number($0, "'value'") } ?? minimum
        if let n = f["value"], value < minimum || value > maximum {
            reader.error(n, "'value' must lie between 'min' and 'max'")
        }
        let defaultStep = kind == .slider ? (maximum - minimum) / 10 : 1
        let step = f["step"].flatMap { reader.number($0, "'step'") } ?? defaultStep
        if let n = f["step"], step <= 0 { reader.error(n, "'step' must be positive") }
        let format = f["format"].flatMap { reader.string($0, "'format'") } ?? "{value}"
        return Adjustable(kind: kind, min: minimum, max: maximum, value: value,
                          step: step > 0 ? step : 1, format: format)
    }
}
