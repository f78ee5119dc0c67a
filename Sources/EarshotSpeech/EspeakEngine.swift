import CEspeakNG
import EarshotModel
import Foundation
import Synchronization

/// The espeak-ng engine, linked in-process. espeak-ng is one global, non-thread-safe engine per
/// process and must be initialized once: this type is its only owner, `shared` starts it once,
/// and every call into it holds `state`'s lock, so calls never overlap.
public final class EspeakEngine: Sendable {
    /// What synthesis is asked to use; applied only when it changes.
    public struct Settings: Sendable, Hashable {
        public var voice: String
        public var rate: Int
        public var pitch: Int
        public var volume: Int
        /// Speak runs of other scripts in their own voices (`LanguageRuns`).
        public var detectLanguages: Bool
        public init(voice: String = "en-us", rate: Int = 175, pitch: Int = 50, volume: Int = 100,
                    detectLanguages: Bool = true) {
            self.voice = voice; self.rate = rate; self.pitch = pitch; self.volume = volume
            self.detectLanguages = detectLanguages
        }

        /// How far a guess's pitch is from the voice's (espeak-ng's 0–100 scale).
        public static let guessPitchShift = 30

        /// The settings a guess (`⟨total per person⟩`) is spoken with: the same voice and rate,
        /// its pitch `guessPitchShift` higher (lower for a voice pitched above 70), so the
        /// listener hears at once which words the reader made up. Changing the pitch between two
        /// `espeak_Synth` calls costs microseconds and loads no voice.
        public var guessing: Settings {
            var changed = self
            let own = min(100, max(0, pitch))
            changed.pitch = own > 70 ? own - Self.guessPitchShift : own + Self.guessPitchShift
            return changed
        }
    }

    /// The engine, started on first use; an error when espeak-ng's data is missing.
    public static let shared: Result<EspeakEngine, SpeechError> = EspeakEngine.start()

    /// espeak-ng's sample rate (22,050 Hz).
    public let sampleRate: Int
    /// What this process has told espeak-ng; its lock is also the engine's, held by every call.
    private let state = Mutex(State())

    private struct State {
        var applied: Settings?
        /// The voice espeak-ng has loaded now (nil: not known); loading one costs about 60 µs, so
        /// phonemes and synthesis in the same voice never reload it.
        var loadedVoice: String?
        /// Which voices `espeak_SetVoiceByName` accepted.
        var installed: [String: Bool] = [:]

        /// Loads `voice` unless it is loaded already; false when espeak-ng has no such voice.
        mutating func load(_ voice: String) -> Bool {
            guard loadedVoice != voice else { return true }
            applied = nil
            guard espeak_SetVoiceByName(voice) == EE_OK else { loadedVoice = nil; return false }
            loadedVoice = voice
            return true
        }
    }

    private init(sampleRate: Int) { self.sampleRate = sampleRate }

