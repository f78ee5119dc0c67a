/// Where an element sits, as far as speech is concerned; worked out by the navigator.
public struct ElementContext: Sendable, Hashable {
    /// An item of a tab bar (says `Tab.` instead of `Button.`).
    public var isTab = false
    /// 1-based position and count in a tab bar.
    public var position: Int?
    public var count: Int?
    public var listStart = false, listEnd = false
    public var landmarkStart = false, landmarkEnd = false
    /// A text field being edited.
    public var editing = false

    public init(isTab: Bool = false, position: Int? = nil, count: Int? = nil, listStart: Bool = false,
                listEnd: Bool = false, landmarkStart: Bool = false, landmarkEnd: Bool = false,
                editing: Bool = false) {
        self.isTab = isTab; self.position = position; self.count = count
        self.listStart = listStart; self.listEnd = listEnd
        self.landmarkStart = landmarkStart; self.landmarkEnd = landmarkEnd; self.editing = editing
    }

    public static let none = ElementContext()
}
