/// Loads layout files (YAML or JSON) strictly: every problem in a file is reported together,
/// and nothing is half-loaded.
///
/// The loader does no I/O itself: the caller hands it the bytes, and a `readFile` function for
/// the other files that `goto` effects name.
public struct LayoutLoader: Sendable {
    public typealias ReadFile = @Sendable (String) -> [UInt8]?
    let readFile: ReadFile?

    public init(readFile: ReadFile? = nil) { self.readFile = readFile }

    /// The layout in `bytes`, read from `path` (used in diagnostics and to resolve `goto` files).
    public func load(bytes: [UInt8], path: String) -> Result<Layout, DiagnosticList> {
        let readFile = self.readFile
        return LargeStack.run {
            switch YAMLSource.compose(bytes: bytes, path: path) {
            case .failure(let list): return .failure(list)
            case .success(let root):
                var parser = LayoutParser(path: path)
                let layout = parser.layout(root)
                var validator = LayoutValidator(path: path, readFile: readFile)
                if let layout { validator.validate(layout) }
                let all = (parser.reader.diagnostics + validator.diagnostics).sorted {
                    $0.location < $1.location
                }
                if let layout, all.isEmpty { return .success(layout) }
                return .failure(DiagnosticList(all))
            }
        }
    }

    /// The screen ids a file declares, for checking `goto` into it.
    static func screenIDs(bytes: [UInt8], path: String) -> [String]? {
        guard case .success(let root) = YAMLSource.compose(bytes: bytes, path: path) else { return nil }
        var parser = LayoutParser(path: path)
        return parser.layout(root)?.screens.map(\.id)
    }
}
