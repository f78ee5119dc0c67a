/// One accessibility element of a described screen, as UIKit's accessibility API sees it.
public struct Element: Sendable, Hashable {
    public enum ContainerKind: String, Sendable, Hashable, CaseIterable {
        case none, semanticGroup, list, landmark, table, tabBar
        /// A segmented control (UISegmentedControl): its segments say their place, `1 of 3.`
        case segmented
    }

    public var id: String
    public var label: String?
    /// `accessibilityValue`. A secure text field never keeps it: setting it (or making the
    /// element secure) keeps only its character count, `secureLength`, so no output can leak it.
    public var value: String? {
        get { storedValue }
        set { storedValue = newValue; reduceSecureText() }
    }
    private var storedValue: String?
    /// How many characters a secure text field holds (`secure-length`); never the characters.
    public var secureLength: Int?
    public var hint: String?
    public var traits: Traits { didSet { reduceSecureText() } }
    public var frame: Rect?
    /// `isAccessibilityElement`.
    public var accessible: Bool
    /// In the file but not on screen until shown by an effect.
    public var hidden: Bool
    public var children: [Element]
    public var container: ContainerKind
    /// Explicit child order (`accessibilityElements`).
    public var order: [String]?
    /// `accessibilityViewIsModal`.
    public var modal: Bool
    /// Heading level 1–6.
    public var level: Int?
    public var tags: [String]
    public var text: [TextLine]
    public var adjustable: Adjustable?
    public var actions: [CustomAction]
    public var rotors: [RotorSpec]
    public var onActivate: [Effect]
    public var onEscape: [Effect]
    /// A BCP 47 language (`zh-Hans`, `ar`) its text is spoken in (`accessibilityLanguage`).
    public var language: String?
    /// A data-table cell's 1-based row and column; derived from the frame grid when absent.
    public var row: Int?
    public var column: Int?
    /// A header cell of its row or column, spoken before cells of that row or column.
    public var headerRow = false
    public var headerColumn = false
    /// Audit rules not to report on this element (`audit-ignore`).
    public var auditIgnore: [String] = []
    /// Where an imported element came from: its line in the dump (XML, debugDescription) or
    /// its index in a JSON dump (`source`).
    public var source: Int?
    /// The file that made the element when it is not the layout's own source (a SwiftUI view
    /// resolved from another file), relative to the layout's directory (`source-file`).
    public var sourceFile: String?
    /// Text that stands for something only known at run time (`Text(item.name)` is spoken
    /// "name"): the element's words hold a stand-in (`placeholder`), its guessed words written
    /// between `⟨` and `⟩` (`GuessMarks`), which mean a guess only when this is true.
    public var placeholder = false
    /// What the element is on Android (`role`), from the class an Android dump names; nil for
    /// elements known by their traits only, which TalkBack hears through `AndroidRole(traits:)`.
    public var role: AndroidRole?
    /// Android's long-click: TalkBack offers "Double-tap and hold to long press" (`long-press`).
    public var longPress = false
    /// What the importer knew of the element (`import-marks`), apart from the user's `tags`.
    public var importMarks: [ImportMark] = []
    /// Where the element starts in its file.
    public var location: SourceLocation

    public init(
        id: String, label: String? = nil, value: String? = nil, hint: String? = nil,
        traits: Traits = [], frame: Rect? = nil, accessible: Bool? = nil, hidden: Bool = false,
        children: [Element] = [], container: ContainerKind = .none, order: [String]? = nil,
        modal: Bool = false, level: Int? = nil, tags: [String] = [], text: [TextLine] = [],
        adjustable: Adjustable? = nil, actions: [CustomAction] = [], rotors: [RotorSpec] = [],
        onActivate: [Effect] = [], onEscape: [Effect] = [], location: SourceLocation = .start
    ) {
        self.id = id; self.label = label; self.storedValue = value; self.hint = hint
        self.traits = traits; self.frame = frame
        self.accessible = accessible ?? children.isEmpty
        self.hidden = hidden; self.children = children; self.container = container
        self.order = order; self.modal = modal; self.level = level; self.tags = tags
        self.text = text; self.adjustable = adjustable; self.actions = actions
        self.rotors = rotors; self.onActivate = onActivate; self.onEscape = onEscape
        self.location = location
        reduceSecureText()
    }

