import EarshotLoader
import EarshotModel
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

        package init(of node: DumpNode) {
            for child in node.children { add(child) }
        }

        package mutating func add(_ node: DumpNode) {
            if node.hidden { return }
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

    /// A cell with no word from the dump on what VoiceOver focuses: one stop for its title,
    /// detail, icon, chevron and (one) switch; other controls in it are stops of their own.
    package mutating func cellItems(_ node: DumpNode, _ context: Context) -> [Item] {
        let contents = Contents(of: node)
        var inside = contents.controls
        if contents.switches.count > 1 { inside += contents.switches }
        let absorbed = contents.switches.count == 1 ? contents.switches[0] : nil
        var result: [Item] = []
        if node.label != nil || !contents.texts.isEmpty || absorbed != nil {
            result.append(stop(node, .cell, context, contents: contents, absorbedSwitch: absorbed))
        }
        for control in inside { result += items(control, context) }
        return result
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
        if traits.contains(.adjustable), let v = value, let adjustable = Self.adjustable(v) {
            element.adjustable = adjustable
            element.value = nil
        }
        element.actions = node.actions.map { CustomAction(name: $0, effects: []) }
        element.source = node.source
        element.location = node.location
        let isTab = DumpTypeTable.isTab(node) && !context.inTabBar
        return Item(element: element, isTab: isTab, isRadio: node.type == "RadioButton" && !isTab && !context.inTabBar,
                    isText: isText && node.traits == nil, explicit: node.traits != nil)
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
    package static func adjustable(_ value: String) -> Adjustable? {
        if value.hasSuffix("%"), let percent = Int(value.dropLast()), (0...100).contains(percent) {
            return Adjustable(kind: .slider, min: 0, max: 100, value: Double(percent), step: 10)
        }
        return Adjustable(kind: .values, options: [value])
    }
}
