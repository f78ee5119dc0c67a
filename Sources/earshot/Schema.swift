import ArgumentParser
import EarshotCore
import EarshotFiles

/// `earshot schema layout|voice|keymap`: the JSON Schema an editor uses to complete and check
/// that kind of file (the `schemas/` files are this command's output).
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the JSON Schema (draft-07) for layouts, voice profiles, key maps, audit baselines, recorded findings or labs.",
        discussion: """
            Editors with yaml-language-server complete and check a file that starts with
              # yaml-language-server: $schema=../schemas/layout.schema.json
            The same key tables drive the loader, so the editor and earshot agree.
            """)

    @Argument(help: ArgumentHelp("The kind of file.", valueName: JSONSchema.kinds.map(\.name).joined(separator: "|")))
    var kind: String

    @Flag(name: .long, help: "Print every key as a Markdown reference instead (the pages in docs/formats/).")
    var markdown = false

    func run() throws {
        try reporting {
            guard let found = JSONSchema.kinds.first(where: { $0.name == kind }) else {
                let names = JSONSchema.kinds.map(\.name).joined(separator: ", ")
                throw Failure.usage("no schema for '\(kind)' (kinds: \(names))")
            }
            try StandardOutput.write(markdown ? FormatReference.document(for: found) : JSONSchema.document(for: found))
        }
    }
}
