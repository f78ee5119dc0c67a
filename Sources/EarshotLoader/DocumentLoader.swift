package import EarshotModel
/// Reads one file of any kind the same way: compose the YAML (or JSON), hand the tree to the
/// kind's parser, and gather every problem, located and in file order. Nothing is half-loaded:
/// any error fails the whole file. Labs and baselines plug in here with their own `FileKind`.
package enum DocumentLoader {
    package static func load<T: Sendable>(
        bytes: [UInt8], path: String, kind: FileKind,
        _ parse: @escaping @Sendable (YAMLNode, inout NodeReader) -> T?
    ) -> Result<T, DiagnosticList> {
        // Parsers recurse once per nesting level (up to libyaml's 1000): give them room.
        LargeStack.run {
            var reader = NodeReader(path: path)
            var value: T?
            switch YAMLSource.compose(bytes: bytes, empty: kind.emptyHint) {
            case .failure(let problem):
                reader.add([problem])
            case .success(let composed):
                reader.add(composed.problems)
                if let root = composed.root { value = parse(root, &reader) }
            }
            let all = reader.diagnostics.sorted { $0.location < $1.location }
            if let value, all.isEmpty { return .success(value) }
            return .failure(DiagnosticList(all.isEmpty
                ? [Diagnostic(path: path, location: .start, message: "the file does not describe a \(kind.title)")] : all))
        }
    }
}
