import SwiftSyntax
public import EarshotImport
import EarshotLoader
public import EarshotModel
/// `earshot import View.swift` as one pure function of the files' text: parse them with
/// swift-syntax, map every `View` struct to a screen by SwiftUI's accessibility rules, write the
/// layout. Loading a `.swift` file where a layout goes passes through the written YAML, so it is
/// exactly what importing and then opening gives, each element located at its Swift line.
public enum SwiftUIImport {
    /// A Swift file: its path as given and its bytes.
    public struct File: Sendable {
        public var path: String
        public var bytes: [UInt8]
        public init(path: String, bytes: [UInt8]) { self.path = path; self.bytes = bytes }
    }

    /// A file searched for views by name: read only when the import looks into it.
    public struct LibraryFile: Sendable {
        public var path: String
        /// Its size when known without reading it: with it, what it declares is read once per run.
        public var size: Int?
        public var read: @Sendable () -> [UInt8]?
        public init(path: String, size: Int? = nil, read: @escaping @Sendable () -> [UInt8]?) {
            self.path = path; self.size = size; self.read = read
        }
    }

    public struct Imported: Sendable {
        public var yaml: String
        /// Screen ids, the default first.
        public var screens: [String]
        public var stops: Int
        /// Places approximated: custom views and modifiers the reader could not resolve.
        public var approximations: [SourceApproximation]
        /// What every source's import gives: the one tail loads it.
        public var layout: ImportedLayout
    }

    /// Reads a file the import may use (Localizable.strings, .xcstrings), or nil.
    public typealias ReadFile = @Sendable (String) -> [UInt8]?

    /// The layout YAML for `main` (its `View` structs are the screens, the default first), with
    /// views used by name resolved in `main`, `given` (whose views are screens too) and `library`
    /// (searched only: sibling files). `screenID` keeps one screen, and those it leads to.
    public static func yaml(main: File, given: [File] = [], library: [File] = [], screenID: String? = nil,
                            readFile: ReadFile? = nil) -> Result<Imported, DiagnosticList> {
        let files = library.map { file in LibraryFile(path: file.path) { file.bytes } }
        return yaml(main: main, given: given, searching: files, screenID: screenID, readFile: readFile)
    }

    /// As `yaml(main:given:library:…)`, the library read lazily: a file's bytes are read when
    /// a view it may declare is needed, and each file is read once to see which it declares.
    public static func yaml(main: File, given: [File] = [], searching library: [LibraryFile], screenID: String? = nil,
                            readFile: ReadFile? = nil) -> Result<Imported, DiagnosticList> {
        let readers = Dictionary(library.map { ($0.path, $0.read) }) { first, _ in first }
        let entries = library.map { SwiftUILibrary.Entry(path: $0.path, size: $0.size) }
        return yaml(main: main, given: given, library: SwiftUILibrary(files: entries), readLibrary: { readers[$0]?() },
                    screenID: screenID, readFile: readFile)
    }

    /// As `yaml(main:given:searching:…)` with a library indexed once for the whole run (every
    /// import of a folder looks its views up in the same index), its files read by `readLibrary`;
    /// `skipping` names library files that are `main` or `given` under another spelling. `app`:
    /// the whole app's files, where how each view is shown is looked for (the library's when nil).
    public static func yaml(main: File, given: [File] = [], library: SwiftUILibrary, readLibrary: @escaping ReadFile,
                            skipping: Set<String> = [], app: (library: SwiftUILibrary, read: ReadFile)? = nil, screenID: String? = nil,
                            readFile: ReadFile? = nil) -> Result<Imported, DiagnosticList> {
        LargeStack.run {
            build(main: main, given: given, library: (library, readLibrary), skipping: skipping, app: app, screenID: screenID, readFile: readFile)
        }
    }

    /// The largest Swift file read: more than any hand-written view file holds.
    public static let maxFileBytes = 4 << 20
    /// Screens one import makes at most (the default first): past it, the rest are left out, said.
    static let screenBudget = 1_000

