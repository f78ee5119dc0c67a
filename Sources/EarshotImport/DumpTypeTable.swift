import EarshotLoader
public import EarshotModel
import EarshotNarration
import EarshotNavigation
import Foundation

/// What a dump node is to VoiceOver, decided by its type alone; the mapper adds what nesting,
/// flags and explicit traits say.
public enum DumpKind: Sendable, Hashable {
    /// The application: not an element; gives the screen a title.
    case application
    /// A window: not an element; gives the screen its size.
    case window
    /// Not part of the app's screen (status bar, keyboard): left out with everything in it.
    case dropped
    /// A layout view (`Other`, `Group`, scroll views): disappears, unless it is a labelled leaf
    /// or labelled text (then one stop).
    case group
    /// A table or collection view: disappears; text just before a cell is a section header.
    case list
    /// A navigation bar: its title text is a heading, its back button a back button.
    case navigationBar
    /// A tab bar: a `tabBar` container, so its buttons say "Tab. N of M."
    case tabBar
    /// A segmented control: a `segmented` container.
    case segmented
    /// An alert or sheet: a modal group.
    case modal
    /// A table or collection cell: one stop absorbing its title, detail, icon, chevron and switch.
    case cell
    /// Static text: one stop.
    case text
    /// idb's `Heading`.
    case heading
    /// An image: one stop when labelled.
    case image
    /// A control: one stop with these traits, absorbing its children.
    case control(Traits)
}

/// The one table of dump words: element types, trait names, and the words that mark back
/// buttons, tabs, switches and disclosure chevrons. The parsers and the mapper look words up
/// here and nowhere else.
public enum DumpTypeTable {
    package static let switchTraits: Traits = [.button, .switchButton]

    /// Every `XCUIElementType` (without the prefix, the XCUIElementType enum 0…82) and every idb
    /// role (`AXButton` without `AX`), with what it is.
    public static let kinds: [String: DumpKind] = [
        "Any": .group, "Other": .group, "Application": .application, "Group": .group, "Window": .window,
        "Sheet": .modal, "Drawer": .group, "Alert": .modal, "Dialog": .modal,
        "Button": .control(.button), "RadioButton": .control(.button), "RadioGroup": .segmented,
        "CheckBox": .control(switchTraits), "DisclosureTriangle": .control(.button), "PopUpButton": .control(.button),
        "ComboBox": .control(.button), "MenuButton": .control(.button), "ToolbarButton": .control(.button),
        "Popover": .modal, "Keyboard": .dropped, "Key": .dropped, "NavigationBar": .navigationBar,
        "TabBar": .tabBar, "TabGroup": .tabBar, "Toolbar": .group, "StatusBar": .dropped, "Table": .list,
        "TableRow": .cell, "TableColumn": .group, "Outline": .list, "OutlineRow": .cell, "Browser": .group,
        "CollectionView": .list, "Slider": .control(.adjustable), "PageIndicator": .control(.adjustable),
        "ProgressIndicator": .control([.updatesFrequently]), "ActivityIndicator": .control([.updatesFrequently]),
        "SegmentedControl": .segmented, "Picker": .group, "PickerWheel": .control(.adjustable),
        "Switch": .control(switchTraits), "Toggle": .control(switchTraits), "Link": .control(.link),
        "Image": .image, "Icon": .control(.button), "SearchField": .control([.textField, .searchField]),
        "ScrollView": .group, "ScrollBar": .dropped, "StaticText": .text, "TextField": .control(.textField),
        "SecureTextField": .control([.textField, .secureTextField]), "DatePicker": .group,
        "TextView": .control([.textField, .textArea]), "Menu": .group, "MenuItem": .control(.button),
        "MenuBar": .group, "MenuBarItem": .control(.button), "Map": .group, "WebView": .group,
        "IncrementArrow": .control(.button), "DecrementArrow": .control(.button), "Timeline": .control(.adjustable),
        "RatingIndicator": .control(.adjustable), "ValueIndicator": .control([]), "SplitGroup": .group,
        "Splitter": .dropped, "RelevanceIndicator": .control([]), "ColorWell": .control(.button), "HelpTag": .text,
        "Matte": .group, "DockItem": .control(.button), "Ruler": .group, "RulerMarker": .dropped, "Grid": .list,
        "LevelIndicator": .control(.adjustable), "Cell": .cell, "LayoutArea": .group, "LayoutItem": .group,
        "Handle": .control([]), "Stepper": .group, "Tab": .control(.button), "TouchBar": .dropped,
        "StatusItem": .control(.button),
        // idb's host-side roles that XCUIElementType lacks.
        "GenericElement": .group, "Heading": .heading, "ScrollArea": .group, "WebArea": .group,
        "TextArea": .control([.textField, .textArea]),
    ]

