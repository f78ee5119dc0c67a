/// What activating (or escaping) an element does.
public enum Effect: Sendable, Hashable {
    /// `UIAccessibility.post(.announcement)`.
    case announce(String)
    /// Screen change: to a screen of this file or of another file (`file#screen`).
    case goto(GotoTarget)
    /// Back to the previous screen in the history.
    case back
    /// Layout change moving focus to an element.
    case focus(String)
    case show(String)
    case hide(String)
    /// Toggle the selected trait of this element (`nil`) or of another.
    case toggleSelected(of: String?)
    /// Radio behaviour: select this element, deselect its siblings.
    case selectInGroup
    /// Set an element's value (adjustable value or index, or its value text).
    case set(id: String, value: SetValue)
}

public struct GotoTarget: Sendable, Hashable {
    /// A path relative to the layout's directory, or `nil` for the same file.
    public var file: String?
    public var screen: String?
    public var focus: String?
    public init(file: String? = nil, screen: String?, focus: String? = nil) {
        self.file = file; self.screen = screen; self.focus = focus
    }
}

public enum SetValue: Sendable, Hashable {
    case number(Double)
    case text(String)
}

/// A custom action (`UIAccessibilityCustomAction`).
public struct CustomAction: Sendable, Hashable {
    public var name: String
    public var effects: [Effect]
    public init(name: String, effects: [Effect]) { self.name = name; self.effects = effects }
}

/// One line of an element's text content, with marks that text rotors can find.
public struct TextLine: Sendable, Hashable {
    public var text: String
    public var marks: [String]
    public init(_ text: String, marks: [String] = []) { self.text = text; self.marks = marks }
}