    static func build(main: File, given: [File], library: (files: SwiftUILibrary, read: ReadFile), skipping: Set<String>,
                      app: (library: SwiftUILibrary, read: ReadFile)? = nil, screenID: String?, readFile: ReadFile?)
        -> Result<Imported, DiagnosticList> {
        var sources: [SwiftUISource] = [], facts: [SwiftUISourceFacts] = []
        let base = directory(main.path)
        for file in [main] + given {
            guard file.bytes.count <= maxFileBytes else {
                return .failure(DiagnosticList([Diagnostic(path: file.path, location: .start, message:
                    "a Swift file of \(file.bytes.count >> 20) MB: more than the \(maxFileBytes >> 20) MB the reader reads")]))
            }
            let sourceFile = sources.isEmpty ? nil : relative(file.path, from: base)
            // A file of the app another import of this run has parsed is taken as it is.
            let listed = library.files.index(of: file.path)
            if let listed, let kept = library.files.kept(listed, matching: file.bytes) {
                sources.append(kept.source.named(sourceFile))
                facts.append(kept.facts)
                continue
            }
            guard let text = String(validating: file.bytes, as: UTF8.self) else {
                return .failure(DiagnosticList([Diagnostic(path: file.path, location: .start,
                                                           message: "not a Swift source file (not UTF-8 text)")]))
            }
            switch SwiftUIParseCache.parse(text: text, path: file.path, sourceFile: sourceFile) {
            case .success(let source):
                let parsed = SwiftUILibrary.Parsed(source, bytes: file.bytes)
                if let listed { library.files.keep(listed, parsed, bytes: file.bytes.count) }
                sources.append(source)
                facts.append(parsed.facts)
            case .failure(let diagnostic): return .failure(DiagnosticList([diagnostic]))
            }
        }
        for found in searched(library, skipping: skipping, for: sources, facts: facts, base: base) {
            sources.append(found.source)
            facts.append(found.facts)
        }
        let screenSources = sources.prefix(1 + given.count)
        var decls: [(source: Int, decl: SwiftUIViewDecl)] = []
        for (i, source) in screenSources.enumerated() { for view in source.views where !view.isToolbarContent { decls.append((i, view)) } }
        guard !decls.isEmpty else {
            return .failure(DiagnosticList([Diagnostic(path: main.path, location: .start,
                message: "no SwiftUI view here: no struct conforming to View (a screen is a `struct Name: View` with a `body`)")]))
        }
        let preview = sources[0].previews.first { name in decls.contains { $0.decl.name == name } }
        let defaultName = preview ?? decls[0].decl.name
        if let screenID, !decls.contains(where: { $0.decl.name == screenID }) {
            let at = sources[decls[0].source].location(decls[0].decl.decl.name)
            return .failure(DiagnosticList([Diagnostic(path: main.path, location: at, message:
                "no view named '\(screenID)' (views: \(decls.map(\.decl.name).joined(separator: ", ")))")]))
        }
        let first = screenID ?? defaultName
        decls.sort { ($0.decl.name == first ? 0 : 1) < ($1.decl.name == first ? 0 : 1) }
        var left: [SourceApproximation] = library.files.notes
        if decls.count > screenBudget {
            let next = decls[screenBudget]
            left.append(SourceApproximation(path: sources[next.source].path, location: sources[next.source].location(next.decl.decl.name), kind: "budget",
                what: "more than \(screenBudget) screens: '\(next.decl.name)' and the \(decls.count - screenBudget - 1) after it are left out"))
            decls.removeLast(decls.count - screenBudget)
        }
        var strings: [String: String] = [:]
        if let readFile {
            // Looked for once per folder of the run: the files beside each other share a table.
            strings = library.files.strings(forFilesIn: base) {
                for candidate in SwiftUIStrings.candidates(forFileAt: main.path) {
                    if let bytes = readFile(candidate) { return SwiftUIParseCache.shared.strings(path: candidate, bytes: bytes) }
                }
                return [:]
            }
        }
        var mapper = SwiftUIMapper(sources: sources, strings: strings)
        if let readFile {
            // Beside the screen's file, and beside the files that name tables (a catalog's accessors).
            mapper.evaluation.tableFiles = ([main.path] + sources.filter { !$0.tableNames.isEmpty }.map(\.path), readFile)
            mapper.evaluation.keptTables = { library.files.table($0, beside: $1, find: $2) }
            mapper.evaluation.appTables = library.files.tableFiles
            mapper.evaluation.appInfoSource = { library.files.appInfo(read: readFile) }
            for name in ["Localizable"] + Set(sources.flatMap(\.tableNames)).sorted() { _ = mapper.evaluation.tables(with: name) }
        }
        mapper.approximations = left
        for (source, known) in zip(sources, facts) {
            for (name, location) in known.unknownFlags {
                mapper.approximations.append(SourceApproximation(path: source.path, location: location, kind: "unknown compile flag",
                    what: "'\(name)' is not a flag the reader knows: read as not set"))
            }
        }
        var screens = decls.map { mapper.screen($0.decl, source: $0.source) }
        // How every file of the app shows each view, not only the files this import read.
        let path = { (source: SwiftUISource) in source.normalizedPath }
        let shows = app ?? (library.files, library.read)
        let known = zip(sources, facts).map { SwiftUIScreenKinds.File(path: path($0), facts: $1) }
        let listed = shows.library.lists(normalized: known.map(\.path))
        let kinds = SwiftUIScreenKinds(files: known, calling: { shows.library.files(calling: $0, read: shows.read) },
                                       declaring: { shows.library.files(declaringView: $0, read: shows.read) },
                                       found: listed ? shows.library.found : SwiftUIScreenKinds.Found())
        for (i, decl) in decls.enumerated() { screens[i].kind = kinds.kind(of: decl.decl.name, in: path(sources[decl.source])) }
        mapper.sayEvaluationNotes()
        let names = Set(screens.map(\.id))
        screens = screens.map { screen in
            var s = screen
            s.elements = s.elements.map { keepGotos($0, to: names) }
            return s
        }
        var stops = 0
        // Where a guess is said already (an unresolved view's group): its element is not counted twice.
        let placed = Set(mapper.approximations.map { "\($0.path):\($0.location.line):\($0.location.column)" })
        for screen in screens {
            screen.forEachElement { e in
                if e.accessible { stops += 1 }
                // Words known only when the app runs are guesses too, each said where it is: a
                // stop's, and a container's (its label is said as focus enters it), so a guess is
                // never left out of the count.
                guard e.placeholder, e.accessible || e.container != .none && !(e.label ?? "").isEmpty else { return }
                // A file named from another root (absolute beside a relative main) is said as it is.
                let path = e.sourceFile.map { base.isEmpty || $0.hasPrefix("/") ? $0 : base + "/" + $0 } ?? main.path
                if !e.accessible, placed.contains("\(path):\(e.location.line):\(e.location.column)") { return }
                // The words that hold the guess (a progress view's value, not its label).
                let words = [e.label, e.value].compactMap { $0 }.first(where: GuessMarks.isMarked) ?? e.label ?? e.value ?? e.id
                mapper.approximations.append(SourceApproximation(path: path, location: e.location, kind: "placeholder",
                    what: "'\(words)' stands for what the app shows when it runs"))
            }
        }
        let count = mapper.approximations.count
        let comment = [
            "Imported by `earshot import` from \(fileName(main.path)) (SwiftUI source, read without compiling it).",
            "\(screens.count) screen\(screens.count == 1 ? "" : "s") (the first is the default), \(stops) focus stop\(stops == 1 ? "" : "s"); "
                + "`source` is each element's line in the Swift file"
                + (given.isEmpty && library.files.files.isEmpty ? "." : ", `source-file` the file when it is another one."),
            count == 0 ? "Nothing was approximated." : "\(count) place\(count == 1 ? " was" : "s were") approximated (\(Self.kinds(mapper.approximations)))."
        ]
        let yaml = LayoutYAMLWriter.yaml(Layout(path: main.path, screens: screens), comment: comment)
        let places = ImportedLayout.places(of: screens)
        let summary = "SwiftUI, \(DumpImport.count(screens.count, "screen")), \(DumpImport.count(stops, "focus stop"))"
            + (count == 0 ? "" : ", \(DumpImport.count(count, "place")) approximated (\(Self.kinds(mapper.approximations)))")
        let layout = ImportedLayout(path: main.path, yaml: yaml, screens: screens.map(\.id), summary: summary,
                                    approximations: mapper.approximations, locations: places.elements, screenLocations: places.screens)
        return .success(Imported(yaml: yaml, screens: screens.map(\.id), stops: stops, approximations: mapper.approximations,
                                 layout: layout))
    }

