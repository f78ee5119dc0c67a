import EarshotLoader
public import EarshotModel
import EarshotNarration
import EarshotNavigation
/// One node of an accessibility dump, in any of the three formats, as the dump states it and
/// before any VoiceOver rule is applied. Every parser produces these; one mapper reads them.
public struct DumpNode: Sendable, Hashable {
    /// The element type without `XCUIElementType` (`Button`, `StaticText`, `Other`), or idb's
    /// `type` (`CheckBox`, `RadioButton`, `Heading`).
    public var type: String
    /// What VoiceOver speaks (`label`, `AXLabel`).
    public var label: String?
    public var value: String?
    /// The capture cut the value short: XCUITest's debugDescription ends a long value with `...`
    /// (`ukautomationuser@e...`), so VoiceOver says more on the device than the dump shows.
    public var valueCutShort = false
    /// A developer id (`name` when it differs from the label, `identifier`, `AXUniqueId`); never spoken.
    public var identifier: String?
    /// A text field's placeholder (`placeholderValue`, idb `placeholder`).
    public var placeholder: String?
    /// idb's `help` (the accessibility hint).
    public var hint: String?
    public var frame: Rect?
    public var enabled = true
    /// `Selected` (debugDescription) or a `Selected` trait.
    public var selected = false
    /// WebDriverAgent's `accessible`: an accessibility element with no accessible ancestor.
    /// `nil` when the dump does not say.
    public var accessible: Bool?
    /// Traits the dump states outright (WDA `traits`, idb `traits`, `traits: N`); `nil` when it
    /// does not say (older dumps, AXe's placeholder `[]`).
    public var traits: Traits?
    /// idb's `subrole` (`AXSwitch`, `AXTabButton`) and `role_description` (`back button`).
    public var subrole: String?
    public var roleDescription: String?
    /// idb's hidden flag: not on screen.
    public var hidden = false
    /// WebDriverAgent's `visible`; `nil` when the dump does not say. An off-screen row is not
    /// visible and stays reachable; a node not visible inside a visible cell is not shown at all.
    public var visible: Bool?
    /// idb's `custom_actions`.
    public var actions: [String] = []
    /// An Android node's own attributes (class, checkable, clickable, bounds in pixels…).
    public var android: AndroidAttributes?
    public var children: [DumpNode] = []
    /// The dump's line (XML, debugDescription), or the node's index in a JSON dump (pre-order,
    /// which is its index in idb's flat array).
    public var source: Int
    /// Where the node starts in the dump.
    public var location: SourceLocation

    public init(type: String, source: Int, location: SourceLocation) {
        self.type = type; self.source = source; self.location = location
    }

    /// Nodes in this subtree, itself included.
    public var count: Int { children.reduce(1) { $0 + $1.count } }
}

/// What a parser read: the trees (a dump may hold a fragment with several roots) and its format.
public struct ParsedDump: Sendable {
    public var format: DumpFormat
    public var roots: [DumpNode]
    /// The language the dump says its screen is in (a BCP 47 tag or an Android locale), if it says.
    public var language: String?
    public init(format: DumpFormat, roots: [DumpNode], language: String? = nil) {
        self.format = format; self.roots = roots; self.language = language
    }
    public var nodeCount: Int { roots.reduce(0) { $0 + $1.count } }
}
