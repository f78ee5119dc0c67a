import EarshotLoader
package import EarshotModel
import EarshotNarration
import EarshotNavigation
extension DumpMapper {
    /// What a stop's subtree holds: the text and images it absorbs, its switch, its chevron, and
    /// the controls inside it (which a cell leaves as stops of their own).
    package struct Contents {
        package var texts: [(text: String, frame: Rect?)] = []
        package var images: [String] = []
        package var switches: [DumpNode] = []
        package var controls: [DumpNode] = []
        package var chevron = false
        package var frames: [Rect] = []
        /// The node is visible by the dump's word: what is not visible inside it is not shown.
        package var skipsInvisible = false

        package init(of node: DumpNode) {
            skipsInvisible = node.visible == true
            for child in node.children { add(child) }
        }

        package mutating func add(_ node: DumpNode) {
            if node.hidden || (skipsInvisible && node.visible == false) || DumpMapper.isInvisibleEmpty(node) { return }
            if let f = DumpFrame.clean(node.frame) { frames.append(f) }
            switch DumpTypeTable.kind(of: node) {
            case .dropped: return
            case .text, .heading:
                if let text = node.label ?? node.value { texts.append((text, DumpFrame.clean(node.frame))) }
            case .image:
                if DumpTypeTable.isDecoration(node) { chevron = true } else if let label = node.label { images.append(label) }
            case .control(let traits):
                if DumpTypeTable.isDecoration(node) { chevron = true }
                else if traits.contains(.switchButton) { switches.append(node) }
                else { controls.append(node) }
            case .tabBar, .segmented, .modal: controls.append(node)
            case .group, .list, .cell, .navigationBar, .application, .window:
                if let label = node.label, !node.children.contains(where: DumpMapper.holdsControl) {
                    texts.append((label, DumpFrame.clean(node.frame)))
                } else {
                    for child in node.children { add(child) }
                }
            }
        }
    }

    /// A cell with no word from the dump on what VoiceOver focuses is one element or its
    /// children are, never both: a cell of texts, images, a chevron and at most one switch is one
    /// stop (label from the title, value from the detail; with a switch, a switch element); a
    /// cell holding buttons or other controls keeps every child a stop of its own (its icon,
    /// texts and buttons), placed by reading order with the rest of the screen.
    package mutating func cellItems(_ node: DumpNode, _ context: Context) -> [Item] {
        var inner = context
        if node.visible == true { inner.inShownCell = true }
        let contents = Contents(of: node)
        if !contents.controls.isEmpty || contents.switches.count > 1 {
            return node.children.flatMap { items($0, inner) }
        }
        let absorbed = contents.switches.first
        guard node.label != nil || !contents.texts.isEmpty || absorbed != nil || !contents.images.isEmpty else { return [] }
        return [stop(node, .cell, context, contents: contents, absorbedSwitch: absorbed)]
    }

    /// One focus stop for `node` and everything inside it.
    package func stop(_ node: DumpNode, _ kind: DumpKind, _ context: Context) -> Item {
        let contents = Contents(of: node)
        return stop(node, kind, context, contents: contents, absorbedSwitch: contents.switches.first)
    }