    /// The Swift file as a layout, as `import` then loading the result gives it, each element
    /// (and screen) located at its place in the Swift source.
    public static func layout(main: File, given: [File] = [], library: [File] = [], screenID: String? = nil,
                              readFile: ReadFile? = nil) -> Result<Layout, DiagnosticList> {
        yaml(main: main, given: given, library: library, screenID: screenID, readFile: readFile).flatMap { $0.layout.layout() }
    }

    /// The library files that declare views the sources use but do not declare (and those
    /// they use in turn, 8 files deep): only those are parsed, looked up by name in the library's
    /// index, each parsed once per run and kept (its bytes let go), so a folder of files is
    /// neither read, scanned nor parsed once per file. What is followed is what the declarations
    /// needed call, not all their files call: a screen's card brings the card's own views, not
    /// every screen the card's file leads to.
    static func searched(_ library: (files: SwiftUILibrary, read: ReadFile), skipping: Set<String>, for sources: [SwiftUISource],
                         facts: [SwiftUISourceFacts], base: String) -> [(source: SwiftUISource, facts: SwiftUISourceFacts)] {
        var found: [(source: SwiftUISource, facts: SwiftUISourceFacts)] = []
        var declared = Set(sources.flatMap { $0.views.map(\.name) })
        // The files given: all they call is needed but the screens their links open (heard in
        // imports of their own), and nothing of theirs is looked into again.
        var followed = declared
        // (A function the file declares itself is not looked for elsewhere.)
        var needed = Set(zip(sources, facts).flatMap { source, facts in
            source.calledNames.subtracting(facts.linkedOnly).filter { !$0.hasPrefix(funcKey("")) || !facts.declared.contains($0) }
        }).union([SwiftUIRegisteredDefaults.indexKey]).subtracting(declared)
        // Modifiers an `extension View` adds are called in lower case (`.cardStyle()`): the files
        // whose `extension View` declares a name the files brought call are brought too, and
        // what their extensions call is followed.
        var modifiers = Set(facts.flatMap(\.memberCalls)), modifiersFollowed: Set<String> = []
        let given = library.files.indices(of: skipping)
        var taken = given
        var parsed: [Int: SwiftUILibrary.Parsed] = [:]
        let baseParts = SwiftUILibrary.parts(base)
        for _ in 0..<8 where !needed.isEmpty || !modifiers.isSubset(of: modifiersFollowed) {
            // A file is brought for a view no file brought declares (as ever), or for a modifier
            // its `extension View` declares; a file brought already is looked into again for
            // what else of it is needed now.
            var fresh = Set(library.files.indices(declaring: needed.subtracting(declared), read: library.read))
            fresh.formUnion(library.files.indices(extendingViewWith: modifiers.subtracting(modifiersFollowed), read: library.read))
            fresh.subtract(taken)
            modifiersFollowed.formUnion(modifiers)
            let again = Set(library.files.indices(declaring: needed, read: library.read)).intersection(taken).subtracting(given)
            var next: Set<String> = []
            for i in fresh.union(again).sorted() {
                if fresh.contains(i) {
                    taken.insert(i)
                    guard let file = library.files.parsed(i, read: library.read) else { continue }
                    parsed[i] = file
                    found.append((file.source.named(relative(file.parts, from: baseParts) ?? relative(file.source.path, from: base)), file.facts))
                    declared.formUnion(file.source.views.map(\.name))
                    modifiers.formUnion(file.facts.memberCalls)
                }
                guard let file = parsed[i] else { continue }
                let wanted = fresh.contains(i) && !file.facts.viewModifiers.isEmpty ? needed.union([Self.viewExtensionName]) : needed
                next.formUnion(file.facts.calls(of: wanted, in: file.source))
            }
            followed.formUnion(needed)
            needed = next.subtracting(followed)
        }
        return found
    }

