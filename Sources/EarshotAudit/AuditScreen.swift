public import EarshotLoader
public import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// A screen as the HTML report draws it: its size and every element with a frame (its own, or
/// its children's), each at its entry in the file, so a finding (which is at that entry) finds
/// the element it is about.
public struct AuditScreen: Sendable, Hashable {
    /// One element's frame on the screen.
    public struct Box: Sendable, Hashable {
        public var id: String
        public var label: String?
        public var frame: Rect
        public var line: Int, column: Int
        /// A focus stop once shown (not a container, not inside an accessible element).
        public var stop: Bool
        /// Hidden when the screen opens (itself or an ancestor).
        public var hidden: Bool

        public init(id: String, label: String?, frame: Rect, line: Int, column: Int, stop: Bool, hidden: Bool) {
            self.id = id; self.label = label; self.frame = frame; self.line = line; self.column = column
            self.stop = stop; self.hidden = hidden
        }
    }

    /// The layout's path, as the findings name it.
    public var path: String
    public var id: String
    public var title: String?
    /// In points; a size that is not finite and positive is drawn as an iPhone's, 390×844.
    public var width: Double, height: Double
    /// The screen's entry in the file (where screen-level findings are).
    public var line: Int, column: Int
    public var boxes: [Box]

    public init(path: String, id: String, title: String?, width: Double, height: Double, line: Int, column: Int, boxes: [Box]) {
        self.path = path; self.id = id; self.title = title; self.width = width; self.height = height
        self.line = line; self.column = column; self.boxes = boxes
    }

    /// Every screen of the workspace's layout (the files `goto` reaches are audited on their own).
    public static func screens(of workspace: Workspace) -> [AuditScreen] {
        workspace.root.screens.map { screen in
            let state = Navigator(workspace: workspace, screen: screen.id).state
            let boxes = state.index.nodes.indices.compactMap { i -> Box? in
                let node = state.index.nodes[i], e = state.element(i)
                guard let f = node.frame, [f.x, f.y, f.width, f.height].allSatisfy(\.isFinite), f.width > 0, f.height > 0 else {
                    return nil
                }
                return Box(id: e.id, label: e.label, frame: f, line: e.location.line, column: e.location.column,
                           stop: e.accessible && !node.insideAccessible && !node.excludedByOrder, hidden: !state.isVisible(i))
            }
            return AuditScreen(path: workspace.root.path, id: screen.id, title: screen.title,
                               width: side(screen.sizeWidth, 390), height: side(screen.sizeHeight, 844),
                               line: screen.location.line, column: screen.location.column, boxes: boxes)
        }
    }

    package static func side(_ value: Double, _ fallback: Double) -> Double { value.isFinite && value >= 1 ? min(value, 20_000) : fallback }

    /// The screen a finding is on and the box it is about (nil: the whole screen), or nil when
    /// no screen of its file has an entry at its place.
    public static func locate(_ f: AuditFinding, in screens: [AuditScreen]) -> (screen: AuditScreen, box: Box?)? {
        for screen in screens where screen.path == f.path {
            if let box = screen.boxes.first(where: { $0.line == f.line && $0.column == f.column && $0.id == (f.element ?? $0.id) }) {
                return (screen, box)
            }
        }
        return screens.first { $0.path == f.path && $0.line == f.line && $0.column == f.column }.map { ($0, nil) }
    }
}
