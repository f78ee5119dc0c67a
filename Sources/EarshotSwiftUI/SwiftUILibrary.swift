public import EarshotImport
import Foundation
import Synchronization

/// The app's files searched for views by name (path, and size when known), worked on once per
/// run: indexed once (which files declare each name), and each file parsed the first time an
/// import needs it and kept, so every import of a folder looks its views up by name and takes
/// the parsed files as they are, instead of reading, scanning or parsing the app again per file.
/// A file that changes while the run goes on is read as it first was (the listing, too, is made
/// once per run).
public final class SwiftUILibrary: Sendable {
    public struct Entry: Sendable {
        public var path: String
        /// Its size when known without reading it: with it, what it declares is read once per run.
        public var size: Int?
        public init(path: String, size: Int? = nil) { self.path = path; self.size = size }
    }

    /// A file as an import takes it: parsed, with what the import needs of it worked out.
    struct Parsed: Sendable {
        let source: SwiftUISource
        let facts: SwiftUISourceFacts
        /// Its path's folders, for naming it relative to each import's file.
        let parts: [Substring]
        /// The bytes it was parsed from, by count and FNV-1a hash: a file an import was given is
        /// taken from here only when its bytes are these.
        let count: Int, hash: UInt64

        init(_ source: SwiftUISource, bytes: [UInt8]) {
            self.source = source
            facts = SwiftUISourceFacts(source, conditions: SwiftUILibrary.mayTest(bytes), declared: SwiftUIImport.structNames(bytes))
            parts = SwiftUILibrary.parts(source.path)
            count = bytes.count
            SwiftUIParseCache.shared.keep(facts: facts, path: source.path, count: count)
            hash = SwiftUIParseCache.hash(bytes)
        }
    }

    /// Source bytes of the parsed files kept at most (a parsed file takes about 30 times its
    /// bytes: some 500 MB): past it those used longest ago are let go, and parsed again when
    /// next needed (a bound on memory, not on correctness). A 5,000-file app's views lead to
    /// each other all over it, so each import needs files others parsed long before.
    static let parsedBytesBudget = 16 << 20

    public let files: [Entry]
    /// What listing the files left out (more files than are searched), said with each import.
    public let notes: [SourceApproximation]
    /// The app's strings tables (`.strings`, `.stringsdict`, `.xcstrings`) wherever they are: a
    /// table the code names and no folder near its files holds is looked for among them.
    public let tableFiles: [String]
    /// The app's build settings files (`project.pbxproj`, `.xcconfig`): what its `Info.plist` says.
    public let projectFiles: [String]

    private struct State {
        /// Names declared → the files declaring them (indices into `files`, in order), once built.
        var index: [String: [Int]]?
        /// Each file's index by its path, once asked.
        var byPath: [String: Int]?
        /// Files parsed (nil when a file is unreadable or does not parse), by index, with when
        /// each was last used.
        var parsed: [Int: (file: Parsed?, used: Int)] = [:]
        var parsedBytes = 0, uses = 0
        /// The strings table the files in each folder read, once looked for.
        var tables: [String: [String: String]] = [:]
        /// The modifiers the files extending `View` declare → those files, once built.
        var modifiers: [String: [Int]]?
        /// What the app's `Info.plist` says, once read.
        var appInfo: [String: String]?
        /// The tables imports looked for by name, by the name and the folders looked beside.
        var namedTables: [String: SwiftUIStrings.Tables] = [:]
        /// Work done, for tests that guard it is done once per run: the index made, files parsed.
        var indexBuilds = 0
        var parses = 0

        /// The file at `i` as kept (nil when none is), marked used now.
        mutating func use(_ i: Int) -> Parsed?? {
            guard let kept = parsed[i] else { return nil }
            uses += 1
            parsed[i]?.used = uses
            return .some(kept.file)
        }

        /// Lets the files used longest ago go until those kept hold at most `bytes`.
        mutating func letGo(downTo bytes: Int) {
            for (i, kept) in parsed.sorted(by: { $0.value.used < $1.value.used }) where parsedBytes > bytes {
                parsed[i] = nil
                parsedBytes -= kept.file?.count ?? 0
            }
        }
    }

    private let state = Mutex(State())
    /// How the app shows each view, as imports of this run have worked it out.
    let found = SwiftUIScreenKinds.Found()

    /// Source bytes of parsed files this library keeps at most.
    let budget: Int

    public convenience init(files: [Entry], notes: [SourceApproximation] = [], tableFiles: [String] = [], projectFiles: [String] = []) {
        self.init(files: files, notes: notes, tableFiles: tableFiles, projectFiles: projectFiles, budget: Self.parsedBytesBudget)
    }

    init(files: [Entry], notes: [SourceApproximation] = [], tableFiles: [String] = [], projectFiles: [String] = [], budget: Int) {
        self.files = files
        self.notes = notes
        self.tableFiles = tableFiles
        self.projectFiles = projectFiles
        self.budget = budget
    }

