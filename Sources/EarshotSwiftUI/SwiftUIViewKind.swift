/// What the reader makes of each SwiftUI view, by its name: one table, so a new kind of view is
/// one entry here and one case where its kind is read (`control` or `stack`). A view the app
/// declares itself shadows SwiftUI's view of the same name.
enum SwiftUIViewKind: Sendable {
    case control(SwiftUIControl)
    case container(SwiftUIContainer)

    static let byName: [String: SwiftUIViewKind] = {
        var table: [String: SwiftUIViewKind] = [:]
        let controls: [SwiftUIControl: [String]] = [
            .text: ["Text"], .joinedText: ["Text+"], .label: ["Label"], .image: ["Image"], .asyncImage: ["AsyncImage"],
            .button: ["Button", "NavigationLink", "Link", "Menu", "ShareLink", "EditButton", "PasteButton"],
            .toggle: ["Toggle"], .slider: ["Slider"], .stepper: ["Stepper"], .picker: ["Picker"],
            .textField: ["TextField", "SecureField", "TextEditor", "SearchField"], .disclosureGroup: ["DisclosureGroup"],
            .progress: ["ProgressView", "Gauge"], .labeledContent: ["LabeledContent"], .unavailable: ["ContentUnavailableView"],
            .searchUnavailable: ["ContentUnavailableView.search"], .datePicker: ["DatePicker", "ColorPicker"], .tip: ["TipView"],
        ]
        let containers: [SwiftUIContainer: [String]] = [
            .groupBox: ["GroupBox"],
            .column: ["VStack", "LazyVStack", "ScrollView", "Group", "NavigationStack", "NavigationView", "NavigationSplitView",
                      "GeometryReader", "LazyVGrid", "Grid", "ScrollViewReader", "ControlGroup", "VSplitView", "GlassEffectContainer",
                      "TimelineView"],
            .row: ["HStack", "LazyHStack", "HSplitView", "ToolbarItem", "ToolbarItemGroup", "GridRow", "LazyHGrid"],
            .layers: ["ZStack"], .wrapped: ["AnyView"], .firstThatFits: ["ViewThatFits"], .rows: ["List", "Form"],
            .section: ["Section"], .forEach: ["ForEach"], .tabs: ["TabView"], .spacer: ["Spacer", "ToolbarSpacer"],
            .divider: ["Divider"], .work: ["Task"], .empty: ["EmptyView"],
            .decoration: ["Color", "Rectangle", "Circle", "RoundedRectangle", "Capsule", "Ellipse", "LinearGradient", "RadialGradient",
                          "AngularGradient", "Path", "Canvas", "UnevenRoundedRectangle", "ContainerRelativeShape"],
        ]
        for (kind, names) in controls { for name in names { table[name] = .control(kind) } }
        for (kind, names) in containers { for name in names { table[name] = .container(kind) } }
        return table
    }()
}

/// Views that are one element (or a few): text, images, buttons, controls.
enum SwiftUIControl: Hashable, Sendable {
    case text, joinedText, label, image, button, toggle, slider, stepper, picker, textField, disclosureGroup, progress
    case labeledContent, unavailable, searchUnavailable, datePicker, tip, asyncImage
}

/// Views that hold others, or show nothing a listener hears.
enum SwiftUIContainer: Hashable, Sendable {
    case groupBox, column, row, layers, wrapped, firstThatFits, rows, section, forEach, tabs
    /// Space, a line, work started with the view (`Task { … }`), nothing, shapes and colours.
    case spacer, divider, work, empty, decoration
}

/// What the reader makes of each SwiftUI modifier, by its name: one table, so a new modifier
/// is one entry here and one case where its kind is read. Modifiers not here say nothing to a
/// listener (fonts, colours, animations) unless the app declares them.
enum SwiftUIModifier: Hashable, Sendable {
    /// Where the view goes and what its content inherits, and whether it is seen at all (a
    /// view `.opacity(0)` makes invisible is not heard): read before the view.
    case frame, padding, pickerStyle, disabled, opacity
    /// Views layered on the view, read with it.
    case overlay, background, safeAreaInset
    /// What the view's elements become, or what the screen gains (a title, a toolbar, a sheet).
    case element(SwiftUIElementModifier)

    static let byName: [String: SwiftUIModifier] = {
        var table: [String: SwiftUIModifier] = [
            "frame": .frame, "padding": .padding, "pickerStyle": .pickerStyle, "disabled": .disabled, "opacity": .opacity,
            "overlay": .overlay, "background": .background, "safeAreaInset": .safeAreaInset,
        ]
        let elements: [SwiftUIElementModifier: [String]] = [
            .group: ["accessibilityElement"], .label: ["accessibilityLabel"], .value: ["accessibilityValue"], .hint: ["accessibilityHint"],
            .addTraits: ["accessibilityAddTraits"], .removeTraits: ["accessibilityRemoveTraits"], .heading: ["accessibilityHeading"],
            .sortPriority: ["accessibilitySortPriority"], .actions: ["accessibilityAction", "accessibilityActions"],
            .adjustable: ["accessibilityAdjustableAction"], .rotor: ["accessibilityRotor"], .menuActions: ["swipeActions", "contextMenu"],
            .delete: ["onDelete"], .badge: ["badge"], .searchable: ["searchable"], .tapGesture: ["onTapGesture", "onLongPressGesture"],
            .navigationTitle: ["navigationTitle", "navigationBarTitle"], .titleDisplayMode: ["navigationBarTitleDisplayMode"], .toolbar: ["toolbar"], .barItems: ["navigationBarItems"],
            .presentation: ["alert", "confirmationDialog", "sheet", "fullScreenCover", "popover"], .custom: ["modifier"],
        ]
        for (kind, names) in elements { for name in names { table[name] = .element(kind) } }
        return table
    }()
}

/// Modifiers that change the view's elements or add to the screen.
enum SwiftUIElementModifier: Hashable, Sendable {
    case group, label, value, hint, addTraits, removeTraits, heading, sortPriority, actions, adjustable, rotor
    case menuActions, delete, badge, searchable, tapGesture, navigationTitle, titleDisplayMode, toolbar, barItems, presentation
    /// `.modifier(Card())`: a `ViewModifier` the app declares.
    case custom
}
