import EarshotLoader
public import EarshotModel
import EarshotNarration
import EarshotNavigation
/// `earshot import` as one pure function from bytes: detect the format, parse it into dump
/// nodes, map them to a screen by VoiceOver's rules, write the layout. Loading a dump where a
/// layout is expected goes through the written YAML, so it gives exactly what importing and
/// then opening the layout gives, with every element located at its place in the dump.
public enum DumpImport {
    /// An imported dump: the YAML text and what it came from.
    public struct Imported: Sendable {
        public var format: DumpFormat
        public var yaml: String
        public var nodes: Int
        public var stops: Int
        /// What every source's import gives: the one tail loads it.
        public var layout: ImportedLayout
    }

    /// Nesting deeper than this is refused (libxml2 stops at 256, libyaml at 1000).
    package static let maxDepth = 1000
    /// Bytes a dump may have. Page sources of whole apps reach tens of megabytes; parsing keeps
    /// a few copies, so this keeps an import's memory near a gigabyte at most.
    public static let maxBytes = 200_000_000
    /// Nodes a dump may have. Importing keeps the dump's tree, the screen, its YAML and the
    /// layout loaded from it, about 4 KB a node at peak for buttons with text and ids (measured:
    /// 400,000 of them peak near 1.5 GB, docs/android.md); past this a located error says so.
    public static let maxNodes = 400_000

    /// The dump's nodes, in `format` or the one its content shows; UTF-16 is read as its text.
    public static func parse(bytes raw: [UInt8], path: String, from format: DumpFormat? = nil, maxNodes: Int = maxNodes)
        -> Result<ParsedDump, DumpImportFailure> {
        parseAll(bytes: raw, path: path, from: format).flatMap { dump in
            let count = dump.nodeCount
            guard count <= maxNodes else {
                return .failure(.diagnostics(DiagnosticList([Diagnostic(path: path, location: .start,
                    message: "a dump of \(count) nodes: more than the \(maxNodes) an import reads")])))
            }
            return .success(dump)
        }
    }

    static func parseAll(bytes raw: [UInt8], path: String, from format: DumpFormat?) -> Result<ParsedDump, DumpImportFailure> {
        guard raw.count <= maxBytes else {
            return .failure(.diagnostics(DiagnosticList([Diagnostic(path: path, location: .start,
                message: "a dump of \(raw.count / 1_000_000) MB: more than the \(maxBytes / 1_000_000) MB an import reads")])))
        }
        let bytes: [UInt8]
        switch DumpText.utf8(raw) {
        case .success(let text): bytes = text
        case .failure(let problem):
            return .failure(.diagnostics(DiagnosticList([Diagnostic(path: path, location: problem.location, message: problem.message)])))
        }
        let detected = DumpDetector.detect(bytes)
        let chosen: DumpFormat
        switch (format, detected) {
        case (nil, .dump(let found)): chosen = found
        case (nil, .other(let what, _)): return .failure(.refused(path: path, what: what))
        case (let asked?, .dump(let found)) where asked != found:
            return .failure(.wrongFormat(path: path, asked: asked, found: found))
        case (let asked?, .other(let what, mayBeLayout: false)) where !(asked == .appium && what.hasPrefix("XML whose")):
            return .failure(.refused(path: path, what: what))
        case (let asked?, _): chosen = asked
        }
        switch chosen {
        case .appium: return AppiumDumpParser.parse(bytes: bytes, path: path)
        case .idb: return IDBDumpParser.parse(bytes: bytes, path: path)
        case .xcui: return XCUIDumpParser.parse(bytes: bytes, path: path)
        case .android: return AndroidDumpParser.parse(bytes: bytes, path: path)
        }
    }

    /// The layout YAML for the dump in `bytes`; the screen's id is `screenID` or the file's name.
    public static func yaml(bytes: [UInt8], path: String, from format: DumpFormat? = nil, screenID: String? = nil, density: Double? = nil)
        -> Result<Imported, DumpImportFailure> {
        LargeStack.run {
            parse(bytes: bytes, path: path, from: format).map { dump in
                let id = screenID ?? defaultScreenID(path)
                // TalkBack's rules for an Android hierarchy, VoiceOver's for the others.
                var mapped = dump.format == .android ? AndroidMapper.map(dump, screenID: id, density: density)
                    : DumpMapper.map(dump, screenID: id, placeholdersStated: DumpMapper.statesPlaceholders(dump.roots))
                // The language the dump names: its text's, and its reader's words'.
                if let language = dump.language { mapped.screen.language = language }
                let name = fileName(path)
                let place = dump.format == .idb ? "index in the dump's JSON (pre-order)" : "line in the dump"
                let comment = [
                    "Imported by `earshot import` from \(name) (\(dump.format.rawValue): \(dump.format.title)).",
                    "\(mapped.nodes) node\(mapped.nodes == 1 ? "" : "s") in the dump, \(mapped.stops) focus stop\(mapped.stops == 1 ? "" : "s"); "
                        + "`source` is each element's \(place).",
                ]
                let yaml = LayoutYAMLWriter.yaml(Layout(path: path, screens: [mapped.screen]), comment: comment)
                let places = ImportedLayout.places(of: [mapped.screen])
                let summary = "\(dump.format.rawValue), \(count(mapped.nodes, "node")), \(count(mapped.stops, "focus stop"))"
                let layout = ImportedLayout(path: path, yaml: yaml, screens: [mapped.screen.id], summary: summary,
                                            approximations: cutShort(mapped.screen, path: path),
                                            locations: places.elements, screenLocations: places.screens)
                return Imported(format: dump.format, yaml: yaml, nodes: mapped.nodes, stops: mapped.stops, layout: layout)
            }
        }
    }

    /// The dump as a layout, as `import` then loading the result gives it, with each element
    /// (and the screen) located in the dump, so findings point at the dump's lines.
    public static func layout(bytes: [UInt8], path: String, from format: DumpFormat? = nil, screenID: String? = nil, density: Double? = nil)
        -> Result<Layout, DumpImportFailure> {
        yaml(bytes: bytes, path: path, from: format, screenID: screenID, density: density).flatMap { imported in
            imported.layout.layout().mapError { .diagnostics($0) }
        }
    }

    /// The values the capture cut short, as places the import could not read whole.
    package static func cutShort(_ screen: Screen, path: String) -> [SourceApproximation] {
        var places: [SourceApproximation] = []
        screen.forEachElement { e in
            guard e.importMarks.contains(.valueCutShort) else { return }
            places.append(SourceApproximation(path: path, location: e.location, kind: "value cut short",
                                              what: "the capture cut the value \"\(e.effectiveValue ?? "")\" short: VoiceOver says it whole on a device"))
        }
        return places
    }

    /// `3 nodes`, `1 focus stop`.
    package static func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
        "\(n) \(n == 1 ? noun : plural ?? noun + "s")"
    }

    package static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The file's name without its extension, slugified (`Settings Wi-Fi.xml` → `settings-wi-fi`).
    public static func defaultScreenID(_ path: String) -> String {
        var name = fileName(path)
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        let slug = DumpIDs.slug(name)
        return slug.isEmpty ? "screen" : slug
    }
}
