import EarshotLoader
import EarshotModel
/// A stretch of an utterance's text spoken in one espeak-ng voice.
public struct LanguageRun: Sendable, Hashable {
    public var text: String
    /// The espeak-ng voice: the profile's own, or one from `LanguageTable`.
    public var voice: String
    public init(_ text: String, voice: String) { self.text = text; self.voice = voice }
}

/// Splits text into runs by script, like VoiceOver's "Detect Languages": "Today 今日" is "Today "
/// in the profile's voice, then "今日" in `cmn`. Pure: which of these voices is installed is
/// the speech layer's business.
public enum LanguageRuns {
    /// The runs of `text`. A `language` the table knows speaks the whole text in its voice;
    /// otherwise, with `detect` on, each run of another script gets that script's voice.
    /// Spaces, digits and punctuation belong to the run they follow (to the first run when they
    /// lead), so a voice switches only where the script does.
    public static func split(_ text: String, language: String? = nil, profileVoice: String,
                             detect: Bool = true) -> [LanguageRun] {
        if let language, let voice = LanguageTable.voice(forLanguage: language) {
            return text.isEmpty ? [] : [LanguageRun(text, voice: sameLanguage(voice, profileVoice) ? profileVoice : voice)]
        }
        // Most labels are ASCII: no lookups, one run.
        guard detect, !text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.isEmpty ? [] : [LanguageRun(text, voice: profileVoice)]
        }
        var pieces = scriptPieces(text)
        japanese(&pieces)
        var runs: [LanguageRun] = []
        for piece in pieces {
            let voice = piece.script?.voice ?? profileVoice
            if let last = runs.last, last.voice == voice {
                runs[runs.count - 1].text.unicodeScalars.append(contentsOf: piece.scalars)
            } else {
                runs.append(LanguageRun(String(piece.scalars), voice: voice))
            }
        }
        return runs
    }

    /// The voices an utterance switches through, joined by `+` (`en-us+cmn`, as `transcript --json` gives it).
    public static func voiceLabel(_ runs: [LanguageRun], profileVoice: String) -> String {
        var voices: [String] = []
        for run in runs where voices.last != run.voice { voices.append(run.voice) }
        return voices.isEmpty ? profileVoice : voices.joined(separator: "+")
    }

    /// A tag for the profile's own language keeps the profile's voice (`en` with `en-gb`).
    package static func sameLanguage(_ voice: String, _ profileVoice: String) -> Bool {
        voice == profileVoice || (voice == "en-us" && profileVoice.hasPrefix("en"))
    }

    package struct Piece {
        package var script: LanguageTable.Script?
        package var scalars: String.UnicodeScalarView
    }

    /// Maximal runs of one script (nil: the profile's), neutral characters joined to the run
    /// before them.
    package static func scriptPieces(_ text: String) -> [Piece] {
        var pieces: [Piece] = []
        var leading = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard !isNeutral(scalar) else {
                if pieces.isEmpty { leading.append(scalar) } else { pieces[pieces.count - 1].scalars.append(scalar) }
                continue
            }
            let script = LanguageTable.Script.of(scalar)
            if let last = pieces.last, last.script == script {
                pieces[pieces.count - 1].scalars.append(scalar)
            } else {
                var scalars = String.UnicodeScalarView()
                if pieces.isEmpty { scalars = leading; leading = String.UnicodeScalarView() }
                scalars.append(scalar)
                pieces.append(Piece(script: script, scalars: scalars))
            }
        }
        if pieces.isEmpty && !leading.isEmpty { pieces.append(Piece(script: nil, scalars: leading)) }
        return pieces
    }

    /// Han next to kana is Japanese (kanji): it joins the kana's run, through chains of them.
    package static func japanese(_ pieces: inout [Piece]) {
        guard pieces.contains(where: { $0.script == .kana }) else { return }
        for i in pieces.indices.dropFirst() where pieces[i].script == .han && pieces[i - 1].script == .kana {
            pieces[i].script = .kana
        }
        for i in pieces.indices.dropLast().reversed() where pieces[i].script == .han && pieces[i + 1].script == .kana {
            pieces[i].script = .kana
        }
    }

    /// Not a letter of any script: spaces, digits, punctuation, symbols. Marks count as their
    /// letter's script by their block, or as neutral (a combining accent after Latin).
    package static func isNeutral(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let v = scalar.value
            return !((0x41...0x5A).contains(v) || (0x61...0x7A).contains(v))
        }
        if LanguageTable.Script.of(scalar) != nil {
            // Inside a script's block, only its letters, marks and digits start a run; its
            // punctuation (、。「」 are outside the Han ranges anyway) follows the run.
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .otherPunctuation, .openPunctuation, .closePunctuation,
                 .dashPunctuation, .initialPunctuation, .finalPunctuation:
                return true
            default: return false
            }
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return false
        default: return true
        }
    }
}
