import EarshotLoader
public import EarshotModel
public import EarshotNarration
/// The rotor ring for the focused element: its custom rotors and the screen's (where the reader
/// offers them), `Actions`, `Adjust Value`, the text rotors, then the reader's own items (its
/// `ringItems`: VoiceOver's rotor, TalkBack's reading controls). Items are told apart by `RotorID`.
public enum RotorRing {
    /// The built-in items a reader's ring is made of, each with what it moves by.
    public static let system: [RotorItem] = [
        RotorItem(.headings, kind: .elements(.traits(.header))),
        RotorItem(.links, kind: .elements(.traits(.link))),
        RotorItem(.formControls, kind: .elements(.formControls)),
        RotorItem(.buttons, kind: .elements(.traits(.button))),
        RotorItem(.images, kind: .elements(.traits(.image))),
        RotorItem(.containers, kind: .elements(.containers)),
        RotorItem(.speakingRate, kind: .speakingRate),
        RotorItem(.hints, kind: .hints),
    ]

    /// What each built-in item of `system` moves by.
    private static let kinds: [BuiltinRotor: RotorItem.Kind] = Dictionary(system.compactMap { item in
        if case .builtin(let b) = item.id { (b, item.kind) } else { nil }
    }) { first, _ in first }

    /// A layout's rotor as a ring item. A system rotor type the app supplies *is* VoiceOver's
    /// item of that type; every other custom rotor keeps its own identity, whatever its name.
    package static func item(for spec: RotorSpec) -> RotorItem {
        switch spec.source {
        case .items(let ids): return RotorItem(.custom(spec.name), kind: .items(ids))
        case .match(let tags, let traits):
            return RotorItem(.custom(spec.name), kind: .elements(tags.isEmpty ? .traits(traits) : .tags(tags, traits)))
        case .mark(let mark): return RotorItem(.custom(spec.name), kind: .mark(mark))
        case .adjusts: return RotorItem(.custom(spec.name), kind: .adjust)
        case .system(let type):
            let id = RotorID.builtin(type.builtin)
            if let filter = ElementFilter.system(type) { return RotorItem(id, kind: .elements(filter)) }
            return RotorItem(id, kind: .mark(systemMark(type)))
        }
    }

    /// The text mark a text-attribute system rotor moves by.
    package static func systemMark(_ type: SystemRotorType) -> String {
        switch type {
        case .boldText: return "bold"
        case .italicText: return "italic"
        case .underlineText: return "underline"
        case .misspelledWord: return "misspelled"
        case .link, .visitedLink, .heading, .headingLevel1, .headingLevel2, .headingLevel3, .headingLevel4,
             .headingLevel5, .headingLevel6, .image, .textField, .table, .list, .landmark:
            return type.rawValue
        }
    }

    /// The built-in items a user may turn on or off (Settings › Accessibility › VoiceOver ›
    /// Rotor), by the words a voice profile's `rotor:` lists them with.
    public static let configurable: [(word: String, item: BuiltinRotor)] = [
        ("headings", .headings), ("links", .links), ("form-controls", .formControls), ("buttons", .buttons),
        ("images", .images), ("containers", .containers), ("characters", .characters), ("words", .words),
        ("lines", .lines), ("speaking-rate", .speakingRate), ("hints", .hints),
    ]

    /// The ring for `element` (nil when nothing is focused) on `screen`; `enabled` (nil: all)
    /// says which configurable built-in items the user has on.
    public static func ring(screen: Screen, element: Element?, enabled: Set<BuiltinRotor>? = nil,
                            reader: any ScreenReader = .voiceover) -> [RotorItem] {
        var items: [RotorItem] = []
        items.reserveCapacity(system.count + 8)
        // A ring is a dozen or two items: a linear check is cheaper than hashing names.
        visit(screen: screen, element: element, enabled: enabled, reader: reader) { item in
            if !items.contains(where: { $0.id == item.id }) { items.append(item) }
            return true
        }
        return items
    }

    /// The ring's item with identity `id`, if the ring has one: `ring(…).first { $0.id == id }`
    /// without building the ring (the planner asks on every rotor flick).
    public static func item(_ id: RotorID, screen: Screen, element: Element?, enabled: Set<BuiltinRotor>? = nil,
                            reader: any ScreenReader = .voiceover) -> RotorItem? {
        var found: RotorItem?
        visit(screen: screen, element: element, enabled: enabled, reader: reader) { item in
            guard item.id == id else { return true }
            found = item
            return false
        }
        return found
    }

    /// Visits the ring's candidates in ring order until `body` returns false. An identity may
    /// come more than once; the ring keeps the first.
    private static func visit(screen: Screen, element: Element?, enabled: Set<BuiltinRotor>?, reader: any ScreenReader,
                              _ body: (RotorItem) -> Bool) {
        // Rotors the app supplies are always offered, even of a type the user turned off.
        if reader.offersCustomRotors {
            for spec in element?.rotors ?? [] { guard body(item(for: spec)) else { return } }
            for spec in screen.rotors { guard body(item(for: spec)) else { return } }
        }
        func offered(_ item: RotorItem) -> Bool {
            if let enabled, case .builtin(let b) = item.id, configurableItems.contains(b), !enabled.contains(b) {
                return true
            }
            return body(item)
        }
        if let element {
            if !element.actions.isEmpty { guard offered(RotorItem(.actions, kind: .actions)) else { return } }
            if element.adjustable != nil && element.traits.contains(.adjustable) {
                guard offered(RotorItem(.adjustValue, kind: .adjust)) else { return }
            }
            if !element.text.isEmpty {
                guard offered(RotorItem(.characters, kind: .text(.characters))),
                      offered(RotorItem(.words, kind: .text(.words))),
                      offered(RotorItem(.lines, kind: .text(.lines))) else { return }
            }
        }
        // Each moves like one of `system`'s items.
        for own in reader.ringItems {
            guard let kind = kinds[own.movesLike] else { continue }
            guard offered(RotorItem(own.id, kind: kind)) else { return }
        }
    }

    /// The items a profile's `rotor:` words turn on; nil (no list) keeps the whole ring.
    public static func enabled(by words: [String]?) -> Set<BuiltinRotor>? {
        guard let words else { return nil }
        return Set(configurable.filter { words.contains($0.word) }.map(\.item))
    }

    private static let configurableItems = Set(configurable.map(\.item))
}
