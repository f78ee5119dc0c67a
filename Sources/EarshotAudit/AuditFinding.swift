import EarshotLoader
public import EarshotModel
public import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// How bad a finding is; `--fail-on` compares against it.
public enum AuditSeverity: String, Sendable, Codable, Hashable, CaseIterable, Comparable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }
    public static func < (a: AuditSeverity, b: AuditSeverity) -> Bool { a.rank < b.rank }
}

/// One problem a VoiceOver user would hit: where it is (the element's entry in
/// the file), what is wrong, and what VoiceOver says there.
public struct AuditFinding: Sendable, Encodable, Hashable {
    /// `EAR001`…`EAR024`, or `EAR900` for a finding recorded by a tester.
    public var rule: AuditRuleID
    public var severity: AuditSeverity
    public var path: String
    /// 1-based line and column of the element's entry (its `- id:` or `{id:`); for a finding
    /// about a whole screen, of the screen's entry.
    public var line: Int
    public var column: Int
    /// The element's id; for a screen-level finding (EAR011), the screen's id.
    public var element: String?
    public var message: String
    /// What VoiceOver says on the element (its composed description), so the problem can be heard.
    public var speech: String?
    /// Whose words `speech` is: TalkBack's on an Android screen. Written to JSON only when not
    /// VoiceOver's, so an iPhone report keeps its shape.
    @ReaderByID public var reader: any ScreenReader = VoiceOver()
    /// The screens it is heard on, in the order they were audited: one problem in a shared
    /// component is one finding, listing every screen that shows it. Empty for a finding a
    /// tester recorded.
    public var screens: [AuditFindingScreen] = []

    public init(rule: AuditRuleID, severity: AuditSeverity, path: String, line: Int, column: Int,
                element: String?, message: String, speech: String?, reader: any ScreenReader = .voiceover) {
        self.rule = rule; self.severity = severity; self.path = path; self.line = line; self.column = column
        self.element = element; self.message = message; self.speech = speech; self.reader = reader
    }

    package enum CodingKeys: String, CodingKey { case rule, severity, path, line, column, element, message, speech, reader, screens }

    /// Every field is written, null where absent, so each finding has the same shape.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(rule.rawValue, forKey: .rule)
        try c.encode(severity, forKey: .severity)
        try c.encode(path, forKey: .path)
        try c.encode(line, forKey: .line)
        try c.encode(column, forKey: .column)
        try c.encode(element, forKey: .element)
        try c.encode(message, forKey: .message)
        try c.encode(speech, forKey: .speech)
        if reader.namedInFindings { try c.encode(reader.id, forKey: .reader) }
        try c.encode(screens, forKey: .screens)
    }

    /// Where a finding is: its rule and its place in a file. Two findings with one key are one
    /// problem heard on more than one screen.
    public struct Key: Hashable, Sendable {
        public var rule: AuditRuleID
        public var path: String
        public var line: Int
        public var column: Int
    }

    public var key: Key { Key(rule: rule, path: path, line: line, column: column) }

    /// `findings` with each problem once: a finding at the place and by the rule of one already
    /// listed, heard on other screens or made again on this one by another copy of the same code
    /// (each copy a `ForEach` makes, each row of a list of icons, says its own words at the same
    /// line), joins it — at the worst severity either had, listing every screen. Two different
    /// findings on one element at one place (a rotor with two dead items) stay two.
    /// A tester's findings are kept as they are.
    public static func merged(_ findings: [AuditFinding]) -> [AuditFinding] {
        var out: [AuditFinding] = []
        var index: [Key: [Int]] = [:]
        for f in findings {
            guard f.rule != .manual, f.line > 0 else { out.append(f); continue }
            // Another screen, another copy of the view here, or the same problem said again: one finding.
            let into = index[f.key, default: []].first { i in
                !out[i].screens.contains { f.screens.contains($0) } || out[i].element != f.element
                    || out[i].message == f.message && out[i].speech == f.speech
            }
            guard let at = into else {
                index[f.key, default: []].append(out.count)
                out.append(f)
                continue
            }
            out[at].severity = max(out[at].severity, f.severity)
            out[at].screens += f.screens.filter { !out[at].screens.contains($0) }
        }
        return out
    }
}

/// A screen a finding is heard on: the file that makes it and the screen's id there.
public struct AuditFindingScreen: Sendable, Hashable, Encodable {
    public var path: String
    public var screen: String

    public init(path: String, screen: String) { self.path = path; self.screen = screen }
}
