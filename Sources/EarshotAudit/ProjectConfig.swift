public import EarshotLoader
public import EarshotModel
public import EarshotNarration
/// A team's `.earshot.yml`, committed at its repository's root: which files are screens, which
/// rules run and how severe each is, whose words the screens are heard in, where SwiftUI views
/// are looked for, and an Android dump's density. In SwiftLint's shape (`included`, `excluded`,
/// `disabled_rules`). Paths and globs are relative to the file's own folder. Options on the
/// command line win over it.
public struct ProjectConfig: Sendable, Equatable {
    /// The file's name, found by walking up from the inputs.
    public static let fileName = ".earshot.yml"

    /// The folder holding the file: its paths are relative to it.
    public var folder: String
    /// Globs of files and folders a folder walk takes; empty: everything it would take.
    public var included: [String] = []
    /// Globs of files and folders a folder walk leaves out.
    public var excluded: [String] = []
    public var disabledRules: Set<AuditRuleID> = []
    public var severity: [AuditRuleID: AuditSeverity] = [:]
    public var reader: ReaderName?
    /// The SwiftUI module folder, as written (relative to `folder`).
    public var module: String?
    public var density: Double?

    public init(folder: String) { self.folder = folder }

    /// `module` as a path from where the command runs.
    public var modulePath: String? { module.map { LayoutPaths.resolve($0, from: folder + "/x") ?? $0 } }

    /// Whether a folder walk takes `path` (absolute, or relative to the current folder `base`):
    /// not excluded, and included when `included` names anything.
    public func takes(_ path: String, base: String) -> Bool {
        let absolute = AuditPath.relative(path, from: "/", base: base)
        let relative = AuditPath.relative("/" + absolute, from: folder, base: base)
        guard !relative.hasPrefix("..") else { return true }
        if excluded.contains(where: { Glob.matches($0, relative) }) { return false }
        return included.isEmpty || included.contains { Glob.matches($0, relative) }
    }

    static let keys = [
        KeySpec("included", .list(.text, minCount: 0), "paths and globs a folder walk takes (default: all)"),
        KeySpec("excluded", .list(.text, minCount: 0), "paths and globs a folder walk leaves out"),
        KeySpec("disabled_rules", .list(.text, minCount: 0), "rule ids that do not run (EAR005)"),
        KeySpec("severity", .mapping("rule id to error, warning or note"), "each rule's severity"),
        KeySpec("reader", .word(ReaderName.allCases.map(\.rawValue), noun: "screen reader"), "voiceover or talkback"),
        KeySpec("module", .text, "the SwiftUI app's source folder"),
        KeySpec("density", .number(0.5...8), "an Android dump's pixels per dp"),
    ]

    static let spec = MappingSpec(name: "config", what: "the Earshot settings", summary: "A team's Earshot settings", keys: keys)

    public static let kind = FileKind(name: "config", title: "Earshot settings file", emptyHint: "settings have lines like 'excluded: [Pods]'",
                                      root: .mapping("settings"), definitions: [spec])

