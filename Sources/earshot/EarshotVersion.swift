import EarshotSpeech

/// The one place Earshot's version is written: `earshot --version`, SARIF's tool version.
enum EarshotVersion {
    static let number = "0.1.0"

    /// `Earshot 0.1.0 (espeak-ng 1.51)`: the speech library's version is the one linked.
    static var line: String {
        EspeakEngine.libraryVersion.map { "Earshot \(number) (espeak-ng \($0))" } ?? "Earshot \(number)"
    }
}
