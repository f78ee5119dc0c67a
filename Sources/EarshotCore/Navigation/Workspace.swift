/// The layouts a walk can reach: the one opened and every file its `goto` effects name,
/// loaded beforehand by the caller so navigation itself needs no I/O.
public struct Workspace: Sendable {
    public var root: Layout
    /// Every loaded layout by path, the root included.
    public var layouts: [String: Layout]

    public init(root: Layout) {
        self.root = root
        self.layouts = [root.path: root]
    }

    /// Paths of the files `layout`'s `goto` effects name, resolved against its directory.
    public func referencedFiles(of layout: Layout) -> [String] {
        var paths: [String] = []
        for screen in layout.screens {
            screen.forEachElement { element in
                for effect in element.onActivate + element.onEscape + element.actions.flatMap(\.effects) {
                    if case .goto(let target) = effect, let file = target.file,
                       let path = LayoutPaths.resolve(file, from: layout.path) {
                        paths.append(path)
                    }
                }
            }
        }
        return paths
    }
}
