public import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// One line of a findings file (what the reader's `n` records): the loader checks each line
/// against this table, and `earshot schema finding` writes it out.
public enum RecordedFindingKeys {
    public static let kind = FileKind(
        name: "finding", title: "Earshot recorded finding (one line of a findings file)",
        emptyHint: "each line is one JSON object with 'rule', 'path', 'element' and 'note'",
        root: .mapping("finding"), definitions: [finding])

    package static let finding = MappingSpec(
        name: "finding", what: "a recorded finding", summary: "A finding a tester recorded in a screen-curtain session.",
        keys: [
            KeySpec("rule", .word([RecordedFinding.rule.rawValue], noun: "recorded rule"), required: true,
                    "Always EAR900: a finding a person recorded."),
            KeySpec("severity", .word(AuditSeverity.allCases.map(\.rawValue), noun: "severity"),
                    "note, warning (default) or error."),
            KeySpec("path", .text, required: true, "The layout the tester was walking, relative to the findings file's folder."),
            KeySpec("element", .text, required: true, "The id of the element focused when it was recorded."),
            KeySpec("note", .text, required: true, "What the tester wrote."),
            KeySpec("speech", .text, "What VoiceOver said on the element."),
            KeySpec("time", .text, "When it was recorded (ISO 8601)."),
        ])

    package static func parse(_ root: YAMLNode, reader: inout NodeReader) -> RecordedFinding? {
        guard let f = reader.fields(root, finding) else { return nil }
        // Every value is read before any is judged, so each line reports all its problems.
        let rule = reader.word(f, "rule").flatMap(AuditRuleID.init(rawValue:))
        let severity = reader.word(f, "severity").flatMap(AuditSeverity.init(rawValue:))
        let path = reader.text(f, "path"), element = reader.text(f, "element"), note = reader.text(f, "note")
        let speech = reader.text(f, "speech"), time = reader.text(f, "time")
        guard let rule, let path, let element, let note else { return nil }
        var record = RecordedFinding(severity: severity ?? .warning, path: path, element: element, note: note,
                                     speech: speech, time: time)
        record.rule = rule
        var values: [String: SourceLocation] = [:]
        for key in f.entries.keys { values[key] = f[key]?.location }
        record.source = RecordedFinding.Source(file: reader.path, record: root.location, values: values)
        return record
    }
}
