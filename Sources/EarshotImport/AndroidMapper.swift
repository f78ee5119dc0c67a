import EarshotLoader
import EarshotNarration
public import EarshotModel

/// Turns an Android hierarchy into a screen the way TalkBack reads it (google/talkback,
/// `AccessibilityNodeInfoUtils.shouldFocusNode`): a node is a focus stop when it is visible and
/// actionable (clickable, long-clickable or focusable) and says something, or when it says
/// something (text, content description, a checkable state) and no ancestor is a stop. A stop
/// with no content description reads its children that are not stops themselves; a content
/// description replaces them. Lists (`RecyclerView`, `ListView`, `GridView`) become list
/// containers. Bounds in pixels become dp by the density the screen's width implies.
struct AndroidMapper {
    /// Densities Android devices report, for turning pixels into dp.
    static let densities = [0.75, 1, 1.5, 2, 2.625, 2.75, 3, 3.5, 4]
    /// The width most phones have in dp, for guessing the density from the screen's width.
    static let typicalWidth = 411.0

    var density = 1.0
    var window: Rect?
    var nodes = 0

    static func map(_ dump: ParsedDump, screenID: String, density given: Double? = nil) -> DumpMapper.Result {
        var mapper = AndroidMapper()
        let roots = dump.roots
        mapper.window = roots.compactMap { $0.android?.bounds }.max { $0.width * $0.height < $1.width * $1.height }
        let width = mapper.window?.width ?? typicalWidth
        mapper.density = given ?? densities.min { abs(width / $0 - typicalWidth) < abs(width / $1 - typicalWidth) } ?? 1
        var elements = mapper.talkBackTree(roots).flatMap { mapper.elements($0, underStop: false, inScroller: false) }
        // TalkBack moves in the hierarchy's order, not by frames: one group says that order.
        if elements.count > 1 {
            var content = Element(id: "screen-content", frame: mapper.window.map(mapper.frame(px:)), accessible: false, children: elements,
                                  order: elements.map(\.id), location: roots[0].location)
            content.source = roots[0].source
            elements = [content]
        }
        var ids = DumpIDs()
        elements = elements.map { ids.assign($0) }
        let size = mapper.window.map { (mapper.frame(px: $0).width, mapper.frame(px: $0).height) } ?? (412.0, 915.0)
        let title = roots.lazy.compactMap { $0.android?.paneTitle }.first
        let screen = Screen(id: screenID, title: title, width: max(1, size.0), height: max(1, size.1), elements: elements)
        var stops = 0
        screen.forEachElement { if $0.accessible && !$0.hidden { stops += 1 } }
        return DumpMapper.Result(screen: screen, nodes: dump.nodeCount, stops: stops)
    }

    func dp(_ px: Double) -> Double { (px / density * 10).rounded() / 10 }

    func frame(_ node: DumpNode) -> Rect? { node.android?.bounds.map(frame(px:)) }

    /// Each edge turned into dp once, so views that meet at a pixel meet at the same dp and views
    /// that do not overlap in pixels do not overlap in dp (a width rounded on its own could add
    /// a tenth to where the next view starts).
    func frame(px b: Rect) -> Rect {
        func tenth(_ v: Double) -> Double { (v * 10).rounded() / 10 }
        let x = dp(b.x), y = dp(b.y)
        return Rect(x: x, y: y, width: tenth(dp(b.maxX) - x), height: tenth(dp(b.maxY) - y))
    }

    // MARK: TalkBack's focus rules

    static func isVisible(_ node: DumpNode) -> Bool {
        guard node.visible != false else { return false }
        guard let b = node.android?.bounds else { return true }
        return b.width > 0 && b.height > 0
    }

    static func isActionable(_ node: DumpNode) -> Bool {
        guard let a = node.android else { return false }
        return a.clickable || a.longClickable || a.focusable
    }

    static func hasText(_ node: DumpNode) -> Bool {
        let role = AndroidRole.of(className: node.android?.className ?? "", clickable: false)
        if role == .list || role == .grid { return false }
        return node.label != nil || node.value != nil || node.placeholder != nil
    }

    static func isSpeaking(_ node: DumpNode) -> Bool {
        hasText(node) || node.android?.checkable == true
            || node.children.contains { isVisible($0) && !isOwnStop($0, in: node) && isSpeaking($0) }
    }

    /// A list, grid or scroll view: its speaking children are stops of their own
    /// (`isTopLevelScrollItem`), a spinner's are not.
    static func isScroller(_ node: DumpNode) -> Bool {
        guard let a = node.android else { return false }
        let role = AndroidRole.of(className: a.className, clickable: false)
        if role == .spinner { return false }
        return a.scrollable || role == .list || role == .grid
            || ["ScrollView", "HorizontalScrollView", "NestedScrollView"].contains(AndroidRole.shortName(a.className))
    }

