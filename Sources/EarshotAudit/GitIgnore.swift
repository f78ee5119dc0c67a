/// One `.gitignore` file's patterns, as git reads them: blank lines and `#` comments skipped, a
/// leading `!` takes a path back, a trailing `/` matches folders only, a pattern with a `/`
/// before its end is anchored to the file's folder. The last pattern that matches decides.
public struct GitIgnore: Sendable {
    struct Pattern: Sendable {
        var glob: String
        var negated: Bool
        var foldersOnly: Bool
    }

    /// The folder the file is in: its patterns are relative to it.
    public var folder: String
    var patterns: [Pattern] = []

    public init(folder: String, text: String) {
        self.folder = folder
        for raw in text.split(whereSeparator: \.isNewline) {
            var line = String(raw)
            while line.hasSuffix(" ") && !line.hasSuffix("\\ ") { line.removeLast() }
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let negated = line.hasPrefix("!")
            if negated { line.removeFirst() }
            let foldersOnly = line.hasSuffix("/")
            if foldersOnly { line.removeLast() }
            guard !line.isEmpty else { continue }
            // `a/b` is anchored like `/a/b`; a bare name matches at any depth.
            if line.dropFirst().contains("/"), !line.hasPrefix("/") { line = "/" + line }
            patterns.append(Pattern(glob: line, negated: negated, foldersOnly: foldersOnly))
        }
    }

    /// Whether the files in `ignores` (outermost first) leave out `path`.
    public static func ignores(_ ignores: [GitIgnore], _ path: String, isFolder: Bool) -> Bool {
        var ignored = false
        for file in ignores {
            let prefix = file.folder.hasSuffix("/") ? file.folder : file.folder + "/"
            guard path.hasPrefix(prefix) else { continue }
            let relative = String(path.dropFirst(prefix.count))
            for p in file.patterns where (!p.foldersOnly || isFolder) && Self.matches(p.glob, relative) {
                ignored = !p.negated
            }
        }
        return ignored
    }

    /// The whole relative path against one pattern: an anchored one from the folder, a bare
    /// name against the last component (folders above were judged when the walk reached them).
    static func matches(_ glob: String, _ relative: String) -> Bool {
        if glob.hasPrefix("/") {
            let parts = glob.dropFirst().split(separator: "/").map(String.init)
            return Glob.match(parts[...], relative.split(separator: "/").map(String.init)[...])
        }
        let last = relative.split(separator: "/").last.map(String.init) ?? relative
        return Glob.name(glob, last)
    }
}
