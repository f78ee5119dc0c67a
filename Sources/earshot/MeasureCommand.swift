import ArgumentParser
import EarshotSpeech
import Foundation

/// `earshot _measure`, not shown in help: a worker of `ListeningTime.warm`. Reads the settings
/// and speech items (JSON lines) on standard input, writes each item's length in samples.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "_measure", shouldDisplay: false)

    func run() throws {
        if let fault = ProcessInfo.processInfo.environment["EARSHOT_MEASURE_FAULT"] { misbehave(fault) }
        guard let engine = try? EspeakEngine.shared.get() else { throw ExitCode(1) }
        let status = LengthWorkers.serve(engine: engine)
        if status != 0 { throw ExitCode(status) }
    }

    /// For tests of the parent's fallback only: a worker that answers with absurd lengths
    /// (99,999,999 samples) and then fails in the way `fault` names — `kill` (killed by SIGKILL
    /// halfway), `garble` (one line not a number, exit status 0), `status` (every line, then exit status 3), `hang` (half, then silence) —
    /// or, for `lie`, does not fail at all (the control: shows the workers' answers are used).
    func misbehave(_ fault: String) -> Never {
        let lines = FileHandle.standardInput.readDataToEndOfFile().split(separator: 10).count - 1
        let absurd = "99999999\n"
        switch fault {
        case "kill":
            FileHandle.standardOutput.write(Data(String(repeating: absurd, count: lines / 2).utf8))
            kill(getpid(), SIGKILL)
        case "hang":
            FileHandle.standardOutput.write(Data(String(repeating: absurd, count: lines / 2).utf8))
            while true { sleep(3600) }
        case "garble":
            FileHandle.standardOutput.write(Data((String(repeating: absurd, count: max(0, lines - 1)) + "x\n").utf8))
        default:
            FileHandle.standardOutput.write(Data(String(repeating: absurd, count: lines).utf8))
        }
        Foundation.exit(fault == "lie" || fault == "garble" ? 0 : 3)
    }
}
