import ArgumentParser
import EarshotCore
import Foundation

/// Why a command stops: printed to standard error, with exit code 2 (bad input or usage).
enum Failure: Error, CustomStringConvertible {
    case usage(String)
    case diagnostics(DiagnosticList)
    /// Already in `place: error: message` form.
    case located(String)

    var description: String {
        switch self {
        case .usage(let message): return "earshot: error: \(message)"
        case .diagnostics(let list): return list.description
        case .located(let message): return message
        }
    }
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
