import ArgumentParser
import EarshotFiles
import Foundation

@main
struct Earshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "earshot",
        abstract: "Hear a described iOS screen the way VoiceOver speaks it, and walk it from the keyboard.",
        version: EarshotVersion.line,
        subcommands: [Read.self, Transcript.self, Speak.self, EfficiencyCommand.self, AuditCommand.self, ImportCommand.self, Voices.self, Schema.self,
                      LabCommand.self, MeasureCommand.self, SnapshotCommand.self],
        defaultSubcommand: Read.self)

    /// swift-argument-parser's `main`, with what it prints made safe for a terminal (its errors
    /// quote what the user typed, control characters and all) and usage errors exiting 2, as
    /// every other bad input does. Help goes to standard output through the one checked writer,
    /// like every result.
    static func main() {
        StandardOutput.reportWriteFailures()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let message = terminalSafe(fullMessage(for: error))
            if !message.isEmpty {
                if code == .success {
                    do { try StandardOutput.write(message + "\n") } catch {
                        if error.isBrokenPipe { StandardOutput.exitForBrokenPipe() }
                        StandardError.write(error.description + "\n")
                        Foundation.exit(2)
                    }
                } else {
                    StandardError.write(message + "\n")
                }
            }
            Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}
