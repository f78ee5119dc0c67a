public import EarshotImport
import EarshotLoader
public import EarshotModel
/// Storyboards and XIBs as layouts, read statically as UIKit would show them to VoiceOver:
/// every storyboard scene a screen (segues become `goto` and `back`), a XIB's top-level view
/// one screen. Pure: the file's bytes come in, and `.strings` files beside it are read through
/// the closure given.
public enum InterfaceBuilderImport {
    public typealias ReadFile = @Sendable (String) -> [UInt8]?

    /// File endings read as Interface Builder files.
    public static let extensions: Set<String> = ["storyboard", "xib"]

    public static func handles(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return extensions.contains(path[path.index(after: dot)...].lowercased())
    }

    /// An imported file: the YAML and what went into it.
    public struct Imported: Sendable {
        public var yaml: String
        /// `storyboard` or `XIB`.
        public var kind: String
        public var views: Int
        public var stops: Int
        /// Screen ids, the one opened first leading.
        public var screens: [String]
        /// Custom classes read as plain containers.
        public var unknown: [IBUnknownClass]
        /// The localized strings files applied, as paths.
        public var stringsFiles: [String]
        /// What every source's import gives: the one tail loads it.
        public var layout: ImportedLayout
    }

    /// The layout YAML for the file in `bytes`, the screen `screen` (or the initial one) first.
    public static func yaml(bytes: [UInt8], path: String, screen chosen: String? = nil, readFile: ReadFile = { _ in nil })
        -> Result<Imported, DumpImportFailure> {
        let document: IBNode
        switch IBDocumentParser.parse(bytes: bytes, path: path) {
        case .success(let root): document = root
        case .failure(let list): return .failure(.diagnostics(list))
        }
        let type = document["type"] ?? ""
        guard document.tag == "document", type.contains("InterfaceBuilder") else {
            return fail(path, document.location, "not an Interface Builder document: the root is <\(document.tag)>, not <document type=\"com.apple.InterfaceBuilder3…\">")
        }
        guard type.contains("CocoaTouch") else {
            return fail(path, document.location,
                        "an Interface Builder file for another platform (\(type)): only iOS (CocoaTouch) storyboards and XIBs are read")
        }
        let (strings, files) = localizedStrings(path, readFile)
        var builder = IBScreens(strings: strings)
        let isStoryboard = type.contains("Storyboard") || document.child("scenes") != nil
        var first: String?
        if isStoryboard {
            let board = IBStoryboard(document, strings: strings)
            builder.storyboard(board)
            if let chosen {
                let scene = board.byObject[chosen].flatMap { _ in board.screenID(chosen) }
                    ?? board.scenes.first { $0.screenID == chosen || $0.controller["storyboardIdentifier"] == chosen
                        || $0.controller["customClass"] == chosen }.flatMap { board.screenID($0.objectID) }
                guard let scene else { return unknownScreen(path, document, chosen, builder.screens) }
                first = scene
            } else {
                first = board.initial.flatMap(board.screenID)
            }
        } else {
            let id = xibName(path)
            guard builder.xib(document, id: id) else { return fail(path, document.location, "this XIB has no top-level view") }
            if let chosen, chosen != id { return unknownScreen(path, document, chosen, builder.screens) }
        }
        guard !builder.screens.isEmpty else {
            return fail(path, document.location, "this storyboard has no scenes with a view controller")
        }
        var screens = builder.screens
        if let first, let at = screens.firstIndex(where: { $0.id == first }) { screens.insert(screens.remove(at: at), at: 0) }
        var ids = DumpIDs()
        for s in screens.indices { screens[s].elements = screens[s].elements.map { ids.assign($0) } }
        var stops = 0
        for screen in screens {
            screen.forEachElement { e in if e.children.isEmpty { stops += 1 } }
        }
        let kind = isStoryboard ? "storyboard" : "XIB"
        let name = DumpImport.fileName(path)
        var comment = [
            "Imported by `earshot import` from \(name) (Interface Builder \(kind)): \(builder.views) view\(builder.views == 1 ? "" : "s"), "
                + "\(screens.count) screen\(screens.count == 1 ? "" : "s"), \(stops) focus stop\(stops == 1 ? "" : "s"); "
                + "`source` is each element's line in the \(kind).",
        ]
        if !files.isEmpty { comment.append("Localized text from " + files.map(DumpImport.fileName).joined(separator: ", ") + ".") }
        if !builder.unknown.isEmpty { comment.append("Read as plain containers: " + describe(builder.unknown) + ".") }
        let yaml = LayoutYAMLWriter.yaml(Layout(path: path, screens: screens), comment: comment)
        var summary = "\(kind), \(DumpImport.count(builder.views, "view")), \(DumpImport.count(screens.count, "screen")), "
            + DumpImport.count(stops, "focus stop")
        let cut = builder.unknown.count + builder.cuts.count
        if cut > 0 { summary += ", \(DumpImport.count(cut, "place")) approximated" }
        let approximations = builder.unknown.map {
            SourceApproximation(path: path, location: SourceLocation(line: $0.line, column: 1), kind: "custom class",
                                what: "custom class '\($0.name)' read as a plain view")
        } + builder.cuts.map { SourceApproximation(path: path, location: SourceLocation(line: $0.line, column: 1), kind: $0.kind, what: $0.what) }
        let places = ImportedLayout.places(of: screens)
        let layout = ImportedLayout(path: path, yaml: yaml, screens: screens.map(\.id), summary: summary, approximations: approximations,
                                    locations: places.elements, screenLocations: places.screens)
        return .success(Imported(yaml: yaml, kind: kind, views: builder.views, stops: stops, screens: screens.map(\.id),
                                 unknown: builder.unknown, stringsFiles: files, layout: layout))
    }

