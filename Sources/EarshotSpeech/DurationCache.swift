import EarshotModel
import EarshotNarration
import EarshotFiles
public import Foundation
/// Utterance lengths remembered between runs, so `audit` and `efficiency` synthesize each
/// utterance once per machine instead of once per run. One file per (espeak-ng version, voice,
/// rate, pitch, volume, language detection) under the user's cache directory
/// (`$EARSHOT_CACHE_DIR`, else `$XDG_CACHE_HOME/earshot`, else `~/.cache/earshot`); the key is
/// the utterance's delay, language and text, the value its length in samples.
///
/// Safe by construction: the file is replaced atomically (temporary file and rename), so a run
/// killed while saving leaves the old file or the new one, never half of one; a file whose
/// header is not exactly this one's (another version, another voice, damage) or with a damaged
/// line is ignored and rebuilt; two runs saving at once each merge what is on disk first, so the
/// last one keeps both. Bounded: past `limit` entries the oldest are dropped.
public final class DurationCache {
    public static let formatLine = "earshot-durations 1"
    public static let defaultLimit = 50_000

    /// The cache file; nil when there is no cache directory (nothing is kept).
    public let path: String?
    public let limit: Int
    private let header: String
    private var samples: [String: Int] = [:]
    /// Keys in the order they were first stored: the front is dropped first.
    private var order: [String] = []
    private var unsaved = 0

    /// The cache directory the environment names; nil when it names none (`EARSHOT_CACHE_DIR=`
    /// set empty turns the cache off).
    public static func directory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let explicit = environment["EARSHOT_CACHE_DIR"] { return explicit.isEmpty ? nil : explicit }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/earshot" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/earshot" }
        return nil
    }

    public init(directory: String?, engineVersion: String, settings: EspeakEngine.Settings, limit: Int = defaultLimit) {
        self.limit = max(1, limit)
        let header = [Self.formatLine, engineVersion, settings.voice, String(settings.rate), String(settings.pitch),
                      String(settings.volume), settings.detectLanguages ? "detect" : "single"]
            .map(Self.escape).joined(separator: "\t")
        self.header = header
        let path = directory.map { ($0.hasSuffix("/") ? String($0.dropLast()) : $0) + "/durations-" + Self.hash(header) + ".tsv" }
        self.path = path
        if let path { (samples, order) = Self.read(path, header: header) }
    }

    /// Entries known now.
    public var count: Int { samples.count }

    /// The key of a speech item: what decides its length besides the settings.
    public static func key(_ item: SpeechItem) -> String {
        switch item.content {
        case .text(let text): return "\(item.delayMilliseconds)\t\(item.language ?? "")\t\(text)"
        case .earcon(let earcon): return "\(item.delayMilliseconds)\tearcon\t\(earcon)"
        }
    }

    public func samples(for key: String) -> Int? { samples[key] }

    public func store(_ value: Int, for key: String) {
        guard samples.updateValue(value, forKey: key) == nil else { return }
        order.append(key)
        unsaved += 1
    }

    /// Writes the cache if anything was added: what is on disk now (another run may have saved)
    /// merged with this run's entries, the oldest dropped past the limit, replaced atomically.
    /// A cache that cannot be written is skipped silently: it only saves time.
    public func save() {
        guard let path, unsaved > 0 else { return }
        let (disk, diskOrder) = Self.read(path, header: header)
        var merged = disk, mergedOrder = diskOrder
        for key in order where merged[key] == nil {
            merged[key] = samples[key]
            mergedOrder.append(key)
        }
        if mergedOrder.count > limit { mergedOrder.removeFirst(mergedOrder.count - limit) }
        var text = header + "\n"
        text.reserveCapacity(mergedOrder.count * 48)
        for key in mergedOrder {
            guard let value = merged[key] else { continue }
            text += String(value) + "\t" + Self.escape(key) + "\n"
        }
        let directory = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        do {
            try OutputFile.write(text, to: path)
            unsaved = 0
        } catch {}
    }

    // MARK: The file

    /// The entries of the file at `path`; none when it is missing, foreign or damaged.
    static func read(_ path: String, header: String) -> ([String: Int], [String]) {
        guard let data = FileManager.default.contents(atPath: path),
              let text = String(data: data, encoding: .utf8), text.hasSuffix("\n") else { return ([:], []) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        lines.removeLast()
        guard lines.first.map(String.init) == header else { return ([:], []) }
        var samples: [String: Int] = [:], order: [String] = []
        samples.reserveCapacity(lines.count)
        for line in lines.dropFirst() {
            guard let tab = line.firstIndex(of: "\t"), let value = Int(line[..<tab]), value >= 0,
                  let key = unescape(line[line.index(after: tab)...]) else { return ([:], []) }
            if samples.updateValue(value, forKey: key) == nil { order.append(key) }
        }
        return (samples, order)
    }

    /// Backslash, tab, newline and carriage return written as `\\`, `\t`, `\n`, `\r`.
    static func escape(_ s: String) -> String {
        guard s.contains(where: { $0 == "\\" || $0 == "\t" || $0 == "\n" || $0 == "\r" }) else { return s }
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    static func unescape(_ s: Substring) -> String? {
        guard s.contains("\\") else { return s.contains("\t") ? nil : String(s) }
        var out = "", escaped = false
        for c in s.unicodeScalars {
            if escaped {
                switch c {
                case "\\": out += "\\"
                case "t": out += "\t"
                case "n": out += "\n"
                case "r": out += "\r"
                default: return nil
                }
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else if c == "\t" {
                return nil
            } else {
                out.unicodeScalars.append(c)
            }
        }
        return escaped ? nil : out
    }

    /// FNV-1a, 64 bits, as hex: a stable file name for a header.
    static func hash(_ s: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in s.utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(h, radix: 16)
    }
}
