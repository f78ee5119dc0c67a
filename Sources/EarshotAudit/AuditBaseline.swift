import EarshotLoader
public import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// Findings a team accepts as known: `--write-baseline` records them, `--baseline`
/// hides them, so an existing app can adopt the audit and fail only on new problems. Matched by
/// rule, file and element id, never by line, so edits elsewhere in a file keep them hidden.
public struct AuditBaseline: Sendable, Hashable {
    /// One known finding. `path` is relative to the baseline file's directory (before, to where
    /// the audit ran; both are matched).
    public struct Entry: Sendable, Hashable, Codable, Comparable {
        public var rule: AuditRuleID
        public var path: String
        public var element: String?

        public init(rule: AuditRuleID, path: String, element: String?) {
            self.rule = rule; self.path = path; self.element = element
        }

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.path, a.rule, a.element ?? "") < (b.path, b.rule, b.element ?? "")
        }
    }

    public var entries: Set<Entry>

    public init(entries: Set<Entry>) { self.entries = entries }

    /// The baseline of `findings`, their paths made relative to `directory` (the current one).
    public init(findings: [AuditFinding], relativeTo directory: String?) {
        entries = Set(findings.map { Self.entry($0, relativeTo: directory) })
    }

    package static func entry(_ f: AuditFinding, relativeTo directory: String?) -> Entry {
        Entry(rule: f.rule, path: AuditPath.relative(f.path, to: directory), element: f.element)
    }

    /// `findings` less those the baseline knows, and how many it hid.
    public func filter(_ findings: [AuditFinding], relativeTo directory: String?) -> (kept: [AuditFinding], hidden: Int) {
        let kept = findings.filter { !entries.contains(Self.entry($0, relativeTo: directory)) }
        return (kept, findings.count - kept.count)
    }

    /// `findings` less those the baseline knows, and how many it hid. A baseline names files
    /// relative to its own directory (`baselineDirectory`, absolute), so an audit run from
    /// anywhere matches; baselines written relative to where the audit ran (`currentDirectory`)
    /// are still read.
    public func filter(_ findings: [AuditFinding], baselineDirectory: String, currentDirectory: String)
        -> (kept: [AuditFinding], hidden: Int) {
        let kept = findings.filter { f in
            var moved = f
            moved.path = AuditPath.relative(f.path, from: baselineDirectory, base: currentDirectory)
            return !entries.contains(Self.entry(moved, relativeTo: nil))
                && !entries.contains(Self.entry(f, relativeTo: currentDirectory))
        }
        return (kept, findings.count - kept.count)
    }

    /// `{"earshot-baseline": 1, "findings": [{"element","path","rule"}…]}`, sorted by file,
    /// rule and element so a re-recorded baseline diffs cleanly.
    public var document: String {
        JSONOutput.pretty(Document(findings: entries.sorted())) + "\n"
    }

    package struct Document: Encodable {
        package var version = AuditBaselineKeys.version
        package var findings: [Entry]
        package enum CodingKeys: String, CodingKey { case version = "earshot-baseline", findings }
    }

    /// Reads a baseline strictly: unknown keys, unknown rule ids and wrong types are located
    /// errors with "did you mean", like every other file Earshot reads.
    public static func load(bytes: [UInt8], path: String) -> Result<AuditBaseline, DiagnosticList> {
        DocumentLoader.load(bytes: bytes, path: path, kind: AuditBaselineKeys.kind) { root, reader in
            AuditBaselineKeys.parse(root, reader: &reader)
        }
    }
}
