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
        history.append(line)
        if let hint = output.hint { history.append("    " + hint) }
        if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
    }

    /// Scrolls the history by `lines` (positive = older), within what there is.
    public mutating func scroll(by lines: Int) {
        scrollBack = max(0, min(history.count - 1, scrollBack + lines))
    }
}
