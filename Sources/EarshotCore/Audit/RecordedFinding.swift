/// A finding a tester records in the reader (`n`), one JSON object a line in the findings file
/// (CONTRACT §8): `{"rule":"EAR900","severity","path","element","note","speech","time"}`.
public struct RecordedFinding: Sendable, Codable, Hashable {
    public var rule: String
    public var severity: AuditSeverity
    /// The layout (or dump) the reader has open.
    public var path: String
    public var element: String
    /// What the tester typed.
    public var note: String
    /// What VoiceOver says on the element.
    public var speech: String?
    /// When it was recorded (ISO 8601, UTC); the driver stamps it.
    public var time: String?

    public init(rule: String = "EAR900", severity: AuditSeverity, path: String, element: String, note: String,
                speech: String?, time: String? = nil) {
        self.rule = rule; self.severity = severity; self.path = path; self.element = element
        self.note = note; self.speech = speech; self.time = time
    }

    enum CodingKeys: String, CodingKey { case rule, severity, path, element, note, speech, time }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(rule, forKey: .rule)
        try c.encode(severity, forKey: .severity)
        try c.encode(path, forKey: .path)
        try c.encode(element, forKey: .element)
        try c.encode(note, forKey: .note)
        try c.encode(speech, forKey: .speech)
        try c.encode(time, forKey: .time)
    }
}
