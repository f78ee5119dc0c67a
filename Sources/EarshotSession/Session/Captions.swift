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
    /// Between an announcement and the words around it ("Thanks for rating", then the next
    /// screen's first element): they are said apart, so they are shown on lines of their own.
    /// Captions hold their text escaped (`VisibleText.escape`), so a line break is only ever this.
    public static let lineBreak = "\n"
    /// The kind of the last utterance shown, so read-all and late notices know what they follow.
    private var lastKind: Utterance.Kind?

    public init() {}

    /// Adds what a gesture said: it replaces the current caption, or (read-all) extends it.
    public mutating func show(_ output: NavigatorOutput) {
        guard output.control != .pause && output.control != .resume else { return }
        let sounds = output.sounds.map { "[\($0.rawValue)]" }
        let spoken = output.utterances.filter { $0.kind != .hint }
        guard !spoken.isEmpty || !sounds.isEmpty || output.hint != nil else { return }
        let appending = output.control == .append && !current.isEmpty
        var line = sounds.joined(separator: " ")
        var previous: Utterance.Kind?
        for utterance in spoken {
            if !line.isEmpty { line += Self.apart(previous, utterance.kind) ? Self.lineBreak : " " }
            line += VisibleText.escape(utterance.text)
            previous = utterance.kind
        }
        let hint = output.hint.map(VisibleText.escape)
        scrollBack = 0
        if !appending {
            current = line
            self.hint = hint
        } else {
            current += (sounds.isEmpty && Self.apart(lastKind, spoken.first?.kind) ? Self.lineBreak : " ") + line
        }
        if let last = spoken.last { lastKind = last.kind }
        history.append(Self.shortened(line))
        if let hint { history.append(Self.shortened("    " + hint)) }
        if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
    }

    /// An announcement next to words that are not one: shown apart.
    static func apart(_ a: Utterance.Kind?, _ b: Utterance.Kind?) -> Bool {
        guard let a, let b else { return false }
        return (a == .announcement) != (b == .announcement)
    }

    package static func shortened(_ line: String) -> String {
        line.count <= lineLimit ? line : String(line.prefix(lineLimit)) + "…"
    }

    /// Scrolls the history by `lines` (positive = older), within what there is.
    public mutating func scroll(by lines: Int) {
        scrollBack = max(0, min(history.count - 1, scrollBack + lines))
    }
}
