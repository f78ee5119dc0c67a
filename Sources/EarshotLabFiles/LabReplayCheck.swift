/// Whether a replay loads the files its run read: the result's `files` against what loading
/// the lab again reads (`RecordedFiles`), path by path.
public enum LabReplayCheck: Sendable, Equatable {
    /// Every file the same, and no other read.
    case same
    /// The result lists no files (written before the list): only the lab and its layout can be
    /// checked (`fingerprint`).
    case cannotTell
    /// Read by both, with different bytes.
    case changed(String)
    /// The run read it; the replay does not (the lab or a screen now names another file).
    case noLongerRead(String)
    /// The replay reads it; the run did not.
    case newlyRead(String)

    /// The first difference between the run's reads and the replay's, in the run's order.
    public static func of(_ result: LabResult, replay: [LabFileRead]) -> LabReplayCheck {
        guard let run = result.files else { return .cannotTell }
        let now = Dictionary(replay.map { ($0.path, $0.digest) }, uniquingKeysWith: { first, _ in first })
        for file in run {
            guard let digest = now[file.path] else { return .noLongerRead(file.path) }
            if digest != file.digest { return .changed(file.path) }
        }
        let then = Set(run.map(\.path))
        if let new = replay.first(where: { !then.contains($0.path) }) { return .newlyRead(new.path) }
        return .same
    }

    /// What replay says, nil when nothing: the file that changed, by name.
    public var message: String? {
        switch self {
        case .same: return nil
        case .cannotTell: return LabWords.replayCannotTell
        case .changed(let path): return LabWords.replayChanged(path)
        case .noLongerRead(let path): return LabWords.replayNoLongerRead(path)
        case .newlyRead(let path): return LabWords.replayNewlyRead(path)
        }
    }
}
