public import EarshotModel
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

    /// `root` and every layout reachable from it by `goto`, each read and parsed once through
    /// `files` (the I/O edge, which confines them to the layout's tree), with every `goto`
    /// checked against its file and reported at the `goto` value.
    public static func load(root: Layout, files: LayoutFiles) -> Result<Workspace, DiagnosticList> {
        WorkspaceLoader(files: files).load(root: root)
    }

    /// As `load(root:files:)`, each file named by a `goto` turned into a layout by `loadFile`
    /// (the screen sources' registry: a `goto` may name any kind of screen file).
    public static func load(root: Layout, files: LayoutFiles, loadFile: @escaping LayoutLoader.LoadFile)
        -> Result<Workspace, DiagnosticList> {
        WorkspaceLoader(files: files, loadFile: loadFile).load(root: root)
    }

    /// `root` and every layout reachable from it by `goto`, each loaded once through `load`
    /// (which does the I/O and may throw).
    public static func loading(root: Layout, _ load: (String) throws -> Layout) rethrows -> Workspace {
        var workspace = Workspace(root: root)
        var pending = workspace.referencedFiles(of: root)
        while let path = pending.popLast() {
            guard workspace.layouts[path] == nil else { continue }
            let other = try load(path)
            workspace.layouts[path] = other
            pending += workspace.referencedFiles(of: other)
        }
        return workspace
    }

    /// Paths of the files `layout`'s `goto` effects name, resolved against its directory.
    public func referencedFiles(of layout: Layout) -> [String] {
        Self.gotoTargets(of: layout).compactMap { target in
            target.file.flatMap { LayoutPaths.resolve($0, from: layout.path) }
        }
    }

    /// Every `goto` in `layout`, in file order.
    package static func gotoTargets(of layout: Layout) -> [GotoTarget] {
        var targets: [GotoTarget] = []
        for screen in layout.screens {
            screen.forEachElement { element in
                for effect in element.onActivate + element.onEscape + element.actions.flatMap(\.effects) {
                    if case .goto(let target) = effect { targets.append(target) }
                }
            }
        }
        return targets
    }
}
