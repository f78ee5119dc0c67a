import ArgumentParser
import EarshotCore
import EarshotFiles
import EarshotSources
import Foundation

/// Why a command stops: printed to standard error, with exit code 2 (bad input or usage).
enum Failure: Error, CustomStringConvertible {
    case usage(String)
    case diagnostics(DiagnosticList)
    /// Already in `place: error: message` form.
    case located(String)
    /// Several problems, each already in `place: error: message` form, one to a line.
    case lines([String])

    /// A screen file that could not be read: `cannot read layout 'x': why` for an unreadable one.
    init(_ failure: SourceFailure, reading what: String) {
        switch failure {
        case .usage(let message): self = .usage(message)
        case .unreadable(let path, let why): self = .usage("cannot read \(what) '\(path)': \(why)")
        case .located(let text): self = .located(text)
        case .diagnostics(let list): self = .diagnostics(list)
        }
    }

    /// A file or standard output that could not be written: `path: error: …` or
    /// `earshot: error: writing output: …`.
    init(_ error: OutputError) { self = .located(error.description) }

    /// What is printed: user values in the messages are shown with control characters escaped.
    var description: String {
        switch self {
        case .usage(let message): return "earshot: error: " + VisibleText.escape(message)
        case .diagnostics(let list): return list.description
        case .located(let message): return VisibleText.escape(message)
        case .lines(let lines): return lines.map(VisibleText.escape).joined(separator: "\n")
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
    /// Runs `body`; a `Failure` or a failed write is printed and becomes exit code 2, never a
    /// stack trace. Standard output closed by its reader (`| head -1`) ends the command quietly,
    /// as it ends any filter, once `body` has unwound (and removed its temporary files).
    func reporting(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let failure as Failure {
            Self.report(failure)
            throw ExitCode(2)
        } catch let error as OutputError {
            if error.isBrokenPipe { StandardOutput.exitForBrokenPipe() }
            Self.report(Failure(error))
            throw ExitCode(2)
        }
    }

    static func report(_ failure: Failure) {
        StandardError.write(failure.description + "\n")
    }
}
