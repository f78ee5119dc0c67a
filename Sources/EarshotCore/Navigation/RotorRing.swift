/// The rotor ring for the focused element: its custom rotors and the screen's, `Actions`,
/// `Adjust Value`, the text rotors, then the system items.
public enum RotorRing {
    public static let adjustValue = "Adjust Value"
    public static let actions = "Actions"

    public static let system: [RotorItem] = [
        RotorItem(name: "Headings", kind: .elements(.traits(.header))),
        RotorItem(name: "Links", kind: .elements(.traits(.link))),
        RotorItem(name: "Form Controls", kind: .elements(.formControls)),
        RotorItem(name: "Buttons", kind: .elements(.traits(.button))),
        RotorItem(name: "Images", kind: .elements(.traits(.image))),
        RotorItem(name: "Containers", kind: .elements(.containers)),
        RotorItem(name: "Speaking Rate", kind: .speakingRate),
        RotorItem(name: "Hints", kind: .hints),
    ]

    static func item(for spec: RotorSpec) -> RotorItem {
        switch spec.source {
        case .items(let ids): return RotorItem(name: spec.name, kind: .items(ids))
        case .match(let tags, let traits):
            return RotorItem(name: spec.name, kind: .elements(tags.isEmpty ? .traits(traits) : .tags(tags, traits)))
        case .mark(let mark): return RotorItem(name: spec.name, kind: .mark(mark))
        case .adjusts: return RotorItem(name: spec.name, kind: .adjust)
        case .system(let type):
            if let filter = ElementFilter.system(type) { return RotorItem(name: spec.name, kind: .elements(filter)) }
            let marks: [SystemRotorType: String] = [.boldText: "bold", .italicText: "italic",
                                                    .underlineText: "underline", .misspelledWord: "misspelled"]
            return RotorItem(name: spec.name, kind: .mark(marks[type] ?? type.rawValue))
        }
    }

    /// The ring for `element` (nil when nothing is focused) on `screen`.
    public static func ring(screen: Screen, element: Element?) -> [RotorItem] {
        var items: [RotorItem] = []
        var names = Set<String>()
        func add(_ item: RotorItem) {
            if names.insert(item.name.lowercased()).inserted { items.append(item) }
        }
        for spec in (element?.rotors ?? []) + screen.rotors { add(item(for: spec)) }
        if let element {
            if !element.actions.isEmpty { add(RotorItem(name: actions, kind: .actions)) }
            if element.adjustable != nil && element.traits.contains(.adjustable) {
                add(RotorItem(name: adjustValue, kind: .adjust))
            }
            if !element.text.isEmpty {
                add(RotorItem(name: "Characters", kind: .characters))
                add(RotorItem(name: "Words", kind: .words))
                add(RotorItem(name: "Lines", kind: .lines))
            }
        }
        for item in system { add(item) }
        return items
    }
}
