public import ArgumentParser
import EarshotCore
import EarshotFiles
import EarshotSpeech
import Foundation

/// Options every speaking command shares.
struct VoiceOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("A voice profile from Voices/ (default, training, expert) or a profile file.", valueName: "PROFILE"))
    var voice: String?

    @Option(name: .long, help: ArgumentHelp("Speaking rate in words per minute (80–900).", valueName: "WPM"))
    var rate: Int?

    @Flag(name: .long, help: "Do not open the sound device.")
    var noAudio = false

    @Option(name: .long, help: ArgumentHelp("The screen reader heard: voiceover or talkback (default: talkback for an Android screen, else voiceover).", valueName: "READER"))
    var reader: ReaderName?

    @Option(name: .long, help: ArgumentHelp("The language of the reader's role, state and hint words: \(ReaderLanguage.codes.joined(separator: ", ")) (default: the language the screen names, else en; VoiceOver's are English but for de).", valueName: "CODE"))
    var language: String?

    /// The profile for hearing `layout`: `--reader`, else the profile's `reader`, else TalkBack
    /// for an Android screen and VoiceOver for the others.
    func profile(hearing layout: Layout) throws -> VoiceProfile {
        hearing(layout, with: try profile())
    }

    /// `profile` with the reader that hears `layout` by the rule above.
    func hearing(_ layout: Layout, with profile: VoiceProfile) -> VoiceProfile {
        var profile = profile
        profile.verbosity.reader = (reader ?? profile.reader ?? ReaderName.heard(layout)).reader
        // Checked by `profile()` (or `LabFiles.profile`): a code it took has its language.
        if let chosen = language.flatMap(ReaderLanguage.init(tag:)) { profile.verbosity.language = chosen }
        return profile
    }

    /// The profile asked for, with `--rate` applied.
    func profile() throws -> VoiceProfile {
        var profile = try voice.map { try Resources.profile($0) }
            ?? (Resources.profileNames().contains("default") ? try Resources.profile("default") : .standard)
        if let rate {
            guard VoiceProfile.rateRange.contains(rate) else {
                throw Failure.usage("--rate must be \(VoiceProfile.rateRange.lowerBound) to \(VoiceProfile.rateRange.upperBound) words per minute")
            }
            profile.rate = rate
        }
        if let language { profile.verbosity.language = try ReaderLanguage.chosen(language) }
        return profile
    }

    /// Where speech is heard: the sound device; with `--no-audio`, a silent sink (the user's
    /// choice, not a missing device); `nil` only when there is no device, which is said once on
    /// standard error unless `quiet` (the caller has somewhere else for the audio, or says it).
    func audioSink(quiet: Bool = false) -> AudioSink? {
        if noAudio { return NullSink(name: "audio off (--no-audio)") }
        do { return try DeviceSink() } catch {
            if !quiet { StandardError.write("earshot: \(error); continuing without sound\n") }
            return nil
        }
    }
}

extension ReaderName: ExpressibleByArgument {}

extension ReaderLanguage {
    /// The language `--language CODE` names; a code Earshot has no words in is a usage failure
    /// that lists the codes there are.
    static func chosen(_ code: String) throws -> ReaderLanguage {
        guard let language = ReaderLanguage(tag: code) else {
            let known = allCases.map { "\($0.rawValue) (\($0.name))" }.joined(separator: ", ")
            throw Failure.usage("--language: unknown language '\(code)'; the languages there are: \(known)")
        }
        return language
    }
}

extension EspeakEngine {
    /// The started engine, or a usage failure saying what is missing.
    static func started() throws -> EspeakEngine {
        switch shared {
        case .success(let engine): return engine
        case .failure(let error): throw Failure.usage(error.description)
        }
    }
}