    /// What `structNames` says for a file holding `extension View`.
    static let viewExtensionName = "extension View"

    /// Approximations counted by kind, the most first: "3 placeholder, 1 unresolved view".
    static func kinds(_ places: [SourceApproximation]) -> String {
        var counts: [String: Int] = [:]
        for place in places { counts[place.kind, default: 0] += 1 }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { "\($0.value) \($0.key)" }
            .joined(separator: ", ")
    }

    static func keepGotos(_ element: Element, to screens: Set<String>) -> Element {
        var e = element
        e.onActivate.removeAll { effect in
            if case .goto(let target) = effect, let screen = target.screen { return !screens.contains(screen) }
            return false
        }
        e.children = e.children.map { keepGotos($0, to: screens) }
        return e
    }

    /// As `declaresView(_:)` for the file at `path`: when it is one of `library`'s files, it is
    /// parsed as one (or taken as an import of the run parsed it) and kept for the imports after.
    public static func declaresView(_ bytes: [UInt8], path: String, library: SwiftUILibrary) -> Bool {
        guard let i = library.index(of: path) else { return declaresView(bytes) }
        if let kept = library.kept(i, matching: bytes) { return kept.source.views.contains { !$0.isToolbarContent } }
        guard let text = String(validating: bytes, as: UTF8.self), text.contains("View") else { return false }
        switch SwiftUIParseCache.parse(text: text, path: path, sourceFile: nil) {
        case .success(let source):
            library.keep(i, SwiftUILibrary.Parsed(source, bytes: bytes), bytes: bytes.count)
            return source.views.contains { !$0.isToolbarContent }
        case .failure: return true
        }
    }