    /// The kind of a type name; unknown types are layout views.
    public static func kind(of type: String) -> DumpKind { kinds[type] ?? .group }

    /// Trait names as dumps spell them: WebDriverAgent's (`Button`, `Header`, `ToggleButton`) and
    /// idb's AXRuntime names (`TextEntry`, `BackButton`, `TabButton`, `Toggle`), each our trait
    /// name with a capital first letter, plus the AXRuntime spellings we name differently.
    public static let traitNames: [String: Traits] = {
        var names: [String: Traits] = [:]
        for (name, trait) in Traits.named { names[name.prefix(1).uppercased() + name.dropFirst()] = trait }
        names["TextEntry"] = .textField
        names["Toggle"] = .switchButton
        names["None"] = []
        return names
    }()

    /// The traits named in a dump's list; `Unknown` and names we do not know add nothing.
    public static func traits(named names: [String]) -> Traits {
        names.reduce(into: Traits()) { result, name in
            if let trait = traitNames[name.trimmingCharacters(in: .whitespaces)] { result.formUnion(trait) }
        }
    }

    /// idb subroles and role descriptions, by what they make an element.
    package static let switchWords: Set<String> = ["AXSwitch", "switch", "toggle"]
    package static let tabWords: Set<String> = ["AXTabButton", "tab"]
    package static let secureWords: Set<String> = ["AXSecureTextField", "secure text field"]
    package static let searchWords: Set<String> = ["AXSearchField", "search text field", "search field"]
    package static let headingWords: Set<String> = ["heading"]
    package static let backButtonWords: Set<String> = ["back button"]
    /// UIKit's stock back button's identifier, and the label of an untitled back button.
    package static let backButtonIdentifier = "BackButton"
    package static let backButtonLabel = "back"
    /// Labels of a navigation bar's leading button that say what it does, so it is no back
    /// button (a sheet's Cancel, Close or Done), in the languages of the fixtures and UIKit's
    /// most used system items.
    package static let leadingActionLabels: Set<String> = [
        "cancel", "close", "done", "dismiss", "edit", "save", "add", "ok", "menu",
        "cancelar", "cerrar", "listo", "annuler", "fermer", "terminé", "abbrechen", "schließen", "fertig",
        "取消", "关闭", "關閉", "完成", "编辑", "編輯", "キャンセル", "閉じる", "完了", "編集", "취소", "닫기", "완료",
    ]
    /// The label a tab bar carries (UITabBar, idb's `Group` around the tabs); never spoken.
    package static let tabBarLabel = "tab bar"
    /// Labels and identifiers of disclosure chevrons and row accessories: never spoken.
    package static let decorationNames: Set<String> = [
        "chevron", "chevron.right", "chevron.forward", "chevron.compact.right", "disclosure indicator",
        "disclosureindicator", "accessory", "forward",
    ]

    /// A node's kind with idb's subrole and role description taken into account.
    package static func kind(of node: DumpNode) -> DumpKind {
        let words = [node.subrole, node.roleDescription].compactMap { $0 }
        if words.contains(where: switchWords.contains) { return .control(switchTraits) }
        if words.contains(where: headingWords.contains) { return .heading }
        var kind = kind(of: node.type)
        // idb has no tab bar node: a group labelled "Tab Bar" stands for it.
        if kind == .group, node.label?.lowercased() == tabBarLabel { return .tabBar }
        if case .control(var traits) = kind {
            if words.contains(where: secureWords.contains) { traits.formUnion([.textField, .secureTextField]) }
            if words.contains(where: searchWords.contains) { traits.formUnion([.textField, .searchField]) }
            kind = .control(traits)
        }
        return kind
    }

    /// A tab of a tab bar by what idb says (`AXTabButton`, "tab", the TabButton trait).
    package static func isTab(_ node: DumpNode) -> Bool {
        [node.subrole, node.roleDescription].contains { $0.map(tabWords.contains) ?? false }
            || node.traits?.contains(.tabBarItem) == true
    }

    /// A back button by what the dump says of it; in a navigation bar a button labelled Back is one too.
    package static func isBackButton(_ node: DumpNode, inNavigationBar: Bool) -> Bool {
        if node.identifier == backButtonIdentifier || node.traits?.contains(.backButton) == true { return true }
        if let description = node.roleDescription, backButtonWords.contains(description) { return true }
        return inNavigationBar && node.label?.lowercased() == backButtonLabel
    }

    /// A leading navigation-bar button labelled with what it does (Cancel, Close, Done…).
    package static func isLeadingAction(_ label: String?) -> Bool {
        guard let label else { return false }
        return leadingActionLabels.contains(label.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// A disclosure chevron or accessory image, by its label or identifier.
    package static func isDecoration(_ node: DumpNode) -> Bool {
        [node.label, node.identifier].contains { $0.map { decorationNames.contains($0.lowercased()) } ?? false }
    }
}
