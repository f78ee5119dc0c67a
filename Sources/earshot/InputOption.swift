import ArgumentParser
import EarshotCore

/// `--input touch|keyboard`: what a listener has to navigate with (default touch, where there
/// is no Quick Nav).
struct InputOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "touch (swipes, rotor, activate, escape, magic tap — no Quick Nav) or keyboard (adds Quick Nav keys).",
        valueName: "touch|keyboard"))
    var input: String?

    /// The mode asked for; nil when `--input` is not given (a lab file may then choose).
    func mode() throws -> InputMode? {
        guard let input else { return nil }
        guard let mode = InputMode(rawValue: input.lowercased()) else {
            throw Failure.usage("--input must be touch or keyboard, not '\(input)'")
        }
        return mode
    }
}
