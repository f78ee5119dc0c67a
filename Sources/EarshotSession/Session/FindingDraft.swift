import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
public import EarshotAudit
/// A finding being typed in the reader: `n` starts it on the focused element, characters add
/// to the note, Tab cycles the severity, Backspace deletes, Enter saves, Esc cancels.
public struct FindingDraft: Sendable, Hashable {
    public var element: String
    public var note = ""
    public var severity: AuditSeverity = .warning
    /// The longest note: one line in the status bar.
    public static let maximumLength = 500

    /// Tab's order: the default first, then up, then the gentlest.
    public mutating func cycleSeverity() {
        switch severity {
        case .warning: severity = .error
        case .error: severity = .note
        case .note: severity = .warning
        }
    }

    /// What the status line shows while typing.
    public var prompt: String { leads[0] + note + Self.cursor }
    /// What comes before the note, longest first: a status line too narrow for the whole prompt
    /// takes a shorter one and keeps the end of the note in view.
    public var leads: [String] {
        ["FINDING on \(element) (\(severity.rawValue), Tab changes): ", "FINDING on \(element) (\(severity.rawValue)): ",
         "FINDING (\(severity.rawValue)): "]
    }
    /// Where the next typed character goes.
    public static let cursor = "▏"
}