    /// How many times the index was made, and files parsed, so far (each once per run).
    var work: (indexBuilds: Int, parses: Int) { state.withLock { ($0.indexBuilds, $0.parses) } }

    /// The files that declare any of `names`, in the library's order; the index is built with
    /// `read` the first time.
    func files(declaring names: Set<String>, read: SwiftUIImport.ReadFile) -> [Entry] {
        indices(declaring: names, read: read).map { files[$0] }
    }

    /// As `files(declaring:read:)`, their indices.
    func indices(declaring names: Set<String>, read: SwiftUIImport.ReadFile) -> [Int] {
        let index = builtIndex(read: read)
        var found: Set<Int> = []
        for name in names { found.formUnion(index[name] ?? []) }
        return found.sorted()
    }

    /// The files whose `extension View` declares one of `names` (as their parsed facts say):
    /// the files that may add a modifier a file uses.
    func indices(extendingViewWith names: Set<String>, read: SwiftUIImport.ReadFile) -> Set<Int> {
        guard !names.isEmpty else { return [] }
        let index = modifierIndex(read: read)
        var found: Set<Int> = []
        for name in names { found.formUnion(index[name] ?? []) }
        return found
    }

    /// Modifier name → the files whose `extension View` declares it, from every file the index
    /// says extends `View`, made the first time it is asked (each file's facts as the walk or an
    /// import worked them out, else the file parsed here).
    private func modifierIndex(read: SwiftUIImport.ReadFile) -> [String: [Int]] {
        if let made = state.withLock({ $0.modifiers }) { return made }
        var made: [String: [Int]] = [:]
        for i in builtIndex(read: read)[SwiftUIImport.viewExtensionName] ?? [] {
            guard let facts = facts(i, read: read) else { continue }
            for name in facts.viewModifiers { made[name, default: []].append(i) }
        }
        state.withLock { $0.modifiers = made }
        return made
    }

    /// The facts of the file at `i`: as any import of the run worked them out, else the file parsed here.
    private func facts(_ i: Int, read: SwiftUIImport.ReadFile) -> SwiftUISourceFacts? {
        if let size = files[i].size, let known = SwiftUIParseCache.shared.facts(path: files[i].path, size: size) { return known }
        return parsed(i, read: read)?.facts
    }

    /// The files that may call `name` (see `SwiftUIImport.calledNames`), parsed: where the app
    /// may show the view of that name, and how.
    func files(calling name: String, read: SwiftUIImport.ReadFile) -> [SwiftUIScreenKinds.File] {
        kindFiles(builtIndex(read: read)[SwiftUIImport.callKey(name)] ?? [], read: read)
    }

    /// The files that may declare `name`, parsed.
    func files(declaringView name: String, read: SwiftUIImport.ReadFile) -> [SwiftUIScreenKinds.File] {
        kindFiles(builtIndex(read: read)[name] ?? [], read: read)
    }

    /// The files at `indices` as the screen kinds read them: their facts as any import of the
    /// run worked them out, else the file parsed here.
    private func kindFiles(_ indices: [Int], read: SwiftUIImport.ReadFile) -> [SwiftUIScreenKinds.File] {
        indices.compactMap { i in
            facts(i, read: read).map { SwiftUIScreenKinds.File(path: Self.parts(files[i].path).joined(separator: "/"), facts: $0) }
        }
    }

    /// The indices of the files at `paths`, those that are here (however `./` and `//` spell them).
    func indices(of paths: Set<String>) -> Set<Int> {
        guard !paths.isEmpty else { return [] }
        let byPath = self.byPath
        return Set(paths.compactMap { byPath[Self.parts($0).joined(separator: "/")] })
    }

    /// Whether every one of `paths`, spelled as `parts` joins them, is one of the library's files.
    func lists(normalized paths: [String]) -> Bool {
        let byPath = self.byPath
        return paths.allSatisfy { byPath[$0] != nil }
    }

    /// Each file's index by its path as `parts` joins it, made the first time it is asked.
    private var byPath: [String: Int] {
        state.withLock { state in
            if let made = state.byPath { return made }
            let made = Dictionary(files.enumerated().map { (Self.parts($1.path).joined(separator: "/"), $0) }) { first, _ in first }
            state.byPath = made
            return made
        }
    }

    /// The strings table `name` beside the files in the folders `beside`, found with `find` the
    /// first time an import of this run looks for it there.
    func table(_ name: String, beside folders: [String], find: () -> SwiftUIStrings.Tables) -> SwiftUIStrings.Tables {
        let key = ([name] + folders).joined(separator: "\u{0}")
        if let known = state.withLock({ $0.namedTables[key] }) { return known }
        let found = find()
        state.withLock { $0.namedTables[key] = found }
        return found
    }

    /// The strings table of the files in `folder`, found with `find` the first time a file
    /// there is imported in this run.
    func strings(forFilesIn folder: String, find: () -> [String: String]) -> [String: String] {
        if let known = state.withLock({ $0.tables[folder] }) { return known }
        let found = find()
        state.withLock { $0.tables[folder] = found }
        return found
    }

