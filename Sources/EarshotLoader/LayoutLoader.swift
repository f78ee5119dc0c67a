public import EarshotModel
/// Loads layout files (YAML or JSON) strictly: every problem in a file is reported together,
/// and nothing is half-loaded.
///
/// The loader does no I/O itself: the caller hands it the bytes, and, to follow `goto` effects
/// into other files, a `LayoutFiles` that reads them.
public struct LayoutLoader: Sendable {
    public typealias ReadFile = @Sendable (String) -> [UInt8]?
    /// A file's bytes, read from a path, as a layout.
    public typealias LoadFile = @Sendable ([UInt8], String) -> Result<Layout, DiagnosticList>
    package let files: LayoutFiles?

    /// With `readFile`, `load` also loads and checks the files that `goto` effects name.
    public init(readFile: ReadFile? = nil) { files = readFile.map { ReadFileSource(readFile: $0) } }

    public init(files: LayoutFiles) { self.files = files }

    /// The layout in `bytes`, read from `path` (used in diagnostics and to resolve `goto` files).
    public func load(bytes: [UInt8], path: String) -> Result<Layout, DiagnosticList> {
        let single = Self.loadFile(bytes: bytes, path: path)
        guard let files, case .success(let layout) = single else { return single }
        return WorkspaceLoader(files: files).load(root: layout).map(\.root)
    }

    /// The layout in `bytes` and every layout its `goto` effects reach, each read and parsed once.
    public func loadWorkspace(bytes: [UInt8], path: String) -> Result<Workspace, DiagnosticList> {
        Self.loadFile(bytes: bytes, path: path).flatMap { layout in
            guard let files else { return .success(Workspace(root: layout)) }
            return WorkspaceLoader(files: files).load(root: layout)
        }
    }

    /// One file on its own: its own ids, screens and paths are checked, other files are not read.
    /// `loadFile(bytes:path:)` as a `LoadFile`.
    package static let yamlFile: LoadFile = { bytes, path in loadFile(bytes: bytes, path: path) }

    package static func loadFile(bytes: [UInt8], path: String) -> Result<Layout, DiagnosticList> {
        DocumentLoader.load(bytes: bytes, path: path, kind: LayoutKeys.kind) { root, reader in
            var parser = LayoutParser(reader: reader)
            let layout = parser.layout(root)
            reader = parser.reader
            if let layout {
                var validator = LayoutValidator(path: path)
                validator.validate(layout, references: parser.references)
                reader.add(validator.diagnostics)
            }
            return layout
        }
    }
}