    private static func start() -> Result<EspeakEngine, SpeechError> {
        // 10 ms buffers: callbacks come often enough for an abort to take effect at once.
        let rate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 10, nil, Int32(espeakINITIALIZE_DONT_EXIT))
        // espeak-ng quietly sets LC_CTYPE to C.UTF-8; give the user's locale back.
        setlocale(LC_ALL, "")
        guard rate > 0 else { return .failure(.engineUnavailable("espeak_Initialize returned \(rate)")) }
        espeak_SetSynthCallback(synthCallback)
        return .success(EspeakEngine(sampleRate: Int(rate)))
    }

    /// espeak-ng's version and data path (`1.51 /usr/lib/x86_64-linux-gnu/espeak-ng-data`): a
    /// new version or other data may say things at other lengths.
    public var version: String {
        state.withLock { _ in
            var data: UnsafePointer<CChar>?
            let version = espeak_Info(&data).map { String(cString: $0) } ?? "unknown"
            return version + " " + (data.map { String(cString: $0) } ?? "")
        }
    }

    /// Installed espeak-ng voices: (identifier, name, language).
    public func installedVoices() -> [(identifier: String, name: String, language: String)] {
        state.withLock { _ in listVoices() }
    }

    private func listVoices() -> [(identifier: String, name: String, language: String)] {
        guard let list = espeak_ListVoices(nil) else { return [] }
        var result: [(String, String, String)] = []
        var i = 0
        while let voice = list[i] {
            let v = voice.pointee
            let name = v.name.map { String(cString: $0) } ?? ""
            let id = v.identifier.map { String(cString: $0) } ?? ""
            // `languages` is a priority byte followed by the language name.
            let language = v.languages.map { String(cString: $0 + 1) } ?? ""
            result.append((id, name, language))
            i += 1
        }
        return result
    }

    /// Checks that a voice exists, with suggestions when it does not.
    public func validate(voice: String) -> SpeechError? {
        state.withLock { state in
            state.applied = nil
            if espeak_SetVoiceByName(voice) == EE_OK {
                state.loadedVoice = voice
                return nil
            }
            state.loadedVoice = nil
            let names = listVoices().flatMap { [$0.language, $0.identifier] }
            let close = names.filter { $0.lowercased().hasPrefix(voice.lowercased().prefix(2)) }
            return .voiceNotFound(voice, suggestions: Array(Set(close)).sorted().prefix(3).map { $0 })
        }
    }

    /// `voice` when espeak-ng has it, else `fallback`: a missing voice never stops speech.
    public func available(_ voice: String, or fallback: String) -> String {
        state.withLock { state in
            if let known = state.installed[voice] { return known ? voice : fallback }
            let ok = espeak_SetVoiceByName(voice) == EE_OK
            state.installed[voice] = ok
            state.loadedVoice = ok ? voice : nil
            state.applied = nil
            return ok ? voice : fallback
        }
    }

    /// The phonemes espeak-ng would speak for `text` in `voice` (its ASCII mnemonics, one string
    /// per clause), without synthesizing: a fraction of synthesis's cost. Empty when the voice is
    /// not installed.
    public func phonemeClauses(_ text: String, voice: String) -> [String] {
        state.withLock { state in
            guard state.load(voice) else { return [] }
            return phonemes(text)
        }
    }

    /// The phonemes of `text` in the voice loaded; the caller holds the lock.
    private func phonemes(_ text: String) -> [String] {
        var clauses: [String] = []
        text.withCString { chars in
            var pointer: UnsafeRawPointer? = UnsafeRawPointer(chars)
            // One clause a call; never more calls than bytes (each consumes at least one).
            var calls = 0
            while pointer != nil, calls <= text.utf8.count {
                calls += 1
                guard let phonemes = espeak_TextToPhonemes(&pointer, Int32(espeakCHARS_UTF8), 0) else { break }
                clauses.append(String(cString: phonemes))
            }
        }
        return clauses
    }

    /// Synthesizes `text`, handing samples to `onSamples` as they come; `onSamples` returns false
    /// to abort at once. Returns false when aborted or when synthesis failed.
    @discardableResult
    public func synthesize(_ text: String, settings: Settings,
                           onSamples: @escaping (UnsafeBufferPointer<Int16>) -> Bool) -> Bool {
        state.withLock { state in
            guard state.load(settings.voice) else { return false }
            if state.applied != settings {
                espeak_SetParameter(espeakRATE, Int32(clamping: max(80, settings.rate)), 0)
                espeak_SetParameter(espeakPITCH, Int32(min(100, max(0, settings.pitch))), 0)
                espeak_SetParameter(espeakVOLUME, Int32(min(200, max(0, settings.volume))), 0)
                state.applied = settings
            }
            // A guess's marks are never said (`synthesize(_:language:settings:onSamples:)` speaks
            // a guess in its own voice): none reaches espeak-ng, whoever calls.
            return synthesize(GuessMarks.unmarked(text), onSamples: onSamples)
        }
    }

    /// One `espeak_Synth` call in the voice and settings applied; the caller holds the lock.
    private func synthesize(_ text: String, onSamples: @escaping (UnsafeBufferPointer<Int16>) -> Bool) -> Bool {
        let box = CallbackBox(onSamples)
        let context = Unmanaged.passRetained(box)
        defer { context.release() }
        let status = text.withCString { chars in
            espeak_Synth(chars, strlen(chars) + 1, 0, POS_CHARACTER, 0,
                         UInt32(espeakCHARS_UTF8), nil, context.toOpaque())
        }
        return status == EE_OK && !box.aborted
    }
}

/// Carries the Swift consumer of one `espeak_Synth` call through espeak's `user_data`.
private final class CallbackBox {
    let onSamples: (UnsafeBufferPointer<Int16>) -> Bool
    var aborted = false
    init(_ onSamples: @escaping (UnsafeBufferPointer<Int16>) -> Bool) { self.onSamples = onSamples }
}

/// espeak-ng's synthesis callback: a file-scope C function that finds its Swift owner through
/// `user_data`. Returning 1 aborts synthesis at once.
private func synthCallback(_ wav: UnsafeMutablePointer<Int16>?, _ count: Int32,
                           _ events: UnsafeMutablePointer<espeak_EVENT>?) -> Int32 {
    guard let events, let userData = events.pointee.user_data else { return 0 }
    let box = Unmanaged<CallbackBox>.fromOpaque(userData).takeUnretainedValue()
    if box.aborted { return 1 }
    guard let wav, count > 0 else { return 0 }
    if !box.onSamples(UnsafeBufferPointer(start: wav, count: Int(count))) {
        box.aborted = true
        return 1
    }
    return 0
}
