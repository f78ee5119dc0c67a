import EarshotModel
import EarshotNarration
import EarshotFiles
import EarshotLoader
import Glibc
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
    public static let formatLine = "earshot-durations 2"
    public static let defaultLimit = 50_000
    /// Bytes a cache file may have: far above `defaultLimit` entries of any real screen.
    public static let maxBytes = 32 << 20
    /// Samples one utterance may last: ten minutes at espeak-ng's 22,050 Hz.
    static let maxSamples = 22_050 * 600

    /// Why the cache on disk is not used this run, to be said once on standard error; nil when
    /// it is used (or there is none yet). An ignored cache is neither read nor written.
    public private(set) var ignored: String?

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
        guard let path else { return }
        if let distrust = Self.distrust(path) {
            ignored = "earshot: note: the listening-time cache \(path) is not used: \(distrust)"
            return
        }
        (samples, order) = Self.read(path, header: header)
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
        // A length no utterance has is never kept: read back, it would make the file foreign.
        guard value > 0, value <= Self.maxSamples else { return }
        guard samples.updateValue(value, forKey: key) == nil else { return }
        order.append(key)
        unsaved += 1
    }

    /// Writes the cache if anything was added: what is on disk now (another run may have saved)
    /// merged with this run's entries, the oldest dropped past the limit, replaced atomically.
    /// A cache that cannot be written is skipped silently: it only saves time.
    public func save() {
        guard let path, unsaved > 0, ignored == nil else { return }
        let directory = (path as NSString).deletingLastPathComponent
        if !FileManager.default.fileExists(atPath: directory) { mkdir(directory, 0o700) }
        // Checked again now: the folder may have been made, or a file put there, since.
        guard Self.distrust(path) == nil else { return }
        // One run saves at a time: each merges what the one before it wrote.
        let lock = open(path + ".lock", O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY, 0o600)
        guard lock >= 0 else { return }
        defer { close(lock) }
        var info = stat()
        guard fstat(lock, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid() else { return }
        while flock(lock, LOCK_EX) != 0 { guard errno == EINTR else { return } }
        defer { flock(lock, LOCK_UN) }
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
        text += "end\t" + Self.hash(text) + "\n"
        do {
            try OutputFile.write(text, to: path)
            unsaved = 0
        } catch {}
    }

    // MARK: The file

    /// Why the cache at `path` (and its folder) cannot be trusted: a symbolic link (never
    /// followed: it could aim the write at a shell's start-up file), a FIFO or device (a read
    /// would block or never end), another user's, writable by others, or too large. Nil when it
    /// is fine, or not there yet.
    static func distrust(_ path: String) -> String? {
        let directory = (path as NSString).deletingLastPathComponent
        if let problem = unsafe(directory, what: "its folder", isDirectory: true) { return problem }
        return unsafe(path, what: "it", isDirectory: false)
    }

    static func unsafe(_ path: String, what: String, isDirectory: Bool) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFLNK: return "\(what) is a symbolic link"
        case S_IFDIR where isDirectory, S_IFREG where !isDirectory: break
        case S_IFIFO: return "\(what) is a FIFO"
        case S_IFCHR, S_IFBLK: return "\(what) is a device"
        default: return "\(what) is not a regular \(isDirectory ? "folder" : "file")"
        }
        if info.st_uid != geteuid() { return "\(what) belongs to another user" }
        if info.st_mode & 0o022 != 0 { return "\(what) is writable by other users" }
        if !isDirectory && Int(info.st_size) > maxBytes { return "it is larger than \(maxBytes >> 20) MB" }
        return nil
    }

    /// The entries of the file at `path`; none when it is missing, foreign or damaged: a header
    /// that is not this one's, a line that does not read, a length no utterance has, or a last
    /// line whose checksum does not match.
    static func read(_ path: String, header: String) -> ([String: Int], [String]) {
        let folder = (path as NSString).deletingLastPathComponent
        let found = DiskFiles(maxBytes: maxBytes).readFound(path, in: folder)
        guard case .bytes(let bytes) = found else { return ([:], []) }
        guard let text = String(validating: bytes, as: UTF8.self), text.hasSuffix("\n") else { return ([:], []) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        lines.removeLast()
        guard lines.first.map(String.init) == header, let last = lines.popLast(), last.hasPrefix("end\t") else { return ([:], []) }
        let body = text.utf8.count - last.utf8.count - 1
        guard String(last.dropFirst(4)) == hash(String(decoding: bytes[0..<body], as: UTF8.self)) else { return ([:], []) }
        var samples: [String: Int] = [:], order: [String] = []
        samples.reserveCapacity(lines.count)
        for line in lines.dropFirst() {
            guard let tab = line.firstIndex(of: "\t"), let value = Int(line[..<tab]), value > 0, value <= maxSamples,
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
        String(FNV1a.hash64(s.utf8), radix: 16)
    }
}
