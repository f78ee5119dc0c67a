import Yams

extension LayoutParser {
    static let elementKeys = [
        "id", "label", "value", "hint", "traits", "frame", "accessible", "hidden", "children",
        "container", "order", "modal", "level", "tags", "text", "adjustable", "actions", "rotors",
        "on-activate", "on-escape",
    ]

    mutating func element(_ node: Node, depth: Int) -> Element? {
        elementCount += 1
        let generated = "e\(elementCount)"
        guard let f = reader.fields(node, of: "an element", allowed: Self.elementKeys) else { return nil }
        var e = Element(id: generated, location: NodeReader.location(node))
        if let n = f["id"], let id = reader.string(n, "'id'") {
            if id.isEmpty { reader.error(n, "'id' must not be empty") }
            e.id = id
        }
        e.label = f["label"].flatMap { reader.string($0, "'label'") }
        e.value = f["value"].flatMap { reader.string($0, "'value'") }
        e.hint = f["hint"].flatMap { reader.string($0, "'hint'") }
        if let n = f["traits"] { e.traits = traits(n) }
        if let n = f["frame"], let v = reader.numbers(n, "'frame'", count: 4, shape: "[x, y, width, height] in points") {
            if v[2] < 0 || v[3] < 0 { reader.error(n, "a frame's width and height must not be negative") }
            e.frame = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        }
        if let n = f["children"], let list = reader.list(n, "'children'") {
            e.children = list.compactMap { element($0, depth: depth + 1) }
        }
        e.accessible = f["accessible"].flatMap { reader.bool($0, "'accessible'") } ?? e.children.isEmpty
        e.hidden = f["hidden"].flatMap { reader.bool($0, "'hidden'") } ?? false
        e.modal = f["modal"].flatMap { reader.bool($0, "'modal'") } ?? false
        if let n = f["container"], let word = reader.string(n, "'container'") {
            if let kind = Element.ContainerKind(rawValue: word) {
                e.container = kind
            } else {
                reader.error(n, "unknown container kind '\(word)'"
                    + Suggest.didYouMean(word, among: Element.ContainerKind.allCases.map(\.rawValue)))
            }
        }
        if let n = f["order"], let ids = reader.strings(n, "'order'") {
            e.order = ids
            if e.children.isEmpty { reader.error(n, "'order' is for containers: this element has no children") }
            let childIDs = Set(e.children.map(\.id))
            for (item, id) in zip(Array(n.sequence ?? []), ids) where !childIDs.contains(id) {
                reader.error(item, "'order' names '\(id)', which is not a child of '\(e.id)'")
            }
        }
        if e.modal && e.children.isEmpty, let k = f.keyNode("modal") {
            reader.error(k, "'modal' is for containers: this element has no children")
        }
        if let n = f["level"], let level = reader.integer(n, "'level'") {
            if !(1...6).contains(level) { reader.error(n, "'level' must be 1 to 6") }
            if !e.traits.contains(.header) { reader.error(n, "'level' needs the 'header' trait") }
            e.level = level
        }
        if let n = f["tags"] { e.tags = reader.strings(n, "'tags'") ?? [] }
        if let n = f["text"] { e.text = textLines(n) }
        if let n = f["adjustable"] {
            e.adjustable = adjustable(n)
            if !e.traits.contains(.adjustable), let k = f.keyNode("adjustable") {
                reader.error(k, "an 'adjustable' block needs the 'adjustable' trait")
            }
        }
        if let n = f["actions"] { e.actions = actions(n) }
        if let n = f["rotors"] { e.rotors = rotors(n) }
        if let n = f["on-activate"] { e.onActivate = effects(n, "'on-activate'") }
        if let n = f["on-escape"] { e.onEscape = effects(n, "'on-escape'") }
        return e
    }

    /// A list of trait names, or an integer bitmask with UIKit's values.
    mutating func traits(_ node: Node) -> Traits {
        if case .scalar(let s) = node, s.tagName == .int {
            if let mask = UInt64(s.string) ?? UInt64(hexOrBinary: s.string) { return Traits(rawValue: mask) }
            reader.error(node, "a traits bitmask must be a non-negative 64-bit integer")
            return []
        }
        guard let items = reader.list(node, "'traits'") else { return [] }
        var result: Traits = []
        for item in items {
            guard let name = reader.string(item, "a trait name") else { continue }
            if let trait = Traits(name: name) {
                result.insert(trait)
            } else {
                reader.error(item, "unknown trait '\(name)'" + Suggest.didYouMean(name, among: Traits.named.map(\.name)))
            }
        }
        return result
    }

    mutating func textLines(_ node: Node) -> [TextLine] {
        guard let items = reader.list(node, "'text'") else { return [] }
        return items.compactMap { item in
            if case .scalar = item { return reader.string(item, "a text line").map { TextLine($0) } }
            guard let f = reader.fields(item, of: "a text line", allowed: ["line", "marks"], required: ["line"]),
                  let line = f["line"].flatMap({ reader.string($0, "'line'") }) else { return nil }
            return TextLine(line, marks: f["marks"].flatMap { reader.strings($0, "'marks'") } ?? [])
        }
    }

    mutating func actions(_ node: Node) -> [CustomAction] {
        guard let items = reader.list(node, "'actions'") else { return [] }
        return items.compactMap { item in
            guard let f = reader.fields(item, of: "a custom action", allowed: ["name", "do"], required: ["name"]),
                  let name = f["name"].flatMap({ reader.string($0, "an action's 'name'") }) else { return nil }
            return CustomAction(name: name, effects: f["do"].map { effects($0, "'do'") } ?? [])
        }
    }
}

extension UInt64 {
    /// YAML's `0x…` and `0b…` integer forms.
    init?(hexOrBinary text: String) {
        let lower = text.lowercased()
        if lower.hasPrefix("0x") { self.init(lower.dropFirst(2), radix: 16) }
        else if lower.hasPrefix("0b") { self.init(lower.dropFirst(2), radix: 2) }
        else if lower.hasPrefix("0o") { self.init(lower.dropFirst(2), radix: 8) }
        else { return nil }
    }
}
