/// A custom rotor declared by a layout (`UIAccessibilityCustomRotor`).
public struct RotorSpec: Sendable, Hashable {
    public enum Source: Sendable, Hashable {
        /// Explicit items in this order (e.g. by distance).
        case items([String])
        /// Elements carrying all these tags and traits, in reading order.
        case match(tags: [String], traits: Traits)
        /// Text lines carrying this mark.
        case mark(String)
        /// A system rotor type supplied by the app.
        case system(SystemRotorType)
        /// Flicks adjust the focused element.
        case adjusts
    }
    public var name: String
    public var source: Source
    public var location: SourceLocation
    public init(name: String, source: Source, location: SourceLocation = .start) {
        self.name = name; self.source = source; self.location = location
    }
}

/// `UIAccessibilityCustomRotor.SystemRotorType`, named as VoiceOver names it.
public enum SystemRotorType: String, Sendable, Hashable, CaseIterable {
    case link, visitedLink, heading, headingLevel1, headingLevel2, headingLevel3
    case headingLevel4, headingLevel5, headingLevel6, boldText, italicText, underlineText
    case misspelledWord, image, textField, table, list, landmark

    /// The rotor item's name as VoiceOver speaks it (from the rotor words table).
    public var rotorName: String { builtin.name }

    /// Every spelling a layout may use: `image`, `images`, `Images`, `headingLevel1`,
    /// `heading-level-1`, `Heading Level 1`, … (`init(spelling:)` accepts each).
    public static let spellings: [String] = {
        var result: [String] = []
        for type in allCases {
            var kebab = ""
            var previous: Character?
            for c in type.rawValue {
                if let p = previous, c.isUppercase || (c.isNumber && p.isLetter) { kebab.append("-") }
                kebab.append(Character(c.lowercased()))
                previous = c
            }
            var forms = [type.rawValue, kebab, type.rotorName, type.rotorName.lowercased()]
            if !type.rawValue.contains(where: \.isNumber) { forms += [type.rawValue + "s", kebab + "s"] }
            for form in forms where !result.contains(form) { result.append(form) }
        }
        return result
    }()

    /// Accepts `image`, `images`, `Images`, `heading-level-1`, …
    public init?(spelling: String) {
        let key = spelling.lowercased().filter { $0.isLetter || $0.isNumber }
        for type in SystemRotorType.allCases {
            let raw = type.rawValue.lowercased()
            let named = type.rotorName.lowercased().filter { $0.isLetter || $0.isNumber }
            if key == raw || key == raw + "s" || key == named { self = type; return }
        }
        return nil
    }
}
