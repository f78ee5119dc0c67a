/// The other things a reader says besides element descriptions.
extension Composer {
    /// After rotating: the rotor item's name.
    public func rotorName(_ name: String) -> Utterance { Utterance(.rotorName, name) }

    /// A rotor move that found nothing: `Heading not found`.
    public func notFound(rotor name: String) -> Utterance {
        Utterance(.notFound, TraitWords.notFound(Self.singular(of: name)))
    }

    /// After an adjustment only the new value is spoken.
    public func valueChange(_ value: String) -> Utterance { Utterance(.valueChange, value) }

    public func announcement(_ text: String) -> Utterance { Utterance(.announcement, text) }

    /// The Speaking Rate rotor speaks the new rate.
    public func rate(_ wordsPerMinute: Int) -> Utterance { Utterance(.rate, TraitWords.rate(wordsPerMinute)) }

    /// After an activation toggles state: `Selected.` / `Not selected.`, or a switch's `On.` / `Off.`.
    public func state(of element: Element) -> Utterance {
        if element.traits.contains(.switchButton) {
            return Utterance(.state, element.effectiveValue == "1" ? TraitWords.on : TraitWords.off)
        }
        return Utterance(.state, element.traits.contains(.selected) ? TraitWords.selectedAlone : TraitWords.notSelected)
    }

    /// A typed character echoed while editing.
    public func echo(_ text: String) -> Utterance { Utterance(.echo, text) }

    /// Rotor names whose singular is not the name less its `s`.
    static let singulars: [String: String] = [
        "Headings": "Heading", "Links": "Link", "Visited Links": "Visited Link", "Form Controls": "Form Control",
        "Buttons": "Button", "Images": "Image", "Containers": "Container", "Text Fields": "Text Field",
        "Tables": "Table", "Lists": "List", "Landmarks": "Landmark", "Misspelled Words": "Misspelled Word",
        "Characters": "Character", "Words": "Word", "Lines": "Line", "Actions": "Action",
        "Bold Text": "Bold Text", "Italic Text": "Italic Text", "Underlined Text": "Underlined Text",
    ]

    /// `Headings` → `Heading`, `Apple Stores` → `Apple Store`, `Alerts` → `Alert`, `Red` → `Red`.
    public static func singular(of name: String) -> String {
        if let known = singulars[name] { return known }
        if name.hasPrefix("Heading Level") { return name }
        if name.hasSuffix("ies") { return String(name.dropLast(3)) + "y" }
        if name.hasSuffix("s") && !name.hasSuffix("ss") && name.count > 1 { return String(name.dropLast()) }
        return name
    }
}
