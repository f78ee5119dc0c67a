public import EarshotLoader
public import EarshotModel
public import EarshotNarration
import EarshotNavigation

/// What the screen reader says on one screen, as a text a pull request can diff: every focus
/// stop in swipe order with its hint, each rotor's items, what activating each stop that does
/// something leads to, and what the screen's source had to guess. Deterministic: no dates, no
/// absolute paths, labels escaped so no control character reaches a terminal showing a diff.
public enum SpeechSnapshot {
    /// Bumped when the snapshot's layout or the spoken grammar changes what every file says.
    public static let grammarVersion = 1

    /// A place the screen's source guessed (a placeholder, an unresolved view), as the import
    /// said it: `file:line:column: what`.
    public struct Approximation: Sendable, Hashable {
        public var file: String
        public var line: Int
        public var column: Int
        public var what: String

        public init(file: String, line: Int, column: Int, what: String) {
            self.file = file; self.line = line; self.column = column; self.what = what
        }
    }

    /// The snapshot of `screen` (the root layout's screen with that id) in `workspace`. `source`
    /// is how the header names the file (relative to the snapshot folder).
    public static func text(_ workspace: Workspace, screen: String, source: String, reader: any ScreenReader = .voiceover,
                            language: ReaderLanguage? = nil, approximations: [Approximation] = []) -> String {
        var verbosity = Verbosity.standard
        verbosity.reader = reader
        verbosity.language = language
        let start = Navigator(workspace: workspace, screen: screen, verbosity: verbosity)
        var lines = [
            "# What \(reader.name) says",
            "source: " + VisibleText.escape(source),
            "screen: " + VisibleText.escape(screen),
            "reader: " + reader.name,
            "grammar: \(grammarVersion)",
        ]
        let stops = Self.stops(from: start)
        lines += ["", "## Focus stops, swiping right from the first"]
        if stops.isEmpty { lines.append("(none: \(reader.name) finds nothing to focus on this screen)") }
        for (n, stop) in stops.enumerated() {
            lines.append("\(n + 1). " + stop.speech)
            if let hint = stop.hint { lines.append("   hint: " + hint) }
        }
        lines += rotors(start, stops: stops)
        lines += activations(start, stops: stops)
        if !approximations.isEmpty {
            lines += ["", "## Guessed from the source"]
            for a in approximations.sorted(by: { ($0.file, $0.line, $0.column, $0.what) < ($1.file, $1.line, $1.column, $1.what) }) {
                lines.append("- \(VisibleText.escape(a.file)):\(a.line):\(a.column): " + VisibleText.escape(a.what))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One focus stop: its node, and what landing on it says (hint apart).
    struct Stop {
        let node: Int
        let speech: String
        let hint: String?
    }

    /// The stops swiping right reaches from where focus starts, each once, in order.
    static func stops(from start: Navigator) -> [Stop] {
        guard let first = start.focus else { return [] }
        var out = [stop(first, start.startingOutput())]
        var seen: Set<Int> = [first]
        var nav = start
        while true {
            var next = nav
            let output = next.perform(.next)
            guard next.current == start.current, let focus = next.focus, seen.insert(focus).inserted else { break }
            out.append(stop(focus, output))
            nav = next
        }
        return out
    }

    static func stop(_ node: Int, _ output: NavigatorOutput) -> Stop {
        Stop(node: node, speech: said(output), hint: output.hint.map(VisibleText.escape))
    }

    /// Headings, the screen's custom rotors and elements' own, and each stop's actions.
    static func rotors(_ start: Navigator, stops: [Stop]) -> [String] {
        var lines: [String] = []
        let state = start.state
        let number = Dictionary(stops.enumerated().map { ($0.element.node, $0.offset + 1) }) { a, _ in a }
        func say(_ node: Int) -> String {
            let words = start.describe(node).filter { $0.kind != .hint }.map(\.text).joined(separator: " ")
            return VisibleText.escape(words) + (number[node].map { " (stop \($0))" } ?? "")
        }
        // The Headings rotor, then each custom rotor once (the screen's, then elements' own).
        var items: [(item: RotorItem, owner: Int?)] = [(RotorRing.system[0], nil)]
        var seenIDs: Set<RotorID> = [RotorRing.system[0].id]
        var specs = start.screen.rotors.map { (spec: $0, owner: Int?.none) }
        for i in 0..<state.count { specs += state.element(i).rotors.map { (spec: $0, owner: Int?.some(i)) } }
        for (spec, owner) in specs {
            let item = RotorRing.item(for: spec)
            if seenIDs.insert(item.id).inserted { items.append((item, owner)) }
        }
        for (item, owner) in items {
            var found: [String]
            switch item.kind {
            case .adjust: found = owner.map { ["adjusts " + say($0)] } ?? []
            case .mark(let mark): found = markedLines(mark, in: start).map { "\"" + $0.text + "\"" + (number[$0.node].map { " (stop \($0))" } ?? "") }
            case .elements, .items, .actions, .text, .speakingRate, .hints: found = members(of: item, in: start).map(say)
            }
            if case .builtin = item.id, found.isEmpty { continue }
            lines += ["", "## \(start.verbosity.reader.rotorWord): " + VisibleText.escape(item.name)]
            if found.isEmpty { lines.append("(no item \(start.verbosity.reader.name) can reach)") }
            lines += found.map { "- " + $0 }
        }
        let withActions = stops.filter { !state.element($0.node).actions.isEmpty }
        if !withActions.isEmpty {
            lines += ["", "## \(start.verbosity.reader.rotorWord): Actions"]
            for stop in withActions {
                let names = state.element(stop.node).actions.map { VisibleText.escape($0.name) }.joined(separator: ", ")
                lines.append("- stop \(number[stop.node] ?? 0): " + names)
            }
        }
        return lines
    }

    /// The nodes a rotor item moves through, flicking down from the top of the screen.
    static func members(of item: RotorItem, in start: Navigator) -> [Int] {
        var nav = start
        nav.focus = nil
        var out: [Int] = []
        while out.count < start.state.count {
            let next: Int?
            switch item.kind {
            case .elements(let filter): next = nav.nextElement(matching: filter, forward: true)
            case .items(let ids): next = nav.nextListed(ids, forward: true)
            case .mark, .adjust, .actions, .text, .speakingRate, .hints: next = nil
            }
            guard let next, !out.contains(next) else { break }
            out.append(next)
            nav.focus = next
        }
        return out
    }

    /// The lines of the screen's text elements carrying `mark`, in reading order.
    static func markedLines(_ mark: String, in start: Navigator) -> [(node: Int, text: String)] {
        let state = start.state
        var out: [(node: Int, text: String)] = []
        for i in state.reachable where state.isFocusable(i) {
            for line in state.element(i).text where line.marks.contains(mark) { out.append((i, VisibleText.escape(line.text))) }
        }
        return out
    }

    /// What one gesture said, its utterances apart: `Thanks for rating / Thank you. Heading.`
    static func said(_ output: NavigatorOutput) -> String {
        VisibleText.escape(output.speech.joined(separator: " / "))
    }

    /// For each stop whose activation does something: what VoiceOver says on activating it, and
    /// the screen it leads to when it leads to another.
    static func activations(_ start: Navigator, stops: [Stop]) -> [String] {
        var lines: [String] = []
        for (n, stop) in stops.enumerated() where !start.state.element(stop.node).onActivate.isEmpty {
            var nav = start
            nav.focus = stop.node
            nav.onFocusChanged()
            let output = nav.perform(.activate)
            var line = "\(n + 1). " + stop.speech.prefix(60) + (stop.speech.count > 60 ? "…" : "") + " →"
            if nav.current != start.current {
                let file = nav.current.path == start.current.path ? "" : " in " + VisibleText.escape(fileName(nav.current.path))
                line += " screen " + VisibleText.escape(nav.current.screen) + file + ":"
            }
            let words = said(output)
            if words.isEmpty {
                line += start.state.element(stop.node).onActivate.contains(.back) ? " back to the screen before" : " (nothing is said)"
            } else {
                line += " " + words
            }
            lines.append(line)
        }
        return lines.isEmpty ? [] : ["", "## Activating"] + lines
    }

    static func fileName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
}