    /// Whether a file listed in an app folder holds build settings (`project.pbxproj`, an
    /// XcodeGen `project.yml`, an `.xcconfig`).
    public static func isProjectFile(_ name: String) -> Bool {
        name == "project.pbxproj" || name == "project.yml" || name == "project.yaml" || name.hasSuffix(".xcconfig")
    }

    /// What the app's `Info.plist` says (its version, its build), read from its project files once per run.
    func appInfo(read: SwiftUIImport.ReadFile) -> [String: String] {
        if let known = state.withLock({ $0.appInfo }) { return known }
        let texts = projectFiles.compactMap { read($0).map { String(decoding: $0, as: UTF8.self) } }
        let found = SwiftUIAppInfo.values(texts)
        state.withLock { $0.appInfo = found }
        return found
    }

    /// Whether Swift source bytes hold `#if`.
    static func mayTest(_ bytes: [UInt8]) -> Bool {
        var i = bytes.startIndex
        while let at = bytes[i...].firstIndex(of: 0x23) {
            if at + 2 < bytes.endIndex, bytes[at + 1] == 0x69, bytes[at + 2] == 0x66 { return true }
            i = at + 1
        }
        return false
    }

    /// The index of the file listed as `path`, spelled as it is listed (a file parsed under
    /// another spelling would be named by it).
    public func index(of path: String) -> Int? {
        indices(of: [path]).first.flatMap { files[$0].path == path ? $0 : nil }
    }

    /// A path's names, `.` and empty ones left out (`./App//V.swift` → `App`, `V.swift`); an
    /// absolute path's first is `/`.
    static func parts(_ path: String) -> [Substring] {
        (path.hasPrefix("/") ? ["/"] : []) + path.split(separator: "/").filter { $0 != "." }
    }

    /// The index, made under the lock the first time: imports running side by side wait for
    /// the one index rather than each making their own.
    private func builtIndex(read: SwiftUIImport.ReadFile) -> [String: [Int]] {
        state.withLock { state in
            if let built = state.index { return built }
            let made = Self.index(files, read: read)
            state.index = made
            state.indexBuilds += 1
            return made
        }
    }

    /// The file at `i` parsed, read with `read` the first time any import of this run needs it;
    /// nil when it cannot be read or does not parse.
    func parsed(_ i: Int, read: SwiftUIImport.ReadFile) -> Parsed? {
        if let known = state.withLock({ $0.use(i) }) { return known }
        let path = files[i].path
        var made: Parsed?
        var count = 0
        if let bytes = read(path), let source = SwiftUIParseCache.source(path: path, bytes: bytes) {
            made = Parsed(source, bytes: bytes)
            count = bytes.count
        }
        return keep(i, made, bytes: count, replacing: false)
    }

    /// The file at `i` as kept, when it was parsed from `bytes`: an import's own file, read
    /// again for it, is not parsed again when another import of the run has parsed it.
    func kept(_ i: Int, matching bytes: [UInt8]) -> Parsed? {
        guard let known = state.withLock({ $0.use(i) }), let known, known.count == bytes.count,
              known.hash == SwiftUIParseCache.hash(bytes) else { return nil }
        return known
    }

    /// Keeps `made` (parsed from `count` bytes) as the file at `i`, unless one is kept and not
    /// `replacing`; returns the one kept.
    @discardableResult
    func keep(_ i: Int, _ made: Parsed?, bytes count: Int, replacing: Bool = true) -> Parsed? {
        state.withLock { state in
            if let known = state.use(i) {
                if !replacing { return known }
                state.parsedBytes -= known?.count ?? 0
            }
            if state.parsedBytes + count > budget { state.letGo(downTo: budget * 3 / 4 - count) }
            state.uses += 1
            state.parsed[i] = (made, state.uses)
            state.parsedBytes += count
            state.parses += 1
            return made
        }
    }

    /// Each file read once (or its names recalled, when its size says it is unchanged) to see
    /// what it declares; the files read side by side, in runs of `chunk`.
    static func index(_ files: [Entry], read: SwiftUIImport.ReadFile, chunk: Int = 256) -> [String: [Int]] {
        let chunks = (files.count + chunk - 1) / chunk
        let found = Mutex<[Int: [Set<String>?]]>([:])
        DispatchQueue.concurrentPerform(iterations: chunks) { c in
            let names = files[c * chunk..<min(files.count, (c + 1) * chunk)].map { file -> Set<String>? in
                if let size = file.size, let known = SwiftUIParseCache.shared.names(path: file.path, size: size) { return known }
                return read(file.path).map { SwiftUIParseCache.shared.names(path: file.path, bytes: $0) }
            }
            found.withLock { $0[c] = names }
        }
        var index: [String: [Int]] = [:]
        found.withLock { found in
            for c in 0..<chunks {
                for (k, names) in (found[c] ?? []).enumerated() {
                    for name in names ?? [] { index[name, default: []].append(c * chunk + k) }
                }
            }
        }
        return index
    }
}
