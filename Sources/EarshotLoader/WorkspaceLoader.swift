package import EarshotModel
/// What reading a file gave.
public enum LayoutFileRead: Sendable {
    case bytes([UInt8])
    /// It could not be read (missing, a directory, no permission): why.
    case unreadable(String)
    /// Its real path, symlinks resolved, lies outside the directory it had to stay in.
    case outside(realPath: String)
}

/// Reads the files Earshot finds itself (a `goto` target, a snapshot, a module sibling, a
/// `.strings` table, a cache entry): the one place they touch the file system, outside the core.
public protocol LayoutFiles: Sendable {
    /// The file at `path`, found inside `folder` rather than named by the user: read only when it
    /// is a regular file itself (never a symbolic link, a FIFO or a device) whose real path lies
    /// inside the real path of `folder`.
    func readFound(_ path: String, in folder: String) -> LayoutFileRead
}

/// A plain read function: no symlinks resolved (tests, and callers that confine elsewhere).
package struct ReadFileSource: LayoutFiles {
    package let readFile: LayoutLoader.ReadFile
    package func readFound(_ path: String, in folder: String) -> LayoutFileRead {
        readFile(path).map { .bytes($0) } ?? .unreadable("no such file")
    }
}

/// Loads every layout a root layout's `goto` effects reach, each file read and parsed once, and
/// checks each `goto` against the file it names, reporting at the `goto` value.
package struct WorkspaceLoader {
    package let files: LayoutFiles
    /// Turns a file's bytes into a layout: YAML by default; the screen sources' registry loads
    /// every kind of screen file (a `goto` may name a dump, a storyboard or a Swift file).
    package var loadFile: LayoutLoader.LoadFile = LayoutLoader.yamlFile

    package init(files: LayoutFiles, loadFile: @escaping LayoutLoader.LoadFile = LayoutLoader.yamlFile) {
        self.files = files
        self.loadFile = loadFile
    }

    package func load(root: Layout) -> Result<Workspace, DiagnosticList> {
        var workspace = Workspace(root: root)
        var failures: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        var pending = [root]
        while let layout = pending.popLast() {
            for target in Workspace.gotoTargets(of: layout) {
                guard let file = target.file, let path = LayoutPaths.resolve(file, from: layout.path) else { continue }
                func error(_ message: String) {
                    diagnostics.append(Diagnostic(path: layout.path, location: target.location, message: message))
                }
                if workspace.layouts[path] == nil, failures[path] == nil {
                    switch files.readFound(path, in: LayoutPaths.directory(of: layout.path)) {
                    case .bytes(let bytes):
                        switch loadFile(bytes, path) {
                        case .success(let other):
                            workspace.layouts[path] = other
                            pending.append(other)
                        case .failure(let list):
                            diagnostics += list.diagnostics
                            failures[path] = "'goto' file '\(file)' does not load (see its errors)"
                        }
                    case .unreadable(let why): failures[path] = "'goto' file '\(file)' cannot be read: \(why)"
                    case .outside(let real):
                        failures[path] = "'goto' file '\(file)' resolves to '\(real)', outside this layout's directory"
                    }
                }
                if let failure = failures[path] { error(failure); continue }
                guard let other = workspace.layouts[path] else { continue }
                if let screen = target.screen, other.screen(id: screen) == nil {
                    error("'goto' names screen '\(screen)', which '\(file)' does not have"
                        + Suggest.didYouMean(screen, among: other.screens.map(\.id)))
                }
            }
        }
        if diagnostics.isEmpty { return .success(workspace) }
        return .failure(DiagnosticList(diagnostics))
    }
}
