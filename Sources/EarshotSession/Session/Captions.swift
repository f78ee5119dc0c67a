import EarshotLoader
import EarshotModel
import EarshotNarration
public import EarshotNavigation
import EarshotAudit
/// What the caption panel shows: the speech now, its hint, and a bounded history.
public struct Captions: Sendable, Equatable {
    /// What is being spoken now.
    public var current: String = ""
    public var hint: String?
    /// Recent speech, oldest first; never more than `historyLimit` lines.
    public var history: [String] = []
    /// How many lines the history is scrolled back from the newest.
    public var scrollBack = 0
    public static let historyLimit = 200
    /// History keeps at most this many characters of a line (a 1 MB label is shown, not hoarded).
    public static let lineLimit = 1_000

    public init() {}

    /// Adds what a gesture said: it replaces the current caption, or (read-all) extends it.
    public mutating func show(_ output: NavigatorOutput) {
        guard output.control != .pause && output.control != .resume else { return }
        let sounds = output.sounds.map { "[\($0.rawValue)]" }
        let spoken = output.speech
        guard !spoken.isEmpty || !sounds.isEmpty || output.hint != nil else { return }
        let line = (sounds + spoken).joined(separator: " ")
        scrollBack = 0
        if output.control != .append || current.isEmpty { current = line; hint = output.hint }
        else { current += " " + line }
        history.append(Self.shortened(line))
        if let hint = output.hint { history.append(Self.shortened("    " + hint)) }
        if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
    }

    package static func shortened(_ line: String) -> String {
        line.count <= lineLimit ? line : String(line.prefix(lineLimit)) + "…"
    }

    /// Scrolls the history by `lines` (positive = older), within what there is.
    public mutating func scroll(by lines: Int) {
        scrollBack = max(0, min(history.count - 1, scrollBack + lines))
    }
}
