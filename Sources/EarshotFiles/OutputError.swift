#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why output could not be written: the file named (or standard output) and the system's
/// reason, e.g. `out.sarif: error: no space left on device`.
public struct OutputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path as the user gave it; `nil` for standard output.
    public var path: String?
    /// The `errno` value the system gave.
    public var code: Int32
    /// Earshot's own reason, when it refused before the system was asked.
    public var refusal: String?

    public init(path: String?, code: Int32, refusal: String? = nil) {
        self.path = path
        self.code = code
        self.refusal = refusal
    }

    /// The system's words for `code`, starting in lower case as diagnostics do.
    public var reason: String {
        if let refusal { return refusal }
        let text = String(cString: strerror(code))
        guard let first = text.first, text.dropFirst().first?.isUppercase != true else { return text }
        return first.lowercased() + text.dropFirst()
    }

    /// The reader of standard output went away (`earshot audit X | head -1`): not worth a word.
    public var isBrokenPipe: Bool { path == nil && code == EPIPE }

    public var description: String {
        guard let path else { return "earshot: error: writing output: \(reason)" }
        return "\(path): error: \(reason)"
    }
}
