import Yams

extension LayoutParser {
    static let effectNames = ["announce", "goto", "back", "focus", "show", "hide", "toggle", "select-in-group", "set"]

    mutating func effects(_ node: Node, _ what: String) -> [Effect] {
        guard let items = reader.list(node, what) else { return [] }
        return items.compactMap { effect($0) }
    }

    mutating func effect(_ node: Node) -> Effect? {
        if case .scalar(let s) = node {
            switch s.string {
            case "back": return .back
            case "select-in-group": return .selectInGroup
            case "toggle": return .toggleSelected(of: nil)
            default:
                reader.error(node, "unknown effect '\(s.string)'" + Suggest.didYouMean(s.string, among: Self.effectNames))
                return nil
            }
        }
        guard let f = reader.fields(node, of: "an effect", allowed: Self.effectNames + ["of"]) else { return nil }
        let given = Self.effectNames.filter { f.has($0) }
        guard given.count == 1, let name = given.first, let value = f[name] else {
            reader.error(node, given.isEmpty ? "an effect needs one of: \(Self.effectNames.joined(separator: ", "))"
                                             : "an effect has one key; write each effect as its own list item")
            return nil
        }
        if f.has("of") && name != "toggle", let k = f.keyNode("of") {
            reader.error(k, "'of' goes with 'toggle' only")
        }
        switch name {
        case "announce": return reader.string(value, "'announce'").map { .announce($0) }
        case "goto": return goto(value)
        case "back", "select-in-group":
            if case .scalar(let s) = value, s.tagName == .null { return name == "back" ? .back : .selectInGroup }
            if case .scalar(let s) = value, s.tagName == .bool, reader.bool(value, name) == true {
                return name == "back" ? .back : .selectInGroup
            }
            reader.error(value, "'\(name)' takes no argument")
            return nil
        case "focus": return reader.string(value, "'focus'").map { .focus($0) }
        case "show": return reader.string(value, "'show'").map { .show($0) }
        case "hide": return reader.string(value, "'hide'").map { .hide($0) }
        case "toggle":
            guard let word = reader.string(value, "'toggle'") else { return nil }
            if word != "selected" { reader.error(value, "only 'selected' can be toggled"); return nil }
            return .toggleSelected(of: f["of"].flatMap { reader.string($0, "'of'") })
        default:
            guard let s = reader.fields(value, of: "'set'", allowed: ["id", "value"], required: ["id", "value"]),
                  let id = s["id"].flatMap({ reader.string($0, "'id'") }), let v = s["value"] else { return nil }
            if case .scalar(let scalar) = v, scalar.tagName == .int || scalar.tagName == .float,
               let number = reader.number(v, "'value'") {
                return .set(id: id, value: .number(number))
            }
            return reader.string(v, "'value'").map { .set(id: id, value: .text($0)) }
        }
    }

    /// `goto: screen`, `goto: other.yaml#screen`, `goto: other.yaml`, or `{screen:, file:, focus:}`.
    mutating func goto(_ node: Node) -> Effect? {
        if case .mapping = node {
            guard let f = reader.fields(node, of: "'goto'", allowed: ["screen", "file", "focus"]) else { return nil }
            if !f.has("screen") && !f.has("file") { reader.error(node, "'goto' needs 'screen' or 'file'") }
            return .goto(GotoTarget(file: f["file"].flatMap { reader.string($0, "'file'") },
                                    screen: f["screen"].flatMap { reader.string($0, "'screen'") },
                                    focus: f["focus"].flatMap { reader.string($0, "'focus'") }))
        }
        guard let text = reader.string(node, "'goto'") else { return nil }
        if let hash = text.firstIndex(of: "#") {
            let file = String(text[..<hash]), screen = String(text[text.index(after: hash)...])
            return .goto(GotoTarget(file: file.isEmpty ? nil : file, screen: screen.isEmpty ? nil : screen))
        }
        if text.hasSuffix(".yaml") || text.hasSuffix(".yml") || text.hasSuffix(".json") {
            return .goto(GotoTarget(file: text, screen: nil))
        }
        return .goto(GotoTarget(screen: text))
    }
}
