import EarshotModel

/// The hierarchy as TalkBack receives it, before any focus rule is applied.
///
/// `uiautomator dump` asks Android for every view, important for accessibility or not; TalkBack
/// does not (google/talkback, `res/xml/accessibilityservice.xml`: its flags lack
/// `flagIncludeNotImportantViews`), so Android leaves out a layout that says and does nothing
/// and hands its children to its parent. A `LinearLayout` inside a `ScrollView` is such a layout:
/// its texts are the scroll view's children in TalkBack's tree, each a stop of its own
/// (`AccessibilityNodeInfoUtils.isTopLevelScrollItem`).
///
/// TalkBack then visits each node's children in the hierarchy's order, except that a child it
/// does not focus is placed by the bounds of the stops inside it (`ReorderedChildrenIterator`,
/// `NodeCachedBoundsCalculator`): a Compose screen whose top bar comes after its content in the
/// hierarchy is heard top bar first.
extension AndroidMapper {
    /// View groups that say and do nothing of their own: Android leaves them out of TalkBack's
    /// tree unless something makes them important (a click, text, a description, a state).
    static let plainLayouts: Set<String> = [
        "LinearLayout", "FrameLayout", "RelativeLayout", "ConstraintLayout", "GridLayout", "TableLayout", "TableRow",
        "LinearLayoutCompat", "CoordinatorLayout", "ViewGroup", "CardView", "MaterialCardView", "ContentFrameLayout",
        "FitWindowsFrameLayout", "FitWindowsLinearLayout", "ActionBarOverlayLayout",
    ]

    /// Whether TalkBack's tree leaves `node` out (its children take its place): the dump says it
    /// is not important, or it is a plain layout with nothing to say or do, not an item of a
    /// list (RecyclerView and ListView make their items important).
    static func isLeftOut(_ node: DumpNode, inList: Bool) -> Bool {
        guard let a = node.android else { return false }
        if let important = a.importantForAccessibility { return !important }
        guard !inList, plainLayouts.contains(AndroidRole.shortName(a.className)) else { return false }
        return !isActionable(node) && !a.checkable && !a.scrollable && !a.heading && a.paneTitle == nil
            && node.label == nil && node.value == nil && node.placeholder == nil
    }

    /// The roots with left-out nodes replaced by their children, and every node's children in
    /// TalkBack's traversal order.
    mutating func talkBackTree(_ roots: [DumpNode]) -> [DumpNode] {
        let kept = roots.map { root in
            var root = root
            root.children = Self.keptChildren(root)
            return root
        }
        return kept.map { ordered($0, underStop: false, inScroller: false).node }
    }

    /// `node`'s children in TalkBack's tree (a left-out child replaced by its own, recursively).
    static func keptChildren(_ node: DumpNode) -> [DumpNode] {
        let role = AndroidRole.of(className: node.android?.className ?? "", clickable: false)
        let inList = role == .list || role == .grid
        return node.children.flatMap { child -> [DumpNode] in
            var child = child
            child.children = keptChildren(child)
            return isLeftOut(child, inList: inList) ? child.children : [child]
        }
    }

    // MARK: Traversal order

    /// `node` with its children in TalkBack's order, and the bounds TalkBack orders it by: its
    /// own when it is a stop, else those of the stops inside it, within its own
    /// (`NodeCachedBoundsCalculator.fetchBound`); nil when it is not shown.
    mutating func ordered(_ node: DumpNode, underStop: Bool, inScroller: Bool) -> (node: DumpNode, bounds: Rect?) {
        guard Self.isVisible(node) else { return (node, nil) }
        let stop = isStop(node, underStop: underStop, inScroller: inScroller)
        let scroller = Self.isScroller(node)
        var children = node.children.map { ordered($0, underStop: underStop || stop, inScroller: scroller) }
        let own = node.android?.bounds
        let inner = children.compactMap(\.bounds)
        var bounds = own
        if !stop, let first = inner.first, let own {
            let union = inner.dropFirst().reduce(first) { $0.union($1) }
            let left = max(union.x, own.x), top = max(union.y, own.y)
            bounds = Rect(x: left, y: top, width: min(union.maxX, own.maxX) - left, height: min(union.maxY, own.maxY) - top)
        }
        if children.count > 1, children.contains(where: { Self.usesChildrenBounds($0) }) {
            Self.reorder(&children)
        }
        var result = node
        result.children = children.map(\.node)
        return (result, bounds)
    }

    /// A child placed by the stops inside it rather than by its own bounds.
    static func usesChildrenBounds(_ child: (node: DumpNode, bounds: Rect?)) -> Bool {
        guard let bounds = child.bounds, let own = child.node.android?.bounds else { return false }
        return bounds != own
    }

    /// `ReorderedChildrenIterator.reorder`: from the second last child back to the first, a child
    /// placed by its stops moves after each following sibling that its stops lie after, when its
    /// own bounds do not already say so.
    static func reorder(_ nodes: inout [(node: DumpNode, bounds: Rect?)]) {
        var index = nodes.count - 2
        while index >= 0 {
            if usesChildrenBounds(nodes[index]) {
                var next = index + 1
                while next < nodes.count, needsSwap(nodes[next - 1], nodes[next]) {
                    nodes.swapAt(next - 1, next)
                    next += 1
                }
            }
            index -= 1
        }
    }

    /// `ReorderedChildrenIterator.needSwapNodeOrder`: the ordering bounds put `left` after
    /// `right`, and the nodes' own bounds put it before (a swap the original order contradicts
    /// is not trusted).
    static func needsSwap(_ left: (node: DumpNode, bounds: Rect?), _ right: (node: DumpNode, bounds: Rect?)) -> Bool {
        guard let l = left.bounds, let r = right.bounds, compare(l, r) > 0 else { return false }
        guard let ownLeft = left.node.android?.bounds, let ownRight = right.node.android?.bounds else { return false }
        return compare(ownLeft, ownRight) < 0
    }

    /// `ReorderedChildrenIterator.compare`: top to bottom in stripes, then left to right (the
    /// framework's `ViewLocationHolder` strategy); never 0.
    static func compare(_ a: Rect, _ b: Rect) -> Double {
        if a.maxY - b.y <= 0 { return -1 }
        if a.y - b.maxY >= 0 { return 1 }
        if a.x != b.x { return a.x - b.x }
        if a.y != b.y { return a.y - b.y }
        if a.height != b.height { return b.height - a.height }
        if a.width != b.width { return b.width - a.width }
        return -1
    }
}
