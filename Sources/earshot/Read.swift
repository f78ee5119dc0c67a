import ArgumentParser
import EarshotCore
import EarshotFiles
import EarshotSpeech
import EarshotTerminal
import Foundation

struct Read: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Open a layout in the interactive terminal reader.")

    @Argument(help: ArgumentHelp("The layout to open (default: a bundled sample).", valueName: "LAYOUT")) var layout: String?
    @OptionGroup var voiceOptions: VoiceOptions
    @Option(name: .long, help: ArgumentHelp("Record everything spoken to this WAV file.", valueName: "FILE")) var wav: String?
    @Option(name: .long, help: ArgumentHelp("A key-map file: 'key: gesture' lines over the default keys.", valueName: "FILE")) var keymap: String?
    @Flag(name: .long, help: "Keep the caption panel visible under the screen curtain (always so with no sound).")
    var curtainCaptions = false
    @Option(name: .long, help: ArgumentHelp("Where `n` saves findings (default: earshot-findings.jsonl beside the layout).", valueName: "FILE"))
    var findings: String?
    @Option(name: .long, help: "Start on this screen (a storyboard scene's identifier, class or object id).")
    var screen: String?
    @Option(name: .long, help: ArgumentHelp("The app's source folder: where SwiftUI views used by name are looked for (default: the folder above the file with its Xcode project or Package.swift).", valueName: "DIR"))
    var module: String?

    func run() throws {
        try reporting {
            let path = try layout ?? Self.defaultLayout()
            if let folder = Unreadable.folder(path, opened: "the reader") { throw folder }
            let loaded = try Resources.layout(path, screen: screen, module: module)
            let workspace = try Resources.workspace(loaded)
            let profile = try voiceOptions.profile(hearing: loaded)
            let keyMap = try keymap.map(Self.loadKeyMap) ?? .standard
            let runner = ReaderRunner(
                profile: profile, voiceOptions: voiceOptions, layoutPath: path, workspace: workspace, findings: findings, wav: wav,
                module: module, noTerminal: "the reader needs a terminal; without one, use 'earshot transcript \(path) --gestures \"next x3\"'")
            let navigator = Navigator(workspace: workspace, screen: screen, rate: profile.rate, verbosity: profile.verbosity,
                                      rotorItems: RotorRing.enabled(by: profile.rotor))
            let (status, _) = try runner.run { audio in
                ReaderSession(navigator: navigator, layoutName: (path as NSString).lastPathComponent, voice: profile.name,
                              audio: audio.name, keyMap: keyMap, curtainShowsCaptions: curtainCaptions, silent: audio.silent)
            }
            if status != 0 { throw ExitCode(status) }
        }
    }

    static func defaultLayout() throws -> String {
        guard let layouts = Resources.bundled("Layouts") else { throw Failure.usage("no layout given and no bundled Layouts folder found") }
        return layouts + "/cowboy-hat.yaml"
    }

    static func loadKeyMap(_ path: String) throws -> KeyMap {
        guard let bytes = Resources.readFile(path) else { throw Failure.usage("cannot read key map '\(path)': \(Unreadable.reason(path))") }
        switch KeyMap.load(bytes: bytes, path: path) {
        case .success(let map): return map
        case .failure(let list): throw Failure.diagnostics(list)
        }
    }
}
