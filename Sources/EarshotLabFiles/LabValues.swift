package import EarshotLoader
package import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// The values an element can come to have, whatever gestures are made: a `value` goal that asks
/// for any other can never be met. Said when the lab loads, where the goal is written, instead
/// of after a search of every state (a lab on the pizza card has 857,000).
package enum LabValues {
    /// Most distinct values worked out for one element; beyond it, any value is taken as possible.
    package static let limit = 10_000

    /// The value texts element `id` can have, on any screen of `workspace`; nil when it could
    /// have any (a text field takes what is typed) or more than `limit`.
    package static func possible(_ id: String, in workspace: Workspace) -> Set<String>? {
        var sets: [SetValue] = []
        var elements: [Element] = []
        for layout in workspace.layouts.values {
            for screen in layout.screens {
                screen.forEachElement { element in
                    if element.id == id { elements.append(element) }
                    for effect in element.onActivate + element.onEscape + element.actions.flatMap(\.effects) {
                        if case .set(id, let value) = effect { sets.append(value) }
                    }
                }
            }
        }
        var values: Set<String> = []
        for element in elements {
            guard let more = possible(element, sets: sets) else { return nil }
            values.formUnion(more)
        }
        return values
    }

    /// What `Navigator` can make of one element: adjusting steps its value between its bounds,
    /// a switch toggles between 0 and 1, `set` effects put numbers or texts in it.
    package static func possible(_ element: Element, sets: [SetValue]) -> Set<String>? {
        if element.traits.contains(.textField) { return nil }
        if var adjustable = element.adjustable {
            // Every value stepping reaches from the start and from each value `set` may put.
            var pending = [adjustable.value] + sets.compactMap { value -> Double? in
                if case .number(let n) = value { return Swift.min(adjustable.max, Swift.max(adjustable.min, n)) }
                return adjustable.options.firstIndex(of: text(value)).map(Double.init)
            }
            var seen: Set<Double> = []
            var texts: Set<String> = []
            while let value = pending.popLast() {
                guard seen.insert(value).inserted else { continue }
                guard seen.count <= limit else { return nil }
                adjustable.value = value
                texts.insert(adjustable.valueText)
                for direction in [1, -1] { if let next = adjustable.stepped(by: direction) { pending.append(next.value) } }
            }
            return texts
        }
        var texts: Set<String> = [element.value ?? ""]
        if element.traits.contains(.switchButton) { texts.formUnion(["0", "1"]) }
        for value in sets { texts.insert(text(value)) }
        return texts
    }

    package static func text(_ value: SetValue) -> String {
        switch value {
        case .number(let n): return Adjustable.number(n)
        case .text(let t): return t
        }
    }
}
