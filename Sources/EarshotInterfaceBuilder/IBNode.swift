import EarshotModel

/// One XML element of an Interface Builder file, as written: its tag, attributes, child
/// elements, text, and where its start tag begins. The document is read into these first; the
/// scene and view readers then walk the tree.
package struct IBNode: Sendable {
    package var tag: String
    package var attributes: [String: String]
    package var children: [IBNode] = []
    /// Character data directly inside the element (`<string key="text">…</string>`).
    package var text = ""
    package var location: SourceLocation

    package init(tag: String, attributes: [String: String], location: SourceLocation) {
        self.tag = tag; self.attributes = attributes; self.location = location
    }

    package subscript(_ name: String) -> String? { attributes[name] }

    /// The attribute as text, `nil` when absent or empty.
    package func text(_ name: String) -> String? {
        attributes[name].flatMap { $0.isEmpty ? nil : $0 }
    }

    package func flag(_ name: String) -> Bool { attributes[name] == "YES" }

    package var line: Int { location.line }

    /// The first child with this tag (and `key`, when given).
    package func child(_ tag: String, key: String? = nil) -> IBNode? {
        children.first { $0.tag == tag && (key == nil || $0.attributes["key"] == key) }
    }

    /// The child with this `key` attribute, whatever its tag.
    package func keyed(_ key: String) -> IBNode? {
        children.first { $0.attributes["key"] == key }
    }

    /// The subviews (`<subviews>`), in document order.
    package var subviews: [IBNode] { child("subviews")?.children ?? [] }

    /// A string property written as an attribute or as `<string key="name">` (multi-line text).
    package func string(_ name: String) -> String? {
        if let value = text(name) { return value }
        if let element = children.first(where: { $0.tag == "string" && $0.attributes["key"] == name }) {
            let value = element.text
            return value.isEmpty ? nil : value
        }
        // Attributed text (`attributedText`, `attributedTitle`): its fragments' content, joined.
        let attributed = name == "text" ? "attributedText" : name == "title" ? "attributedTitle" : name
        if let element = children.first(where: { $0.tag == "attributedString" && $0.attributes["key"] == attributed }) {
            let value = element.children.filter { $0.tag == "fragment" }.compactMap { $0.attributes["content"] ?? $0.string("content") }.joined()
            return value.isEmpty ? nil : value
        }
        return nil
    }

    /// `<rect key="frame">` relative to the superview; absurd or missing numbers are zero.
    package var frame: Rect? {
        guard let rect = child("rect", key: "frame") else { return nil }
        func number(_ name: String) -> Double {
            guard let v = rect.attributes[name].flatMap(Double.init), v.isFinite else { return 0 }
            return Swift.min(Swift.max(v, -IBNode.maxPoints), IBNode.maxPoints)
        }
        return Rect(x: number("x"), y: number("y"), width: Swift.max(0, number("width")), height: Swift.max(0, number("height")))
    }

    /// Larger than any screen; absurd numbers are clamped to it so sums never overflow a layout's bounds.
    package static let maxPoints = 1_000_000.0

    /// Every node in the subtree, itself first (iterative: no recursion on deep files).
    package func forEachInTree(_ body: (IBNode) -> Void) {
        var stack = [self]
        while let node = stack.popLast() {
            body(node)
            stack += node.children.reversed()
        }
    }
}
