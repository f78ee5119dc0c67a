/// A problem found in an input file, located by 1-based line and column.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible, Error {
    public enum Severity: String, Sendable { case error, warning, note }
    public var path: String
    public var location: SourceLocation
    public var severity: Severity
    public var message: String

    public init(path: String, location: SourceLocation, severity: Severity = .error, message: String) {
        self.path = path; self.location = location; self.severity = severity; self.message = message
    }

    /// `path:line:column: error: message`, the form compilers and editors understand: one line,
    /// with control characters, bidi overrides and line breaks shown escaped (`\u{1B}`). A
    /// message quotes what it found (a key, a trait, a gesture), and that is untrusted: raw, a key
    /// such as `"\e]52;c;…\a"` would write to the user's clipboard through their terminal.
    public var description: String {
        VisibleText.escape("\(path):\(location.line):\(location.column): \(severity.rawValue): \(message)")
    }
}

/// All problems found in one load; thrown when any is an error.
public struct DiagnosticList: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