    /// The file as a layout, as `import` then loading the result gives it, each element (and
    /// screen) located at the XML line of the view that made it.
    public static func layout(bytes: [UInt8], path: String, screen: String? = nil, readFile: ReadFile = { _ in nil })
        -> Result<Layout, DumpImportFailure> {
        yaml(bytes: bytes, path: path, screen: screen, readFile: readFile).flatMap { imported in
            imported.layout.layout().mapError { .diagnostics($0) }
        }
    }

    /// Custom classes as `Name (line 12)`, at most ten, then how many more.
    public static func describe(_ unknown: [IBUnknownClass]) -> String {
        let shown = unknown.prefix(10).map { "\($0.name) (line \($0.line))" }
        return shown.joined(separator: ", ") + (unknown.count > 10 ? " and \(unknown.count - 10) more" : "")
    }

    /// A XIB's screen id: its file name without the extension.
    package static func xibName(_ path: String) -> String {
        var name = DumpImport.fileName(path)
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        return name.isEmpty ? "screen" : name
    }

    /// The `.strings` tables beside the file: `Base.lproj` then `en.lproj` (which wins), found
    /// next to the file's own `.lproj` folder or beside the file.
    package static func localizedStrings(_ path: String, _ readFile: ReadFile) -> ([String: String], [String]) {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let file = parts.removeLast()
        let base = xibName(file)
        if let last = parts.last, last.hasSuffix(".lproj") { parts.removeLast() }
        let dir = parts.isEmpty ? "" : parts.joined(separator: "/") + "/"
        var table: [String: String] = [:], used: [String] = []
        for folder in ["Base.lproj", "en.lproj"] {
            let candidate = dir + folder + "/" + base + ".strings"
            guard let bytes = readFile(candidate) else { continue }
            table.merge(IBStrings.parse(bytes)) { _, new in new }
            used.append(candidate)
        }
        return (table, used)
    }

    static func unknownScreen(_ path: String, _ document: IBNode, _ chosen: String, _ screens: [Screen]) -> Result<Imported, DumpImportFailure> {
        let ids = screens.map(\.id)
        return fail(path, document.location, "no screen '\(chosen)' here (screens: \(ids.joined(separator: ", ")))"
            + Suggest.didYouMean(chosen, among: ids))
    }

    static func fail<T>(_ path: String, _ at: SourceLocation, _ message: String) -> Result<T, DumpImportFailure> {
        .failure(.diagnostics(DiagnosticList([Diagnostic(path: path, location: at, message: message)])))
    }
}

extension DumpImportFailure {
    /// The failure as located diagnostics (a refusal is located at the file's start).
    public var diagnosticList: DiagnosticList {
        switch self {
        case .diagnostics(let list): return list
        case .refused(let path, _), .wrongFormat(let path, _, _):
            return DiagnosticList([Diagnostic(path: path, location: .start, message: description)])
        }
    }
}
