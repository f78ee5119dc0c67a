/// UIKit's accessibility traits with UIKit's bit values, so a raw bitmask from real code round-trips.
public struct Traits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let button = Traits(rawValue: 1 << 0)
    public static let link = Traits(rawValue: 1 << 1)
    public static let image = Traits(rawValue: 1 << 2)
    public static let selected = Traits(rawValue: 1 << 3)
    public static let playsSound = Traits(rawValue: 1 << 4)
    public static let keyboardKey = Traits(rawValue: 1 << 5)
    public static let staticText = Traits(rawValue: 1 << 6)
    public static let summaryElement = Traits(rawValue: 1 << 7)
    public static let notEnabled = Traits(rawValue: 1 << 8)
    public static let updatesFrequently = Traits(rawValue: 1 << 9)
    public static let searchField = Traits(rawValue: 1 << 10)
    public static let startsMediaSession = Traits(rawValue: 1 << 11)
    public static let adjustable = Traits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = Traits(rawValue: 1 << 13)
    public static let causesPageTurn = Traits(rawValue: 1 << 14)
    public static let tabBar = Traits(rawValue: 1 << 15)
    public static let header = Traits(rawValue: 1 << 16)
    /// iOS 17 `supportsZoom`.
    public static let supportsZoom = Traits(rawValue: 1 << 17)
    /// UIKit's private text-entry trait (`UIAccessibilityTraitTextEntry`).
    public static let textField = Traits(rawValue: 1 << 18)
    /// UIKit's private "is editing" state of a text field.
    public static let isEditing = Traits(rawValue: 1 << 21)
    /// UIKit's private back-button trait (navigation bar back buttons).
    public static let backButton = Traits(rawValue: 1 << 27)
    /// The switch trait of `UISwitch`; private before iOS 17, public since as `toggleButton`.
    public static let switchButton = Traits(rawValue: 1 << 53)
    public static let toggleButton = switchButton
}

extension Traits {
    /// Every named trait, canonical spelling first; aliases share a bit and come after it.
    public static let named: [(name: String, trait: Traits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
        ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
        ("summaryElement", .summaryElement), ("notEnabled", .notEnabled),
        ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
        ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("tabBar", .tabBar), ("header", .header), ("supportsZoom", .supportsZoom),
        ("textField", .textField), ("isEditing", .isEditing), ("backButton", .backButton),
        ("switchButton", .switchButton), ("toggleButton", .toggleButton),
    ]

    /// The trait spelled `name` in a layout file, if any.
    public init?(name: String) {
        guard let entry = Traits.named.first(where: { $0.name == name }) else { return nil }
        self = entry.trait
    }

    /// Canonical names of the set bits, in bit order; unnamed bits are omitted.
    public var names: [String] {
        var seen: Traits = []
        var result: [String] = []
        for (name, trait) in Traits.named where contains(trait) && !seen.contains(trait) {
            seen.insert(trait)
            result.append(name)
        }
        return result
    }

    /// Bits that have no name (kept so a raw mask round-trips).
    public var unnamedBits: UInt64 {
        rawValue & ~Traits.named.reduce(Traits()) { $0.union($1.trait) }.rawValue
    }
}
