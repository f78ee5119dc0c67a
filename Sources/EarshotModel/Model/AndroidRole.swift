/// What an Android node is, as TalkBack names it: the role its class gives (`android.widget.Switch`
/// → `switch`), kept on the element so TalkBack's words come from it. VoiceOver hears the same
/// element through its traits; `AndroidRole.traits` and `AndroidRole(traits:)` map between the
/// two by one table (docs/android.md).
public enum AndroidRole: String, Sendable, Hashable, CaseIterable {
    case button
    case imageButton = "image-button"
    case checkBox = "check-box"
    /// Checkable with no role word of its own: a `CheckedTextView`, or a view made toggleable
    /// with no role (TalkBack says "Checked" or "Not checked", and no role).
    case checkable
    case switchToggle = "switch"
    case toggleButton = "toggle-button"
    case radioButton = "radio-button"
    case editText = "edit-text"
    case spinner
    case seekBar = "seek-bar"
    case progressBar = "progress-bar"
    case image
    case list
    case grid
    case tabBar = "tab-bar"
    case tab
    case pager
    case webView = "web-view"
    case text
    case view

    /// The role of a class, matched on its name and the classes it is known to extend (an app's
    /// own `MaterialSwitch`, `AppCompatCheckBox`); `clickable` turns an image into an image button.
    public static func of(className: String, clickable: Bool) -> AndroidRole {
        let name = shortName(className)
        if let known = byClass[name] { return known == .image && clickable ? .imageButton : known }
        // Subclasses named after what they extend: `MaterialButton`, `AppCompatEditText`, `SwitchCompat`.
        for (suffix, role) in bySuffix where name.hasSuffix(suffix) || name.hasPrefix(suffix) {
            return role == .image && clickable ? .imageButton : role
        }
        return .view
    }

    /// `android.widget.Switch` → `Switch`; `com.google.android.material.tabs.TabLayout$TabView` → `TabView`.
    /// Called for every node of a dump, several times: a scan back over the UTF-8 bytes, no split.
    public static func shortName(_ className: String) -> String {
        let utf8 = className.utf8
        guard let cut = utf8.lastIndex(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "$") }) else { return className }
        let rest = Substring(className.utf8[utf8.index(after: cut)...])
        return rest.isEmpty ? className : String(rest)
    }

    static let byClass: [String: AndroidRole] = [
        "Button": .button, "ImageButton": .imageButton, "FloatingActionButton": .imageButton,
        "CheckBox": .checkBox, "CheckedTextView": .checkable, "Switch": .switchToggle, "SwitchCompat": .switchToggle,
        "SwitchMaterial": .switchToggle, "MaterialSwitch": .switchToggle, "ToggleButton": .toggleButton,
        "RadioButton": .radioButton, "EditText": .editText, "AutoCompleteTextView": .editText, "TextInputEditText": .editText,
        "Spinner": .spinner, "SeekBar": .seekBar, "Slider": .seekBar, "RatingBar": .seekBar, "ProgressBar": .progressBar,
        "ImageView": .image, "ListView": .list, "RecyclerView": .list, "GridView": .grid, "TabWidget": .tabBar,
        "TabLayout": .tabBar, "TabView": .tab, "ViewPager": .pager, "ViewPager2": .pager, "WebView": .webView,
        "TextView": .text, "MaterialTextView": .text,
    ]

    static let bySuffix: [(String, AndroidRole)] = [
        ("ImageButton", .imageButton), ("CheckBox", .checkBox), ("RadioButton", .radioButton), ("Switch", .switchToggle),
        ("EditText", .editText), ("Spinner", .spinner), ("SeekBar", .seekBar), ("ImageView", .image), ("Button", .button),
        ("TextView", .text), ("RecyclerView", .list),
    ]

    /// The traits VoiceOver hears this role by (a checked box or radio button is also `selected`;
    /// a switch's value is 1 or 0).
    public var traits: Traits {
        switch self {
        case .button, .toggleButton, .checkBox, .checkable, .radioButton, .spinner: return .button
        case .imageButton: return [.button, .image]
        case .switchToggle: return [.button, .switchButton]
        case .editText: return .textField
        case .seekBar: return .adjustable
        case .progressBar: return .updatesFrequently
        case .image: return .image
        case .tab: return [.button, .tabBarItem]
        case .tabBar: return .tabBar
        case .text: return .staticText
        case .list, .grid, .pager, .webView, .view: return []
        }
    }

    /// The role TalkBack would give an element known only by its traits (a layout written for
    /// an iPhone, heard with TalkBack).
    public init(traits: Traits, container: Element.ContainerKind = .none) {
        if traits.contains(.switchButton) { self = .switchToggle }
        else if traits.contains(.textField) || traits.contains(.searchField) { self = .editText }
        else if traits.contains(.adjustable) { self = .seekBar }
        else if traits.contains(.tabBarItem) { self = .tab }
        else if traits.contains(.button) && traits.contains(.image) { self = .imageButton }
        else if traits.contains(.button) || traits.contains(.link) || traits.contains(.keyboardKey) { self = .button }
        else if traits.contains(.image) { self = .image }
        else if traits.contains(.tabBar) || container == .tabBar { self = .tabBar }
        else if container == .list { self = .list }
        else if traits.contains(.staticText) || traits.contains(.header) { self = .text }
        else { self = .view }
    }
}

extension Layout {
    /// Screens from an Android dump: their elements carry Android roles. TalkBack is heard on
    /// them unless another reader is asked for.
    public var isAndroid: Bool {
        screens.contains { screen in
            var found = false
            screen.forEachElement { if $0.role != nil { found = true } }
            return found
        }
    }
}