    /// A child TalkBack focuses on its own, so its parent does not read it in: an actionable
    /// node, or a speaking item of a list or scroll view.
    static func isOwnStop(_ child: DumpNode, in parent: DumpNode) -> Bool {
        isActionable(child) || isScroller(parent) && isSpeaking(child)
    }

    /// Whether TalkBack stops on `node`, given whether an ancestor is a stop and whether its
    /// parent is a list or scroll view.
    func isStop(_ node: DumpNode, underStop: Bool, inScroller: Bool) -> Bool {
        guard Self.isVisible(node) else { return false }
        let actionable = Self.isActionable(node)
        if !node.children.isEmpty, !actionable, let b = node.android?.bounds, b == window { return false }
        if actionable || inScroller && Self.isSpeaking(node) {
            return node.children.isEmpty || Self.isSpeaking(node) || node.label != nil
        }
        return !underStop && (Self.hasText(node) || node.android?.checkable == true)
    }

    // MARK: Elements

    mutating func elements(_ node: DumpNode, underStop: Bool, inScroller: Bool) -> [Element] {
        nodes += 1
        guard Self.isVisible(node) else { return [] }
        let role = AndroidRole.of(className: node.android?.className ?? "", clickable: Self.isActionable(node))
        let scroller = Self.isScroller(node)
        if isStop(node, underStop: underStop, inScroller: inScroller) {
            // Its children that are stops stay stops of their own, after it.
            return [stop(node, role: role)] + node.children.flatMap { elements($0, underStop: true, inScroller: scroller) }
        }
        if role == .list || role == .grid {
            // Each of the list's items is one item however many stops it holds ("2 of 5" counts rows,
            // as the list's collection info does): an item with no stop still counts, held by an
            // empty group.
            let shown = node.children.filter(Self.isVisible)
            let places = gridPlaces(shown, isGrid: role == .grid)
            var children = shown.compactMap { child -> Element? in
                let inner = elements(child, underStop: underStop, inScroller: scroller)
                if inner.isEmpty {
                    var empty = Element(id: "item", frame: frame(child), accessible: false, container: .semanticGroup,
                                        location: child.location)
                    empty.source = child.source
                    return empty
                }
                guard inner.count > 1 else { return inner.first }
                var item = Element(id: "item", frame: frame(child), accessible: false, children: inner, container: .semanticGroup,
                                   order: inner.map(\.id), location: child.location)
                item.source = child.source
                return item
            }
            if let places, places.count == children.count {
                children = zip(children, places).map { Self.placed($0, row: $1.row, column: $1.column) }
            }
            var list = Element(id: node.identifier.map(Self.idName) ?? "list", traits: [], frame: frame(node), accessible: false,
                               children: children, container: .list, order: children.map(\.id), location: node.location)
            list.role = places != nil || role == .grid ? .grid : .list
            list.source = node.source
            return children.contains(where: { !$0.children.isEmpty || $0.accessible }) ? [list] : []
        }
        return node.children.flatMap { elements($0, underStop: underStop, inScroller: scroller) }
    }

