import EarshotCore
import EarshotSpeech

/// Earshot's version as the program says it: `earshot --version`, SARIF's tool version. The
/// number is written once, in `EarshotRelease`.
enum EarshotVersion {
    static let number = EarshotRelease.version

    /// `Earshot 0.1.0 (espeak-ng 1.51)`: the speech library's version is the one linked.
    static var line: String {
        EspeakEngine.libraryVersion.map { "Earshot \(number) (espeak-ng \($0))" } ?? "Earshot \(number)"
    }
}
