package import EarshotLoader
public import EarshotModel
extension ConformanceTable {
    /// The table in `bytes`, read from `path`: every problem in it — a key, a field, a tier, a
    /// context that does not load, a script that does not parse — located and reported at once.
    public static func load(bytes: [UInt8], path: String) -> Result<ConformanceTable, DiagnosticList> {
        DocumentLoader.load(bytes: bytes, path: path, kind: ConformanceKeys.kind) { root, reader in
            var parser = ConformanceParser(reader: reader, bytes: bytes)
            let table = parser.table(root)
            reader = parser.reader
            return table
        }
    }
}
