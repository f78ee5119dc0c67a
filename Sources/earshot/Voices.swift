import ArgumentParser
import EarshotCore
import EarshotSpeech

struct Voices: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List voice profiles and installed espeak-ng voices.")

    func run() throws {
        try reporting {
            print("Voice profiles (Voices/):")
            for name in Resources.profileNames() {
                let p = try Resources.profile(name)
                let traits = p.verbosity.traitPosition.rawValue
                print("  \(name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(p.voice), \(p.rate) wpm, pitch \(p.pitch), hints \(p.verbosity.hints ? "on" : "off"), traits \(traits)")
            }
            print("espeak-ng voices:")
            for v in try EspeakEngine.started().installedVoices() {
                print("  \(v.language.padding(toLength: 12, withPad: " ", startingAt: 0)) \(v.name) (\(v.identifier))")
            }
        }
    }
}
