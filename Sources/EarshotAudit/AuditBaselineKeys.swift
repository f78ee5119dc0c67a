public import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// The baseline format (`--write-baseline` writes it, `--baseline` reads it): the loader checks
/// against this table like every other file Earshot reads, and `earshot schema baseline` writes it out.
public enum AuditBaselineKeys {
    public static let version = 1

    public static let kind = FileKind(
        name: "baseline", title: "Earshot audit baseline",
        emptyHint: "a baseline starts with '{\"earshot-baseline\": 1' (earshot audit --write-baseline writes one)",
        root: .mapping("baseline"), definitions: [baseline, entry])

    package static let baseline = MappingSpec(
        name: "baseline", what: "the baseline", summary: "Findings an audit accepts as known: they are hidden.",
        keys: [
            KeySpec("earshot-baseline", .integer(min: version, max: version), required: true,
                    "Format version; this Earshot reads version 1."),
            KeySpec("findings", .list(.mapping("entry"), minCount: 0), required: true,
                    "The known findings, matched by rule, file and element id (not by line)."),
        ])

    package static let entry = MappingSpec(
        name: "entry", what: "a baseline finding", summary: "One known finding.",
        keys: [
            KeySpec("rule", .word(AuditRules.all.map(\.id.rawValue), noun: "rule id"), required: true, "The rule id (EAR005)."),
            KeySpec("path", .text, required: true, "The file, relative to the baseline's folder."),
            KeySpec("element", .text, "The element's id (a screen's id for a screen-wide finding)."),
        ])

    package static func parse(_ root: YAMLNode, reader: inout NodeReader) -> AuditBaseline? {
        guard let f = reader.fields(root, baseline) else { return nil }
        _ = reader.integer(f, "earshot-baseline")
        var entries: Set<AuditBaseline.Entry> = []
        for node in reader.list(f, "findings") ?? [] {
            guard let e = reader.fields(node, entry) else { continue }
            let rule = reader.word(e, "rule").flatMap(AuditRuleID.init(rawValue:)), path = reader.text(e, "path"), element = reader.text(e, "element")
            if let rule, let path {
                entries.insert(AuditBaseline.Entry(rule: rule, path: AuditPath.relative(path, to: nil), element: element))
            }
        }
        return AuditBaseline(entries: entries)
    }
}
