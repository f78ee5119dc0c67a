import EarshotLoader
public import EarshotModel
public import EarshotNarration
/// A screen as it is now: its index plus what effects and adjustments have changed.
public struct ScreenState: Sendable {
    public let index: ScreenIndex
    /// Changed copies of elements (children stripped), by node index.
    public private(set) var overrides: [Int: Element] = [:]
    /// Nodes of modal containers that are currently shown, most recent last.
    public private(set) var shownModals: [Int] = []

    public init(index: ScreenIndex) {
        self.index = index
        // A modal container visible from the start traps focus from the start.
        shownModals = index.nodes.indices.filter { index.nodes[$0].element.modal && !index.nodes[$0].element.hidden }
    }

    public var screen: Screen { index.screen }
    public var count: Int { index.count }

    public func element(_ i: Int) -> Element { overrides[i] ?? index.nodes[i].element }

    public mutating func update(_ i: Int, _ change: (inout Element) -> Void) {
        var element = self.element(i)
        let wasHidden = element.hidden
        change(&element)
        // Words an effect sets are narrated like the index's (`Element.narrated`).
        element = element.narrated
        overrides[i] = element
        guard element.modal, wasHidden != element.hidden else { return }
        shownModals.removeAll { $0 == i }
        if !element.hidden { shownModals.append(i) }
    }

    /// Shown, with every ancestor shown.
    public func isVisible(_ i: Int) -> Bool {
        var current: Int? = i
        while let c = current {
            if overrides.isEmpty ? index.nodes[c].element.hidden : element(c).hidden { return false }
            current = index.nodes[c].parent
        }
        return true
    }

    /// VoiceOver can land on it.
    public func isFocusable(_ i: Int) -> Bool {
        // Fields read in place: copying a node or an element costs a retain per field.
        guard !index.nodes[i].insideAccessible, !index.nodes[i].excludedByOrder else { return false }
        let accessible = overrides.isEmpty ? index.nodes[i].element.accessible : element(i).accessible
        return accessible && isVisible(i)
    }

    /// The nodes focus may visit: a shown modal container's range, or the whole screen.
    public var reachable: Range<Int> {
        if let modal = shownModals.last(where: { isVisible($0) }) {
            return modal..<index.nodes[modal].end
        }
        return 0..<index.count
    }

    /// The first focusable node at or after `start` (direction +1) or at or before it (-1), within `range`.
    public func focusable(from start: Int, direction: Int, in range: Range<Int>) -> Int? {
        var i = start
        while range.contains(i) {
            if isFocusable(i) { return i }
            i += direction
        }
        return nil
    }

    /// Speech context for node `i`: tab and segment positions, list and landmark edges, table
    /// cells, and the labelled containers entered on the way from `previous` (the node focus
    /// left; nil when focus did not move from anywhere). `readingChildrenIn`: the reader says a
    /// stop's children in it (`ScreenReader.readsChildrenIn`), so they are given with it.
    public func context(for i: Int, editing: Bool = false, previous: Int? = nil, readingChildrenIn: Bool = false) -> ElementContext {
        var context = ElementContext(editing: editing)
        // The outermost tab bar or segmented control gives the position, counted across it.
        if let bar = outermost(of: i, where: { $0.container == .tabBar || $0.traits.contains(.tabBar) || $0.container == .segmented }) {
            context.isTab = element(bar).container != .segmented
            let items = ((bar + 1)..<index.nodes[bar].end).filter(isFocusable)
            if let position = items.firstIndex(of: i) {
                context.position = position + 1
                context.count = items.count
            }
        }
        if let list = ancestor(of: i, kind: .list) {
            let range = (list + 1)..<index.nodes[list].end
            context.listStart = focusable(from: range.lowerBound, direction: 1, in: range) == i
            context.listEnd = focusable(from: range.upperBound - 1, direction: -1, in: range) == i
            // Its items are the list's children: which one holds the element.
            var item = i
            while let parent = index.nodes[item].parent, parent != list { item = parent }
            context.listItem = index.nodes[item].ordinal
            context.listItems = index.nodes[list].childCount
            // Entered from outside, or landed in at first (TalkBack's collection state starts empty).
            if let previous {
                if previous != i { context.enteredList = !range.contains(previous) }
            } else {
                context.enteredList = true
            }
            if element(list).role == .grid { context.grid = gridPlace(i, in: list, previous: previous) }
        }
        if let previous, previous != i, let left = ancestor(of: previous, kind: .list) {
            context.leftList = !((left + 1)..<index.nodes[left].end).contains(i)
            context.leftGrid = context.leftList && element(left).role == .grid
        }
        if let landmark = ancestor(of: i, kind: .landmark) {
            let range = (landmark + 1)..<index.nodes[landmark].end
            context.landmarkStart = focusable(from: range.lowerBound, direction: 1, in: range) == i
            context.landmarkEnd = focusable(from: range.upperBound - 1, direction: -1, in: range) == i
        }
        if readingChildrenIn, index.nodes[i].childCount > 0 { context.readIn = readIn(i) }
        context.table = tableCell(i, previous: previous)
        if let previous, previous != i { context.enteredContainers = enteredLabels(i, from: previous) }
        return context
    }

    /// A stop's children as elements with theirs, for a reader that reads them in.
    package func readIn(_ i: Int) -> [Element] {
        index.children(of: i).map { child in
            var e = element(child)
            e.children = index.nodes[child].childCount > 0 ? readIn(child) : []
            return e
        }
    }

    /// The outermost ancestor matching `test`.
    package func outermost(of i: Int, where test: (Element) -> Bool) -> Int? {
        var found: Int?
        var current = index.nodes[i].parent
        while let c = current {
            if test(element(c)) { found = c }
            current = index.nodes[c].parent
        }
        return found
    }

    /// Labels of labelled containers that hold `i` but not `previous`, outermost first.
    package func enteredLabels(_ i: Int, from previous: Int) -> [String] {
        var labels: [String] = []
        var current = index.nodes[i].parent
        while let c = current {
            let node = index.nodes[c]
            let e = element(c)
            let holdsPrevious = (c..<node.end).contains(previous)
            if holdsPrevious { break }
            // A tab bar's label is not said on entry: VoiceOver says only the tab (AccessibilitySnapshot's tab bars).
            let isTabBar = e.container == .tabBar || e.traits.contains(.tabBar)
            if e.container != .none, !isTabBar, let label = e.label, !label.isEmpty { labels.insert(label, at: 0) }
            current = node.parent
        }
        return labels
    }

    public func ancestor(of i: Int, kind: Element.ContainerKind) -> Int? {
        var current = index.nodes[i].parent
        while let c = current {
            if element(c).container == kind { return c }
            current = index.nodes[c].parent
        }
        return nil
    }
}
