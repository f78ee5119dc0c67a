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
        if let fault = ProcessInfo.processInfo.environment["EARSHOT_MEASURE_FAULT"] { misbehave(fault) }
        guard let engine = try? EspeakEngine.shared.get() else { throw ExitCode(1) }
        let status = LengthWorkers.serve(engine: engine)
        if status != 0 { throw ExitCode(status) }
    }

    /// For tests of the parent's fallback only: a worker that answers each item as it comes
    /// with an absurd length (99,999,999 samples) and fails in the way `fault` names — `kill`
    /// (killed by SIGKILL at its fourth item), `garble` (its fourth answer not a number, exit
    /// status 0), `status` (every item answered, then exit status 3), `hang` (silent from its
    /// fourth item on) — or, for `lie`, does not fail at all (the control: shows the workers'
    /// answers are used).
    func misbehave(_ fault: String) -> Never {
        _ = readLine(strippingNewline: true)  // the settings
        var answered = 0
        while readLine(strippingNewline: true) != nil {
            answered += 1
            if answered == 4 {
                switch fault {
                case "kill": kill(getpid(), SIGKILL)
                case "hang": while true { sleep(3600) }
                case "garble": answer("x")
                default: answer("99999999")
                }
            } else {
                answer("99999999")
            }
        }
        Foundation.exit(fault == "lie" || fault == "garble" ? 0 : 3)
    }

    func answer(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
