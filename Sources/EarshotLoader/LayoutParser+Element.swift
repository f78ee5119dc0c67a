package import EarshotModel
extension LayoutParser {
    package mutating func element(_ node: YAMLNode, depth: Int) -> Element? {
        elementCount += 1
        let generated = "e\(elementCount)"
        guard let f = reader.fields(node, LayoutKeys.element) else { return nil }
        var e = Element(id: generated, location: node.location)
        if let n = f["id"], let id = reader.text(n, "'id'") {
            if id.isEmpty { reader.error(n, "'id' must not be empty") }
            e.id = id
        }
        e.label = reader.text(f, "label")
        e.value = reader.text(f, "value")
        e.hint = reader.text(f, "hint")
        if let n = f["traits"] { e.traits = traits(n) }
        if let v = reader.numbers(f, "frame") { e.frame = Rect(x: v[0], y: v[1], width: v[2], height: v[3]) }
        if let list = reader.list(f, "children") {
            e.children = list.compactMap { element($0, depth: depth + 1) }
        }
        e.accessible = reader.bool(f, "accessible") ?? e.children.isEmpty
        e.hidden = reader.bool(f, "hidden") ?? false
        e.modal = reader.bool(f, "modal") ?? false
        if let word = reader.word(f, "container"), let kind = Element.ContainerKind(rawValue: word) { e.container = kind }
        if let n = f["order"], let ids = reader.texts(f, "order") {
            e.order = ids
            if e.children.isEmpty { reader.error(n, "'order' is for containers: this element has no children") }
            let childIDs = Set(e.children.map(\.id))
            for (item, id) in zip(n.items ?? [], ids) where !childIDs.contains(id) {
                reader.error(item, "'order' names '\(id)', which is not a child of '\(e.id)'")
            }
        }
        if e.modal && e.children.isEmpty, let k = f.keyNode("modal") {
            reader.error(k, "'modal' is for containers: this element has no children")
        }
        if let n = f["level"], let level = reader.integer(f, "level") {
            if !e.traits.contains(.header) { reader.error(n, "'level' needs the 'header' trait") }
            e.level = level
        }
        if f.has("tags") { e.tags = reader.texts(f, "tags") ?? [] }
        if let items = reader.list(f, "text") { e.text = items.compactMap { textLine($0) } }
        if let n = f["adjustable"] {
            e.adjustable = adjustable(n)
            if !e.traits.contains(.adjustable), let k = f.keyNode("adjustable") {
                reader.error(k, "an 'adjustable' block needs the 'adjustable' trait")
            }
        }
        if let items = reader.list(f, "actions") { e.actions = items.compactMap { action($0) } }
        if f.has("rotors") { e.rotors = rotors(f) }
        e.language = reader.text(f, "language")
        if reader.bool(f, "secure") == true {
            e.traits.insert(.secureTextField)
            if !e.traits.contains(.textField), let k = f.keyNode("secure") {
                reader.error(k, "'secure' is for text fields: add the 'textField' trait")
            }
        }
        if let n = f["secure-length"], let count = reader.integer(f, "secure-length") {
            if !e.isSecure {
                reader.error(n, "'secure-length' is for secure text fields: add 'secure: true'")
            } else if f.has("value") {
                reader.error(n, "a secure text field takes 'value' or 'secure-length', not both")
            }
            e.secureLength = count
        }
        e.row = reader.integer(f, "row")
        e.column = reader.integer(f, "column")
        e.headerRow = reader.bool(f, "header-row") ?? false
        e.headerColumn = reader.bool(f, "header-column") ?? false
        e.auditIgnore = auditIgnore(f)
        e.source = reader.integer(f, "source")
        e.sourceFile = reader.text(f, "source-file")
        e.placeholder = reader.bool(f, "placeholder") ?? false
        if let word = reader.word(f, "role"), let role = AndroidRole(rawValue: word) {
            e.role = role
            // With no traits given, VoiceOver hears the traits the role maps to.
            if !f.has("traits") { e.traits.formUnion(role.traits) }
        }
        e.longPress = reader.bool(f, "long-press") ?? false
        e.importMarks = importMarks(f)
        e.onActivate = effects(f, "on-activate")
        e.onEscape = effects(f, "on-escape")
        return e
    }

    /// A list of trait names, or an integer bitmask with UIKit's values.
    package mutating func traits(_ node: YAMLNode) -> Traits {
        if case .scalar(let s) = node, s.kind == .int {
            if let mask = ScalarResolver.unsigned(s.string) { return Traits(rawValue: mask) }
            reader.error(node, "a traits bitmask must be a non-negative 64-bit integer")
            return []
        }
        guard let items = reader.list(node, "'traits'") else { return [] }
        var result: Traits = []
        for item in items {
            if let name = reader.word(item, among: Traits.named.map(\.name), noun: "trait"), let trait = Traits(name: name) {
                result.insert(trait)
            }
        }
        return result
    }

    package mutating func textLine(_ item: YAMLNode) -> TextLine? {
        if case .scalar = item { return reader.text(item, "a text line").map { TextLine($0) } }
        guard let f = reader.fields(item, LayoutKeys.textLine), let line = reader.text(f, "line") else { return nil }
        return TextLine(line, marks: reader.texts(f, "marks") ?? [])
    }

    package mutating func action(_ item: YAMLNode) -> CustomAction? {
        guard let f = reader.fields(item, LayoutKeys.action), let name = reader.text(f, "name") else { return nil }
        return CustomAction(name: name, effects: effects(f, "do"))
    }
}
