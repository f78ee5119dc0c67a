package import EarshotModel
/// Builds the layout model from a composed tree, reporting what is wrong through `reader`, and
/// noting every id a value names (`references`) for `LayoutValidator`, located at that value.
package struct LayoutParser {
    package var reader: NodeReader
    /// Counts elements in file order, for generated ids (`e12`).
    package var elementCount = 0
    package var references: [Reference] = []

    package init(reader: NodeReader) { self.reader = reader }

    package mutating func layout(_ root: YAMLNode) -> Layout? {
        guard let top = reader.fields(root, LayoutKeys.layout) else { return nil }
        var version = LayoutKeys.supportedVersion
        if let node = top["earshot"], let v = reader.integer(node, "'earshot' (the format version)") {
            if v != LayoutKeys.supportedVersion {
                reader.error(node, "unsupported format version \(v); this Earshot reads version \(LayoutKeys.supportedVersion)")
            }
            version = v
        }
        var screens: [Screen] = []
        // `variant` reports a file with neither or both.
        if let variant = reader.variant(top), let node = top[variant.selector] {
            let nodes = variant.selector == "screens" ? reader.list(top, "screens") ?? [] : [node]
            screens = nodes.compactMap { screen($0) }
        }
        return Layout(path: reader.path, version: version, screens: screens)
    }

    package mutating func screen(_ node: YAMLNode) -> Screen? {
        guard let f = reader.fields(node, LayoutKeys.screen) else { return nil }
        let id = reader.text(f, "id") ?? ""
        var screen = Screen(id: id, elements: [], location: node.location)
        screen.title = reader.text(f, "title")
        screen.language = reader.text(f, "language")
        screen.approximateFrames = reader.bool(f, "approximate-frames") ?? false
        if let word = reader.word(f, "kind"), let kind = Screen.Kind(rawValue: word) { screen.kind = kind }
        if let size = reader.numbers(f, "size") {
            screen.sizeWidth = size[0]; screen.sizeHeight = size[1]
        }
        if let list = reader.list(f, "elements") {
            screen.elements = list.compactMap { element($0, depth: 1) }
        }
        if f.has("rotors") { screen.rotors = rotors(f) }
        screen.auditIgnore = auditIgnore(f)
        return screen
    }

    /// `audit-ignore: [EAR005]`: rule ids, each checked against the rule table at its value.
    package mutating func auditIgnore(_ f: Fields) -> [String] {
        guard let n = f["audit-ignore"], let ids = reader.texts(f, "audit-ignore") else { return [] }
        let items: [YAMLNode]
        if case .sequence(let seq, _) = n { items = seq } else { items = [] }
        for (i, id) in ids.enumerated() where AuditRuleID(rawValue: id) == nil {
            let place = items.indices.contains(i) ? items[i] : n
            reader.error(place, "unknown audit rule '\(id)'" + Suggest.didYouMean(id, among: AuditRuleID.allCases.map(\.rawValue)))
        }
        return ids
    }
}

extension LayoutParser {
    /// `import-marks: [tap-gesture]`: each word checked against the marks there are, at its value.
    package mutating func importMarks(_ f: Fields) -> [ImportMark] {
        guard let n = f["import-marks"], let words = reader.texts(f, "import-marks") else { return [] }
        let items: [YAMLNode]
        if case .sequence(let seq, _) = n { items = seq } else { items = [] }
        var marks: [ImportMark] = []
        for (i, word) in words.enumerated() {
            if let mark = ImportMark(spelled: word) {
                marks.append(mark)
            } else {
                reader.error(items.indices.contains(i) ? items[i] : n, "unknown import mark '\(word)'" + Suggest.didYouMean(word, among: ImportMark.words))
            }
        }
        return marks
    }
}

/// An id or screen that a value names, located at that value.
package struct Reference {
    package enum Target { case element, screen }
    package var id: String
    package var target: Target
    package var location: SourceLocation
    /// How the message names the one referring (`rotor 'Parks'`, `'focus'`).
    package var what: String
}