    /// Whether a Swift file declares a `View` struct (or may, when it does not parse): a folder
    /// audit takes these and leaves models and helpers alone.
    public static func declaresView(_ bytes: [UInt8]) -> Bool {
        guard let text = String(validating: bytes, as: UTF8.self), text.contains("View") else { return false }
        switch SwiftUIParseCache.parse(text: text, path: "", sourceFile: nil) {
        case .success(let source): return source.views.contains { !$0.isToolbarContent }
        case .failure: return true
        }
    }

    static func fileName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

    static func directory(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// As `relative(_:from:)`, from names already split (`SwiftUILibrary.parts`); nil when
    /// the path must be said as it is.
    static func relative(_ path: [Substring], from base: [Substring]) -> String? {
        guard (path.first == "/") == (base.first == "/") else { return nil }
        let to = path.first == "/" ? path.dropFirst() : path[...], from = base.first == "/" ? base.dropFirst() : base[...]
        var common = 0
        while common < from.count, common < to.count - 1, from[from.startIndex + common] == to[to.startIndex + common] { common += 1 }
        if from.dropFirst(common).contains("..") { return nil }
        return (Array(repeating: "..", count: from.count - common) + to.dropFirst(common).map(String.init)).joined(separator: "/")
    }

    /// `path` relative to the directory `base` (both as given, relative or absolute).
    package static func relative(_ path: String, from base: String) -> String {
        let from = base.split(separator: "/").filter { $0 != "." }.map(String.init)
        let to = path.split(separator: "/").filter { $0 != "." }.map(String.init)
        guard path.hasPrefix("/") == base.hasPrefix("/") || base.isEmpty else { return path }
        var common = 0
        while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
        if from.dropFirst(common).contains("..") { return path }
        return (Array(repeating: "..", count: from.count - common) + to.dropFirst(common)).joined(separator: "/")
    }
}
