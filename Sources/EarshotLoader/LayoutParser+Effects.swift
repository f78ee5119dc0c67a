package import EarshotModel
extension LayoutParser {
    package mutating func effects(_ f: Fields, _ key: String) -> [Effect] {
        guard let items = reader.list(f, key) else { return [] }
        return items.compactMap { effect($0) }
    }

    package mutating func effect(_ node: YAMLNode) -> Effect? {
        if case .scalar(let s) = node {
            guard let key = EffectKey(rawValue: s.string) else {
                reader.error(node, "unknown effect '\(s.string)'" + Suggest.didYouMean(s.string, among: EffectKey.allCases.map(\.rawValue)))
                return nil
            }
            guard EffectKey.bare.contains(key) else {
                reader.error(node, "'\(key.rawValue)' needs a value: write {\(key.rawValue): …}")
                return nil
            }
            return bareEffect(key, node)
        }
        guard let f = reader.fields(node, LayoutKeys.effect), let variant = reader.variant(f),
              let key = EffectKey(rawValue: variant.selector), let value = f[variant.selector] else { return nil }
        switch key {
        case .announce: return reader.text(value, "'announce'").map { .announce($0) }
        case .goto: return goto(value)
        case .back, .selectInGroup: return reader.flag(f, key.rawValue) ? bareEffect(key, node) : nil
        case .focus: return elementReference(value, "'focus'").map { .focus($0) }
        case .show: return elementReference(value, "'show'").map { .show($0) }
        case .hide: return elementReference(value, "'hide'").map { .hide($0) }
        case .toggle:
            guard reader.word(f, "toggle") != nil else { return nil }
            return .toggleSelected(of: f["of"].flatMap { elementReference($0, "'of'") })
        case .set: return set(value)
        }
    }

    /// The effects that need no argument.
    package mutating func bareEffect(_ key: EffectKey, _ node: YAMLNode) -> Effect? {
        switch key {
        case .back: return .back
        case .selectInGroup: return .selectInGroup
        case .toggle: return .toggleSelected(of: nil)
        case .announce, .goto, .focus, .show, .hide, .set:
            reader.error(node, "'\(key.rawValue)' needs a value")
            return nil
        }
    }

    /// An element id that must exist in this file; checked once every id is known.
    package mutating func elementReference(_ node: YAMLNode, _ what: String) -> String? {
        guard let id = reader.text(node, what) else { return nil }
        references.append(Reference(id: id, target: .element, location: node.location, what: what))
        return id
    }

    package mutating func set(_ node: YAMLNode) -> Effect? {
        guard let f = reader.fields(node, LayoutKeys.set), let id = f["id"].flatMap({ elementReference($0, "'set'") }),
              let v = f["value"] else { return nil }
        if case .scalar(let scalar) = v, scalar.kind == .int || scalar.kind == .float {
            let range = -LayoutKeys.maxValue...LayoutKeys.maxValue
            return reader.number(v, "'value'", in: range).map { .set(id: id, value: .number($0)) }
        }
        return reader.text(v, "'value'").map { .set(id: id, value: .text($0)) }
    }

    /// `goto: screen`, `goto: other.yaml#screen`, `goto: other.yaml`, or `{screen:, file:, focus:}`;
    /// located at the value, for errors about the screen or the file.
    package mutating func goto(_ node: YAMLNode) -> Effect? {
        var target: GotoTarget
        if case .mapping = node {
            guard let f = reader.fields(node, LayoutKeys.goto) else { return nil }
            target = GotoTarget(file: reader.text(f, "file"), screen: reader.text(f, "screen"), focus: reader.text(f, "focus"))
        } else {
            guard let text = reader.text(node, "'goto'") else { return nil }
            if let hash = text.firstIndex(of: "#") {
                let file = String(text[..<hash]), screen = String(text[text.index(after: hash)...])
                target = GotoTarget(file: file.isEmpty ? nil : file, screen: screen.isEmpty ? nil : screen)
            } else if text.hasSuffix(".yaml") || text.hasSuffix(".yml") || text.hasSuffix(".json") {
                target = GotoTarget(file: text, screen: nil)
            } else {
                target = GotoTarget(screen: text)
            }
        }
        target.location = node.location
        if target.file == nil, let screen = target.screen {
            references.append(Reference(id: screen, target: .screen, location: node.location, what: "'goto'"))
        }
        if target.file == nil, let focus = target.focus {
            references.append(Reference(id: focus, target: .element, location: node.location, what: "'goto' focus"))
        }
        if let file = target.file, LayoutPaths.resolve(file, from: reader.path) == nil {
            reader.error(node, "'goto' file '\(file)' lies outside this layout's directory")
        }
        return .goto(target)
    }
}
