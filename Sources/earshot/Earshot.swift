import ArgumentParser

@main
struct Earshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "earshot",
        abstract: "Hear a described iOS screen the way VoiceOver speaks it, and walk it from the keyboard.",
        subcommands: [Read.self, Transcript.self, Speak.self, Voices.self, Schema.self],
        defaultSubcommand: Read.self)
}