    /// A focus stop: its name (content description, else its text, else what its children say),
    /// its role and state, as TalkBack and VoiceOver each need them.
    func stop(_ node: DumpNode, role: AndroidRole) -> Element {
        let a = node.android ?? AndroidAttributes(className: "android.view.View")
        var e = Element(id: node.identifier.map(Self.idName) ?? node.label ?? node.value ?? role.rawValue, traits: role.traits,
                        frame: frame(node), accessible: true, location: node.location)
        e.role = role
        e.source = node.source
        e.longPress = a.longClickable
        switch role {
        case .editText:
            // An empty field gives its hint as its text (Android's `TextView.getTextForAccessibility`):
            // the text is the hint, or a password field's text is not masked.
            let shown = node.value.flatMap { text in text == node.placeholder || a.password && !Self.isMasked(text) ? text : nil }
            let hint = node.placeholder ?? shown
            e.label = node.label ?? hint ?? childWords(node)
            if node.label == nil, hint != nil { e.importMarks.append(.hintLabel) }
            if shown != nil { e.importMarks.append(.showsHint) }
            if node.label == nil, hint == nil, e.label != nil { e.importMarks.append(.labelFromChildren) }
            if let text = node.value, shown == nil { e.value = text }
            if a.password {
                e.traits.insert(.secureTextField)
                e.secureLength = shown == nil ? node.value?.count ?? 0 : 0
            }
        case .switchToggle, .toggleButton:
            e.label = node.label ?? node.value
            e.value = a.checked ? "1" : "0"
        case .seekBar, .progressBar:
            e.label = node.label
            if let text = node.value { e.value = text }
        case .button, .imageButton, .checkBox, .checkable, .radioButton, .spinner, .image, .list, .grid, .tabBar, .tab, .pager, .webView, .text, .view:
            e.label = node.label ?? node.value ?? childWords(node)
            if node.label == nil, node.value == nil, e.label != nil { e.importMarks.append(.labelFromChildren) }
        }
        if a.checkable, role != .switchToggle, role != .toggleButton, a.checked { e.traits.insert(.selected) }
        if node.selected { e.traits.insert(.selected) }
        if !node.enabled { e.traits.insert(.notEnabled) }
        if a.heading { e.traits.insert(.header) }
        if a.checkable, role == .view || role == .text { e.role = .checkable; e.traits.insert(.button) }
        // A check box toggles when it is clicked (Android's `CompoundButton.performClick`); a radio
        // button only turns on.
        if a.checkable, a.clickable, node.enabled, role != .switchToggle, role != .toggleButton, role != .radioButton || !a.checked {
            e.onActivate = [.toggleSelected(of: nil)]
        }
        // A dump does not give a slider's position: it can be moved, from a middle that is a guess.
        if role == .seekBar, node.value == nil {
            e.adjustable = Adjustable(kind: .slider, min: 0, max: 100, value: 50, step: 10)
            e.placeholder = true
        }
        // The children TalkBack reads into it, kept for its words (VoiceOver hears the label).
        // Children with a role or state of their own are kept, and those of a control whose role
        // TalkBack says before them ("Drop down list, Jazz FM"); plain texts are the label.
        if node.label == nil, case let inner = readChildren(node),
           ![.text, .view].contains(role) || inner.contains(where: { $0.role != .text && $0.role != .view }) {
            e.children = inner
            // Read in the hierarchy's order, as TalkBack traverses it, whatever the frames say.
            if e.children.count > 1 { e.order = e.children.map(\.id) }
        }
        // VoiceOver hears a row holding a switch or a check box as that control, a clickable
        // layout as a button.
        let toggles: Set<AndroidRole> = [.switchToggle, .checkBox, .radioButton, .checkable]
        if e.role == .view || e.role == .text,
           let toggle = e.children.first(where: { toggles.contains($0.role ?? .view) && !$0.importMarks.contains(.roleOnly) }) {
            e.traits.formUnion(toggle.traits.subtracting(.staticText))
            if toggle.role == .switchToggle { e.value = toggle.value }
        } else if node.android?.clickable == true, e.traits.isDisjoint(with: TalkBackComposer.clickTraits), !e.traits.contains(.header) {
            // Clickable with no control's role (a layout, a text, a tab bar, a progress bar):
            // TalkBack's activate hint asks for the click, as VoiceOver's button does.
            e.traits.remove(.staticText)
            e.traits.insert(.button)
        }
        if node.identifier == nil, let label = e.label { e.id = label }
        e.accessible = true
        return e
    }

    /// What the children that are not stops say, joined as TalkBack joins them (", ").
    func childWords(_ node: DumpNode) -> String? {
        var words: [String] = []
        for child in node.children where Self.isVisible(child) && !Self.isOwnStop(child, in: node) {
            if let own = child.label ?? child.value { words.append(own) } else if let inner = childWords(child) { words.append(inner) }
        }
        return words.isEmpty ? nil : words.joined(separator: ", ")
    }

    /// The children TalkBack reads into a stop with no content description, as elements that are
    /// not stops themselves (their role and state kept for TalkBack's words).
    func readChildren(_ node: DumpNode) -> [Element] {
        var out: [Element] = []
        for child in node.children where Self.isVisible(child) && !Self.isOwnStop(child, in: node) {
            let role = AndroidRole.of(className: child.android?.className ?? "", clickable: false)
            if child.label != nil || child.value != nil || child.android?.checkable == true {
                var e = stop(child, role: role)
                e.accessible = false
                e.children = []
                out.append(e)
            } else if child.children.isEmpty, Self.roleOnlyRoles.contains(role) {
                // Compose gives a node's role to an empty last child when the node has children
                // (its `SemanticsNode` fake node): TalkBack says the role after the words
                // ("Test Connection, Button").
                var e = Element(id: role.rawValue, traits: role.traits, frame: frame(child), accessible: false, location: child.location)
                e.role = role
                e.source = child.source
                e.importMarks = [.roleOnly]
                out.append(e)
            } else {
                out += readChildren(child)
            }
        }
        return out
    }

    /// Roles an empty child carries into its parent's words.
    static let roleOnlyRoles: Set<AndroidRole> = [.button, .checkBox, .radioButton, .switchToggle, .spinner]

    /// A password field's text as Android shows it typed: dots (`PasswordTransformationMethod`).
    static func isMasked(_ text: String) -> Bool { text.allSatisfy { "•●∙·*".contains($0) } }

    /// `com.example:id/sign_in` → `sign_in`.
    static func idName(_ resourceID: String) -> String {
        resourceID.split(separator: "/").last.map(String.init) ?? resourceID
    }
}
