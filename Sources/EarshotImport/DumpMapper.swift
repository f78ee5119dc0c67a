import EarshotLoader
public import EarshotModel
import EarshotNarration
import EarshotNavigation
/// Turns a parsed dump into a screen the way VoiceOver reads it: only what
/// VoiceOver focuses becomes a focusable element; a control absorbs its text and images, a cell
/// its title, detail, icon, chevron and switch; navigation bars give headings and back buttons,
/// tab bars and segmented controls become containers; explicit `accessible` and traits win.
public struct DumpMapper: Sendable {
    /// What the mapping made, beside the screen: for reports and the file's header comment.
    public struct Result: Sendable {
        public var screen: Screen
        public var nodes: Int
        public var stops: Int
    }

    /// One mapped piece: a focus stop or a container of stops, and what later passes need to know.
    package struct Item {
        package var element: Element
        /// A tab of a tab bar that is not in one yet (idb's flat output has no tab bar node).
        package var isTab = false
        /// A segment-like radio button (idb) not in a container yet.
        package var isRadio = false
        /// A tab bar container that has no tabs yet (idb's "Tab Bar" group).
        package var isEmptyTabBar = false
        /// Plain text, which a navigation bar makes a heading and a list a section header.
        package var isText = false
        /// The dump stated this stop's traits, so no inference changes them.
        package var explicit = false
        /// A plain button with no developer id and no stated traits: in a navigation bar's
        /// leading place and labelled, an older dump's back button.
        package var mayBeBack = false
    }

    /// Where a node sits.
    package struct Context {
        package var inNavigationBar = false
        package var inTabBar = false
        /// Inside a cell the dump says is visible: what it says is not visible there is not shown.
        package var inShownCell = false
    }

    package var screenTitle: String?
    package var applicationTitle: String?
    package var size: (width: Double, height: Double)?
    /// The dump states no placeholder anywhere, so an unlabelled text field's value may be the
    /// placeholder an empty field shows (WebDriverAgent and idb write it as the value).
    package var placeholdersUnstated = false

    /// The screen `dump` describes, named `screenID`, as VoiceOver reads it. `placeholdersStated`:
    /// the source says which text fields have a placeholder (a storyboard; a dump that names one).
    public static func map(_ dump: ParsedDump, screenID: String, placeholdersStated: Bool = true) -> Result {
        var mapper = DumpMapper()
        mapper.placeholdersUnstated = !placeholdersStated
        var items = dump.roots.flatMap { mapper.items($0, Context()) }
        items = Self.groupLooseTabs(items)
        items = Self.groupLooseRadios(items)
        var seen = Set<String>()
        var elements = Self.withoutDuplicates(items.map(\.element), seen: &seen)
        elements = Self.sorted(elements)
        var ids = DumpIDs()
        elements = elements.map { ids.assign($0) }
        let size = mapper.size ?? Self.extent(of: dump.roots)
        let screen = Screen(id: screenID, title: mapper.screenTitle ?? mapper.applicationTitle,
                            width: max(1, size.width), height: max(1, size.height), elements: elements,
                            location: dump.roots.first?.location ?? .start)
        var stops = 0
        screen.forEachElement { if $0.children.isEmpty { stops += 1 } }
        return Result(screen: screen, nodes: dump.nodeCount, stops: stops)
    }

    /// The items a node gives, with its subtree.
    package mutating func items(_ node: DumpNode, _ context: Context) -> [Item] {
        if node.hidden || (context.inShownCell && node.visible == false) { return [] }
        // An invisible, zero-size, unlabelled node is nothing on screen; what it holds may be.
        if Self.isInvisibleEmpty(node) { return node.children.flatMap { items($0, context) } }
        let kind = DumpTypeTable.kind(of: node)
        switch kind {
        case .dropped: return []
        case .application:
            applicationTitle = applicationTitle ?? node.label
            if size == nil, let f = DumpFrame.clean(node.frame), f.width >= 1, f.height >= 1 { size = (f.width, f.height) }
            return node.children.flatMap { items($0, context) }
        case .window:
            if size == nil, let f = DumpFrame.clean(node.frame), f.width >= 1, f.height >= 1 { size = (f.width, f.height) }
            return node.children.flatMap { items($0, context) }
        case .group, .list, .navigationBar, .tabBar, .segmented, .modal, .cell, .text, .heading, .image, .control: break
        }
        if isStop(node, kind) {
            return [stop(node, kind, context)]
        }
        if kind == .cell && node.accessible == nil { return cellItems(node, context) }
        var inner = context
        if kind == .navigationBar { inner.inNavigationBar = true }
        if kind == .tabBar { inner.inTabBar = true }
        var children = kind == .list ? listItems(node, inner) : node.children.flatMap { items($0, inner) }
        if kind == .navigationBar {
            children = Self.withInferredBackButton(children.map(Self.heading), bar: DumpFrame.clean(node.frame))
            if screenTitle == nil { screenTitle = children.first { $0.element.traits.contains(.header) }?.element.label }
            return navigationBar(node, children)
        }
        switch kind {
        case .tabBar:
            var bar = container(node, .tabBar, children)
            bar.element.traits = [.tabBar]
            bar.isEmptyTabBar = children.isEmpty
            return [bar]
        case .segmented: return children.isEmpty ? [] : [container(node, .segmented, children, label: node.label)]
        case .modal:
            guard !children.isEmpty else { return [] }
            var group = container(node, .semanticGroup, children)
            group.element.modal = true
            return [group]
        case .group, .list, .navigationBar, .cell, .text, .heading, .image, .control, .application, .window, .dropped:
            return children
        }
    }

