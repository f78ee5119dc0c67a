import ArgumentParser
import EarshotSpeech
import Foundation

/// `earshot _measure`, not shown in help: a worker of `ListeningTime.warm`. Reads the settings
/// and speech items (JSON lines) on standard input, writes each item's length in samples.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "_measure", shouldDisplay: false)

    /// This executable run as a worker, for `ListeningTime.lengths(worker:)`.
    static let worker = LengthWorkers.Command(executable: LengthWorkers.ownExecutable, arguments: ["_measure"])

    func run() throws {
        guard let engine = try? EspeakEngine.shared.get() else { throw ExitCode(1) }
        let status = LengthWorkers.serve(engine: engine)
        if status != 0 { throw ExitCode(status) }
    }
}