    /// A secure text field: its text is only ever a count (`secure: true` or the secure bit).
    public var isSecure: Bool { traits.contains(.secureTextField) }

    /// Text typed into the field while editing: appended to the value, or only counted when secure.
    /// What is typed is never a guess: a `⟨` typed is a plain character.
    public mutating func type(_ text: String) {
        if isSecure { secureLength = (secureLength ?? 0) + text.count } else { value = (value ?? "") + GuessMarks.plain(text) }
    }

    /// Replaces a secure field's text with its character count, the only thing kept of it.
    private mutating func reduceSecureText() {
        guard isSecure, let text = storedValue else { return }
        secureLength = text.count
        storedValue = nil
    }

    /// The spoken value: the adjustable's value text when adjustable, else `value`.
    public var effectiveValue: String? {
        if let adjustable { return adjustable.valueText }
        return value
    }
}

/// One screen of a layout.
public struct Screen: Sendable, Hashable {
    public var id: String
    /// Used in window titles and reports; never spoken by itself.
    public var title: String?
    public var size: (width: Double, height: Double) { (sizeWidth, sizeHeight) }
    public var sizeWidth: Double
    public var sizeHeight: Double
    public var elements: [Element]
    /// Screen-level custom rotors.
    public var rotors: [RotorSpec]
    /// The language of the screen's text, unless an element says otherwise.
    public var language: String?
    /// Audit rules not to report on the screen itself (`audit-ignore`, e.g. EAR011).
    public var auditIgnore: [String] = []
    /// The frames were laid out by an importer from code that has none (SwiftUI), not measured:
    /// good for reading order, touch and the picture, no evidence of a size or an overlap.
    public var approximateFrames = false
    /// Whether the view is known to be a whole screen a listener lands on, or a part of one.
    public var kind: Kind = .screen
    public var location: SourceLocation

    /// What a screen of a layout is (`kind`): layouts and dumps are whole screens; an importer
    /// that reads views (SwiftUI) knows a component struct — a row, a card, a checkbox — is not.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A navigation root or destination, tab or modal content, a view with a navigation title,
        /// the previewed view, a layout or a dump.
        case screen
        /// A view only ever shown inside another one: screen-level rules (EAR011) do not judge it.
        case component
        /// A view only ever shown among an alert's or a confirmation dialog's actions: its
        /// buttons are heard after the alert's title and message, which give them their purpose.
        case alertActions = "alert-actions"
        /// A view only previews make, hosting a view the app shows elsewhere (a preview's helper
        /// holding a binding): no screen of the app. The audit does not judge it; the view it
        /// hosts is judged where the app shows it.
        case preview
    }

    public init(id: String, title: String? = nil, width: Double = 390, height: Double = 844,
                elements: [Element], rotors: [RotorSpec] = [], location: SourceLocation = .start) {
        self.id = id; self.title = title; self.sizeWidth = width; self.sizeHeight = height
        self.elements = elements; self.rotors = rotors; self.location = location
    }
}

/// A loaded layout file: one or more screens.
public struct Layout: Sendable, Hashable {
    /// The file's path as given; used in diagnostics and reports.
    public var path: String
    public var version: Int
    public var screens: [Screen]
    public init(path: String, version: Int = 1, screens: [Screen]) {
        self.path = path; self.version = version; self.screens = screens
    }
    public func screen(id: String) -> Screen? { screens.first { $0.id == id } }
}

extension Element {
    /// This element and all its descendants, depth first in file order.
    public func forEachInTree(_ body: (Element) -> Void) {
        var stack: [Element] = [self]
        while let next = stack.popLast() {
            body(next)
            stack.append(contentsOf: next.children.reversed())
        }
    }
}

extension Screen {
    public func forEachElement(_ body: (Element) -> Void) {
        for element in elements { element.forEachInTree(body) }
    }
}
