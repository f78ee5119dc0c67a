package import EarshotModel
/// What an element gets beyond what the dump mapper makes of its node, keyed by the XML line
/// of the view that made it: the segues it triggers, whether it starts hidden, a stepper's range.
package struct IBPatch: Sendable {
    package var effects: [Effect] = []
    package var hidden = false
    package var adjustable: Adjustable?

    /// `elements` with every patch applied to the element whose `source` is its line.
    package static func apply(_ patches: [Int: IBPatch], to elements: [Element]) -> [Element] {
        elements.map { element in
            var element = element
            if let line = element.source, let patch = patches[line] {
                element.onActivate += patch.effects
                if patch.hidden { element.hidden = true }
                if let adjustable = patch.adjustable, element.traits.contains(.adjustable) {
                    element.adjustable = adjustable
                    element.value = nil
                }
            }
            element.children = apply(patches, to: element.children)
            return element
        }
    }
}

/// A custom class read as a plain container, for the import summary.
public struct IBUnknownClass: Sendable, Hashable {
    public var name: String
    public var line: Int
}

/// A place the reader cut short to keep its work in step with the file, said as an approximation.
public struct IBCut: Sendable, Hashable {
    public var line: Int
    public var kind: String
    public var what: String
}
