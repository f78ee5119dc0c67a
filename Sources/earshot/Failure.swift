import ArgumentParser
import EarshotCore
import Foundation

/// Why a command stops: printed to standard error, with exit code 2 (bad input or usage).
enum Failure: Error, CustomStringConvertible {
    case usage(String)
    case diagnostics(DiagnosticList)
    /// Already in `place: error: message` form.
    case located(String)

    /// What is printed: user values in the messages are shown with control characters escaped.
    var description: String {
        switch self {
        case .usage(let message): return "earshot: error: " + VisibleText.escape(message)
        case .diagnostics(let list): return list.description
        case .located(let message): return VisibleText.escape(message)
        }
    }
}

/// Text for a terminal, line by line: control characters (C0, DEL, C1) and bidi overrides in
/// each line escaped, the line breaks kept. For messages we do not build ourselves
/// (swift-argument-parser's errors and help, which echo what the user typed).
func terminalSafe(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { VisibleText.escape(String($0)) }
        .joined(separator: "\n")
}

extension ParsableCommand {
    /// Runs `body`; a `Failure` is printed and becomes exit code 2, never a stack trace.
    func reporting(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let failure as Failure {
            FileHandle.standardError.write(Data((failure.description + "\n").utf8))
            throw ExitCode(2)
        }
    }
}
