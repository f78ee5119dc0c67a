/// UIKit's accessibility traits with UIKit's bit values, so a raw bitmask from real code round-trips.
/// Public members by their Swift names; the private bits named and valued after `AXTraits.h`
/// (facebook/idb, `PrivateHeaders/AXRuntime`), e.g. text entry 1<<18, secure text 1<<24, tab bar item
/// 1<<28, text area 1<<47, supportsZoom 1<<46, the switch (toggle) 1<<53. Unknown bits are kept.
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
    /// AXTraitWebContent
    public static let webContent = Traits(rawValue: 1 << 17)
    /// UIKit's private text-entry trait (`UIAccessibilityTraitTextEntry`).
    public static let textField = Traits(rawValue: 1 << 18)
    public static let pickerElement = Traits(rawValue: 1 << 19)
    public static let radioButton = Traits(rawValue: 1 << 20)
    /// A text field that is being edited.
    public static let isEditing = Traits(rawValue: 1 << 21)
    public static let launchIcon = Traits(rawValue: 1 << 22)
    public static let statusBarElement = Traits(rawValue: 1 << 23)
    /// A secure (password) text field.
    public static let secureTextField = Traits(rawValue: 1 << 24)
    public static let inactive = Traits(rawValue: 1 << 25)
    public static let footer = Traits(rawValue: 1 << 26)
    /// A navigation bar's back button.
    public static let backButton = Traits(rawValue: 1 << 27)
    /// An item of a tab bar (`UITabBarButton`).
    public static let tabBarItem = Traits(rawValue: 1 << 28)
    public static let autoCorrectCandidate = Traits(rawValue: 1 << 29)
    public static let deleteKey = Traits(rawValue: 1 << 30)
    public static let selectionDismissesItem = Traits(rawValue: 1 << 31)
    public static let visited = Traits(rawValue: 1 << 32)
    public static let scrollable = Traits(rawValue: 1 << 33)
    public static let spacer = Traits(rawValue: 1 << 34)
    public static let tableIndex = Traits(rawValue: 1 << 35)
    public static let map = Traits(rawValue: 1 << 36)
    public static let textOperationsAvailable = Traits(rawValue: 1 << 37)
    public static let draggable = Traits(rawValue: 1 << 38)
    public static let gesturePracticeRegion = Traits(rawValue: 1 << 39)
    public static let popupButton = Traits(rawValue: 1 << 40)
    public static let allowsNativeSliding = Traits(rawValue: 1 << 41)
    public static let mathEquation = Traits(rawValue: 1 << 42)
    public static let containedByTable = Traits(rawValue: 1 << 43)
    public static let containedByList = Traits(rawValue: 1 << 44)
    public static let touchContainer = Traits(rawValue: 1 << 45)
    /// iOS 17 `supportsZoom`.
    public static let supportsZoom = Traits(rawValue: 1 << 46)
    /// A multi-line text view (UITextView).
    public static let textArea = Traits(rawValue: 1 << 47)
    public static let bookContent = Traits(rawValue: 1 << 48)
    public static let containedByLandmark = Traits(rawValue: 1 << 49)
    public static let folderIcon = Traits(rawValue: 1 << 50)
    public static let readOnly = Traits(rawValue: 1 << 51)
    public static let menuItem = Traits(rawValue: 1 << 52)
    /// The switch of `UISwitch`; public since iOS 17 as `toggleButton`.
    public static let switchButton = Traits(rawValue: 1 << 53)
    public static let ignoreItemChooser = Traits(rawValue: 1 << 54)
    public static let supportsTrackingDetail = Traits(rawValue: 1 << 55)
    public static let alert = Traits(rawValue: 1 << 56)
    public static let containedByFieldset = Traits(rawValue: 1 << 57)
    public static let allowsLayoutChangeInStatusBar = Traits(rawValue: 1 << 58)

    public static let textEntry = textField
    public static let toggleButton = switchButton
    public static let tabButton = tabBarItem
}

extension Traits {
    /// Every named trait, canonical spelling first; aliases share a bit and come after it.
    public static let named: [(name: String, trait: Traits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
        ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
        ("summaryElement", .summaryElement), ("notEnabled", .notEnabled), ("updatesFrequently", .updatesFrequently),
        ("searchField", .searchField), ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("tabBar", .tabBar), ("header", .header), ("webContent", .webContent), ("textField", .textField),
        ("pickerElement", .pickerElement), ("radioButton", .radioButton), ("isEditing", .isEditing),
        ("launchIcon", .launchIcon), ("statusBarElement", .statusBarElement), ("secureTextField", .secureTextField),
        ("inactive", .inactive), ("footer", .footer), ("backButton", .backButton), ("tabBarItem", .tabBarItem),
        ("autoCorrectCandidate", .autoCorrectCandidate), ("deleteKey", .deleteKey),
        ("selectionDismissesItem", .selectionDismissesItem), ("visited", .visited), ("scrollable", .scrollable),
        ("spacer", .spacer), ("tableIndex", .tableIndex), ("map", .map),
        ("textOperationsAvailable", .textOperationsAvailable), ("draggable", .draggable),
        ("gesturePracticeRegion", .gesturePracticeRegion), ("popupButton", .popupButton),
        ("allowsNativeSliding", .allowsNativeSliding), ("mathEquation", .mathEquation),
        ("containedByTable", .containedByTable), ("containedByList", .containedByList),
        ("touchContainer", .touchContainer), ("supportsZoom", .supportsZoom), ("textArea", .textArea),
        ("bookContent", .bookContent), ("containedByLandmark", .containedByLandmark), ("folderIcon", .folderIcon),
        ("readOnly", .readOnly), ("menuItem", .menuItem), ("switchButton", .switchButton),
        ("ignoreItemChooser", .ignoreItemChooser), ("supportsTrackingDetail", .supportsTrackingDetail),
        ("alert", .alert), ("containedByFieldset", .containedByFieldset),
        ("allowsLayoutChangeInStatusBar", .allowsLayoutChangeInStatusBar), ("textEntry", .textEntry),
        ("toggleButton", .toggleButton), ("tabButton", .tabButton),
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
