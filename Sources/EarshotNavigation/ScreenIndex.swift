import EarshotLoader
public import EarshotModel
import EarshotNarration
/// A screen flattened into reading order, built once per screen so navigation is a walk over an
/// array. A container's descendants follow it contiguously (`end`), so a modal container is a
/// range and "containers kept together" holds by construction.
public struct ScreenIndex: Sendable {
    public struct Node: Sendable {
        /// The element without its children (they are nodes of their own).
        public var element: Element
        public var parent: Int?
        /// One past the last descendant.
        public var end: Int
        /// The element's frame, or the union of its descendants' frames.
        public var frame: Rect?
        /// Inside an accessible ancestor, which hides it from VoiceOver.
        public var insideAccessible: Bool
        /// Left out by the parent's explicit `order`.
        public var excludedByOrder: Bool
        public var depth: Int
        /// Its place among its parent's children in reading order (1-based), and how many
        /// children it has itself: a list's items and their count, without a walk.
        public var ordinal = 1
        public var childCount = 0
    }

    public let screen: Screen
    public let nodes: [Node]
    public let indexByID: [String: Int]

    public init(screen: Screen) {
        var builder = Builder(rightToLeft: ReadingOrder.isRightToLeft(screen.language))
        builder.add(screen.elements, order: nil, parent: nil, insideAccessible: false, excluded: false, depth: 0)
        var bare = screen
        bare.elements = []
        self.screen = bare
        self.nodes = builder.nodes
        var ids: [String: Int] = [:]
        ids.reserveCapacity(builder.nodes.count)
        for (i, node) in builder.nodes.enumerated() where ids[node.element.id] == nil { ids[node.element.id] = i }
        self.indexByID = ids
    }

    public var count: Int { nodes.count }

    /// Children of a node (or of the screen for `nil`) in reading order.
    public func children(of parent: Int?) -> [Int] {
        var result: [Int] = []
        var i = parent.map { $0 + 1 } ?? 0
        let end = parent.map { nodes[$0].end } ?? nodes.count
        while i < end {
            result.append(i)
            i = nodes[i].end
        }
        return result
    }

    private struct Builder {
        package var nodes: [Node] = []
        /// Rows read right to left (a right-to-left screen language).
        package let rightToLeft: Bool

        package mutating func add(_ elements: [Element], order: [String]?, parent: Int?, insideAccessible: Bool,
                          excluded: Bool, depth: Int) {
            let frames = elements.map(ReadingOrder.frame(of:))
            var sequence = ReadingOrder.sort(elements, rightToLeft: rightToLeft)
            var excludedSet = Set<Int>()
            if let order {
                let position = Dictionary(elements.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
                let listed = order.compactMap { position[$0] }
                let listedSet = Set(listed)
                let rest = sequence.filter { !listedSet.contains($0) }
                excludedSet = Set(rest)
                sequence = listed + rest
            }
            for (place, i) in sequence.enumerated() {
                // Its words as narration takes them, for every reader of the index: a `⟨` marks a
                // guess only on a guessed element (`GuessMarks`).
                var element = elements[i].narrated
                let children = element.children
                element.children = []
                let index = nodes.count
                let isExcluded = excluded || excludedSet.contains(i)
                nodes.append(Node(element: element, parent: parent, end: index + 1, frame: frames[i],
                                  insideAccessible: insideAccessible, excludedByOrder: isExcluded, depth: depth,
                                  ordinal: place + 1, childCount: children.count))
                if !children.isEmpty {
                    add(children, order: element.order, parent: index,
                        insideAccessible: insideAccessible || element.accessible, excluded: isExcluded, depth: depth + 1)
                }
                nodes[index].end = nodes.count
            }
        }
    }
}
