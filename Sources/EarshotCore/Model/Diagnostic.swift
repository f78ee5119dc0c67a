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

    /// `path:line:column: error: message`, the form compilers and editors understand.
    public var description: String {
        "\(path):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }
}

/// All problems found in one load; thrown when any is an error.
public struct DiagnosticList: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