    /// Reads the file at `path`, every problem located.
    public static func load(bytes: [UInt8], path: String) -> Result<ProjectConfig, DiagnosticList> {
        let folder = LayoutPaths.directory(of: path)
        return DocumentLoader.load(bytes: bytes, path: path, kind: kind) { root, reader in
            guard let f = reader.fields(root, spec) else { return nil }
            var config = ProjectConfig(folder: folder.isEmpty ? "." : folder)
            config.included = reader.texts(f, "included") ?? []
            config.excluded = reader.texts(f, "excluded") ?? []
            for node in reader.list(f, "disabled_rules") ?? [] {
                guard let id = reader.text(node, "a rule id") else { continue }
                if let rule = AuditRuleID(rawValue: id.uppercased()) {
                    config.disabledRules.insert(rule)
                } else {
                    reader.error(node, "unknown rule '\(id)'" + Suggest.didYouMean(id, among: AuditRuleID.allCases.map(\.rawValue)))
                }
            }
            if let node = f["severity"] {
                if case .mapping(let pairs, _) = node {
                    for pair in pairs {
                        guard let id = reader.text(pair.key, "a rule id"), let level = reader.text(pair.value, "a severity") else { continue }
                        guard let rule = AuditRuleID(rawValue: id.uppercased()) else {
                            reader.error(pair.key, "unknown rule '\(id)'" + Suggest.didYouMean(id, among: AuditRuleID.allCases.map(\.rawValue)))
                            continue
                        }
                        guard let severity = AuditSeverity(rawValue: level) else {
                            reader.error(pair.value, "unknown severity '\(level)': error, warning or note")
                            continue
                        }
                        config.severity[rule] = severity
                    }
                } else {
                    reader.error(node, "'severity' must be a mapping of rule ids to error, warning or note")
                }
            }
            config.reader = reader.word(f, "reader").flatMap(ReaderName.init(rawValue:))
            config.module = reader.text(f, "module")
            config.density = reader.number(f, "density")
            return config
        }
    }
}

/// Shell-style globs over `/`-separated paths, as `.earshot.yml` and `.gitignore` write them:
/// `*` and `?` within one name, `**` across folders, `[abc]` a character of a set. A pattern
/// with no `/` (or only a trailing one) matches a name at any depth; a pattern names a folder
/// and everything under it.
public enum Glob {
    public static func matches(_ pattern: String, _ path: String) -> Bool {
        var pattern = pattern
        while pattern.hasPrefix("./") { pattern.removeFirst(2) }
        if pattern.hasSuffix("/") { pattern.removeLast() }
        let anchored = pattern.hasPrefix("/") || pattern.contains("/")
        if pattern.hasPrefix("/") { pattern.removeFirst() }
        let parts = pattern.split(separator: "/").map(String.init)
        let names = path.split(separator: "/").map(String.init)
        guard !parts.isEmpty else { return false }
        if anchored { return (0...names.count).contains { match(parts[...], names[..<$0]) } }
        // A bare name: any one component, and what is under it.
        return names.indices.contains { name(parts[0], names[$0]) }
    }

    /// Whether `parts` match the whole of `names` (`**` standing for any number of names).
    static func match(_ parts: ArraySlice<String>, _ names: ArraySlice<String>) -> Bool {
        guard let first = parts.first else { return names.isEmpty }
        if first == "**" {
            return (names.startIndex...names.endIndex).contains { match(parts.dropFirst(), names[$0...]) }
        }
        guard let head = names.first, name(first, head) else { return false }
        return match(parts.dropFirst(), names.dropFirst())
    }

    /// One name against one pattern component: `*`, `?` and `[…]`; work bounded by the product
    /// of their lengths.
    static func name(_ pattern: String, _ name: String) -> Bool {
        let p = Array(pattern.unicodeScalars), n = Array(name.unicodeScalars)
        var memo = [[Bool?]](repeating: [Bool?](repeating: nil, count: n.count + 1), count: p.count + 1)
        func go(_ i: Int, _ j: Int) -> Bool {
            if let known = memo[i][j] { return known }
            var result: Bool
            if i == p.count {
                result = j == n.count
            } else if p[i] == "*" {
                result = go(i + 1, j) || (j < n.count && go(i, j + 1))
            } else if j == n.count {
                result = false
            } else if p[i] == "?" {
                result = go(i + 1, j + 1)
            } else if p[i] == "[", let close = p[(i + 1)...].firstIndex(of: "]") {
                let set = p[(i + 1)..<close]
                let negated = set.first == "!" || set.first == "^"
                let members = negated ? set.dropFirst() : set[...]
                result = members.contains(n[j]) != negated && go(close + 1, j + 1)
            } else {
                result = p[i] == n[j] && go(i + 1, j + 1)
            }
            memo[i][j] = result
            return result
        }
        return go(0, 0)
    }
}
