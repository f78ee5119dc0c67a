package import EarshotLoader
public import EarshotModel
/// A voice profile (`Voices/*.yaml`): which espeak-ng voice, how fast, and how verbose.
public struct VoiceProfile: Sendable, Hashable {
    public var name: String
    /// An espeak-ng voice name, e.g. `en-us`.
    public var voice: String
    /// Words per minute, 80 to 900.
    public var rate: Int
    /// 0–100, 50 is normal.
    public var pitch: Int
    /// 0–200, 100 is normal.
    public var volume: Int
    public var verbosity: Verbosity
    /// Switch to a matching voice for runs of another script, like VoiceOver's "Detect Languages".
    public var detectLanguages = true
    /// The built-in rotor items turned on, by their words (`headings`, `form-controls`, …), as in
    /// Settings › Accessibility › VoiceOver › Rotor; nil keeps the whole ring.
    public var rotor: [String]?
    /// The screen reader heard (`reader`); nil: TalkBack for an Android screen, else VoiceOver.
    public var reader: ReaderName?

    public init(name: String = "default", voice: String = "en-us", rate: Int = 220, pitch: Int = 50,
                volume: Int = 100, verbosity: Verbosity = .standard) {
        self.name = name; self.voice = voice; self.rate = rate; self.pitch = pitch
        self.volume = volume; self.verbosity = verbosity
    }

    public static let standard = VoiceProfile()
    /// The rotor items a profile may list (the navigator maps them to ring items).
    public static let rotorWords = ["headings", "links", "form-controls", "buttons", "images", "containers",
                                    "characters", "words", "lines", "speaking-rate", "hints"]
    public static let rateRange = 80...900

    /// Loads a profile strictly, with located errors and "did you mean", like layouts.
    public static func load(bytes: [UInt8], path: String) -> Result<VoiceProfile, DiagnosticList> {
        DocumentLoader.load(bytes: bytes, path: path, kind: VoiceKeys.kind) { root, reader in
            parse(root, reader: &reader)
        }
    }

    package static func parse(_ root: YAMLNode, reader: inout NodeReader) -> VoiceProfile? {
        guard let f = reader.fields(root, VoiceKeys.profile) else { return nil }
        var p = VoiceProfile()
        p.name = reader.text(f, "name") ?? p.name
        p.voice = reader.text(f, "voice") ?? p.voice
        p.rate = reader.integer(f, "rate") ?? p.rate
        p.pitch = reader.integer(f, "pitch") ?? p.pitch
        p.volume = reader.integer(f, "volume") ?? p.volume
        p.detectLanguages = reader.bool(f, "detect-languages") ?? p.detectLanguages
        if let items = reader.list(f, "rotor") {
            let words = items.compactMap { reader.word($0, among: VoiceProfile.rotorWords, noun: "rotor item") }
            if words.count == items.count { p.rotor = words }
        }
        if let word = reader.word(f, "reader") { p.reader = ReaderName(rawValue: word) }
        p.verbosity.hintDelayMilliseconds = reader.integer(f, "hint-delay-ms") ?? p.verbosity.hintDelayMilliseconds
        if let node = f["verbosity"], let v = reader.fields(node, VoiceKeys.verbosity) {
            p.verbosity.hints = reader.bool(v, "hints") ?? true
            p.verbosity.context = reader.bool(v, "context") ?? true
            if let word = reader.word(v, "traits"), let position = Verbosity.TraitPosition(rawValue: word) {
                p.verbosity.traitPosition = position
            }
            if let word = reader.word(v, "order"), let order = DescriptionOrder(rawValue: word) { p.verbosity.order = order }
        }
        return p
    }
}
