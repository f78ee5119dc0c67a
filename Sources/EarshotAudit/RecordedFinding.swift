import EarshotLoader
public import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// A finding a tester recorded in a screen-curtain session: the reader
/// appends one per line to a JSONL file, `earshot audit --findings FILE` merges them into the
/// report at the element's entry in its layout.
public struct RecordedFinding: Sendable, Hashable, Codable {
    /// The rule every recorded finding carries.
    public static let rule = AuditRuleID.manual

    public var rule: AuditRuleID
    /// As the tester picked it; `warning` when a line leaves it out.
    public var severity: AuditSeverity
    /// The layout, as the reader was given it.
    public var path: String
    /// The focused element's id.
    public var element: String
    /// What the tester typed.
    public var note: String
    /// What VoiceOver said on the element.
    public var speech: String?
    /// When it was recorded (ISO 8601).
    public var time: String?
    /// Where it was read from, for located errors; not written.
    public var source: Source?

    /// A record's place in its findings file: the line, and where each key's value starts.
    public struct Source: Sendable, Hashable {
        public var file: String
        public var record: SourceLocation
        public var values: [String: SourceLocation]

        /// Where the value of `key` starts, or the record's start.
        public func location(of key: String) -> SourceLocation { values[key] ?? record }
    }

    public init(severity: AuditSeverity = .warning, path: String, element: String, note: String,
                speech: String? = nil, time: String? = nil) {
        rule = Self.rule
        self.severity = severity; self.path = path; self.element = element; self.note = note
        self.speech = speech; self.time = time
    }

    package enum CodingKeys: String, CodingKey { case rule, severity, path, element, note, speech, time }

    /// Only `rule`, `path`, `element` and `note` are required; `severity` defaults to warning.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        rule = try c.decode(AuditRuleID.self, forKey: .rule)
        severity = try c.decodeIfPresent(AuditSeverity.self, forKey: .severity) ?? .warning
        path = try c.decode(String.self, forKey: .path)
        element = try c.decode(String.self, forKey: .element)
        note = try c.decode(String.self, forKey: .note)
        speech = try c.decodeIfPresent(String.self, forKey: .speech)
        time = try c.decodeIfPresent(String.self, forKey: .time)
    }

    /// Every field the reader knows, absent ones left out (the loader takes no nulls).
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(rule.rawValue, forKey: .rule)
        try c.encode(severity, forKey: .severity)
        try c.encode(path, forKey: .path)
        try c.encode(element, forKey: .element)
        try c.encode(note, forKey: .note)
        try c.encodeIfPresent(speech, forKey: .speech)
        try c.encodeIfPresent(time, forKey: .time)
    }

    /// The line the reader appends: one compact JSON object (no newline).
    public var line: String { JSONOutput.line(self) }

    /// Reads a findings file (JSON Lines): each non-blank line one record, read strictly by the
    /// one loader; problems are located at their line of the file. Every line's problems are
    /// reported together, and nothing is half-loaded.
    public static func load(bytes: [UInt8], path: String) -> Result<[RecordedFinding], DiagnosticList> {
        let read = read(bytes: bytes, path: path)
        return read.problems.isEmpty ? .success(read.records) : .failure(DiagnosticList(read.problems))
    }

    /// The good lines' records and the other lines' problems, for a caller that goes on to check
    /// the records against layouts and reports all problems of the file together.
    public static func read(bytes: [UInt8], path: String) -> (records: [RecordedFinding], problems: [Diagnostic]) {
        var records: [RecordedFinding] = []
        var problems: [Diagnostic] = []
        for (index, raw) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            var line = Array(raw)
            if line.last == 0x0D { line.removeLast() }
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            // Each line is read as a document of its own: its locations start at line 1.
            let offset = index
            let result = DocumentLoader.load(bytes: line, path: path, kind: RecordedFindingKeys.kind) { root, reader in
                RecordedFindingKeys.parse(root, reader: &reader)
            }
            switch result {
            case .success(var record):
                record.source = record.source.map { shifted($0, by: offset, file: path) }
                records.append(record)
            case .failure(let list):
                problems += list.diagnostics.map { d in
                    var moved = d
                    moved.location.line += offset
                    return moved
                }
            }
        }
        return (records, problems)
    }

    package static func shifted(_ source: Source, by lines: Int, file: String) -> Source {
        func move(_ l: SourceLocation) -> SourceLocation { SourceLocation(line: l.line + lines, column: l.column) }
        return Source(file: file, record: move(source.record), values: source.values.mapValues(move))
    }

    /// The report's finding: EAR900 at the entry of the named element (or screen) in `layout` —
    /// in the file that made the element, as the automatic findings on it are (a SwiftUI view
    /// from another file) — the note as its message, the recorded speech; an element the layout
    /// lacks is an error at the record's `element`.
    public func finding(in layout: Layout) -> Result<AuditFinding, Diagnostic> {
        guard let place = Self.entry(of: element, in: layout) else {
            let at = source?.location(of: "element") ?? .start
            return .failure(Diagnostic(path: source?.file ?? path, location: at,
                                       message: "no element '\(element)' in '\(layout.path)'"
                                           + Suggest.didYouMean(element, among: Self.ids(in: layout))))
        }
        let file = place.element.map { AuditContext.path(of: $0, layout: layout.path) } ?? layout.path
        return .success(AuditFinding(rule: Self.rule, severity: severity, path: file, line: place.location.line,
                                     column: place.location.column, element: element, message: note, speech: speech))
    }

    /// Where element (or screen) `id` starts in `layout`, and the element (nil for a screen).
    package static func entry(of id: String, in layout: Layout) -> (location: SourceLocation, element: Element?)? {
        for screen in layout.screens {
            var found: Element?
            screen.forEachElement { e in if found == nil, e.id == id { found = e } }
            if let found { return (found.location, found) }
        }
        return layout.screen(id: id).map { ($0.location, nil) }
    }

    package static func ids(in layout: Layout) -> [String] {
        var ids: [String] = []
        for screen in layout.screens {
            ids.append(screen.id)
            screen.forEachElement { ids.append($0.id) }
        }
        return ids
    }
}

extension RecordedFinding {
    /// EAR900 manual: the rule of every recorded finding.
    public static let auditRule = AuditRule(
        .manual, "manual", .warning,
        summary: "A finding a tester recorded in a screen-curtain session.",
        help: "Recorded with `n` in the reader; the note says what the tester heard.",
        anchors: "screen-curtain testing",
        details: "A finding a tester recorded with `n` in the reader, with a note saying what they heard; `earshot audit --findings FILE` merges them into the report.")
}
