import Yams

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

    public init(name: String = "default", voice: String = "en-us", rate: Int = 220, pitch: Int = 50,
                volume: Int = 100, verbosity: Verbosity = .standard) {
        self.name = name; self.voice = voice; self.rate = rate; self.pitch = pitch
        self.volume = volume; self.verbosity = verbosity
    }

    public static let standard = VoiceProfile()
    public static let rateRange = 80...900

    /// Loads a profile strictly, with located errors like layouts.
    public static func load(bytes: [UInt8], path: String) -> Result<VoiceProfile, DiagnosticList> {
        LargeStack.run {
            switch YAMLSource.compose(bytes: bytes, path: path) {
            case .failure(let list): return .failure(list)
            case .success(let root):
                var reader = NodeReader(path: path)
                let profile = parse(root, reader: &reader)
                if let profile, reader.diagnostics.isEmpty { return .success(profile) }
                return .failure(DiagnosticList(reader.diagnostics.sorted { $0.location < $1.location }))
            }
        }
    }

    static func parse(_ root: Node, reader: inout NodeReader) -> VoiceProfile? {
        guard let f = reader.fields(root, of: "a voice profile",
                                    allowed: ["name", "voice", "rate", "pitch", "volume", "hint-delay-ms", "verbosity"],
                                    required: ["name", "voice", "rate"]) else { return nil }
        var p = VoiceProfile()
        p.name = f["name"].flatMap { reader.string($0, "'name'") } ?? p.name
        p.voice = f["voice"].flatMap { reader.string($0, "'voice'") } ?? p.voice
        func bounded(_ key: String, _ range: ClosedRange<Int>) -> Int? {
            guard let node = f[key], let v = reader.integer(node, "'\(key)'") else { return nil }
            if !range.contains(v) { reader.error(node, "'\(key)' must be \(range.lowerBound) to \(range.upperBound)") }
            return v
        }
        p.rate = bounded("rate", rateRange) ?? p.rate
        p.pitch = bounded("pitch", 0...100) ?? p.pitch
        p.volume = bounded("volume", 0...200) ?? p.volume
        p.verbosity.hintDelayMilliseconds = bounded("hint-delay-ms", 0...10_000) ?? p.verbosity.hintDelayMilliseconds
        if let node = f["verbosity"],
           let v = reader.fields(node, of: "'verbosity'", allowed: ["hints", "traits", "context"]) {
            p.verbosity.hints = v["hints"].flatMap { reader.bool($0, "'hints'") } ?? true
            p.verbosity.context = v["context"].flatMap { reader.bool($0, "'context'") } ?? true
            if let t = v["traits"], let word = reader.string(t, "'traits'") {
                if let position = Verbosity.TraitPosition(rawValue: word) {
                    p.verbosity.traitPosition = position
                } else {
                    reader.error(t, "'traits' must be after, before or off")
                }
            }
        }
        return p
    }
}