    /// A navigation bar's stops, read as VoiceOver reads the bar: its row left to right (back
    /// button, title, bar buttons) even where the title sits lower than the buttons, which
    /// sorting by frame would put first. Kept in a container with that `order` only when
    /// sorting by frame would read them otherwise.
    package func navigationBar(_ node: DumpNode, _ children: [Item]) -> [Item] {
        let frames = children.compactMap { ReadingOrder.frame(of: $0.element) }
        guard children.count > 1, frames.count == children.count, let top = frames.map(\.y).min() else { return children }
        let barOrder = children.indices.sorted {
            let a = frames[$0], b = frames[$1]
            let rowA = a.y - top < Self.barRowHeight, rowB = b.y - top < Self.barRowHeight
            if rowA != rowB { return rowA }
            return rowA ? (a.x, $0) < (b.x, $1) : (a.y, a.x, $0) < (b.y, b.x, $1)
        }
        guard barOrder != ReadingOrder.sort(children.map(\.element)) else { return children }
        var bar = container(node, .none, barOrder.map { children[$0] })
        bar.element.id = node.identifier.map { $0 + " bar" } ?? "navigation bar"
        bar.element.order = []
        return [bar]
    }

    /// Some node of the dump states a placeholder: the dump says which fields have one.
    package static func statesPlaceholders(_ roots: [DumpNode]) -> Bool {
        var stack = roots
        while let node = stack.popLast() {
            if node.placeholder != nil { return true }
            stack += node.children
        }
        return false
    }

    /// `visible="false"` with a zero-size frame and no label or value: not on screen at all.
    package static func isInvisibleEmpty(_ node: DumpNode) -> Bool {
        guard node.visible == false, node.label == nil, node.value == nil, let f = node.frame else { return false }
        return f.width <= 0 && f.height <= 0
    }

    /// How far below the bar's top its row of buttons and title reaches.
    package static let barRowHeight = 30.0

    /// Whether VoiceOver focuses the node itself (and not what is inside it).
    package func isStop(_ node: DumpNode, _ kind: DumpKind) -> Bool {
        // WebDriverAgent's `accessible` is the accessibility element with no accessible ancestor.
        if let accessible = node.accessible { return accessible }
        switch kind {
        case .control, .heading: return true
        case .text: return node.label != nil || node.value != nil
        case .image: return node.label != nil && !DumpTypeTable.isDecoration(node)
        case .group, .list:
            // A labelled view with only text and images inside reads as one element.
            return node.label != nil && !node.children.contains(where: Self.holdsControl)
        case .cell, .navigationBar, .tabBar, .segmented, .modal, .application, .window, .dropped: return false
        }
    }

    /// A node that is, or holds, something VoiceOver focuses on its own (not text or an image).
    package static func holdsControl(_ node: DumpNode) -> Bool {
        switch DumpTypeTable.kind(of: node) {
        case .control, .cell, .tabBar, .segmented, .modal: return true
        case .dropped: return false
        case .group, .list, .navigationBar, .text, .heading, .image, .application, .window:
            return node.children.contains(where: holdsControl)
        }
    }

    /// A container element around `children`.
    package func container(_ node: DumpNode, _ kind: Element.ContainerKind, _ children: [Item], label: String? = nil) -> Item {
        let elements = children.map(\.element)
        var frame = DumpFrame.clean(node.frame)
        if frame == nil { frame = Self.union(elements.compactMap(ReadingOrder.frame(of:))) }
        var element = Element(id: node.identifier ?? label ?? Self.containerWords[kind] ?? "group", label: label,
                              frame: frame, accessible: false, children: elements, container: kind)
        element.source = node.source
        element.location = node.location
        return Item(element: element)
    }

    package static let containerWords: [Element.ContainerKind: String] = [.tabBar: "tab bar", .segmented: "segments",
                                                                   .semanticGroup: "alert"]

    /// A table's or collection's children: text just before a cell heads its section.
    package mutating func listItems(_ node: DumpNode, _ context: Context) -> [Item] {
        let parts = node.children.map { items($0, context) }
        var result: [Item] = []
        for (i, part) in parts.enumerated() {
            let next = parts.indices.dropFirst(i + 1).first { !parts[$0].isEmpty }
            let beforeCell = next.map { DumpTypeTable.kind(of: node.children[$0]) == .cell } ?? false
            let isCell = DumpTypeTable.kind(of: node.children[i]) == .cell
            result += (beforeCell && !isCell) ? part.map(Self.heading) : part
        }
        return result
    }

    /// Plain text made a heading (a navigation bar's title, a section header); stated traits win.
    package static func heading(_ item: Item) -> Item {
        guard item.isText, !item.explicit else { return item }
        var item = item
        item.element.traits.remove(.staticText)
        item.element.traits.insert(.header)
        return item
    }

    package static func union(_ frames: [Rect]) -> Rect? {
        frames.dropFirst().reduce(frames.first) { $0?.union($1) }
    }

    /// The size of a dump with no window: as far as its frames reach.
    package static func extent(of roots: [DumpNode]) -> (width: Double, height: Double) {
        var width = 0.0, height = 0.0
        var stack = roots
        while let node = stack.popLast() {
            if let f = DumpFrame.clean(node.frame) { width = max(width, f.maxX); height = max(height, f.maxY) }
            stack += node.children
        }
        return width >= 1 && height >= 1 ? (width, height) : (390, 844)
    }
}