    package func stop(_ node: DumpNode, _ kind: DumpKind, _ context: Context, contents: Contents, absorbedSwitch: DumpNode?) -> Item {
        var traits: Traits
        var isText = false
        switch kind {
        case .control(let t): traits = t
        case .text: traits = .staticText; isText = true
        case .heading: traits = .header
        case .image: traits = .image
        case .cell: traits = contents.chevron ? .button : []
        case .group, .list, .navigationBar, .tabBar, .segmented, .modal, .application, .window, .dropped:
            traits = []; isText = node.children.isEmpty || contents.controls.isEmpty
        }
        let isSwitch = traits.contains(.switchButton)
        if let explicit = node.traits {
            traits = explicit.union(traits.intersection(Self.privateKinds))
        }
        if absorbedSwitch != nil { traits.formUnion(DumpTypeTable.switchTraits) }
        if traits.contains(.button), DumpTypeTable.isBackButton(node, inNavigationBar: context.inNavigationBar) {
            traits.formUnion([.button, .backButton])
        }
        if !node.enabled { traits.insert(.notEnabled) }
        if node.selected { traits.insert(.selected) }

        var (label, detail) = Self.label(node, kind, contents)
        if label == nil { label = absorbedSwitch?.label ?? (contents.images.isEmpty ? nil : contents.images.joined(separator: ", ")) }
        var value = node.value
        if traits.contains(.switchButton) {
            value = Self.switchValue(isSwitch ? node.value ?? absorbedSwitch?.value : absorbedSwitch?.value ?? node.value)
        } else if Self.buttonTypes.contains(node.type), value == "1" || value == "0" {
            // WebDriverAgent writes a selected button's value as 1; idb a tab's or segment's.
            if value == "1" { traits.insert(.selected) }
            value = nil
        } else if traits.contains(.textField) {
            // A field with no label is labelled by its placeholder; an empty labelled field
            // speaks its placeholder as its value (WebDriverAgent already writes it there).
            if let placeholder = node.placeholder {
                if value == placeholder { value = nil }
                // A secure field's value would keep only its count: its placeholder is not its text.
                if label == nil { label = placeholder } else if value == nil, label != placeholder, !traits.contains(.secureTextField) {
                    value = placeholder
                }
            }
        }
        if value == label { value = nil }
        if value == nil { value = detail }
        detail = nil

        var element = Element(id: node.identifier ?? absorbedSwitch?.identifier ?? label ?? node.type.lowercased(),
                              label: label, value: value, hint: node.hint, traits: traits)
        element.frame = DumpFrame.clean(node.frame) ?? Self.union(contents.frames)
        if traits.contains(.adjustable), let v = value, let adjustable = Self.adjustable(v, wheel: node.type == Self.pickerWheelType) {
            element.adjustable = adjustable
            element.value = nil
        }
        element.actions = node.actions.map { CustomAction(name: $0, effects: []) }
        if placeholdersUnstated, traits.contains(.textField), label == nil, let v = element.value, v == node.value {
            element.importMarks.append(.valueMayBePlaceholder)
        }
        if node.valueCutShort, let v = node.value, element.value == v || element.effectiveValue == v {
            element.importMarks.append(.valueCutShort)
        }
        element.source = node.source
        element.location = node.location
        let isTab = DumpTypeTable.isTab(node) && !context.inTabBar
        return Item(element: element, isTab: isTab, isRadio: node.type == "RadioButton" && !isTab && !context.inTabBar,
                    isText: isText && node.traits == nil, explicit: node.traits != nil,
                    mayBeBack: node.type == "Button" && node.traits == nil && node.identifier == nil
                        && traits.contains(.button) && !traits.contains(.backButton))
    }

    /// Trait bits that only the type can tell (WebDriverAgent's trait names leave them out).
    package static let privateKinds: Traits = [.switchButton, .textField, .secureTextField, .textArea]
    /// Types whose value 1 means selected.
    package static let buttonTypes: Set<String> = ["Button", "RadioButton", "Tab"]

    /// The label and, for a cell, the detail text: a cell's first text is its title, text beside
    /// it its detail (the value), text below it a subtitle; other stops join their texts.
    package static func label(_ node: DumpNode, _ kind: DumpKind, _ contents: Contents) -> (String?, String?) {
        if let label = node.label { return (label, nil) }
        let texts = contents.texts
        guard !texts.isEmpty else { return (nil, nil) }
        let order = ReadingOrder.sort(points: texts.map { t in t.frame.map { ($0.x, $0.y) } })
        let sorted = order.map { texts[$0] }
        guard kind == .cell, let title = sorted.first else { return (sorted.map(\.text).joined(separator: ", "), nil) }
        var label = [title.text], detail: [String] = []
        for text in sorted.dropFirst() {
            if let t = title.frame, let f = text.frame, f.y < t.maxY, f.x >= t.maxX - 1 { detail.append(text.text) }
            else if title.frame == nil || text.frame == nil, detail.isEmpty, label.count == 1 { detail.append(text.text) }
            else { label.append(text.text) }
        }
        return (label.joined(separator: ", "), detail.isEmpty ? nil : detail.joined(separator: ", "))
    }

    /// A switch's value as UISwitch reports it: 1 on, 0 off (2 mixed).
    package static func switchValue(_ value: String?) -> String? {
        switch value?.lowercased() {
        case nil: return nil
        case "1", "true", "on", "yes": return "1"
        case "0", "false", "off", "no": return "0"
        default: return value
        }
    }

    /// An adjustable control's block from the value the dump shows: a whole percentage is a
    /// slider; anything else is the one value known (`values`).
    /// A picker wheel's value is the one option the dump shows: a `values` list in the `wheel`
    /// style (`Picker Item.`; its place among options it does not list is not known).
    package static func adjustable(_ value: String, wheel: Bool = false) -> Adjustable? {
        if !wheel, value.hasSuffix("%"), let percent = Int(value.dropLast()), (0...100).contains(percent) {
            return Adjustable(kind: .slider, min: 0, max: 100, value: Double(percent), step: 10)
        }
        var adjustable = Adjustable(kind: .values, options: [value])
        if wheel { adjustable.style = .wheel }
        return adjustable
    }

    /// The type of a UIPickerView's wheel.
    package static let pickerWheelType = "PickerWheel"
}
