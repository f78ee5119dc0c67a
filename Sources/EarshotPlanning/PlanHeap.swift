import EarshotModel
import EarshotNarration
import EarshotNavigation
/// A binary min-heap of search entries, cheapest first; equal costs come out in the order
/// they went in, so the planner's answers are repeatable.
package struct PlanHeap {
    package struct Entry {
        package var cost: PlanCost.Value
        package var order: Int
        package var state: Int32
    }
    private var items: [Entry] = []
    private var counter = 0

    package var isEmpty: Bool { items.isEmpty }

    private static func less(_ a: Entry, _ b: Entry) -> Bool {
        a.cost != b.cost ? a.cost < b.cost : a.order < b.order
    }

    package mutating func push(_ cost: PlanCost.Value, _ state: Int32) {
        counter += 1
        items.append(Entry(cost: cost, order: counter, state: state))
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.less(items[child], items[parent]) else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    package mutating func pop() -> Entry? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < items.count && Self.less(items[left], items[smallest]) { smallest = left }
                if right < items.count && Self.less(items[right], items[smallest]) { smallest = right }
                guard smallest != parent else { break }
                items.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return top
    }
}
