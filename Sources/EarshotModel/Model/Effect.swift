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
    /// Where the `goto` value is written, for errors about its file or screen. Not part of the
    /// target: two gotos to the same place are equal wherever they are written.
    public var location: SourceLocation
    public init(file: String? = nil, screen: String?, focus: String? = nil, location: SourceLocation = .start) {
        self.file = file; self.screen = screen; self.focus = focus; self.location = location
    }

    public static func == (a: GotoTarget, b: GotoTarget) -> Bool {
        a.file == b.file && a.screen == b.screen && a.focus == b.focus
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(file); hasher.combine(screen); hasher.combine(focus)
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
