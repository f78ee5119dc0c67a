import EarshotLoader
package import EarshotModel
import EarshotNarration
import EarshotNavigation
extension DumpMapper {
    /// Tabs that no tab bar holds (idb's flat array lists them beside an empty "Tab Bar" group)
    /// go into that group, or into a new tab bar when there are several.
    package static func groupLooseTabs(_ items: [Item]) -> [Item] {
        let tabs = items.indices.filter { items[$0].isTab }
        let bar = items.firstIndex { $0.isEmptyTabBar }
        guard let first = tabs.first, bar != nil || tabs.count > 1 else { return items.filter { !$0.isEmptyTabBar } }
        let tabElements = tabs.map { items[$0].element }
        var container: Item
        if let bar {
            container = items[bar]
            container.element.children = tabElements
            container.element.accessible = false
            container.isEmptyTabBar = false
        } else {
            var element = Element(id: containerWords[.tabBar] ?? "tab bar", traits: [.tabBar], children: tabElements, container: .tabBar)
            element.frame = union(tabElements.compactMap(\.frame))
            element.source = tabElements[0].source
            element.location = tabElements[0].location
            container = Item(element: element)
        }
        var result: [Item] = []
        for (i, item) in items.enumerated() where !item.isTab {
            if item.isEmptyTabBar { if i == bar { result.append(container) }; continue }
            result.append(item)
        }
        if bar == nil { result.insert(container, at: min(first, result.count)) }
        return result
    }

    /// Radio buttons side by side that no container holds (idb's segmented controls) become a
    /// segmented control, so each says its place.
    package static func groupLooseRadios(_ items: [Item]) -> [Item] {
        var result: [Item] = []
        var run: [Item] = []
        func flush() {
            if run.count > 1 {
                var element = Element(id: containerWords[.segmented] ?? "segments", children: run.map(\.element), container: .segmented)
                element.frame = union(run.compactMap(\.element.frame))
                element.source = run[0].element.source
                element.location = run[0].element.location
                result.append(Item(element: element))
            } else {
                result += run
            }
            run = []
        }
        for item in items {
            if item.isRadio, let last = run.last, let a = last.element.frame, let b = item.element.frame,
               abs(a.y - b.y) < ReadingOrder.rowSeparation {
                run.append(item)
            } else {
                flush()
                if item.isRadio { run = [item] } else { result.append(item) }
            }
        }
        flush()
        return result
    }

    /// Stops that repeat an earlier one's label in the same frame (WebDriverAgent lists a
    /// table's footer twice: once as text, once as an invisible labelled view) are read once.
    package static func withoutDuplicates(_ elements: [Element], seen: inout Set<String>) -> [Element] {
        var result: [Element] = []
        for var element in elements {
            if element.children.isEmpty {
                guard let frame = element.frame, element.label != nil else { result.append(element); continue }
                let key = "\(element.label ?? "")\u{0}\(frame.x),\(frame.y),\(frame.width),\(frame.height)"
                if !seen.insert(key).inserted { continue }
            } else {
                element.children = withoutDuplicates(element.children, seen: &seen)
                if element.children.isEmpty { continue }
            }
            result.append(element)
        }
        return result
    }

    /// Elements in VoiceOver's reading order at every level, as the reader will walk them.
    package static func sorted(_ elements: [Element]) -> [Element] {
        ReadingOrder.sort(elements).map { i in
            var element = elements[i]
            // A container with an explicit order (a navigation bar) keeps it.
            element.children = element.order == nil ? sorted(element.children) : element.children
            return element
        }
    }
}

/// Element ids from identifiers or labels: slugified, unique in the file.
package struct DumpIDs {
    private var used: Set<String> = []
    /// The next suffix to try per base: every `base-n` below it is taken, so each id is found
    /// without retrying the suffixes before it.
    private var nextSuffix: [String: Int] = [:]
    package init() {}
    package static let maxLength = 40

    /// `element` (and its children) with its id, which holds the base to slugify, made unique.
    package mutating func assign(_ element: Element) -> Element {
        var element = element
        element.id = unique(Self.slug(element.id))
        element.children = element.children.map { assign($0) }
        if element.order != nil { element.order = element.children.map(\.id) }
        return element
    }

    /// `slug` (`e` when empty) if unused, else `slug-2`, `slug-3`, … the first one free; taken.
    package mutating func unique(_ slug: String) -> String {
        let base = slug.isEmpty ? "e" : slug
        var id = base
        if used.contains(id) {
            var n = nextSuffix[base] ?? 2
            repeat {
                id = "\(base)-\(n)"
                n += 1
            } while used.contains(id)
            nextSuffix[base] = n
        }
        used.insert(id)
        return id
    }

    /// Lower-case letters and digits (any script), `.` and `_` kept; camelCase split; anything
    /// else one hyphen.
    package static func slug(_ text: String) -> String {
        var out = ""
        var previous: Character?
        for c in text {
            if c.isLetter || c.isNumber || c == "." || c == "_" {
                if c.isUppercase, let p = previous, p.isLowercase || p.isNumber, !out.hasSuffix("-") { out.append("-") }
                out += c.lowercased()
            } else if !out.isEmpty, !out.hasSuffix("-") {
                out.append("-")
            }
            previous = c
            if out.count >= maxLength { break }
        }
        while out.hasSuffix("-") || out.hasSuffix(".") { out.removeLast() }
        return out
    }
}
