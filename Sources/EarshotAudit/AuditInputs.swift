public import EarshotLoader
public import EarshotModel
/// What an audit is given, turned into the files it reads and the recorded findings it merges.
public enum AuditInputs {
    /// The files `paths` name: a file as given, a directory as every file under it that
    /// `isScreenFile` takes (sorted) and `config` does not leave out; each once. A path that is
    /// not there, or a directory with no screen file in it, is a problem (`earshot: error: …`
    /// text) and the others go on.
    public static func files(_ paths: [String], files disk: any SourceFiles, config: ProjectConfig? = nil, base: String = "",
                             isScreenFile: (String) -> Bool) -> (files: [String], problems: [String]) {
        files(paths, files: disk, config: config, base: base, screenFiles: { $0.filter(isScreenFile) })
    }

    /// As `files(_:files:config:base:isScreenFile:)`, each directory's files asked about
    /// together: `screenFiles` gives those of its candidates that are screen files (it may
    /// look at them side by side).
    public static func files(_ paths: [String], files disk: any SourceFiles, config: ProjectConfig? = nil, base: String = "",
                             screenFiles: ([String]) -> [String]) -> (files: [String], problems: [String]) {
        var found: [String] = [], problems: [String] = []
        var seen: Set<String> = []
        for path in paths {
            switch disk.entry(path) {
            case nil:
                problems.append("earshot: error: " + VisibleText.escape("no such file or directory '\(path)'"))
            case .directory?:
                let under = screenFiles(walk(path, files: disk) { _ in true }).sorted().filter { config?.takes($0, base: base) ?? true }
                if under.isEmpty { problems.append("earshot: error: " + VisibleText.escape("no screen files under '\(path)'")) }
                for file in under where seen.insert(file).inserted { found.append(file) }
            case .regular?, .other?:
                if seen.insert(path).inserted { found.append(path) }
            }
        }
        return (found, problems)
    }

    /// The folder among `folders` (as given) that a walk of it found `file` in: the app the file
    /// is audited as part of; nil for a file given by name.
    public static func folder(holding file: String, among folders: [String]) -> String? {
        folders.first { folder in
            let base = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
            return base == "/" ? file.hasPrefix("/") : file.hasPrefix(base + "/")
        }
    }

    /// Folders no walk goes into: build products, dependencies and asset catalogs hold no screens.
    public static let skippedFolders: Set<String> = ["build", "Build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Every screen file under `directory`, recursively, sorted by path: regular files (or links
    /// to them) that `isScreenFile` takes. Hidden entries (`.git`, `.build`), build and
    /// dependency folders, asset catalogs (`*.xcassets`) and what a `.gitignore` on the way
    /// ignores are skipped, and linked directories are not followed, so a link cycle cannot loop.
    public static func walk(_ directory: String, files disk: any SourceFiles, isScreenFile: (String) -> Bool) -> [String] {
        let base = directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        var found: [String] = []
        var pending: [(dir: String, ignores: [GitIgnore])] = [(base, [])]
        while let (dir, inherited) = pending.popLast() {
            var ignores = inherited
            if case .bytes(let bytes) = disk.readFound(dir + "/.gitignore", in: dir) {
                ignores.append(GitIgnore(folder: dir, text: String(decoding: bytes, as: UTF8.self)))
            }
            for name in disk.names(in: dir) ?? [] where !name.hasPrefix(".") && !skippedFolders.contains(name) {
                let path = dir == "/" ? "/" + name : dir + "/" + name
                switch disk.entry(path) {
                case .directory? where !disk.isLink(path) && !name.hasSuffix(".xcassets"):
                    if !GitIgnore.ignores(ignores, path, isFolder: true) { pending.append((path, ignores)) }
                case .regular? where !GitIgnore.ignores(ignores, path, isFolder: false) && isScreenFile(path): found.append(path)
                case nil, .directory?, .regular?, .other?: continue
                }
            }
        }
        return found.sorted()
    }

    /// The findings testers recorded, from each findings file (its path and bytes), placed in
    /// the audited layouts their `path` names: the same file by real path, read from the findings
    /// file's directory (as the reader writes it) or from here. One findings file serves every
    /// layout of a folder: a record about a file that is there but not audited belongs to another
    /// run and is left out. Each file's problems — bad lines, a `path` that names no file,
    /// elements a layout lacks — come back together in line order.
    public static func recordedFindings(_ recorded: [(path: String, bytes: [UInt8])], in layouts: [Layout],
                                        realPath: (String) -> String?) -> (findings: [AuditFinding], problems: [Diagnostic]) {
        let byRealPath = Dictionary(layouts.compactMap { l in realPath(l.path).map { ($0, l) } }) { a, _ in a }
        var merged: [AuditFinding] = [], problems: [Diagnostic] = []
        for file in recorded {
            var (records, located) = RecordedFinding.read(bytes: file.bytes, path: file.path)
            for record in records {
                var candidates: [String] = []
                if !record.path.hasPrefix("/") { candidates.append(LayoutPaths.directory(of: file.path).withSlash + record.path) }
                candidates.append(record.path)
                let real = candidates.compactMap(realPath)
                guard let layout = real.lazy.compactMap({ byRealPath[$0] }).first else {
                    if real.isEmpty {
                        located.append(Diagnostic(path: file.path, location: record.source?.location(of: "path") ?? .start,
                                                  message: "no file '\(record.path)' (looked for '\(candidates[0])')"))
                    }
                    continue
                }
                switch record.finding(in: layout) {
                case .success(let finding): merged.append(finding)
                case .failure(let diagnostic): located.append(diagnostic)
                }
            }
            problems += located.sorted { $0.location < $1.location }
        }
        return (merged, problems)
    }
}

extension String {
    /// A directory as a prefix: `dir/`, or nothing for the current one.
    fileprivate var withSlash: String { isEmpty ? "" : self + "/" }
}
