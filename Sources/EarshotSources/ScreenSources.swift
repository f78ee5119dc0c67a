public import EarshotImport
public import EarshotLoader
public import EarshotModel
/// The one registry of screen sources: every command that opens a screen file — the reader,
/// `transcript`, `audit` (and which files a folder audit takes), `efficiency`, labs' `layout:`,
/// `import`, `goto` targets, the benchmarks — asks it, so every source keeps the same promises.
public struct ScreenSources: Sendable {
    /// In the order they are asked: the first that claims a file reads it.
    public let sources: [any ScreenSource]

    public init(_ sources: [any ScreenSource]) { self.sources = sources }

    /// Every kind of screen file Earshot reads. The layout source claims anything left.
    public static let standard = ScreenSources([
        InterfaceBuilderSource(), SwiftUIViewSource(), DumpSource(), LayoutSource(),
    ])

    /// Bytes of a file's start a source may sniff.
    public static let headBytes = 64 * 1024
    /// Bytes a screen file may have (page sources of whole apps reach tens of megabytes).
    public static let maxBytes = DumpImport.maxBytes

    /// The source that reads `path` (whose first bytes are `head`).
    public func source(for path: String, head: [UInt8]) -> any ScreenSource {
        sources.first { $0.claims(path: path, head: head) } ?? sources.last ?? LayoutSource()
    }

    /// The file (or, for a source that reads them, the folder) at `path` as read by its source.
    public func read(_ path: String, options: SourceOptions = SourceOptions(), files: any SourceFiles) -> Result<SourceRead, SourceFailure> {
        if files.entry(path) == .directory {
            guard let source = sources.first(where: \.readsDirectories) else {
                return .failure(.unreadable(path: path, why: "it is a directory"))
            }
            return source.read(path, bytes: [], options: options, files: files)
        }
        let bytes: [UInt8]
        switch files.read(path) {
        case .bytes(let read): bytes = read
        case .unreadable(let why): return .failure(.unreadable(path: path, why: why))
        case .outside(let real): return .failure(.unreadable(path: path, why: "it resolves to '\(real)'"))
        }
        return source(for: path, head: Array(bytes.prefix(Self.headBytes))).read(path, bytes: bytes, options: options, files: files)
    }

    /// The screens at `path` as a loaded layout, each element located in its source.
    public func layout(_ path: String, options: SourceOptions = SourceOptions(), files: any SourceFiles) -> Result<Layout, SourceFailure> {
        read(path, options: options, files: files).flatMap { read in
            switch read {
            case .layout(let layout): return .success(layout)
            case .imported(let imported): return imported.layout().mapError { .diagnostics($0) }
            }
        }
    }

    /// What `earshot import` writes for `path`: read by the importing source that claims it,
    /// else by the last importing source (the dump source, which tells files by their content
    /// and says what a file that is no dump looks like).
    public func importLayout(_ path: String, options: SourceOptions = SourceOptions(), files: any SourceFiles)
        -> Result<ImportedLayout, SourceFailure> {
        let importers = ScreenSources(sources.filter(\.imports))
        return importers.read(path, options: options, files: files).flatMap { read in
            switch read {
            case .imported(let imported): return .success(imported)
            case .layout: return .failure(.located(Diagnostic(path: path, location: .start, message: "already a layout").description))
            }
        }
    }

    /// `root` and every file its `goto` effects reach, each read once through the registry
    /// (a `goto` may name a dump, a storyboard or a Swift file), confined by `files`.
    public func workspace(_ root: Layout, files: any SourceFiles) -> Result<Workspace, DiagnosticList> {
        let registry = self
        return Workspace.load(root: root, files: files) { bytes, path in
            let source = registry.source(for: path, head: Array(bytes.prefix(Self.headBytes)))
            switch source.read(path, bytes: bytes, options: SourceOptions(), files: files) {
            case .success(.layout(let layout)): return .success(layout)
            case .success(.imported(let imported)): return imported.layout()
            case .failure(.diagnostics(let list)): return .failure(list)
            case .failure(let other):
                return .failure(DiagnosticList([Diagnostic(path: path, location: .start, message: "\(other)")]))
            }
        }
    }

    /// Whether a folder walk takes the file at `path`.
    public func isScreenFile(_ path: String, files: any SourceFiles) -> Bool {
        let head = files.head(path, count: Self.headBytes) ?? []
        return sources.contains { $0.isScreenFile(path: path, head: head, files: files) }
    }

    /// The ending of a path's last component, lowercased, without the dot: `swift`.
    public static func ending(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// A path with `.` components and doubled slashes removed, for comparing paths as given.
    static func normalized(_ path: String) -> String {
        let parts = path.split(separator: "/").filter { $0 != "." }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
