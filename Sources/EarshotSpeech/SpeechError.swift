/// What can go wrong in speech and audio, in words a user can act on.
public enum SpeechError: Error, Sendable, CustomStringConvertible, Equatable {
    case engineUnavailable(String)
    case voiceNotFound(String, suggestions: [String])
    case cannotWrite(path: String, reason: String)
    case noAudioDevice(String)

    public var description: String {
        switch self {
        case .engineUnavailable(let why): return "espeak-ng could not start: \(why) (is espeak-ng-data installed?)"
        case .voiceNotFound(let name, let suggestions):
            let hint = suggestions.isEmpty ? "" : " (did you mean \(suggestions.map { "'\($0)'" }.joined(separator: " or "))?)"
            return "no espeak-ng voice named '\(name)'\(hint); 'earshot voices' lists them"
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
        case .noAudioDevice(let why): return "no audio device: \(why)"
        }
    }
}
