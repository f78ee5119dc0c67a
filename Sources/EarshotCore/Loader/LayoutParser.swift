import Yams

/// Builds the layout model from a composed tree, reporting what is wrong through `reader`.
struct LayoutParser {
    var reader: NodeReader
    /// Counts elements in file order, for generated ids (`e12`).
    var elementCount = 0
    static let supportedVersion = 1

    init(path: String) { reader = NodeReader(path: path) }

    mutating func layout(_ root: Node) -> Layout? {
        guard let top = reader.fields(root, of: "the layout", allowed: ["earshot", "screen", "screens"],
                                      required: ["earshot"]) else { return nil }
        var version = Self.supportedVersion
        if let node = top["earshot"], let v = reader.integer(node, "'earshot' (the format version)") {
            if v != Self.supportedVersion {
                reader.error(node, "unsupported format version \(v); this Earshot reads version \(Self.supportedVersion)")
            }
            version = v
        }
        var screens: [Screen] = []
        switch (top["screen"], top["screens"]) {
        case (let one?, nil):
            if let screen = screen(one) { screens = [screen] }
        case (nil, let many?):
            for node in reader.list(many, "'screens'") ?? [] {
                if let screen = screen(node) { screens.append(screen) }
            }
            if screens.isEmpty, case .sequence(let s) = many, s.isEmpty {
                reader.error(many, "'screens' must hold at least one screen")
            }
        case (_?, let many?):
            reader.error(many, "a layout has either 'screen' or 'screens', not both")
        case (nil, nil):
            reader.error(root, "the layout needs a 'screen' (or a list under 'screens')")
        }
        return Layout(path: reader.path, version: version, screens: screens)
    }

    mutating func screen(_ node: Node) -> Screen? {
        guard let f = reader.fields(node, of: "a screen", allowed: ["id", "title", "size", "elements", "rotors"],
                                    required: ["id", "elements"]) else { return nil }
        let id = f["id"].flatMap { reader.string($0, "a screen id") } ?? ""
        var screen = Screen(id: id, elements: [], location: NodeReader.location(node))
        screen.title = f["title"].flatMap { reader.string($0, "'title'") }
        if let sizeNode = f["size"],
           let size = reader.numbers(sizeNode, "'size'", count: 2, shape: "[width, height] in points") {
            if size[0] <= 0 || size[1] <= 0 { reader.error(sizeNode, "'size' must be positive") }
            screen.sizeWidth = size[0]; screen.sizeHeight = size[1]
        }
        if let list = f["elements"].flatMap({ reader.list($0, "'elements'") }) {
            screen.elements = list.compactMap { element($0, depth: 1) }
        }
        if let rotorsNode = f["rotors"] { screen.rotors = rotors(rotorsNode) }
        return screen
    }
}
