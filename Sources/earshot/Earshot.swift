import ArgumentParser
import EarshotCore
import EarshotFiles
import Foundation

@main
struct Earshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "earshot",
        abstract: "Hear a described phone screen the way its screen reader speaks it, and walk it from the keyboard.",
        discussion: """
            Earshot reads an iPhone screen as VoiceOver speaks it and an Android screen as TalkBack speaks it \
            (--reader voiceover|talkback; an Android dump is heard with TalkBack). A screen is a layout file \
            (YAML or JSON), an accessibility dump captured from a running app, a SwiftUI source or a storyboard. \
            With a screen file and no command, it opens in the terminal reader.
            """,
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
        if let typed = mistypedCommand(CommandLine.arguments.dropFirst().first) {
            StandardError.write(terminalSafe("earshot: error: unknown command '\(typed.word)' (did you mean '\(typed.meant)'?)") + "\n")
            Foundation.exit(2)
        }
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

extension Earshot {
    /// The reader is the default command, so a mistyped command (`trasncript`) would be taken for
    /// a layout's path: a first argument that names no file or folder but is within two edits of
    /// a command's name is said to be a mistyped command.
    static func mistypedCommand(_ first: String?) -> (word: String, meant: String)? {
        guard let word = first, !word.isEmpty, !word.hasPrefix("-"), !word.contains("/"),
              !FileManager.default.fileExists(atPath: word) else { return nil }
        var names = ["help"]
        for command in configuration.subcommands { names.append(command._commandName) }
        guard !names.contains(word) else { return nil }
        var best: (name: String, distance: Int)?
        for name in names {
            let distance = Suggest.distance(word.lowercased(), name)
            if distance <= 2, distance < (best?.distance ?? .max) { best = (name, distance) }
        }
        return best.map { (word, $0.name) }
    }
}
