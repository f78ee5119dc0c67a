import CEspeakNG
import EarshotModel
public import EarshotNarration
public import EarshotNavigation
extension EspeakEngine {
    /// `text` as runs of one voice each, every voice installed: a run whose voice espeak-ng
    /// lacks is spoken in the profile's voice, and runs that end up in one voice are joined.
    public func runs(_ text: String, language: String?, settings: Settings) -> [LanguageRun] {
        var runs: [LanguageRun] = []
        for var run in LanguageRuns.split(text, language: language, profileVoice: settings.voice,
                                          detect: settings.detectLanguages) {
            if run.voice != settings.voice { run.voice = available(run.voice, or: settings.voice) }
            if let last = runs.last, last.voice == run.voice {
                runs[runs.count - 1].text += run.text
            } else {
                runs.append(run)
            }
        }
        return runs
    }

    /// Synthesizes `text` guess by guess (`GuessMarks.spans`: a guess's words in the changed
    /// voice of `Settings.guessing`, never its marks) and run by run, switching voice between
    /// `espeak_Synth` calls (never inside one's callback, a known espeak-ng pitfall) and back for
    /// the next run. Returns false when aborted or when synthesis failed; an abort stops the
    /// runs after it too. Text with no guess goes straight to its runs: its first sample comes as
    /// soon as ever, and a guess's first comes after the words before it.
    @discardableResult
    public func synthesize(_ text: String, language: String?, settings: Settings,
                           onSamples: @escaping (UnsafeBufferPointer<Int16>) -> Bool) -> Bool {
        guard GuessMarks.isMarked(text) else { return synthesizeRuns(text, language: language, settings: settings, onSamples: onSamples) }
        for chunk in Self.chunks(text, settings: settings) {
            guard synthesizeRuns(chunk.text, language: language, settings: chunk.settings, onSamples: onSamples) else { return false }
        }
        return true
    }

    /// `text`'s plain words and guesses, each with the settings it is spoken with; runs with
    /// nothing to say (spaces, a lone comma between two guesses) are left out.
    public static func chunks(_ text: String, settings: Settings) -> [(text: String, settings: Settings)] {
        GuessMarks.spans(text).filter { $0.text.contains { $0.isLetter || $0.isNumber } }
            .map { ($0.text, $0.guessed ? settings.guessing : settings) }
    }

    private func synthesizeRuns(_ text: String, language: String?, settings: Settings,
                                onSamples: @escaping (UnsafeBufferPointer<Int16>) -> Bool) -> Bool {
        let runs = runs(text, language: language, settings: settings)
        guard runs.count != 1 || runs[0].voice != settings.voice else {
            return synthesize(text, settings: settings, onSamples: onSamples)
        }
        for run in runs {
            var voiced = settings
            voiced.voice = run.voice
            guard synthesize(run.text, settings: voiced, onSamples: onSamples) else { return false }
        }
        return true
    }

    /// The voices each utterance of a gesture is spoken in, for `transcript --json`:
    /// nil when every one is the profile's voice, else one entry per utterance, `en-us+cmn`
    /// for one that switches.
    public func voices(for output: NavigatorOutput, settings: Settings) -> [String]? {
        let labels = output.utterances.filter { $0.kind != .hint }.map {
            LanguageRuns.voiceLabel(runs(GuessMarks.unmarked(SpeechText.sanitize($0.text)), language: $0.language, settings: settings),
                                    profileVoice: settings.voice)
        }
        return labels.allSatisfy({ $0 == settings.voice }) ? nil : labels
    }
}

extension EspeakEngine {
    /// The linked libespeak-ng's version (`1.51`); asking needs no initialization.
    public static var libraryVersion: String? {
        guard let info = espeak_Info(nil) else { return nil }
        let text = String(cString: info)
        return text.isEmpty ? nil : text
    }
}
