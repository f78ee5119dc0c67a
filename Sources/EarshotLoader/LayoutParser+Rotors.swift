package import EarshotModel
import Foundation

extension LayoutParser {
    package mutating func rotors(_ f: Fields) -> [RotorSpec] {
        guard let items = reader.list(f, "rotors") else { return [] }
        return items.compactMap { rotor($0) }
    }

    package mutating func rotor(_ node: YAMLNode) -> RotorSpec? {
        guard let f = reader.fields(node, LayoutKeys.rotor), let variant = reader.variant(f),
              let key = RotorSourceKey(rawValue: variant.selector), let value = f[variant.selector] else { return nil }
        var name = reader.text(f, "name")
        let source: RotorSpec.Source?
        switch key {
        case .items:
            source = reader.texts(f, "items").map { ids in
                // Each item is located at itself: a dangling one is reported there.
                for (item, id) in zip(value.items ?? [], ids) {
                    references.append(Reference(id: id, target: .element, location: item.location,
                                                what: "rotor '\(name ?? "")'"))
                }
                return .items(ids)
            }
        case .match:
            if let m = reader.fields(value, LayoutKeys.rotorMatch) {
                source = .match(tags: reader.texts(m, "tags") ?? [], traits: m["traits"].map { traits($0) } ?? [])
            } else { source = nil }
        case .mark:
            source = reader.text(value, "'mark'").map { .mark($0) }
        case .system:
            let type = reader.word(f, "system").flatMap { SystemRotorType(spelling: $0) }
            source = type.map { .system($0) }
            name = name ?? type?.rotorName
        case .adjusts:
            source = reader.flag(f, "adjusts") ? .adjusts : nil
        }
        guard let source, let name else { return nil }
        if name.trimmingCharacters(in: .whitespaces).isEmpty { reader.error(node, "a rotor's name must not be empty") }
        return RotorSpec(name: name, source: source, location: node.location)
    }

    package mutating func adjustable(_ node: YAMLNode) -> Adjustable? {
        guard let f = reader.fields(node, LayoutKeys.adjustable), let variant = reader.variant(f),
              let kind = variant.value.flatMap(Adjustable.Kind.init(rawValue:)) else { return nil }
        switch kind {
        case .picker, .values:
            let listed = kind == .picker ? "options" : "values"
            let options = reader.texts(f, listed) ?? []
            var selected = 0
            if let n = f["selected"], let index = reader.integer(f, "selected") {
                if !options.isEmpty, !options.indices.contains(index) {
                    reader.error(n, "'selected' must be an index from 0 to \(options.count - 1)")
                }
                selected = index
            }
            var adjustable = Adjustable(kind: kind, min: 0, max: Double(max(0, options.count - 1)), value: Double(selected),
                                        step: 1, options: options)
            adjustable.style = reader.word(f, "style").flatMap(Adjustable.Style.init(rawValue:)) ?? .menu
            return adjustable
        case .rating, .stepper, .slider:
            let minimum = reader.number(f, "min") ?? (kind == .rating ? 1 : 0)
            let maximum = reader.number(f, "max") ?? minimum
            if let n = f["max"], maximum < minimum { reader.error(n, "'max' must not be less than 'min'") }
            let value = reader.number(f, "value") ?? minimum
            if let n = f["value"], value < minimum || value > maximum {
                reader.error(n, "'value' must lie between 'min' and 'max'")
            }
            let defaultStep = kind == .slider ? (maximum - minimum) / 10 : 1
            let step = reader.number(f, "step") ?? defaultStep
            return Adjustable(kind: kind, min: minimum, max: maximum, value: value,
                              step: step > 0 ? step : 1, format: reader.text(f, "format") ?? "{value}")
        }
    }
}
